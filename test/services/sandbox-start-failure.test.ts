import {mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {afterAll, describe, expect, it} from 'vitest'

import {PayError} from '../../src/core/errors.js'
import {startDetached} from '../../src/sandbox/control/lifecycle.js'
import {SANDBOX_LOG_FILE} from '../../src/sandbox/shared/state-file.js'

const root = mkdtempSync(join(tmpdir(), 'pay-sandbox-start-'))
afterAll(() => rmSync(root, {recursive: true, force: true}))

/** A child that fails as `pay sandbox start --detached-child` does on Node 20 when another process holds the database. */
function failingChild(lines: string[]): string {
  const script = join(root, `child-${Math.random()}.mjs`)
  writeFileSync(script, `${lines.map((line) => `console.error(${JSON.stringify(line)})`).join('\n')}\nprocess.exit(1)\n`)
  return script
}

describe('a detached sandbox that cannot start', () => {
  it("says why, from the last error in this start's part of its log, and what to do", async () => {
    const dataDir = join(root, 'data')
    const cause = 'The sandbox database /data/sandbox.db is in use by process 4242: on this runtime one process at a time opens it.'
    await startDetached({runScript: failingChild(['Error: an older start failed otherwise']), args: [], dataDir, env: process.env}).catch(
      () => {},
    )
    writeFileSync(join(dataDir, 'unrelated'), '')
    const runScript = failingChild([
      'starting…',
      `Error: ${cause}`,
      '  → Stop the process that holds it, or use another --sandbox-data-dir.',
    ])
    const error = (await startDetached({runScript, args: [], dataDir, env: process.env}).catch((caught: unknown) => caught)) as PayError
    expect(error).toBeInstanceOf(PayError)
    expect(error.message).toBe(`The sandbox did not start: ${cause}`)
    expect(error.message).not.toContain('older start')
    expect(error.tryMessage).toBe(
      `Stop the process that holds it, or use another --sandbox-data-dir. The whole log: ${join(dataDir, SANDBOX_LOG_FILE)}`,
    )
  })
})
