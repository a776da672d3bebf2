import {describe, expect, it} from 'vitest'

import {hasVisibleCharacter, notPlainFact} from '../../src/core/money/field-readers.js'

describe('notPlainFact', () => {
  it('takes Thai, accents, emoji and ordinary punctuation as plain text', () => {
    for (const text of ['สมชาย ใจดี', 'Ñoño-Müller', 'Order #42 (rent), 50% off!', '👍🏽 ok', '']) expect(notPlainFact(text)).toBeUndefined()
  })

  it('names the first offending character, its kind, and counts characters, not UTF-16 units', () => {
    expect(notPlainFact('A👍\u202EB\u0000')).toEqual({codePoint: 'U+202E', kind: 'bidi', position: 3})
    expect(notPlainFact('\uD800x')).toEqual({codePoint: 'U+D800', kind: 'surrogate', position: 1})
    expect(notPlainFact('a\tb')).toEqual({codePoint: 'U+0009', kind: 'control', position: 2})
    expect(notPlainFact('a\u00ADb')).toEqual({codePoint: 'U+00AD', kind: 'invisible', position: 2})
  })
})

describe('hasVisibleCharacter', () => {
  it('finds nothing to see in fillers, zero-width characters, marks alone and blank Braille', () => {
    for (const text of ['\u3164', '\u200B \u200D', '\u0E31', '\u2800', ' ']) expect(hasVisibleCharacter(text)).toBe(false)
    for (const text of ['ก', 'a\u200B', '👍']) expect(hasVisibleCharacter(text)).toBe(true)
  })
})
