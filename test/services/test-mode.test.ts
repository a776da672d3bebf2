import {describe, expect, it} from 'vitest'

import {InputError} from '../../src/core/errors.js'
import type {Deposit} from '../../src/core/schemas/deposit.js'
import {assertTestMode} from '../../src/services/test-mode/guard.js'
import {likelyReasons, simulateTransfer} from '../../src/services/test-mode/simulate-transfer.js'
import {readTopUpAmount} from '../../src/services/test-mode/top-up.js'
import {useStubApi} from './withdrawal-stub-api.js'

const NOW = Date.parse('2026-01-10T10:00:00Z')
const DEPOSIT: Deposit = {
  id: 'dep_1',
  amount: '100.00',
  expected_amount: '100.37',
  matched_amount: null,
  currency: 'THB',
  status: 'PENDING',
  payment_method_type: 'PROMPTPAY_QR',
  payer: {bank: 'KBANK', account_no: '1234567890', name: 'Somchai'},
  display_expires_at: '2026-01-10T10:05:00Z',
  match_window_until: '2026-01-10T10:07:00Z',
}

function thrown(run: () => unknown): InputError {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(InputError)
    return error as InputError
  }
  throw new Error('did not throw')
}

describe('assertTestMode', () => {
  it('lets test mode through and refuses live mode with exit 2', () => {
    expect(() => assertTestMode('test top-up', false)).not.toThrow()
    const error = thrown(() => assertTestMode('test top-up', true))
    expect(error.exitCode).toBe(2)
    expect(error.message).toBe('`pay test top-up` works in test mode only, and --live was given. Nothing was sent.')
  })
})

describe('readTopUpAmount', () => {
  it('accepts up to 1,000,000.00', () => {
    expect(readTopUpAmount('1,000,000.00')).toBe(100_000_000)
    expect(readTopUpAmount('0.01')).toBe(1)
  })

  it.each([
    ['1,000,000.01', 'over the limit of 1,000,000.00 THB'],
    ['0', 'must be more than 0.00'],
    ['5.001', 'at most 2 decimal places'],
    ['-5', 'must not be negative'],
  ])('refuses %j', (amount, message) => {
    expect(thrown(() => readTopUpAmount(amount)).message).toContain(message)
  })
})

describe('likelyReasons', () => {
  it('finds nothing when the transfer matches', () => {
    expect(likelyReasons(DEPOSIT, {amount: '100.37', senderBank: 'kbank'}, NOW)).toEqual([])
  })

  it('names each mismatch', () => {
    const reasons = likelyReasons(DEPOSIT, {amount: '100.00', senderBank: 'SCB'}, Date.parse(DEPOSIT.match_window_until))
    expect(reasons.map((reason) => reason.code)).toEqual(['AMOUNT_DIFFERS', 'SENDER_BANK_DIFFERS', 'MATCH_WINDOW_CLOSED'])
    expect(reasons[0]!.message).toBe('the transfer was 100.00 THB but the deposit expects exactly 100.37 THB (expected_amount)')
    expect(reasons[1]!.message).toBe("the sender bank SCB is not the payer's bank KBANK")
  })
})

describe('simulateTransfer', () => {
  const served = useStubApi()
  let clock: number
  const sleep = async (ms: number) => {
    clock += ms
  }

  function serve(depositAfterTransfer: () => Deposit) {
    clock = NOW
    let injected = false
    served.stub.respond((request) => {
      if (request.target === '/v1/test/simulate-transfer') {
        injected = true
        const sent = JSON.parse(request.body.toString()) as {amount?: string}
        return {
          status: 202,
          body: {bank_txn_id: 'test_1', amount: sent.amount ?? DEPOSIT.expected_amount, currency: 'THB', status: 'injected'},
        }
      }
      return {status: 200, body: injected ? depositAfterTransfer() : DEPOSIT}
    })
  }

  it('sends the payer as sender, leaves the amount to the service, and reports the credit', async () => {
    serve(() => ({...DEPOSIT, status: 'CREDITED', matched_amount: '100.37', credited_amount: '99.37'}))
    const result = await simulateTransfer({api: served.api, depositId: 'dep_1', idempotencyKey: 'sim-1', sleep, now: () => clock})
    expect(result).toMatchObject({credited: true, matched_amount: '100.37', credited_amount: '99.37', reasons: []})
    const post = served.stub.received.find((request) => request.method === 'POST')!
    expect(JSON.parse(post.body.toString())).toEqual({
      deposit_id: 'dep_1',
      sender_bank: 'KBANK',
      sender_name: 'Somchai',
      sender_account: '1234567890',
    })
    expect(post.headers['idempotency-key']).toBe('sim-1')
  })

  it('polls for at most the wait, then says it was not matched yet', async () => {
    serve(() => DEPOSIT)
    const result = await simulateTransfer({api: served.api, depositId: 'dep_1', waitMs: 2000, intervalMs: 500, sleep, now: () => clock})
    expect(result.credited).toBe(false)
    expect(result.reasons).toEqual([expect.objectContaining({code: 'NOT_MATCHED_YET'})])
    const polls = served.stub.received.filter((request) => request.method === 'GET').length - 1
    expect(polls).toBe(4)
  })

  it('stops waiting for the match as soon as its signal aborts (the live view ended)', async () => {
    serve(() => DEPOSIT)
    const stop = new AbortController()
    const stopAfterFirstLook = async (ms: number, signal?: AbortSignal) => {
      clock += ms
      if (served.stub.received.filter((request) => request.method === 'GET').length >= 2) stop.abort()
      expect(signal).toBe(stop.signal)
    }
    const result = await simulateTransfer({
      api: served.api,
      depositId: 'dep_1',
      waitMs: 5000,
      intervalMs: 300,
      sleep: stopAfterFirstLook,
      now: () => clock,
      signal: stop.signal,
    })
    expect(result.credited).toBe(false)
    expect(served.stub.received.filter((request) => request.method === 'GET')).toHaveLength(2)
  })

  it('looks only briefly when a mismatch is known, and gives it as the reason', async () => {
    serve(() => DEPOSIT)
    const result = await simulateTransfer({
      api: served.api,
      depositId: 'dep_1',
      amount: '100',
      senderBank: 'scb',
      intervalMs: 250,
      sleep,
      now: () => clock,
    })
    expect(result.request).toMatchObject({amount: '100.00', sender_bank: 'SCB'})
    expect(result.reasons.map((reason) => reason.code)).toEqual(['AMOUNT_DIFFERS', 'SENDER_BANK_DIFFERS'])
    expect(clock - NOW).toBe(1000)
  })

  it('refuses a deposit that is not PENDING without sending the transfer', async () => {
    clock = NOW
    served.stub.respond(() => ({status: 200, body: {...DEPOSIT, status: 'EXPIRED'}}))
    const error = await simulateTransfer({api: served.api, depositId: 'dep_1', sleep, now: () => clock}).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(InputError)
    expect((error as InputError).message).toContain('is EXPIRED, not PENDING')
    expect(served.stub.received.map((request) => request.method)).toEqual(['GET'])
  })

  it('refuses a bad --amount before any request', async () => {
    serve(() => DEPOSIT)
    await expect(simulateTransfer({api: served.api, depositId: 'dep_1', amountLabel: '--amount', amount: '1e2', sleep})).rejects.toThrow(
      '--amount: amount must be a plain decimal number',
    )
    expect(served.stub.received).toHaveLength(0)
  })
})
