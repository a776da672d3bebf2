import {describe, expect, it} from 'vitest'

import {PayError} from '../../src/core/errors.js'
import {
  getWithdrawalByIdOrPrefix,
  listAllWithdrawals,
  listWithdrawalPage,
  readWithdrawalStatus,
} from '../../src/services/withdrawals/list.js'
import type {StubAnswer} from '../helpers/stub-server.js'
import {useStubApi} from './withdrawal-stub-api.js'

const served = useStubApi()

function withdrawal(index: number) {
  return {
    id: `wd_${index}`,
    amount: '10.00',
    fee: '9.00',
    net_payout: '10.00',
    currency: 'THB',
    receiver_bank_provider: 'KBANK',
    destination: {bank: 'KBANK', account_no: '1234567890', name: 'S'},
    kind: 'customer',
    status: 'SUCCESS',
  }
}

/** Serves `total` withdrawals in pages, the cursor being the index of the next one. */
function paged(total: number, overrides: (page: {has_more: boolean; next_cursor: string | null}) => object = (page) => page) {
  return (request: {target: string}): StubAnswer => {
    const query = new URL(request.target, 'http://x').searchParams
    const start = Number(query.get('cursor') ?? 0)
    const limit = Number(query.get('limit') ?? 20)
    const end = Math.min(total, start + limit)
    const data = Array.from({length: end - start}, (_, offset) => withdrawal(start + offset))
    return {status: 200, body: {data, ...overrides({has_more: end < total, next_cursor: end < total ? String(end) : null})}}
  }
}

describe('readWithdrawalStatus', () => {
  it('accepts any case, and knows no other status', () => {
    expect(readWithdrawalStatus(' in_progress ')).toBe('IN_PROGRESS')
    expect(readWithdrawalStatus('paid')).toBeUndefined()
  })
})

describe('getWithdrawalByIdOrPrefix', () => {
  it('refuses a prefix that begins several withdrawals, naming them, and asks for none of them', async () => {
    const ids = ['wd_10000001', 'wd_10000002', 'wd_20000001']
    served.stub.respond((request) =>
      request.target.startsWith('/v1/withdrawals?')
        ? {status: 200, body: {data: ids.map((id, index) => ({...withdrawal(index), id})), has_more: false, next_cursor: null}}
        : {status: 404, body: {error: {code: 'NOT_FOUND', message: 'No such withdrawal.', request_id: 'req_1'}}},
    )
    const error = await getWithdrawalByIdOrPrefix(served.api, 'wd_10000').catch((caught: unknown) => caught)
    expect(error).toMatchObject({exitCode: 2, code: 'AMBIGUOUS_ID'})
    expect((error as PayError).message).toBe('wd_10000 begins 2 withdrawals: wd_10000001, wd_10000002.')
    expect(served.stub.received.map((request) => request.target)).toEqual(['/v1/withdrawals/wd_10000', '/v1/withdrawals?limit=100'])
  })
})

describe('listWithdrawalPage', () => {
  it('sends limit, cursor and the canonical status in the signed query', async () => {
    served.stub.respond(paged(3))
    const page = await listWithdrawalPage({api: served.api, status: 'SUCCESS', limit: 2, cursor: '1'})
    expect(served.stub.received[0]!.target).toBe('/v1/withdrawals?limit=2&cursor=1&status=SUCCESS')
    expect(served.stub.received[0]!.signatureValid).toBe(true)
    expect(page).toMatchObject({has_more: false, next_cursor: null})
    expect(page.data.map((row) => row.id)).toEqual(['wd_1', 'wd_2'])
  })
})

describe('listAllWithdrawals', () => {
  it('follows next_cursor until has_more is false, 100 a page by default', async () => {
    served.stub.respond(paged(250))
    const all = await listAllWithdrawals({api: served.api})
    expect(all.pages).toBe(3)
    expect(all.capped).toBe(false)
    expect(all.withdrawals.map((row) => row.id)).toEqual(Array.from({length: 250}, (_, index) => `wd_${index}`))
    expect(served.stub.received.map((request) => request.target)).toEqual([
      '/v1/withdrawals?limit=100',
      '/v1/withdrawals?limit=100&cursor=100',
      '/v1/withdrawals?limit=100&cursor=200',
    ])
  })

  it('stops at the cap and says more exist', async () => {
    served.stub.respond(paged(50))
    const all = await listAllWithdrawals({api: served.api, limit: 10, cap: 25})
    expect(all).toMatchObject({pages: 3, capped: true})
    expect(all.withdrawals).toHaveLength(25)
  })

  it('is not capped when the last page ends exactly at the cap', async () => {
    served.stub.respond(paged(20))
    expect(await listAllWithdrawals({api: served.api, limit: 10, cap: 20})).toMatchObject({pages: 2, capped: false})
  })

  it('refuses a page that says has_more without a cursor', async () => {
    served.stub.respond(paged(30, (page) => ({...page, next_cursor: null})))
    await expect(listAllWithdrawals({api: served.api, limit: 10})).rejects.toThrow('has_more but sent no next_cursor')
  })

  it('stops when the service sends a cursor it sent before', async () => {
    served.stub.respond(paged(30, (page) => ({...page, next_cursor: '10'})))
    const error = await listAllWithdrawals({api: served.api, limit: 10}).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(PayError)
    expect((error as PayError).message).toContain('sent the cursor "10" twice')
    expect(served.stub.received).toHaveLength(2)
  })
})
