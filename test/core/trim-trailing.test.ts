import fc from 'fast-check'
import {describe, expect, it} from 'vitest'

import {trimTrailing} from '../../src/core/text/trim-trailing.js'

/** The expressions trimTrailing replaces, each quadratic on a long run of what it removes. */
const REPLACED = [
  {characters: '/', expression: /\/+$/, name: 'trailing slashes'},
  {characters: '\\/', expression: /[\\/]*$/, name: 'trailing slashes and backslashes'},
]

describe('trimTrailing', () => {
  it.each(REPLACED)('$name: gives what the expression gave, for any text', ({characters, expression}) => {
    const text = fc.string({unit: fc.constantFrom('/', '\\', 'a', '.', ' ', '\n', 'ก')})
    fc.assert(
      fc.property(text, (value) => {
        expect(trimTrailing(value, characters)).toBe(value.replace(expression, ''))
      }),
    )
  })

  it('reads a million slashes in linear time, where the expressions would take minutes', () => {
    const slashes = '/'.repeat(1_000_000)
    expect(trimTrailing(`${slashes}x/`, '/')).toBe(`${slashes}x`)
    expect(trimTrailing(`${slashes}\u0000`, '\\/')).toBe(`${slashes}\u0000`)
    expect(trimTrailing(slashes, '/')).toBe('')
  })
})
