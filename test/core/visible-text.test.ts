import {describe, expect, it} from 'vitest'

import {say, terminalSafe, terminalSafeLines} from '../../src/core/text/visible-text.js'

describe('visible text', () => {
  it('say escapes every interpolated value and keeps the template', () => {
    expect(say`No profile named "${'a\nFORGED\u001b[2J'}".\nNext line ${7}`).toBe(
      'No profile named "a\\u{a}FORGED\\u{1b}[2J".\nNext line 7',
    )
  })

  it('escapes bidi controls, C1, BEL and CR, and keeps Thai and emoji', () => {
    expect(terminalSafe('\u202eRTL \u2066ISO \u009bC1 \u0007 \r ไทย 💸')).toBe('\\u{202e}RTL \\u{2066}ISO \\u{9b}C1 \\u{7} \\u{d} ไทย 💸')
  })

  it("the printers' last line of defence keeps line breaks and tabs and escapes the rest", () => {
    expect(terminalSafeLines('Parsing --limit \n\tExpected \u001b[31mRED')).toBe('Parsing --limit \n\tExpected \\u{1b}[31mRED')
  })
})
