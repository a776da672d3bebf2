import {describe, expect, it} from 'vitest'

import {rowIdempotencyKey} from '../../../src/services/batch/batch-identity.js'
import type {DoneRecord, FailedRecord, JournalRecord} from '../../../src/services/batch/journal.js'
import {IDEMPOTENCY_KEY_LIFETIME_MS, KEY_EXPIRY_MARGIN_MS, planRows, unrecordedSince} from '../../../src/services/batch/resume-plan.js'
import {payout} from './fixtures.js'

const BATCH = 'b1'
const NOW = Date.parse('2026-03-02T12:00:00Z')
const rows = [1, 2, 3, 4, 5, 6].map((row) => payout(row))
const ids = (row: number) => ({row, row_id: rows[row - 1]!.rowId})
const key = (row: number, attempt = 1) => rowIdempotencyKey(BATCH, rows[row - 1]!.rowId, attempt)
const ago = (ms: number) => new Date(NOW - ms).toISOString()
const sent = (row: number, attempt = 1, at = ago(60_000)): JournalRecord => ({type: 'sent', ...ids(row), key: key(row, attempt), at})
const done = (row: number, attempt = 1): DoneRecord => ({
  type: 'done',
  ...ids(row),
  payout_id: rows[row - 1]!.payoutId,
  key: key(row, attempt),
  withdrawal_id: `wd_${row}`,
  status: 'PENDING',
  amount: '100.00',
  fee: '9.00',
  at: ago(50_000),
})
const failed = (row: number, code: string, retryable: boolean, attempt = 1): FailedRecord => ({
  type: 'failed',
  ...ids(row),
  key: key(row, attempt),
  code,
  message: code,
  retryable,
  at: ago(50_000),
})

function plan(records: JournalRecord[], now = NOW) {
  return planRows(rows, records, {batchId: BATCH, now}).map((entry) => {
    const {payout: _, ...rest} = entry
    return {row: entry.payout.row, ...rest}
  })
}

