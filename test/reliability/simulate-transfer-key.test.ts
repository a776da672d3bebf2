import {describe, expect, it} from 'vitest'

import {PayError} from '../../src/core/errors.js'
import {simulateTransfer} from '../../src/services/test-simulate-transfer.js'
import {useStubApi} from '../services/withdrawal-stub-api.js'

const DEPOSIT = {
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
const UNAVAILABLE = {status: 503, body: {error: {code: 'SERVICE_UNAVAILABLE', message: 'down', request_id: 'req_1'}}}

describe('simulate-transfer: a run that fails before its transfer still prints the key a rerun reuses', () => {
  const served = useStubApi()

  it('puts the key on a transient failure of the first read, and the rerun sends the transfer with it', async () => {
    served.stub.respond(() => UNAVAILABLE)
    const error = await simulateTransfer({api: served.api, depositId: 'dep_1', sleep: async () => {}}).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(PayError)
    const key = (error as PayError).idempotencyKey
    expect(key).toMatch(/^[0-9a-f-]{36}$/)
    expect(served.stub.received.every((request) => request.method === 'GET')).toBe(true)

    served.stub.received.length = 0
    served.stub.respond((request) =>
      request.method === 'POST'
        ? {status: 202, body: {bank_txn_id: 'test_1', amount: '100.37', currency: 'THB', status: 'injected'}}
        : {status: 200, body: {...DEPOSIT, status: 'CREDITED', matched_amount: '100.37'}},
    )
    const rerun = await simulateTransfer({api: served.api, depositId: 'dep_1', idempotencyKey: key, sleep: async () => {}})
    expect(rerun.transfer.bank_txn_id).toBe('test_1')
    expect(served.stub.received.find((request) => request.method === 'POST')?.headers['idempotency-key']).toBe(key)
  })

  it('prints no key for a failure that retrying cannot mend (an unknown deposit)', async () => {
    served.stub.respond(() => ({status: 404, body: {error: {code: 'NOT_FOUND', message: 'resource not found', request_id: 'req_2'}}}))
    const error = await simulateTransfer({api: served.api, depositId: 'dep_x', sleep: async () => {}}).catch((caught: unknown) => caught)
    expect((error as PayError).code).toBe('NOT_FOUND')
    expect((error as PayError).idempotencyKey).toBeUndefined()
  })
})
