import fc from 'fast-check'
import {describe, expect, it} from 'vitest'

import {AmountError, formatBaht, formatBahtGrouped, isWireMoney, parseBaht, parseWireMoney} from '../../src/core/money/money.js'

const satang = fc.integer({min: 0, max: Number.MAX_SAFE_INTEGER})
const digits = (min: number, max: number) => fc.string({unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max})

describe('money (property-based)', () => {
  it('formats any satang in the wire form and parses it back exactly', () => {
    fc.assert(
      fc.property(satang, (value) => {
        const wire = formatBaht(value)
        expect(isWireMoney(wire)).toBe(true)
        expect(parseWireMoney(wire)).toBe(value)
        expect(parseBaht(wire)).toBe(value)
        expect(parseBaht(formatBahtGrouped(value))).toBe(value)
      }),
    )
  })

  it('reads whole baht and one or two decimals as the exact integer, with no float drift', () => {
    fc.assert(
      fc.property(digits(1, 12), digits(0, 2), (whole, fraction) => {
        const text = fraction === '' ? whole : `${whole}.${fraction}`
        expect(parseBaht(text)).toBe(Number(BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'))))
      }),
    )
  })

  it('keeps sums exact where floats would drift (0.1 + 0.2)', () => {
    fc.assert(
      fc.property(
        fc.array(
          satang.map((value) => value % 1_000_000_00),
          {maxLength: 50},
        ),
        (values) => {
          const total = values.reduce((sum, value) => sum + value, 0)
          expect(parseWireMoney(formatBaht(total))).toBe(total)
        },
      ),
    )
    expect(formatBaht(parseBaht('0.1') + parseBaht('0.2'))).toBe('0.30')
  })

  it('refuses more than two decimals, exponents, negatives and anything not a number', () => {
    const refused = fc.oneof(
      fc.tuple(digits(1, 6), digits(3, 6)).map(([whole, fraction]) => `${whole}.${fraction}`),
      fc.tuple(digits(1, 4), fc.integer({min: -20, max: 20})).map(([mantissa, exponent]) => `${mantissa}e${exponent}`),
      digits(1, 8).map((whole) => `-${whole}`),
      fc.constantFrom('', ' ', 'NaN', 'Infinity', '0x10', '1..0', '.', '1.2.3', '1,00', '١٠٠'),
      fc.string().filter((text) => /[^\d.,\s]/.test(text)),
    )
    fc.assert(
      fc.property(refused, (text) => {
        expect(() => parseBaht(text)).toThrow(AmountError)
      }),
    )
  })

  it('accepts on the wire only ^\\d+\\.\\d{2}$', () => {
    fc.assert(
      fc.property(fc.string({maxLength: 20}), (text) => {
        expect(isWireMoney(text)).toBe(/^\d+\.\d{2}$/.test(text))
        if (!isWireMoney(text)) expect(() => parseWireMoney(text)).toThrow(AmountError)
      }),
    )
  })
})
