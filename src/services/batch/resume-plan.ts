import {rowIdempotencyKey} from './batch-identity.js'
import type {EarlierPayment, EarlierPayments, PossiblyPaid, PossiblyPaidRows} from './earlier-payments.js'
import {type DoneRecord, type FailedRecord, historiesByRow, type JournalContents, type JournalRecord} from './journal.js'
import type {Payout} from './payout-rows.js'

/** How long the service remembers an Idempotency-Key (24 h). */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 3_600_000
/**
 * A key this close to its end is treated as gone: the service's clock may be ahead of ours (up to the 300 s
 * signature window) and a resent request needs time to arrive.
 */
export const KEY_EXPIRY_MARGIN_MS = 15 * 60_000

export type RowPlan =
  /** Send with `key`: a new row, a row in flight whose key is still remembered, or a retry after a refusal. */
  | {kind: 'send'; payout: Payout; key: string; reason: 'new' | 'in_flight' | 'retry'}
  | {kind: 'done'; payout: Payout; record: DoneRecord}
  | {kind: 'failed'; payout: Payout; record: FailedRecord}
  /** Paid by another batch (the file edited, or these rows run before): skipped unless --pay-again. */
  | {kind: 'already_paid'; payout: Payout; paid: EarlierPayment}
  /**
   * In flight when its key may have expired, or when another batch has paid the same payment since: look for
   * its withdrawal before deciding anything. `paidElsewhere`: that payment, which the row is when none is found
   * (resending it under its key could create a second one).
   */
  | {kind: 'lookup'; payout: Payout; key: string; sentAt: number; nextKey: string; paidElsewhere?: EarlierPayment}
  /**
   * Sent by another batch without a final answer: look for its withdrawal before sending; one found is that
   * batch's payment. `nextKey` is this batch's key for it, should it be sent after all.
   */
  | {kind: 'possibly_paid'; payout: Payout; by: PossiblyPaid; nextKey: string}

/**
 * What a run does with each row, given the journal of earlier runs (none for a first run):
 * - no record: send with the row's first key;
 * - `done`: nothing (the withdrawal exists);
 * - `failed` for the row itself (bad bank, validation): nothing, reported as failed;
 * - `failed` for the account (balance, key, rate; `retryable`): send again, with a new key, since nothing
 *   was created under the old one;
 * - `sent` without an outcome (in flight at a crash): send again with the same key, so the service answers
 *   with what it created, if anything; unless the key was first sent so long ago that the service may have
 *   forgotten it: then the withdrawal is looked up first;
 * - `sent` then `unsent` (recorded ahead, never started): as if that key had never been sent, so it is sent
 *   with that very key, however long ago.
 * A row that would be sent new or again after a refusal is instead `already_paid` when `earlier` holds a
 * payment of it by another batch: the first rows of each payout id (in file order) are matched to that
 * batch's payments of it, one each; the next ones to rows of other batches sent without a final answer
 * (`possiblyPaid`), planned `possibly_paid`. A row with no record at all in a journal whose write once did
 * not complete (`unrecordedSince`) may have been sent under its first key: it is planned as in flight since
 * then. A row in flight here whose payment another batch has made (say, after its row was confirmed and sent
 * again) is looked up rather than resent: its key may never have reached the service, and would then pay twice.
 *
 * @example planRows(payouts, [], {batchId, now: Date.now()}) // every row: {kind: 'send', reason: 'new', key: 'batch-…-<row id>'}
 */
export function planRows(
  payouts: Payout[],
  records: JournalRecord[],
  options: {batchId: string; now: number; earlier?: EarlierPayments; possiblyPaid?: PossiblyPaidRows; unrecordedSince?: number},
): RowPlan[] {
  const histories = historiesByRow(records)
  const matched = new Map<string, number>()
  const paidBefore = (payout: Payout): {paid: EarlierPayment} | {by: PossiblyPaid} | undefined => {
    const index = matched.get(payout.payoutId) ?? 0
    matched.set(payout.payoutId, index + 1)
    const payments = options.earlier?.get(payout.payoutId) ?? []
    const paid = payments[index]
    if (paid) return {paid}
    const by = options.possiblyPaid?.get(payout.payoutId)?.[index - payments.length]
    return by && {by}
  }
  const inFlight = (payout: Payout, key: string, sentAt: number, nextKey: string): RowPlan =>
    options.now - sentAt >= IDEMPOTENCY_KEY_LIFETIME_MS - KEY_EXPIRY_MARGIN_MS
      ? {kind: 'lookup', payout, key, sentAt, nextKey}
      : {kind: 'send', payout, key, reason: 'in_flight'}
  return payouts.map((payout): RowPlan => {
    const history = histories.get(payout.rowId)
    const nextKey = rowIdempotencyKey(options.batchId, payout.rowId, (history?.keys.size ?? 0) + 1)
    const done = [...(history?.outcomes.values() ?? [])].find((record): record is DoneRecord => record.type === 'done')
    if (done?.paid_by) return {kind: 'already_paid', payout, paid: {...done.paid_by, withdrawal_id: done.withdrawal_id, at: done.at}}
    if (done) return {kind: 'done', payout, record: done}
    const outcome = history?.lastKey === undefined ? undefined : history.outcomes.get(history.lastKey)
    if (!history?.lastKey || (outcome?.type === 'failed' && outcome.retryable)) {
      const before = paidBefore(payout)
      if (before && 'paid' in before) return {kind: 'already_paid', payout, paid: before.paid}
      if (before) return {kind: 'possibly_paid', payout, by: before.by, nextKey}
      if (!history && options.unrecordedSince !== undefined) return inFlight(payout, nextKey, options.unrecordedSince, nextKey)
      return {kind: 'send', payout, key: nextKey, reason: history?.lastKey ? 'retry' : 'new'}
    }
    if (outcome?.type === 'failed') return {kind: 'failed', payout, record: outcome}
    const sentAt = history.keys.get(history.lastKey)!
    const before = paidBefore(payout)
    if (before && 'paid' in before) return {kind: 'lookup', payout, key: history.lastKey, sentAt, nextKey, paidElsewhere: before.paid}
    return inFlight(payout, history.lastKey, sentAt, nextKey)
  })
}

/**
 * When a write of this journal last failed to complete, as the earliest time a row without a record may have
 * been sent: the `after` of its `torn` records, or its last record when the tear is still there (not yet
 * reopened); undefined for a journal never torn.
 */
export function unrecordedSince(journal: JournalContents): number | undefined {
  const torn = journal.records.flatMap((record) => (record.type === 'torn' ? [Date.parse(record.after)] : []))
  const last = journal.records.at(-1)?.at
  if (journal.tornTail && last) torn.push(Date.parse(last))
  return torn.length > 0 ? Math.min(...torn) : undefined
}
