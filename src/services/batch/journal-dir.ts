import {readdir} from 'node:fs/promises'
import {join} from 'node:path'

import {InputError} from '../../core/errors.js'
import {sameService} from '../../core/http/url-input.js'

import {type BatchRecord, type JournalContents, type LegacyJournalContents, readJournal} from './journal.js'

/** A journal found in the batches directory, named by its batch id. */
export interface StoredJournal {
  batchId: string
  path: string
  contents: JournalContents | LegacyJournalContents
}

/** Where a journal was paid: rows are only compared between journals of the same service and mode. */
export interface JournalAccount {
  baseUrl: string
  mode: 'test' | 'live'
}

/**
 * Every journal under `$PAY_DATA_DIR/batches`, current and legacy. A damaged one refuses the run: it may
 * record payments of the very rows about to be sent.
 *
 * @example await readJournals(dataDir) // [{batchId: '3b1c…', path: '…/batches/3b1c….jsonl', contents: {legacy: false, records: […]}}]
 */
export async function readJournals(dataDir: string): Promise<StoredJournal[]> {
  const dir = join(dataDir, 'batches')
  let names: string[]
  try {
    names = await readdir(dir)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  const journals: StoredJournal[] = []
  for (const name of names.filter((entry) => entry.endsWith('.jsonl')).sort()) {
    const path = join(dir, name)
    const contents = await readJournal(path)
    if (!contents) continue
    const journal = {batchId: name.slice(0, -'.jsonl'.length), path, contents}
    if (!contents.legacy && headerOf(journal)?.batch_id !== journal.batchId) throw misnamed(journal)
    journals.push(journal)
  }
  return journals
}

/** A journal whose header names another batch than its file does: which rows it paid cannot be trusted. */
function misnamed(journal: StoredJournal): InputError {
  return new InputError({code: 'journal-misnamed', path: journal.path, batchId: journal.batchId}, {code: 'JOURNAL_DAMAGED'})
}

export function headerOf(journal: StoredJournal): BatchRecord | undefined {
  const records: Array<{type: string}> = journal.contents.records
  return records.find((record): record is BatchRecord => record.type === 'batch')
}

export function isOfAccount(journal: StoredJournal, account: JournalAccount): boolean {
  const header = headerOf(journal)
  return header !== undefined && sameService(header.base_url, account.baseUrl) && header.mode === account.mode
}
