import {type FileHandle, mkdir, open, readFile, rename} from 'node:fs/promises'
import {dirname, join} from 'node:path'

import {InputError} from '../../core/errors.js'
import {temporaryBeside} from '../../core/files/replace-file.js'
import {writeWhole} from '../../core/files/write-whole.js'
import {timestamp, wireMoney} from '../../core/schemas/money.js'
import * as z from '../../core/schemas/zod.js'

const batchRecord = z.object({
  type: z.literal('batch'),
  batch_id: z.string(),
  /** The identity of the file's rows; absent in a journal written by an earlier version of pay (a legacy journal). */
  content_id: z.string().optional(),
  /** 1 for the first batch of these rows, n for the n-th paid on purpose with --pay-again. */
  generation: z.number().optional(),
  /** The legacy journal this one was carried over from. */
  legacy_batch_id: z.string().optional(),
  file: z.string(),
  rows: z.number(),
  base_url: z.string(),
  mode: z.enum(['test', 'live']),
  at: timestamp,
})
/**
 * `row` is the row's number in the file when the record was written; `row_id` is what identifies it; `payout_id`
 * (absent in journals written before it was added) lets another batch recognise the payee of a row in flight.
 */
const sentRecord = z.object({
  type: z.literal('sent'),
  row: z.number(),
  row_id: z.string(),
  payout_id: z.string().optional(),
  key: z.string(),
  at: timestamp,
})
/** A `sent` record whose request never started (the batch stopped first): its key was never used. */
const unsentRecord = z.object({type: z.literal('unsent'), row: z.number(), row_id: z.string(), key: z.string(), at: timestamp})
const doneRecord = z.object({
  type: z.literal('done'),
  row: z.number(),
  row_id: z.string(),
  /** Which payment this was, to recognise it in a later batch (batch-identity.ts). */
  payout_id: z.string(),
  key: z.string(),
  withdrawal_id: z.string(),
  status: z.string(),
  amount: wireMoney,
  fee: wireMoney,
  replayed: z.boolean().optional(),
  /** Set when the withdrawal was found in the list after the key had expired, not created by this key's answer. */
  found_by: z.literal('lookup').optional(),
  /**
   * The batch whose row (sent without an answer) created this withdrawal, found by the lookup of a row possibly
   * paid by it: this batch reports it as already paid, never as its own.
   */
  paid_by: z.object({batch_id: z.string(), file: z.string()}).optional(),
  at: timestamp,
})
/**
 * A write of this journal did not complete (a line cut short, found by the next run): rows with no record may
 * have been sent by a version of pay that took the short write for success. `after` is the last record
 * before it, the earliest such a row can have been sent.
 */
const tornRecord = z.object({type: z.literal('torn'), after: timestamp, at: timestamp})
const failedRecord = z.object({
  type: z.literal('failed'),
  row: z.number(),
  row_id: z.string(),
  key: z.string(),
  code: z.string(),
  message: z.string(),
  http_status: z.number().optional(),
  request_id: z.string().optional(),
  /** The refusal was about the account (balance, key, rate), not the row: a later run may send it again. */
  retryable: z.boolean(),
  at: timestamp,
})
/** Any record, of this version or of a legacy journal, whose rows are known only by their number. */
export const storedRecord = z.discriminatedUnion('type', [
  batchRecord,
  sentRecord.partial({row_id: true}),
  unsentRecord,
  doneRecord.partial({row_id: true, payout_id: true}),
  failedRecord.partial({row_id: true}),
  tornRecord,
])

export type BatchRecord = z.infer<typeof batchRecord>
export type SentRecord = z.infer<typeof sentRecord>
export type UnsentRecord = z.infer<typeof unsentRecord>
export type DoneRecord = z.infer<typeof doneRecord>
export type FailedRecord = z.infer<typeof failedRecord>
export type TornRecord = z.infer<typeof tornRecord>
export type JournalRecord = BatchRecord | SentRecord | UnsentRecord | DoneRecord | FailedRecord | TornRecord
export type OutcomeRecord = DoneRecord | FailedRecord
export type LegacyRecord = z.infer<typeof storedRecord>

