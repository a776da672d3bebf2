import {describe, expect, it} from 'vitest'

import {shellWord} from '../../src/core/text/shell-word.js'
import {renderSandboxLogStart} from '../../src/ui/text/sandbox.js'
import {createStyle} from '../../src/ui/text/style.js'
import {commandProblems, shellWords} from '../helpers/claims.js'

describe('shellWord', () => {
  it.each(['sandbox', '/tmp/pay data/dir', "O'Brien's shop", 'a$b`c"d\\e', '', 'ไทย ร้าน'])(
    'keeps %j one word through a POSIX shell',
    (value) => {
      expect(shellWords(`pay profile use ${shellWord(value)}`)).toEqual(['pay', 'profile', 'use', value])
    },
  )

  it('leaves a plain word as it is and quotes the rest', () => {
    expect(shellWord('/tmp/pay-data_1.x')).toBe('/tmp/pay-data_1.x')
    expect(shellWord('http://h/v1/balance')).toBe('http://h/v1/balance')
    expect(shellWord("it's")).toBe(`'it'\\''s'`)
    expect(shellWord('')).toBe("''")
  })

  it('gives a whole pay profile add command for a profile without the key asked for', () => {
    expect(commandProblems(`pay profile add 'my shop' --key-id KEY_ID --secret-stdin`)).toEqual([])
  })

  it('quotes the data dir of the printed pay sandbox keys command', () => {
    const line = renderSandboxLogStart({baseUrl: 'http://127.0.0.1:4010', pid: 42, dataDir: '/tmp/my sandbox'}, createStyle(false))
    const command = line.slice(line.indexOf('pay sandbox keys')).trim()
    expect(commandProblems(command)).toEqual([])
  })
})
