import {describe, expect, it} from 'vitest'

import {NetworkError} from '../../../src/core/errors.js'
import type {PayApi} from '../../../src/core/http/api.js'
import type {Withdrawal, WithdrawalStatus} from '../../../src/core/schemas/withdrawal.js'
import {followWithdrawals} from '../../../src/services/batch/follow-withdrawals.js'

const START = Date.parse('2026-03-01T10:00:00Z')

function withdrawal(id: string, status: WithdrawalStatus): Withdrawal {
  return {
    id,
    amount: '100.00',
    fee: '9.00',
    net_payout: '100.00',
    currency: 'THB',
    receiver_bank_provider: 'KBANK',
    destination: {bank: 'KBANK', account_no: '7700000010', name: 'X'},
    kind: 'customer',
    status,
    created_at: new Date(START).toISOString(),
  }
}

/** A service whose withdrawals have the status `statusOf` gives them at a time, read by id or in one page; every read counted. */
function fakeService(ids: string[], statusOf: (id: string, at: number) => WithdrawalStatus) {
  let now = START
  const gets = new Map<string, number>()
  let pages = 0
  const api = {
    async getWithdrawal(id: string) {
      gets.set(id, (gets.get(id) ?? 0) + 1)
      return {data: withdrawal(id, statusOf(id, now))}
    },
    async listWithdrawals() {
      pages++
      return {data: {data: ids.map((id) => withdrawal(id, statusOf(id, now))), has_more: false, next_cursor: null}}
    },
  } as unknown as PayApi
  const waits: number[] = []
  const clock = {
    now: () => now,
    sleep: async (ms: number) => {
      waits.push(ms)
      now += ms
    },
  }
  return {api, clock, gets, waits, pages: () => pages}
}

describe('followWithdrawals', () => {
  it('asks about an open withdrawal once a round, the rounds 1 s apart then doubling to a minute, until the deadline', async () => {
    const service = fakeService(['wd_1'], () => 'PENDING')
    const followed = await followWithdrawals({
      api: service.api,
      targets: [{id: 'wd_1', after: START}],
      deadline: START + 200_000,
      onSeen: () => {},
      ...service.clock,
    })
    expect(service.waits).toEqual([1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000, 17_000])
    expect(followed).toEqual({open: ['wd_1'], requests: {get: 10, list_pages: 0, rounds: 10}})
    expect(service.gets.get('wd_1')).toBe(10)
  })

  it('reads the list while one page costs fewer requests than a GET each, then GETs the last open one', async () => {
    const ids = ['wd_1', 'wd_2', 'wd_3']
    const service = fakeService(ids, (id, at) => (id === 'wd_3' && at < START + 3000 ? 'IN_PROGRESS' : 'SUCCESS'))
    const seen: string[] = []
    const followed = await followWithdrawals({
      api: service.api,
      targets: ids.map((id) => ({id, after: START})),
      deadline: START + 600_000,
      onSeen: (w) => seen.push(`${w.id} ${w.status}`),
      ...service.clock,
    })
    expect(followed).toEqual({open: [], requests: {get: 2, list_pages: 1, rounds: 3}})
    expect(seen).toEqual(['wd_1 SUCCESS', 'wd_2 SUCCESS', 'wd_3 IN_PROGRESS', 'wd_3 IN_PROGRESS', 'wd_3 SUCCESS'])
  })

  it('keeps a withdrawal whose poll failed on the network open for the next round', async () => {
    const service = fakeService(['wd_1'], () => 'SUCCESS')
    let failures = 1
    const api = {
      getWithdrawal: async (id: string) => {
        if (failures-- > 0) throw new NetworkError('connection reset', {code: 'NETWORK'})
        return service.api.getWithdrawal(id)
      },
    } as unknown as PayApi
    const followed = await followWithdrawals({
      api,
      targets: [{id: 'wd_1', after: START}],
      deadline: START + 60_000,
      onSeen: () => {},
      ...service.clock,
    })
    expect(followed).toEqual({open: [], requests: {get: 2, list_pages: 0, rounds: 2}})
  })
})
