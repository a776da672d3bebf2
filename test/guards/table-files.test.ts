import {existsSync} from 'node:fs'
import {extname, join} from 'node:path'

import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {CliHome} from '../helpers/cli.js'
import {exampleRuns, manifestCommands} from '../helpers/manifest-flags.js'

// Every command with an `--out` file (the books' reports: reconcile, statements) writes it through the table writer
// (src/services/books/table-file.ts), which asks checkTableFile before the work whose result the file holds: a path
// that cannot be written is refused with exit 2 and INVALID_OUT_FILE before anything is read or sent, and nothing
// is created. Found in oclif.manifest.json, so a command that gains `--out` later is covered without a line here.

const WRITERS = manifestCommands().filter((command) => 'out' in command.flags)

let home: CliHome
beforeAll(async () => {
  home = new CliHome()
  // Nothing listens on port 9: a command that sent before checking its file would fail otherwise, not with exit 2.
  await home.addProfile('offline', 'http://127.0.0.1:9', 'unk_test_tablefiles1', 'cd'.repeat(32))
})
afterAll(() => home?.cleanup())

describe('--out files are checked before the work', () => {
  it('finds the commands that write a table file', () => {
    expect(WRITERS.map((command) => command.id)).toContain('reconcile')
  })

  it.each(WRITERS.map((command) => [command.id, command] as const))(
    'pay %s refuses an --out in a missing folder first',
    async (_, command) => {
      const [example] = exampleRuns(command)
      expect(example, `pay ${command.id} needs an example that runs as written`).toBeDefined()
      const at = example!.indexOf('--out')
      const given = at >= 0 ? example![at + 1]! : 'report.csv'
      const out = join(home.root, 'missing', `report${extname(given) || '.csv'}`)
      const argv = at >= 0 ? example!.map((word, index) => (index === at + 1 ? out : word)) : [...example!, '--out', out]
      const run = await home.runHere([...argv, '--json'])
      expect(run.code, run.stdout).toBe(2)
      expect(JSON.parse(run.stdout).error.code).toBe('INVALID_OUT_FILE')
      expect(existsSync(join(home.root, 'missing'))).toBe(false)
    },
  )
})
