import {execFileSync} from 'node:child_process'

import fc from 'fast-check'
import {describe, expect, it} from 'vitest'

import {printfCommand} from '../../../src/core/signing/diagnosis/curl-command.js'
import {shellWord} from '../../../src/core/text/shell-word.js'

const RUNS = {numRuns: 40}

describe('shell quoting, read back by sh', () => {
  it('shellWord keeps any text without a NUL as one word', () => {
    const text = fc
      .string({unit: 'binary', maxLength: 60})
      .filter((value) => !value.includes('\0') && Buffer.from(value, 'utf8').toString('utf8') === value)
    fc.assert(
      fc.property(text, (value) => {
        expect(execFileSync('sh', ['-c', `printf '%s' ${shellWord(value)}`]).toString('utf8')).toBe(value)
      }),
      RUNS,
    )
  })

  it('printfCommand writes any bytes exactly', () => {
    fc.assert(
      fc.property(fc.uint8Array({maxLength: 80}), (bytes) => {
        expect(execFileSync('sh', ['-c', printfCommand(bytes)])).toEqual(Buffer.from(bytes))
      }),
      RUNS,
    )
  })

  it('printfCommand writes a body that starts with "-" (printf would read it as an option)', () => {
    const bytes = Buffer.from('-a=1')
    expect(execFileSync('sh', ['-c', printfCommand(bytes)])).toEqual(bytes)
  })
})
