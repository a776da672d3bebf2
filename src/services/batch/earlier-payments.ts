import type {EarlierPayment} from '../../core/schemas/output/batch.js'
import type {DoneRecord} from './journal.js'
import {headerOf, isOfAccount, type JournalAccount, type StoredJournal} from './journal-dir.js'

export type {EarlierPayment}

/** For each payout id, the payments of it made by the one other batch that made the most. */
export type EarlierPayments = Map<string, EarlierPayment[]>

/**
 * The payments made by other batches of the same service and mode, by payout id (bank, account, amount,
 * description, reference). Per payout id, the batch with the most such payments counts: a file that pays
 * someone twice is covered by a batch that paid them twice, not by two batches that paid them once each.
 *
 * @example earlierPayments(journals, {currentBatchId: '3b1c…', account}).get(payoutId) // [{batch_id: '9f0e…', file, withdrawal_id: 'wd_…', at}]
 */
export function earlierPayments(journals: StoredJournal[], options: {currentBatchId: string; account: JournalAccount}): EarlierPayments {
  const best: EarlierPayments = new Map()
  for (const journal of journals) {
    if (journal.contents.legacy || journal.batchId === options.currentBatchId || !isOfAccount(journal, options.account)) continue
    const file = headerOf(journal)!.file
    const byPayout = new Map<string, Map<string, DoneRecord>>()
    for (const record of journal.contents.records) {
      if (record.type !== 'done') continue
      const rows = byPayout.get(record.payout_id) ?? new Map<string, DoneRecord>()
      byPayout.set(record.payout_id, rows.set(record.row_id, rows.get(record.row_id) ?? record))
    }
    for (const [payoutId, rows] of byPayout) {
      const payments = [...rows.values()].map((record) => ({
        batch_id: journal.batchId,
        file,
        withdrawal_id: record.withdrawal_id,
        at: record.at,
      }))
      if (payments.length > (best.get(payoutId)?.length ?? 0)) best.set(payoutId, payments)
    }
  }
  return best
}
