import type {EarlierPayment, PossiblyPaid} from '../../core/schemas/output/batch.js'
import {type DoneRecord, historiesByRow} from './journal.js'
import {headerOf, isOfAccount, type JournalAccount, type StoredJournal} from './journal-dir.js'

export type {EarlierPayment, PossiblyPaid}

/** For each payout id, the payments of it made by the one other batch that made the most. */
export type EarlierPayments = Map<string, EarlierPayment[]>
/** For each payout id, the rows of other batches sent without a final answer, oldest send first. */
export type PossiblyPaidRows = Map<string, PossiblyPaid[]>

interface OtherBatches {
  currentBatchId: string
  account: JournalAccount
}

/**
 * The payments made by other batches of the same service and mode, by payout id (bank, account, amount,
 * description, reference). Per payout id, the batch with the most such payments counts: a file that pays
 * someone twice is covered by a batch that paid them twice, not by two batches that paid them once each.
 * A payment a batch found for another batch's row (`paid_by`) is named as that batch's.
 *
 * @example earlierPayments(journals, {currentBatchId: '3b1c…', account}).get(payoutId) // [{batch_id: '9f0e…', file, withdrawal_id: 'wd_…', at}]
 */
export function earlierPayments(journals: StoredJournal[], options: OtherBatches): EarlierPayments {
  const best: EarlierPayments = new Map()
  for (const journal of otherJournals(journals, options)) {
    const file = headerOf(journal)!.file
    const byPayout = new Map<string, Map<string, DoneRecord>>()
    for (const record of journal.contents.records) {
      if (record.type !== 'done' || record.payout_id === undefined || record.row_id === undefined) continue
      const rows = byPayout.get(record.payout_id) ?? new Map<string, DoneRecord>()
      byPayout.set(record.payout_id, rows.set(record.row_id, rows.get(record.row_id) ?? (record as DoneRecord)))
    }
    for (const [payoutId, rows] of byPayout) {
      const payments = [...rows.values()].map((record) => ({
        batch_id: record.paid_by?.batch_id ?? journal.batchId,
        file: record.paid_by?.file ?? file,
        withdrawal_id: record.withdrawal_id,
        at: record.at,
      }))
      if (payments.length > (best.get(payoutId)?.length ?? 0)) best.set(payoutId, payments)
    }
  }
  return best
}

/**
 * The rows of other batches of the same service and mode that were sent and have no final outcome (no `done`,
 * no refusal, not cancelled by `unsent`): each may have created a withdrawal, so it is *possibly paid*. A row is
 * known by the payout id of its `sent` record; a record written before `sent` carried it is known only when
 * this file has the very same row (`payoutIdOfRow`).
 *
 * @example possiblyPaid(journals, {currentBatchId, account, payoutIdOfRow}).get(payoutId) // [{batch_id: '9f0e…', file, key: 'batch-9f0e…-…', sent_at}]
 */
export function possiblyPaid(journals: StoredJournal[], options: OtherBatches & {payoutIdOfRow: Map<string, string>}): PossiblyPaidRows {
  const rows: PossiblyPaidRows = new Map()
  for (const journal of otherJournals(journals, options)) {
    if (journal.contents.legacy) continue
    const file = headerOf(journal)!.file
    const payoutIds = new Map<string, string>()
    for (const record of journal.contents.records) {
      if (record.type === 'sent' && record.payout_id) payoutIds.set(record.row_id, record.payout_id)
    }
    for (const [rowId, history] of historiesByRow(journal.contents.records)) {
      const outcomes = [...history.outcomes.values()]
      if (!history.lastKey || history.outcomes.has(history.lastKey) || outcomes.some((record) => record.type === 'done')) continue
      const payoutId = payoutIds.get(rowId) ?? options.payoutIdOfRow.get(rowId)
      if (payoutId === undefined) continue
      const sentAt = new Date(history.keys.get(history.lastKey)!).toISOString()
      rows.set(payoutId, [...(rows.get(payoutId) ?? []), {batch_id: journal.batchId, file, key: history.lastKey, sent_at: sentAt}])
    }
  }
  for (const list of rows.values()) list.sort((a, b) => Date.parse(a.sent_at) - Date.parse(b.sent_at))
  return rows
}

/**
 * The withdrawals recorded by any batch of the same service and mode, this one included, which a lookup must
 * never match to another row; but not those this batch's own rows created that another batch recorded as
 * found for them (`paid_by` this batch), which are this batch's to find.
 */
export function claimedWithdrawals(journals: StoredJournal[], options: OtherBatches): Set<string> {
  const claimed = new Set<string>()
  for (const journal of journals) {
    if (!isOfAccount(journal, options.account)) continue
    for (const record of journal.contents.records) {
      if (record.type === 'done' && record.paid_by?.batch_id !== options.currentBatchId) claimed.add(record.withdrawal_id)
    }
  }
  return claimed
}

function otherJournals(journals: StoredJournal[], options: OtherBatches): StoredJournal[] {
  return journals.filter(
    (journal) => !journal.contents.legacy && journal.batchId !== options.currentBatchId && isOfAccount(journal, options.account),
  )
}
