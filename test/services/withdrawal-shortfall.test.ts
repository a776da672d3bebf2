import {describe, expect, it} from 'vitest'

import {computeShortfall, shortfallText} from '../../src/services/withdrawals/shortfall.js'

describe('shortfallText', () => {
  it('adds the fee and says what is missing', () => {
    expect(shortfallText(computeShortfall(30_000, 50_000, 900))).toBe(
      'available 300.00 THB, this payout needs 509.00 THB (500.00 + fee 9.00): 209.00 THB short',
    )
  })

  it('groups thousands', () => {
    expect(shortfallText(computeShortfall(100_000_000, 150_000_000, 900))).toBe(
      'available 1,000,000.00 THB, this payout needs 1,500,009.00 THB (1,500,000.00 + fee 9.00): 500,009.00 THB short',
    )
  })

  it('gives a lower bound when the fee is unknown', () => {
    expect(shortfallText(computeShortfall(30_000, 50_000))).toBe('available 300.00 THB, this payout needs 500.00 THB plus the fee: at least 200.00 THB short')
  })

  it('blames the fee when the amount alone is covered and the fee is unknown', () => {
    expect(shortfallText(computeShortfall(50_500, 50_000))).toBe(
      'available 505.00 THB, this payout needs 500.00 THB plus the fee, which the balance does not cover',
    )
  })
})