/** `$PAY_DATA_DIR/batches/<batch id>.jsonl` */
export function journalPath(dataDir: string, batchId: string): string {
  return join(dataDir, 'batches', `${batchId}.jsonl`)
}

export interface JournalContents {
  legacy: false
  records: JournalRecord[]
  /** Length of the complete lines; anything after it is a record cut short by a crash. */
  validBytes: number
  tornTail: boolean
}

/** A journal written by an earlier version of pay: its batch is the hash of the file's bytes, its rows are numbers. */
export interface LegacyJournalContents {
  legacy: true
  records: LegacyRecord[]
}

/**
 * Reads a journal, or undefined when there is none. A last line without its newline was being written when
 * the process died: it is ignored (its request had not been sent yet, or its answer is asked for again with
 * the same key). A damaged line anywhere else is refused rather than guessed at. A journal whose header has
 * no content id was written by an earlier version of pay and is returned as legacy.
 *
 * @example const journal = await readJournal(journalPath(dataDir, batchId)) // {legacy: false, records: [...], validBytes, tornTail: false}
 */
export async function readJournal(path: string): Promise<JournalContents | LegacyJournalContents | undefined> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
  const complete = text.slice(0, text.lastIndexOf('\n') + 1)
  const records = complete
    .split('\n')
    .slice(0, -1)
    .map((line, index) => parseLine(line, index + 1, path))
  const header = records.find((record) => record.type === 'batch')
  if (header && header.content_id === undefined) return {legacy: true, records}
  records.forEach((record, index) => {
    if (!isCurrent(record)) throw damaged(path, index + 1)
  })
  return {
    legacy: false,
    records: records as JournalRecord[],
    validBytes: Buffer.byteLength(complete),
    tornTail: complete.length < text.length,
  }
}

function parseLine(line: string, number: number, path: string): LegacyRecord {
  let value: unknown
  try {
    value = JSON.parse(line)
  } catch {
    value = undefined
  }
  const record = storedRecord.safeParse(value)
  if (record.success) return record.data
  throw damaged(path, number)
}

function isCurrent(record: LegacyRecord): record is JournalRecord {
  if (record.type === 'batch' || record.type === 'torn') return true
  return record.row_id !== undefined && (record.type !== 'done' || record.payout_id !== undefined)
}

function damaged(path: string, line: number): InputError {
  return new InputError({code: 'journal-damaged', path, line}, {code: 'JOURNAL_DAMAGED'})
}

interface PendingLine {
  text: string
  resolve: () => void
  reject: (error: unknown) => void
}

/**
 * The append-only journal of one batch: JSON lines, each durable (fsync) before `append` resolves. Appends
 * made while a write is under way are written and synced together (group commit), so concurrent rows share
 * one fsync instead of queueing one each. Records given to `appendLater` cost no write of their own: the next
 * append writes and syncs them with its records. After a failed write every later append fails: a journal with
 * a hole must not let more money move.
 */
export class BatchJournal {
  private pending: PendingLine[] = []
  private flushing?: Promise<void>
  private failure?: unknown
  /** The lines of `appendLater`, for the next append to write first. */
  private later = ''

  private constructor(
    readonly path: string,
    private readonly handle: FileHandle,
  ) {}

  /** Creates the journal of a batch's first run (mode 0600: it holds account numbers), starting with `header`. */
  static async create(path: string, header: BatchRecord): Promise<BatchJournal> {
    await mkdir(dirname(path), {recursive: true, mode: 0o700})
    const journal = new BatchJournal(path, await open(path, 'ax', 0o600))
    await journal.append(header)
    return journal
  }