describe('planRows', () => {
  it('sends every row with its first key on a first run', () => {
    expect(plan([])).toEqual(rows.map((row) => ({row: row.row, kind: 'send', key: key(row.row), reason: 'new'})))
  })

  it('sends only what the journal lacks: done and row-level failures stay, in-flight rows go again with the same key', () => {
    const records = [sent(1), done(1), sent(2), failed(2, 'INVALID_BANK', false), sent(3), sent(4), failed(4, 'INSUFFICIENT_BALANCE', true)]
    expect(plan(records)).toEqual([
      {row: 1, kind: 'done', record: done(1)},
      {row: 2, kind: 'failed', record: failed(2, 'INVALID_BANK', false)},
      {row: 3, kind: 'send', key: key(3), reason: 'in_flight'},
      {row: 4, kind: 'send', key: key(4, 2), reason: 'retry'},
      {row: 5, kind: 'send', key: key(5), reason: 'new'},
      {row: 6, kind: 'send', key: key(6), reason: 'new'},
    ])
  })

  it('sends a row recorded ahead and never started (`unsent`) with that very key, as new or as a retry, however long ago', () => {
    const longAgo = ago(IDEMPOTENCY_KEY_LIFETIME_MS * 3)
    const unsent = (row: number, attempt = 1): JournalRecord => ({type: 'unsent', ...ids(row), key: key(row, attempt), at: longAgo})
    const records = [sent(1, 1, longAgo), unsent(1), sent(2), failed(2, 'INSUFFICIENT_BALANCE', true), sent(2, 2, longAgo), unsent(2, 2)]
    expect(plan(records).slice(0, 2)).toEqual([
      {row: 1, kind: 'send', key: key(1), reason: 'new'},
      {row: 2, kind: 'send', key: key(2, 2), reason: 'retry'},
    ])
    // Sent again after its `unsent` record: in flight, with the time of that send.
    expect(plan([sent(1, 1, longAgo), unsent(1), sent(1)])[0]).toEqual({row: 1, kind: 'send', key: key(1), reason: 'in_flight'})
  })

  it('follows the latest key of a row: a retry in flight is resent with the retry key, then done', () => {
    const retried = [sent(1), failed(1, 'INSUFFICIENT_BALANCE', true), sent(1, 2)]
    expect(plan(retried)[0]).toEqual({row: 1, kind: 'send', key: key(1, 2), reason: 'in_flight'})
    expect(plan([...retried, sent(1, 2), done(1, 2)])[0]).toEqual({row: 1, kind: 'done', record: done(1, 2)})
    expect(plan([...retried, failed(1, 'INSUFFICIENT_BALANCE', true, 2)])[0]).toEqual({
      row: 1,
      kind: 'send',
      key: key(1, 3),
      reason: 'retry',
    })
  })

  describe('the 24 h rule (keys are kept 24 h by the service)', () => {
    const limit = IDEMPOTENCY_KEY_LIFETIME_MS - KEY_EXPIRY_MARGIN_MS

    it('resends with the same key just inside the limit, and looks the row up from the limit on', () => {
      expect(plan([sent(1, 1, ago(limit - 1000))])[0]).toMatchObject({kind: 'send', reason: 'in_flight', key: key(1)})
      expect(plan([sent(1, 1, ago(limit))])[0]).toEqual({row: 1, kind: 'lookup', key: key(1), sentAt: NOW - limit, nextKey: key(1, 2)})
      expect(plan([sent(1, 1, ago(25 * 3_600_000))])[0]).toMatchObject({kind: 'lookup'})
    })

    it('measures from the first time the key was sent, not from a later resend of it', () => {
      const first = ago(23.9 * 3_600_000)
      const records = [sent(1, 1, first), sent(1, 1, ago(60_000))]
      expect(plan(records)[0]).toMatchObject({kind: 'lookup', sentAt: Date.parse(first)})
    })

    it('uses the injected clock: the same journal is fresh now and stale a day later', () => {
      const records = [sent(1)]
      expect(plan(records, NOW)[0]).toMatchObject({kind: 'send'})
      expect(plan(records, NOW + IDEMPOTENCY_KEY_LIFETIME_MS)[0]).toMatchObject({kind: 'lookup'})
    })

    it('never looks up a row whose outcome is recorded, however old', () => {
      const old = ago(30 * 3_600_000)
      expect(plan([sent(1, 1, old), done(1)])[0]).toMatchObject({kind: 'done'})
    })
  })

  describe('rows paid by another batch', () => {
    const paid = (id: string) => ({batch_id: 'b0', file: '/data/old.csv', withdrawal_id: id, at: ago(3_600_000)})

    it('are already_paid instead of new or retried; rows done in this batch are not, and one in flight is looked up', () => {
      const earlier = new Map([1, 3, 4, 5].map((row) => [rows[row - 1]!.payoutId, [paid(`wd_old_${row}`)]]))
      const records = [sent(1), done(1), sent(3), sent(4), failed(4, 'INSUFFICIENT_BALANCE', true)]
      const plans = planRows(rows, records, {batchId: BATCH, now: NOW, earlier})
      expect(plans.map((entry) => entry.kind)).toEqual(['done', 'send', 'lookup', 'already_paid', 'already_paid', 'send'])
      expect(plans[3]).toMatchObject({kind: 'already_paid', paid: paid('wd_old_4')})
      expect(plans[2]).toMatchObject({key: key(3), paidElsewhere: paid('wd_old_3')})
    })

    it('make a row in flight here a lookup, not a resend: its key may never have arrived, and would pay again', () => {
      const earlier = new Map([[rows[0]!.payoutId, [paid('wd_old_1')]]])
      const plans = planRows(rows, [sent(1)], {batchId: BATCH, now: NOW, earlier})
      expect(plans[0]).toMatchObject({kind: 'lookup', key: key(1), paidElsewhere: paid('wd_old_1')})
    })

    it('are matched one payment to one row: a payee paid once before and listed twice now is paid once more', () => {
      const twice = [payout(1, '100', '1000000001'), payout(2, '100', '1000000001')]
      const earlier = new Map([[twice[0]!.payoutId, [paid('wd_old')]]])
      expect(planRows(twice, [], {batchId: BATCH, now: NOW, earlier}).map((entry) => entry.kind)).toEqual(['already_paid', 'send'])
      const both = new Map([[twice[0]!.payoutId, [paid('wd_a'), paid('wd_b')]]])
      expect(planRows(twice, [], {batchId: BATCH, now: NOW, earlier: both}).map((entry) => entry.kind)).toEqual([
        'already_paid',
        'already_paid',
      ])
    })
  })

  describe('rows possibly paid by another batch (sent there without a final answer)', () => {
    const paid = (id: string) => ({batch_id: 'b0', file: '/data/old.csv', withdrawal_id: id, at: ago(3_600_000)})
    const by = (key: string) => ({batch_id: 'b0', file: '/data/old.csv', key, sent_at: ago(60_000)})

    it('are looked up instead of sent new or retried, after the rows another batch paid; rows of this batch are not', () => {
      const twice = [payout(1, '100', '1000000001'), payout(2, '100', '1000000001'), payout(3, '100', '1000000003')]
      const earlier = new Map([[twice[0]!.payoutId, [paid('wd_a')]]])
      const possiblyPaid = new Map([
        [twice[0]!.payoutId, [by('k-1')]],
        [twice[2]!.payoutId, [by('k-3')]],
      ])
      const plans = planRows(twice, [], {batchId: BATCH, now: NOW, earlier, possiblyPaid})
      expect(plans.map((entry) => entry.kind)).toEqual(['already_paid', 'possibly_paid', 'possibly_paid'])
      expect(plans[1]).toMatchObject({by: by('k-1'), nextKey: rowIdempotencyKey(BATCH, twice[1]!.rowId)})
      // This batch's own row in flight is asked again with its key, as before.
      const own = [{type: 'sent', row: 3, row_id: twice[2]!.rowId, key: 'own', at: ago(60_000)} as JournalRecord]
      expect(planRows(twice, own, {batchId: BATCH, now: NOW, possiblyPaid})[2]).toMatchObject({
        kind: 'send',
        reason: 'in_flight',
        key: 'own',
      })
    })

    it("a row whose withdrawal was found for another batch is reported as that batch's payment, not looked up again", () => {
      const record: DoneRecord = {...done(1), found_by: 'lookup', paid_by: {batch_id: 'b0', file: '/data/old.csv'}}
      expect(plan([record])[0]).toEqual({
        row: 1,
        kind: 'already_paid',
        paid: {batch_id: 'b0', file: '/data/old.csv', withdrawal_id: 'wd_1', at: record.at},
      })
    })
  })

  describe('a journal whose write once did not complete (`torn`)', () => {
    it('plans rows with no record as in flight since the record before the tear, with their first key', () => {
      const since = Date.parse(ago(60_000))
      const plans = planRows(rows, [sent(1), done(1)], {batchId: BATCH, now: NOW, unrecordedSince: since})
      expect(plans[0]).toMatchObject({kind: 'done'})
      expect(plans[1]).toEqual({payout: rows[1], kind: 'send', key: key(2), reason: 'in_flight'})
      const later = planRows(rows, [sent(1), done(1)], {batchId: BATCH, now: since + IDEMPOTENCY_KEY_LIFETIME_MS, unrecordedSince: since})
      expect(later[1]).toEqual({payout: rows[1], kind: 'lookup', key: key(2), sentAt: since, nextKey: key(2)})
    })

    it('takes the time from the `torn` record, or from the last record while the tear is still there', () => {
      const header = {type: 'batch', at: ago(120_000)} as JournalRecord
      const torn: JournalRecord = {type: 'torn', after: ago(90_000), at: ago(0)}
      expect(unrecordedSince({legacy: false, records: [header, sent(1), torn, sent(2)], validBytes: 0, tornTail: false})).toBe(NOW - 90_000)
      expect(unrecordedSince({legacy: false, records: [header, sent(1)], validBytes: 0, tornTail: true})).toBe(NOW - 60_000)
      expect(unrecordedSince({legacy: false, records: [header, sent(1)], validBytes: 0, tornTail: false})).toBeUndefined()
    })
  })

  it('ignores the header record', () => {
    const header: JournalRecord = {
      type: 'batch',
      batch_id: BATCH,
      content_id: BATCH,
      generation: 1,
      file: '/x.csv',
      rows: 6,
      base_url: 'http://x',
      mode: 'test',
      at: ago(0),
    }
    expect(plan([header])).toEqual(plan([]))
  })
})
