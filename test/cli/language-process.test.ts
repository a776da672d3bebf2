import {afterAll, describe, expect, it} from 'vitest'

import {PSEUDO_OPEN} from '../../src/ui/words/pseudo.js'
import {CliHome} from '../helpers/cli.js'
import {uncatalogued} from '../helpers/pseudo-locale.js'
import {PROCESS_RUNS} from '../helpers/pseudo-locale-runs.js'

// The pseudo-locale guard (test/cli/language.test.ts) for the commands oclif runs itself: as a process.
const home = new CliHome()
afterAll(() => home.cleanup())

describe('the pseudo-locale guard, as a process', () => {
  for (const [id, runs] of Object.entries(PROCESS_RUNS)) {
    it(`pay ${id.replaceAll(':', ' ')}: every human line is drawn from the catalog`, async () => {
      for (const {argv, says, typed} of runs) {
        // SHELL: what `pay autocomplete` sets up when no shell is named.
        const result = await home.run(argv, {env: {PAY_LANG: 'qps', SHELL: '/bin/bash'}})
        expect(result.code, result.stderr).toBe(0)
        const output = result.stdout + result.stderr
        if (says) expect(output, argv.join(' ')).toContain(PSEUDO_OPEN)
        // Whole, not line by line: help wraps a catalog word over several lines.
        const left = uncatalogued(typed ? output.replace(typed, '') : output, [])
        for (const line of left.split('\n')) expect(line, argv.join(' ')).not.toMatch(/[A-Za-z]{2,}/)
      }
    })
  }
})
