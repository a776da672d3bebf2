import {describe, expect, it} from 'vitest'

import type {PolicyRules} from '../../src/core/schemas/approvals.js'
import {checkLimits, type PaidBefore, startOfBangkokDay, withinHours} from '../../src/services/approvals/limits.js'
import {loosens, readHours} from '../../src/services/approvals/policy.js'

const NONE: PolicyRules = {approvals: 0, max_row: null, max_day: null, max_payee_day: null, new_payee_over: null, hours: null}
const body = (amount: string, account = '1234567890') => ({
  amount,
  receiver_bank_provider: 'KBANK',
  receiver_bank_account_number: account,
  receiver_bank_account_name: 'Somchai',
})
/** 10:00 in Bangkok on 2026-11-28. */
const TEN_AM = Date.parse('2026-11-28T03:00:00Z')

function refusal(rules: Partial<PolicyRules>, payouts: Array<{row: number | null; body: ReturnType<typeof body>}>, paid?: PaidBefore) {
  return checkLimits({
    rules: {...NONE, ...rules},
    payouts,
    now: TEN_AM,
    paidBefore: async () => paid ?? {today: new Map(), known: new Set()},
  }).then(
    () => undefined,
    (error) => ({code: error.code, exitCode: error.exitCode, facts: error.facts}),
  )
}

describe('the limits of a policy', () => {
  it('name the first row over the day, counting what was paid today first', async () => {
    const paid = {today: new Map([['KBANK 9999999999', 20_000]]), known: new Set<string>()}
    const rows = [1, 2, 3].map((row) => ({row, body: body('100.00', `77000000${row}0`)}))
    expect(await refusal({max_day: '450.00'}, rows, paid)).toEqual({
      code: 'LIMIT_EXCEEDED',
      exitCode: 3,
      facts: {code: 'limit-exceeded', limit: 'max_day', row: 3, amount: 10_000, limitAmount: 45_000, already: 40_000},
    })
    expect(await refusal({max_day: '500.00'}, rows, paid)).toBeUndefined()
  })

  it("name the row that takes one payee's day over, other payees apart", async () => {
    const rows = [
      {row: 1, body: body('100.00', '1111111111')},
      {row: 2, body: body('100.00', '2222222222')},
      {row: 3, body: body('100.00', '1111111111')},
    ]
    expect((await refusal({max_payee_day: '150.00'}, rows))?.facts).toMatchObject({limit: 'max_payee_day', row: 3, already: 10_000})
  })

  it('refuse a payee never seen paid over new_payee_over, not one seen paid', async () => {
    const rows = [{row: null, body: body('600.00')}]
    expect((await refusal({new_payee_over: '500.00'}, rows))?.facts).toMatchObject({limit: 'new_payee_over', row: null})
    expect(await refusal({new_payee_over: '500.00'}, rows, {today: new Map(), known: new Set(['KBANK 1234567890'])})).toBeUndefined()
  })

  it('read what was paid only when a limit needs it', async () => {
    let read = 0
    await checkLimits({
      rules: {...NONE, max_row: '1000.00'},
      payouts: [{row: 1, body: body('1.00')}],
      now: TEN_AM,
      paidBefore: async () => {
        read++
        return {today: new Map(), known: new Set()}
      },
    })
    expect(read).toBe(0)
  })

  it('refuse outside the hours, in Asia/Bangkok', async () => {
    expect((await refusal({hours: {from: '11:00', to: '17:00'}}, []))?.facts).toEqual({
      code: 'outside-hours',
      from: '11:00',
      to: '17:00',
      now: '10:00',
    })
    expect(await refusal({hours: {from: '09:00', to: '17:00'}}, [])).toBeUndefined()
    expect(withinHours({from: '22:00', to: '06:00'}, Date.parse('2026-11-28T16:30:00Z'))).toBe(true) // 23:30 in Bangkok
    expect(withinHours({from: '22:00', to: '06:00'}, TEN_AM)).toBe(false)
  })

  it('count the day from midnight in Bangkok', () => {
    expect(new Date(startOfBangkokDay(Date.parse('2026-11-28T18:00:00Z'))).toISOString()).toBe('2026-11-28T17:00:00.000Z')
    expect(new Date(startOfBangkokDay(TEN_AM)).toISOString()).toBe('2026-11-27T17:00:00.000Z')
  })
})

describe('a change of policy', () => {
  it('loosens it when it allows anything the policy in force refuses', () => {
    const current: PolicyRules = {...NONE, approvals: 2, max_row: '1000.00', hours: {from: '09:00', to: '17:00'}}
    expect(loosens(current, {...current, approvals: 1})).toBe(true)
    expect(loosens(current, {...current, max_row: '1000.01'})).toBe(true)
    expect(loosens(current, {...current, max_row: null})).toBe(true)
    expect(loosens(current, {...current, hours: {from: '08:59', to: '17:00'}})).toBe(true)
    expect(loosens(current, {...current, hours: null})).toBe(true)
    expect(loosens(current, {...current, approvals: 3, max_row: '999.99', max_day: '5000.00', hours: {from: '10:00', to: '16:00'}})).toBe(
      false,
    )
  })

  it('reads hours as HH:MM-HH:MM, and refuses a window of no length', () => {
    expect(readHours('9:00 - 17:30')).toEqual({from: '09:00', to: '17:30'})
    expect(() => readHours('09:00-09:00')).toThrow()
    expect(() => readHours('9-5')).toThrow()
    expect(() => readHours('25:00-26:00')).toThrow()
    expect(() => readHours('00:00-24:00')).toThrow()
  })
})