  /**
   * Creates a journal holding `records` whole or not at all (a temporary file, synced, then renamed into
   * place): a journal carried over from a legacy one must never exist half-written.
   */
  static async createWhole(path: string, records: JournalRecord[]): Promise<JournalContents> {
    await mkdir(dirname(path), {recursive: true, mode: 0o700})
    const temporary = temporaryBeside(path)
    const text = lines(records)
    const handle = await open(temporary, 'wx', 0o600)
    try {
      await writeWhole(handle, text)
      await handle.sync()
    } finally {
      await handle.close()
    }
    await rename(temporary, path)
    return {legacy: false, records, validBytes: Buffer.byteLength(text), tornTail: false}
  }

  /**
   * Reopens an existing journal for appending, cutting off a torn last line so the next record starts on a line
   * of its own; the tear is recorded in its place (`torn`), since cutting it off would otherwise erase the only
   * sign that a write did not complete.
   */
  static async reopen(path: string, existing: JournalContents, now: number = Date.now()): Promise<BatchJournal> {
    const handle = await open(path, 'a')
    await handle.truncate(existing.validBytes)
    await handle.sync()
    const journal = new BatchJournal(path, handle)
    const after = existing.records.at(-1)?.at
    if (existing.tornTail && after) await journal.append({type: 'torn', after, at: new Date(now).toISOString()})
    return journal
  }

  /** Resolves once the record is on disk. */
  append(record: JournalRecord): Promise<void> {
    return this.appendAll([record])
  }

  /**
   * Resolves once all the records, and those kept by `appendLater` before them, are on disk: written in one
   * write and synced with one fsync (or with others').
   */
  appendAll(records: JournalRecord[]): Promise<void> {
    if (this.failure !== undefined) return Promise.reject(this.failure)
    const text = this.later + lines(records)
    this.later = ''
    if (text === '') return this.flushing ?? Promise.resolve()
    return new Promise((resolve, reject) => {
      this.pending.push({text, resolve, reject})
      this.flushing ??= this.flush()
    })
  }

  /**
   * Keeps records for the next append to write and sync with its own, for records whose loss in a crash is safe
   * (an outcome: the next run asks for it again with the same key); `close` writes those left.
   */
  appendLater(records: JournalRecord[]): void {
    this.later += lines(records)
  }

  async close(): Promise<void> {
    try {
      // Kept records are outcomes: if they cannot be written, the next run asks for them again.
      if (this.later !== '') await this.appendAll([]).catch(() => {})
      await this.flushing
    } finally {
      await this.handle.close()
    }
  }

  private async flush(): Promise<void> {
    while (this.pending.length > 0) {
      const group = this.pending.splice(0)
      try {
        if (this.failure !== undefined) throw this.failure
        const bytes = Buffer.from(group.map((line) => line.text).join(''))
        // A short write is a failure like ENOSPC: the line it tore would hide the rows it recorded.
        await writeWhole(this.handle, bytes)
        await this.handle.sync()
        for (const line of group) line.resolve()
      } catch (error) {
        this.failure ??= error
        for (const line of group) line.reject(error)
      }
    }
    this.flushing = undefined
  }
}

function lines(records: JournalRecord[]): string {
  return records.map((record) => `${JSON.stringify(record)}\n`).join('')
}

export interface RowHistory {
  /** Keys in the order they were first sent, with that first time. */
  keys: Map<string, number>
  outcomes: Map<string, DoneRecord | FailedRecord>
  lastKey?: string
}

/** Each row's keys and outcomes, from a journal's records. */
export function historiesByRow(records: JournalRecord[]): Map<string, RowHistory> {
  const histories = new Map<string, RowHistory>()
  for (const record of records) {
    if (record.type === 'batch' || record.type === 'torn') continue
    let history = histories.get(record.row_id)
    if (!history) histories.set(record.row_id, (history = {keys: new Map(), outcomes: new Map()}))
    if (record.type === 'sent') {
      if (!history.keys.has(record.key)) history.keys.set(record.key, Date.parse(record.at))
      history.lastKey = record.key
    } else if (record.type === 'unsent') {
      history.keys.delete(record.key)
      history.lastKey = [...history.keys.keys()].at(-1)
    } else {
      history.outcomes.set(record.key, record)
    }
  }
  return histories
}
