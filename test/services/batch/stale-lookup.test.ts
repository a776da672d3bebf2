import {describe, expect, it} from 'vitest'

import type {ListWithdrawalsQuery, PayApi} from '../../../src/core/http/api.js'
import type {Withdrawal} from '../../../src/core/schemas/withdrawal.js'
import {CLOCK_TOLERANCE_MS, findStaleWithdrawals, LOOKUP_PAGE_CAP, type StaleRow} from '../../../src/services/batch/stale-lookup.js'
import {payout} from './fixtures.js'

const SENT = Date.parse('2026-03-01T10:00:00Z')

function withdrawal(id: string, accountNo: string, amount: string, createdAt: number, extra: Partial<Withdrawal> = {}): Withdrawal {
  return {
    id,
    amount,
    fee: '9.00',
    net_payout: amount,
    currency: 'THB',
    receiver_bank_provider: 'KBANK',
    destination: {bank: 'KBANK', account_no: accountNo, name: 'X'},
    kind: 'customer',
    status: 'SUCCESS',
    created_at: new Date(createdAt).toISOString(),
    ...extra,
  }
}

/** A fake GET /v1/withdrawals over `all` (newest first), paged by an index cursor; it records each query. */
function fakeList(all: Withdrawal[], pageSize = 2) {
  const queries: ListWithdrawalsQuery[] = []
  const api = {
    async listWithdrawals(query: ListWithdrawalsQuery) {
      queries.push(query)
      const start = Number(query.cursor ?? 0)
      const data = all.slice(start, start + pageSize)
      const more = start + pageSize < all.length
      return {data: {data, has_more: more, next_cursor: more ? String(start + pageSize) : null}}
    },
  } as unknown as PayApi
  return {api, queries}
}

const stale = (row: number, amount = '100', accountNo?: string): StaleRow => ({
  payout: payout(row, amount, accountNo),
  key: `batch-b1-row-${row}`,
  sentAt: SENT,
})

describe('findStaleWithdrawals', () => {
  it('matches by bank, account, amount and a creation after the send; each withdrawal to one row only', async () => {
    const rowA = stale(1, '100', '1111111111')
    const rowB = stale(2, '100', '1111111111') // same payee, same amount: needs a second withdrawal
    const rowC = stale(3, '250', '2222222222')
    const {api} = fakeList([
      withdrawal('wd_new', '1111111111', '100.00', SENT + 5000),
      withdrawal('wd_other_amount', '2222222222', '250.01', SENT + 4000),
      withdrawal('wd_other_bank', '2222222222', '250.00', SENT + 3000, {
        receiver_bank_provider: 'SCB',
        destination: {bank: 'SCB', account_no: '2222222222', name: 'X'},
      }),
      withdrawal('wd_c', '2222222222', '250.00', SENT + 2000),
      withdrawal('wd_before_send', '1111111111', '100.00', SENT - CLOCK_TOLERANCE_MS - 1000),
    ])
    const lookup = await findStaleWithdrawals({api, rows: [rowA, rowB, rowC], claimed: new Set()})
    expect(lookup.findings.map((finding) => [finding.payout.row, finding.withdrawal?.id])).toEqual([
      [1, 'wd_new'],
      [2, undefined],
      [3, 'wd_c'],
    ])
    expect(lookup.complete).toBe(true)
  })

  it('never matches a withdrawal already recorded for another row', async () => {
    const {api} = fakeList([withdrawal('wd_taken', '1000000001', '100.00', SENT + 1000)])
    const lookup = await findStaleWithdrawals({api, rows: [stale(1)], claimed: new Set(['wd_taken'])})
    expect(lookup.findings[0]!.withdrawal).toBeUndefined()
  })

  it('requires the same reference when both sides have one', async () => {
    const row = stale(1)
    row.payout.body.additional = {reference_user_id: 'u-1'}
    const {api} = fakeList([
      withdrawal('wd_u2', '1000000001', '100.00', SENT + 2000, {reference_user_id: 'u-2'}),
      withdrawal('wd_u1', '1000000001', '100.00', SENT + 1000, {reference_user_id: 'u-1'}),
    ])
    expect((await findStaleWithdrawals({api, rows: [row], claimed: new Set()})).findings[0]!.withdrawal?.id).toBe('wd_u1')
  })

  it('follows the cursor, and stops once the pages are older than every send', async () => {
    const newer = Array.from({length: 5}, (_, index) => withdrawal(`wd_noise_${index}`, '9999999999', '1.00', SENT + 100_000 - index))
    const older = Array.from({length: 10}, (_, index) =>
      withdrawal(`wd_old_${index}`, '9999999999', '1.00', SENT - CLOCK_TOLERANCE_MS - 60_000 * (index + 1)),
    )
    const {api, queries} = fakeList([...newer, withdrawal('wd_1', '1000000001', '100.00', SENT + 10), ...older])
    const lookup = await findStaleWithdrawals({api, rows: [stale(1), stale(2, '555')], claimed: new Set()})
    expect(lookup.findings.map((finding) => finding.withdrawal?.id)).toEqual(['wd_1', undefined])
    // Page '6' holds the first withdrawals created before the sends: nothing older can match.
    expect(queries.map((query) => query.cursor)).toEqual([undefined, '2', '4', '6'])
    expect(lookup.complete).toBe(true)
    expect(queries[0]!.limit).toBe(100)
  })

  it('reads until the end when nothing matches, and says when the cap cut the search short', async () => {
    const {api, queries} = fakeList([withdrawal('wd_x', '9999999999', '1.00', SENT + 10)])
    const none = await findStaleWithdrawals({api, rows: [stale(1)], claimed: new Set()})
    expect(none).toMatchObject({complete: true, pages: 1})
    expect(queries).toHaveLength(1)

    const endless = Array.from({length: LOOKUP_PAGE_CAP * 2 + 10}, (_, index) =>
      withdrawal(`wd_${index}`, '9999999999', '1.00', SENT + 1_000_000 - index),
    )
    const capped = await findStaleWithdrawals({api: fakeList(endless).api, rows: [stale(1)], claimed: new Set()})
    expect(capped).toMatchObject({complete: false, pages: LOOKUP_PAGE_CAP})
  })

  it('does not place a withdrawal without created_at after the send', async () => {
    const {api} = fakeList([withdrawal('wd_undated', '1000000001', '100.00', SENT + 10, {created_at: undefined})])
    expect((await findStaleWithdrawals({api, rows: [stale(1)], claimed: new Set()})).findings[0]!.withdrawal).toBeUndefined()
  })
})
