import {describe, expect, it} from 'vitest'

import {plainTextProblem} from '../../src/core/text/plain-text.js'

describe('plainTextProblem', () => {
  it('takes Thai, accents, emoji and ordinary punctuation as plain text', () => {
    for (const text of ['สมชาย ใจดี', 'Ñoño-Müller', 'Order #42 (rent), 50% off!', '👍🏽 ok', ''])
      expect(plainTextProblem(text)).toBeUndefined()
  })

  it('names the first offending character and counts characters, not UTF-16 units', () => {
    expect(plainTextProblem('A👍\u202EB')).toBe(
      'contains U+202E (a bidirectional control, which can make text display in another order) at character 3',
    )
    expect(plainTextProblem('\uD800x')).toBe('contains U+D800 (a lone surrogate, which is not a character) at character 1')
    expect(plainTextProblem('a\tb')).toBe('contains U+0009 (a control character) at character 2')
    expect(plainTextProblem('a\u00ADb')).toBe('contains U+00AD (an invisible character) at character 2')
  })
})
