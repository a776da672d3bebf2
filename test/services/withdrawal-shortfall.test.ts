import {describe, expect, it} from 'vitest'
import {ApiError} from '../../src/core/errors.js'
import type {PayApi} from '../../src/core/http/api.js'
import {computeShortfall, explainInsufficientBalance, type Shortfall} from '../../src/services/withdrawals/shortfall.js'
import {sayErrorFacts} from '../../src/ui/words/active.js'
import {en} from '../../src/ui/words/en/index.js'
import {th} from '../../src/ui/words/th/index.js'
import {commandProblems, printedCommands} from '../helpers/claims.js'

/** The next step of a refused payout with this shortfall, outside test mode: the shortfall said, then the remedy. */
function shortfallText(shortfall: Shortfall): string | undefined {
  const facts = {code: 'insufficient-balance', said: 'Insufficient balance', ...shortfall, testMode: false, topUpLimit: 1} as const
  return new ApiError(facts, {code: 'INSUFFICIENT_BALANCE', status: 422}).tryMessage
}

describe('the shortfall, said', () => {
  it('adds the fee and says what is missing', () => {
    expect(shortfallText(computeShortfall(30_000, 50_000, 900))).toBe(
      'Available 300.00 THB, this payout needs 509.00 THB (500.00 + fee 9.00): 209.00 THB short. Fund the wallet, or pay less.',
    )
  })

  it('groups thousands', () => {
    expect(shortfallText(computeShortfall(100_000_000, 150_000_000, 900))).toBe(
      'Available 1,000,000.00 THB, this payout needs 1,500,009.00 THB (1,500,000.00 + fee 9.00): 500,009.00 THB short. Fund the wallet, or pay less.',
    )
  })

  it('gives a lower bound when the fee is unknown', () => {
    expect(shortfallText(computeShortfall(30_000, 50_000))).toBe(
      'Available 300.00 THB, this payout needs 500.00 THB plus the fee: at least 200.00 THB short. Fund the wallet, or pay less.',
    )
  })

  it('blames the fee when the amount alone is covered and the fee is unknown', () => {
    expect(shortfallText(computeShortfall(50_500, 50_000))).toBe(
      'Available 505.00 THB, this payout needs 500.00 THB plus the fee, which the balance does not cover. Fund the wallet, or pay less.',
    )
  })
})

describe('explainInsufficientBalance in test mode', () => {
  const refused = new ApiError('Insufficient balance', {code: 'INSUFFICIENT_BALANCE', status: 422, details: {fee: '9.00'}})
  const explain = (amount: string) =>
    explainInsufficientBalance(refused, {
      api: {getBalance: async () => ({data: {available: '0.00'}})} as unknown as PayApi,
      amount,
      testMode: true,
    })

  it('suggests a top-up the service accepts when the shortfall is within one', async () => {
    const {tryMessage} = await explain('500.00')
    expect(printedCommands(tryMessage ?? '')).toEqual(['pay test top-up 509.00'])
  })

  it('splits a shortfall over the 1,000,000.00 a top-up accepts into top-ups that are accepted', async () => {
    const {tryMessage} = await explain('2500000.00')
    const commands = printedCommands(tryMessage ?? '')
    expect(commands.length).toBeGreaterThan(0)
    for (const command of commands) expect(commandProblems(command)).toEqual([])
    expect(tryMessage).toContain('3 times')
  })
})

describe('the shortfall in the run language', () => {
  const cases: Array<[string, string, boolean, string | undefined, string]> = [
    ['fee known, one top-up', '500.00', true, '9.00', 'pay test top-up 509.00'],
    ['fee known, several top-ups', '2500000.00', true, '9.00', 'จำนวน 3 ครั้ง'],
    ['fee unknown', '500.00', true, undefined, 'ขาดอย่างน้อย 500.00 บาท'],
    ['fee unknown, amount covered', '500.00', false, undefined, 'ซึ่งยอดคงเหลือไม่พอ'],
    ['live', '500.00', false, '9.00', 'เติมเงินเข้ากระเป๋าเงิน หรือถอนเงินน้อยลง'],
  ]
  for (const [name, amount, testMode, fee, thai] of cases) {
    it(`${name}: English as the error says it, Thai with baht`, async () => {
      const available = fee === undefined && !testMode ? '505.00' : '0.00'
      const error = await explainInsufficientBalance(
        new ApiError('Insufficient balance', {code: 'INSUFFICIENT_BALANCE', status: 422, details: fee ? {fee} : {}}),
        {api: {getBalance: async () => ({data: {available}})} as unknown as PayApi, amount, testMode},
      )
      expect(sayErrorFacts(error.facts!, en)).toEqual({message: error.message, tryMessage: error.tryMessage})
      const said = sayErrorFacts(error.facts!, th)
      expect(said.message).toBe('ยอดคงเหลือในกระเป๋าเงินไม่พอสำหรับรายการถอนเงินนี้')
      expect(said.tryMessage).toContain(thai)
    })
  }
})
