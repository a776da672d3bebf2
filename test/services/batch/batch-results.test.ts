import {describe, expect, it} from 'vitest'

import {ApiError, NetworkError} from '../../../src/core/errors.js'
import type {Withdrawal} from '../../../src/core/schemas/withdrawal.js'
import {buildResults, totalsOf} from '../../../src/services/batch/batch-results.js'
import type {DoneRecord} from '../../../src/services/batch/journal.js'
import {resultsCsv} from '../../../src/services/batch/results-csv.js'
import type {RowPlan} from '../../../src/services/batch/resume-plan.js'
import {payout} from './fixtures.js'

const rows = [1, 2, 3, 4, 5, 6, 7, 8].map((row) => payout(row, `${row}00`))
const at = '2026-03-01T10:00:00.000Z'
const earlierDone: DoneRecord = {
  type: 'done',
  row: 1,
  row_id: rows[0]!.rowId,
  payout_id: rows[0]!.payoutId,
  key: 'k1',
  withdrawal_id: 'wd_1',
  status: 'SUCCESS',
  amount: '100.00',
  fee: '9.00',
  at,
}
const found: DoneRecord = {...earlierDone, row: 6, key: 'k6', withdrawal_id: 'wd_6', amount: '600.00', found_by: 'lookup'}
const plans: RowPlan[] = [
  {kind: 'done', payout: rows[0]!, record: earlierDone},
  {
    kind: 'failed',
    payout: rows[1]!,
    record: {
      type: 'failed',
      row: 2,
      row_id: rows[1]!.rowId,
      key: 'k2',
      code: 'INVALID_BANK',
      message: 'unknown bank',
      retryable: false,
      at,
    },
  },
  {kind: 'send', payout: rows[2]!, key: 'k3', reason: 'new'},
  {kind: 'send', payout: rows[3]!, key: 'k4', reason: 'new'},
  {kind: 'send', payout: rows[4]!, key: 'k5', reason: 'new'},
  {kind: 'lookup', payout: rows[5]!, key: 'k6', sentAt: 0, nextKey: 'k6b'},
  {kind: 'lookup', payout: rows[6]!, key: 'k7', sentAt: 0, nextKey: 'k7b'},
  {kind: 'already_paid', payout: rows[7]!, paid: {batch_id: 'b0', file: '/data/old.csv', withdrawal_id: 'wd_0', at}},
]
const withdrawal = {id: 'wd_3', amount: '300.00', fee: '9.00', status: 'PENDING'} as Withdrawal

describe('buildResults and totalsOf', () => {
  const results = buildResults({
    plans,
    found: [found],
    unmatched: [{row: 7, key: 'k7'}],
    run: {
      outcomes: [
        {kind: 'done', task: {payout: rows[2]!, key: 'k3'}, withdrawal, replayed: false},
        {kind: 'unknown', task: {payout: rows[3]!, key: 'k4'}, error: new NetworkError('socket hang up')},
      ],
      notSent: [{payout: rows[4]!, key: 'k5'}],
    },
  })

  it('gives every row of the file one result, in file order, from the journal and from this run', () => {
    expect(results.map((result) => [result.row, result.outcome, result.withdrawal_id, result.idempotency_key, result.earlier])).toEqual([
      [1, 'done', 'wd_1', 'k1', true],
      [2, 'failed', null, 'k2', true],
      [3, 'done', 'wd_3', 'k3', false],
      [4, 'unknown', null, 'k4', false],
      [5, 'not_sent', null, null, false],
      [6, 'done', 'wd_6', 'k6', true],
      [7, 'unmatched', null, 'k7', false],
      [8, 'already_paid', 'wd_0', null, true],
    ])
    expect(results[7]!.paid_by).toEqual({batch_id: 'b0', file: '/data/old.csv', withdrawal_id: 'wd_0', at})
    expect(results[1]!.error).toEqual({code: 'INVALID_BANK', message: 'unknown bank'})
    expect(results[3]!.error).toEqual({code: 'NETWORK_ERROR', message: 'socket hang up'})
  })

  it('counts and sums in satang: paid only for SUCCESS, submitted for the withdrawals not final yet', () => {
    expect(totalsOf(results, 2)).toEqual({
      rows: 8,
      sent: 2,
      created: 3,
      pending: 1,
      succeeded: 2,
      ended_badly: 0,
      failed: 1,
      unknown: 1,
      unmatched: 1,
      not_sent: 1,
      already_paid: 1,
      total_paid: '700.00',
      total_submitted: '300.00',
      total_fees: '27.00',
    })
  })

  it('writes the results CSV with quoting, and defuses cells a spreadsheet would run', () => {
    const failed = {...results[1]!, error: {code: 'X', message: '=HYPERLINK("http://evil"), said "no"'}}
    const csv = resultsCsv([results[0]!, failed, results[7]!])
    expect(csv.split('\r\n')).toEqual([
      'row,line,outcome,withdrawal_id,status,amount,fee,idempotency_key,error_code,error,paid_by_batch,paid_by_file,paid_at',
      '1,2,done,wd_1,SUCCESS,100.00,9.00,k1,,,,,',
      `2,3,failed,,,200.00,,k2,X,"'=HYPERLINK(""http://evil""), said ""no""",,,`,
      `8,9,already_paid,wd_0,,800.00,,,,,b0,/data/old.csv,${at}`,
      '',
    ])
  })
})

describe('refusals in the results', () => {
  it('keeps the code of an API refusal', () => {
    const error = new ApiError('short', {code: 'INSUFFICIENT_BALANCE', status: 422})
    const [result] = buildResults({
      plans: [plans[2]!],
      found: [],
      unmatched: [],
      run: {outcomes: [{kind: 'failed', task: {payout: rows[2]!, key: 'k3'}, error, retryable: true}], notSent: []},
    })
    expect(result).toMatchObject({outcome: 'failed', error: {code: 'INSUFFICIENT_BALANCE', message: 'short'}})
  })
})
