import {InputError} from '../../core/errors.js'
import type {UncheckedJournal} from '../../core/schemas/output/batch.js'
import type {JournalRecord, LegacyRecord} from './journal.js'
import {headerOf, isOfAccount, type JournalAccount, type StoredJournal} from './journal-dir.js'
import type {PayoutFile} from './payout-file.js'

export type {UncheckedJournal}

/**
 * Journals of earlier versions of pay are named by the hash of the file's bytes and know rows only by their
 * number. For the very same bytes the rows are the same under the same numbers, so such a journal is carried
 * over into the current form; for any other file it cannot be compared row by row.
 */

/**
 * The legacy journal of these very bytes, not carried over yet, if there is one.
 * @example legacyJournalOf(journals, file) // {batchId: '9f0e…', path: '…/9f0e….jsonl', contents: {legacy: true, …}}
 */
export function legacyJournalOf(journals: StoredJournal[], file: PayoutFile): StoredJournal | undefined {
  const carried = carriedOver(journals)
  return journals.find((journal) => journal.contents.legacy && journal.batchId === file.legacyBatchId && !carried.has(journal.batchId))
}

/**
 * The records of the legacy journal of this file in the current form, under the file's content id: each row
 * number becomes that row's id (and payout id), keys and times unchanged, so a row in flight is asked for
 * again with the key it was sent with.
 *
 * @example carryOver(legacy, file) // [{type: 'batch', batch_id: file.contentId, legacy_batch_id: '9f0e…', …}, {type: 'sent', row: 1, row_id: '5e0c…', key: 'batch-9f0e…-row-1', at}]
 */
export function carryOver(legacy: StoredJournal, file: PayoutFile): JournalRecord[] {
  const byRow = new Map(file.payouts.map((payout) => [payout.row, payout]))
  return legacy.contents.records.map((record: LegacyRecord, index): JournalRecord => {
    if (record.type === 'torn') return record
    if (record.type === 'batch') {
      return {...record, batch_id: file.contentId, content_id: file.contentId, generation: 1, legacy_batch_id: legacy.batchId}
    }
    const payout = byRow.get(record.row)
    if (!payout) {
      throw new InputError(
        {code: 'journal-unknown-row', path: legacy.path, row: record.row, line: index + 1, file: file.path},
        {code: 'JOURNAL_DAMAGED'},
      )
    }
    if (record.type === 'done') return {...record, row_id: payout.rowId, payout_id: payout.payoutId}
    return {...record, row_id: payout.rowId}
  })
}

/**
 * Legacy journals of a file at this path, with payments, not carried over: the file was run by an earlier
 * version and edited or saved again since, so which of its rows were paid cannot be told.
 */
export function uncheckedJournals(
  journals: StoredJournal[],
  options: {file: string; account: JournalAccount; except?: StoredJournal},
): UncheckedJournal[] {
  const carried = carriedOver(journals)
  return journals.flatMap((journal) => {
    if (!journal.contents.legacy || journal === options.except || carried.has(journal.batchId)) return []
    if (headerOf(journal)?.file !== options.file || !isOfAccount(journal, options.account)) return []
    const {records} = journal.contents
    const paid = new Set(records.flatMap((record) => (record.type === 'done' ? [record.row] : []))).size
    return paid === 0 ? [] : [{path: journal.path, batch_id: journal.batchId, paid, last_at: records.at(-1)!.at}]
  })
}

/**
 * Refuses a run while such journals exist: the rows they paid might be paid again.
 */
export function uncheckedJournalsError(unchecked: UncheckedJournal[], file: string): InputError {
  return new InputError(
    {
      code: 'unchecked-journals',
      file,
      journals: unchecked.map((journal) => ({path: journal.path, paid: journal.paid, lastAt: journal.last_at})),
    },
    {code: 'UNCHECKED_JOURNAL', details: {journals: unchecked}},
  )
}

function carriedOver(journals: StoredJournal[]): Set<string> {
  return new Set(journals.flatMap((journal) => headerOf(journal)?.legacy_batch_id ?? []))
}
