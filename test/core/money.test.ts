import {describe, expect, it} from 'vitest'

import {
  AmountError,
  basisPointsOf,
  formatBaht,
  formatBahtGrouped,
  parseBaht,
  parseWireMoney,
  readAmount,
} from '../../src/core/money/money.js'

describe('parseBaht (what a person types)', () => {
  it.each([
    ['100', 10000],
    ['100.5', 10050],
    ['100.50', 10050],
    ['1,000.00', 100000],
    ['1,234,567.89', 123456789],
    ['0.01', 1],
    [' 42 ', 4200],
    ['0', 0],
    ['9999999999999.99', 999_999_999_999_999],
    ['90071992547409.91', Number.MAX_SAFE_INTEGER],
    ['0000000000000042.5', 4250],
  ])('accepts %j as %d satang', (input, satang) => {
    expect(parseBaht(input)).toBe(satang)
  })

  it.each([
    ['-100.00', 'negative'],
    ['-1', 'negative'],
    ['100.123', 'too_many_decimals'],
    ['1e2', 'exponent'],
    ['1.5E3', 'exponent'],
    ['1.e5', 'exponent'],
    ['.5e-3', 'exponent'],
    ['+1E+2', 'exponent'],
    ['-2.50e1', 'exponent'],
    ['1e', 'not_decimal'],
    ['1.5e3x', 'not_decimal'],
    ['', 'empty'],
    ['   ', 'empty'],
    ['NaN', 'not_decimal'],
    ['abc', 'not_decimal'],
    ['Infinity', 'not_decimal'],
    ['1,00.00', 'not_decimal'],
    ['100.', 'not_decimal'],
    ['.5', 'not_decimal'],
    ['0x10', 'not_decimal'],
    ['+100', 'not_decimal'],
    ['99999999999999999999', 'too_large'],
    ['90071992547409.92', 'too_large'],
  ])('refuses %j (%s)', (input, problem) => {
    expect(() => parseBaht(input)).toThrowError(AmountError)
    try {
      parseBaht(input)
    } catch (error) {
      expect((error as AmountError).problem).toBe(problem)
    }
  })
})

describe('a very long amount is read in linear time (a million digits, where backtracking would take some 20 minutes)', () => {
  const digits = '1'.repeat(1_000_000)
  it.each([
    ['then e', 'not_decimal', `${digits}e`],
    ['then x', 'not_decimal', `${digits}x`],
    ['then .5e', 'not_decimal', `${digits}.5e`],
    ['then e1', 'exponent', `${digits}e1`],
    ['alone', 'too_large', digits],
  ])('a million digits %s: %s', (_, problem, input) => {
    expect(readAmount(input, {allowGrouping: true})).toEqual({ok: false, problem})
    expect(() => parseBaht(input)).toThrowError(expect.objectContaining({problem}))
  })
})

describe('the wire form', () => {
  it('formats satang with exactly two decimals', () => {
    expect(formatBaht(0)).toBe('0.00')
    expect(formatBaht(1)).toBe('0.01')
    expect(formatBaht(10050)).toBe('100.50')
    expect(formatBaht(123456789)).toBe('1234567.89')
    expect(formatBahtGrouped(123456789)).toBe('1,234,567.89')
  })

  it('parses only ^\\d+\\.\\d{2}$ from the service', () => {
    expect(parseWireMoney('100.50')).toBe(10050)
    for (const bad of ['100.5', '100', '1,000.00', '-1.00', '1e2', ' 1.00']) {
      expect(() => parseWireMoney(bad)).toThrowError(AmountError)
    }
  })

  it('refuses a float passed as satang', () => {
    expect(() => formatBaht(0.1 + 0.2)).toThrowError(TypeError)
  })

  it('the validator rule accepts at most two decimals without grouping', () => {
    expect(readAmount('100.5')).toEqual({ok: true, satang: 10050})
    expect(readAmount('1,000.00')).toEqual({ok: false, problem: 'not_decimal'})
    expect(readAmount(' 1.00')).toEqual({ok: false, problem: 'not_decimal'})
  })
})

describe('basisPointsOf', () => {
  it('rounds half-up to the satang', () => {
    expect(basisPointsOf(50037, 100)).toBe(500) // 5.0037 → 5.00
    expect(basisPointsOf(50050, 100)).toBe(501) // 5.005 → 5.01
    expect(basisPointsOf(49, 100)).toBe(0)
    expect(basisPointsOf(50, 100)).toBe(1)
  })
})
