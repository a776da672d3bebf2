import {describe, expect, it} from 'vitest'

import {claimedWithdrawals, possiblyPaid} from '../../../src/services/batch/earlier-payments.js'
import type {JournalRecord} from '../../../src/services/batch/journal.js'
import type {StoredJournal} from '../../../src/services/batch/journal-dir.js'

const account = {baseUrl: 'http://127.0.0.1:4010', mode: 'test' as const}
const AT = '2026-03-01T10:00:00.000Z'

function journal(batchId: string, records: JournalRecord[], baseUrl = account.baseUrl): StoredJournal {
  const header: JournalRecord = {
    type: 'batch',
    batch_id: batchId,
    content_id: batchId,
    generation: 1,
    file: `/data/${batchId}.csv`,
    rows: 9,
    base_url: baseUrl,
    mode: 'test',
    at: AT,
  }
  return {
    batchId,
    path: `/data/batches/${batchId}.jsonl`,
    contents: {legacy: false, records: [header, ...records], validBytes: 0, tornTail: false},
  }
}
const sent = (row: string, payout?: string, key = `k-${row}`): JournalRecord => ({
  type: 'sent',
  row: 1,
  row_id: row,
  ...(payout ? {payout_id: payout} : {}),
  key,
  at: AT,
})
const done = (row: string, payout: string, withdrawal: string, extra: object = {}): JournalRecord => ({
  type: 'done',
  row: 1,
  row_id: row,
  payout_id: payout,
  key: `k-${row}`,
  withdrawal_id: withdrawal,
  status: 'PENDING',
  amount: '1.00',
  fee: '0.00',
  at: AT,
  ...extra,
})
const failed = (row: string, retryable: boolean): JournalRecord => ({
  type: 'failed',
  row: 1,
  row_id: row,
  key: `k-${row}`,
  code: 'X',
  message: 'x',
  retryable,
  at: AT,
})

describe('possiblyPaid', () => {
  it('finds the rows of other batches sent without a final outcome, by the payout id of their send', () => {
    const other = journal('a', [
      sent('r1', 'p1'),
      sent('r2', 'p2'),
      done('r2', 'p2', 'wd_2'),
      sent('r3', 'p3'),
      failed('r3', false),
      sent('r4', 'p4'),
      failed('r4', true),
      sent('r5', 'p5'),
      {type: 'unsent', row: 1, row_id: 'r5', key: 'k-r5', at: AT},
      // Written before `sent` carried the payout id: known only when this file has the very same row.
      sent('r6'),
      sent('r7'),
    ])
    const found = possiblyPaid([other, journal('current', [sent('r8', 'p8')]), journal('elsewhere', [sent('r9', 'p9')], 'http://x')], {
      currentBatchId: 'current',
      account,
      payoutIdOfRow: new Map([['r6', 'p6']]),
    })
    expect([...found.keys()].sort()).toEqual(['p1', 'p6'])
    expect(found.get('p1')).toEqual([{batch_id: 'a', file: '/data/a.csv', key: 'k-r1', sent_at: AT}])
  })
})

describe('claimedWithdrawals', () => {
  it('holds every recorded withdrawal of the service, but those found for this batch by another', () => {
    const journals = [
      journal('a', [done('r1', 'p1', 'wd_1')]),
      journal('b', [done('r2', 'p2', 'wd_2', {found_by: 'lookup', paid_by: {batch_id: 'a', file: '/data/a.csv'}})]),
      journal('c', [done('r3', 'p3', 'wd_3')], 'http://x'),
    ]
    expect([...claimedWithdrawals(journals, {currentBatchId: 'b', account})].sort()).toEqual(['wd_1', 'wd_2'])
    expect([...claimedWithdrawals(journals, {currentBatchId: 'a', account})]).toEqual(['wd_1'])
  })
})
