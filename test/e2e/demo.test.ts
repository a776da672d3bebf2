import {execFile} from 'node:child_process'
import {fileURLToPath} from 'node:url'
import {stripVTControlCharacters} from 'node:util'

import {describe, expect, it} from 'vitest'

import {claimProblems, shellWords} from '../helpers/claims.js'

const DEMO = fileURLToPath(new URL('../../scripts/demo.sh', import.meta.url))

describe('scripts/demo.sh', () => {
  it('runs the main job against the sandbox, each command it shows one a person can paste', async () => {
    const output = await new Promise<string>((resolve, reject) =>
      execFile('bash', [DEMO], {timeout: 60_000}, (error, stdout, stderr) =>
        error ? reject(new Error(`${error.message}\n${stdout}\n${stderr}`)) : resolve(stdout),
      ),
    )
    const shown = stripVTControlCharacters(output)
      .split('\n')
      .filter((line) => line.startsWith('$ pay '))
      .map((line) => line.slice(2))
    expect(shown.length).toBeGreaterThanOrEqual(7)
    expect(claimProblems(shown.join('\n'), 0)).toEqual([])
    const create = shown.find((line) => line.startsWith('pay deposit create'))!
    expect(shellWords(create)).toContain('Somchai Jaidee')
  }, 90_000)
})
