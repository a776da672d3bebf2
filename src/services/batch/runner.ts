import {ApiError, PayError} from '../../core/errors.js'
import type {StopReason} from '../../core/schemas/output/batch.js'
import type {Withdrawal} from '../../core/schemas/withdrawal.js'
import type {CreatedWithdrawal} from '../withdrawals/create.js'
import type {BatchJournal, DoneRecord, JournalRecord} from './journal.js'
import type {Payout} from './payout-rows.js'

export type {StopReason}

export interface SendTask {
  payout: Payout
  key: string
}

export type RowOutcome =
  | {kind: 'done'; task: SendTask; withdrawal: Withdrawal; replayed: boolean}
  /** The service refused the row: nothing was created under its key. */
  | {kind: 'failed'; task: SendTask; error: PayError; retryable: boolean}
  /** No answer, even after the client's retries: the row may or may not exist; the next run asks again with the same key. */
  | {kind: 'unknown'; task: SendTask; error: PayError}

export interface SendPayoutsOptions {
  tasks: SendTask[]
  /** Rows in flight at once (1–32), over the client's one keep-alive pool. */
  concurrency: number
  journal: Pick<BatchJournal, 'appendAll' | 'appendLater'>
  create: (task: SendTask) => Promise<CreatedWithdrawal>
  now: () => number
  onOutcome?: (outcome: RowOutcome) => void
  /** Aborting starts no new row; rows in flight finish (Ctrl-C). */
  signal?: AbortSignal
}

export interface SendPayoutsResult {
  outcomes: RowOutcome[]
  /** Rows never sent because the batch stopped first. */
  notSent: SendTask[]
  stop?: StopReason
}

/** Codes that say the account cannot pay right now, whatever the row: the batch stops, a later run retries. */
const ACCOUNT_REFUSALS = new Set(['INSUFFICIENT_BALANCE', 'UNAUTHORIZED', 'IP_NOT_ALLOWED', 'FORBIDDEN', 'RATE_LIMITED'])
/** This many rows in a row without an answer: the service is down, and the remaining rows wait for the next run. */
export const UNREACHABLE_AFTER = 5
/**
 * Rows whose `sent` records go in one write and one fsync, in units of `concurrency`. Each fsync costs the machine
 * ~0.5 ms of kernel CPU, which the batch shares with the service on a small machine: groups of one `concurrency`
 * made 10,000 rows cost 1,250 fsyncs (docs/performance.md).
 */
export const WRITE_AHEAD_GROUP = 4
/** The next group is written once fewer rows than this many `concurrency` are ready: a slow fsync then stalls no row. */
const WRITE_AHEAD_REFILL = 2

/**
 * Sends the rows, `concurrency` at a time. No request starts before its row's `sent` record (with its key)
 * is durable in the journal; after it the outcome is appended; so whatever happens, a later run knows which
 * rows may exist. The `sent` records are written ahead, `WRITE_AHEAD_GROUP` times `concurrency` rows in one
 * write and one fsync, while the rows before them are in flight, so a row seldom waits for the disk. Rows
 * recorded ahead that never started (the batch stopped) get an `unsent` record. An outcome is written with the
 * next group of `sent` records. Every record is on disk when this resolves.
 * The first account-level refusal (INSUFFICIENT_BALANCE above all) stops the batch: no new row starts,
 * rows in flight finish, and the rest are returned as not sent.
 *
 * @example const {outcomes, notSent, stop} = await sendPayouts({tasks, concurrency: 4, journal, create, now: Date.now})
 */
export async function sendPayouts(options: SendPayoutsOptions): Promise<SendPayoutsResult> {
  const outcomes: RowOutcome[] = []
  const notSent: SendTask[] = []
  let stop: StopReason | undefined
  let next = 0
  let unansweredInARow = 0
  let inProgressInARow = 0
  const at = () => new Date(options.now()).toISOString()

  const record = async (entries: JournalRecord[]): Promise<boolean> => {
    try {
      await options.journal.appendAll(entries)
      return true
    } catch (error) {
      stop ??= {reason: 'journal', error}
      return false
    }
  }
  const intent = (task: SendTask, type: 'sent' | 'unsent'): JournalRecord => {
    const {row, rowId, payoutId} = task.payout
    return type === 'sent'
      ? {type, row, row_id: rowId, payout_id: payoutId, key: task.key, at: at()}
      : {type, row, row_id: rowId, key: task.key, at: at()}
  }

  /** Rows whose `sent` record is durable and whose request has not started. */
  const ready: SendTask[] = []
  let recordingAhead: Promise<void> | undefined
  const recordAhead = (): void => {
    if (recordingAhead || stop || options.signal?.aborted || next >= options.tasks.length) return
    const group = options.tasks.slice(next, next + WRITE_AHEAD_GROUP * options.concurrency)
    next += group.length
    recordingAhead = record(group.map((task) => intent(task, 'sent'))).then((written) => {
      ;(written ? ready : notSent).push(...group)
      recordingAhead = undefined
    })
  }

  const sendOne = async (task: SendTask): Promise<void> => {
    const {row} = task.payout
    const outcome = await attempt(task, options.create)
    outcomes.push(outcome)
    unansweredInARow = outcome.kind === 'unknown' ? unansweredInARow + 1 : 0
    inProgressInARow = outcome.kind === 'unknown' && outcome.error.code === 'IDEMPOTENCY_IN_PROGRESS' ? inProgressInARow + 1 : 0
    if (outcome.kind === 'failed' && outcome.retryable) stop ??= {reason: 'refused', row, code: outcome.error.code}
    if (unansweredInARow >= UNREACHABLE_AFTER)
      stop ??= {reason: inProgressInARow === unansweredInARow ? 'in_progress' : 'unreachable', rows: unansweredInARow}
    // The outcome is not written on its own: the next group of `sent` records (or the last append) writes and
    // syncs it. If it is lost, the next run asks again with the same key and the service answers with the same
    // withdrawal. Only the `sent` record must come first.
    const entry = outcomeRecord(outcome, at())
    if (entry) options.journal.appendLater([entry])
    options.onOutcome?.(outcome)
  }

  const worker = async (): Promise<void> => {
    for (;;) {
      if (options.signal?.aborted) stop ??= {reason: 'interrupted'}
      if (stop) break
      // The next group is made durable while this one is sent.
      if (ready.length < WRITE_AHEAD_REFILL * options.concurrency) recordAhead()
      const task = ready.shift()
      if (task) await sendOne(task)
      else if (recordingAhead) await recordingAhead
      else break
    }
  }
  const workers = Math.max(1, Math.min(options.concurrency, options.tasks.length))
  await Promise.all(Array.from({length: workers}, worker))
  await recordingAhead
  // The last append: the outcomes not written yet, and `unsent` for the rows recorded ahead that never started.
  await record(ready.map((task) => intent(task, 'unsent')))
  notSent.push(...ready, ...options.tasks.slice(next))
  notSent.sort((a, b) => a.payout.row - b.payout.row)
  return {outcomes, notSent, stop}
}

async function attempt(task: SendTask, create: SendPayoutsOptions['create']): Promise<RowOutcome> {
  try {
    const {withdrawal, replayed} = await create(task)
    return {kind: 'done', task, withdrawal, replayed}
  } catch (caught) {
    const error =
      caught instanceof PayError ? caught : new PayError(String((caught as Error)?.message ?? caught), 1, {code: 'INTERNAL', cause: caught})
    if (!isRefusal(error)) return {kind: 'unknown', task, error}
    return {kind: 'failed', task, error, retryable: ACCOUNT_REFUSALS.has(error.code) || [401, 403, 429].includes(error.status ?? 0)}
  }
}

/** A 4xx with the service's error envelope: the request was refused and created nothing (except 409 in progress). */
function isRefusal(error: PayError): boolean {
  return error instanceof ApiError && (error.status ?? 0) < 500 && error.code !== 'IDEMPOTENCY_IN_PROGRESS'
}

function outcomeRecord(outcome: RowOutcome, at: string): JournalRecord | undefined {
  const {row, rowId} = outcome.task.payout
  const key = outcome.task.key
  if (outcome.kind === 'done') return doneRecord(outcome.task, outcome.withdrawal, at, {replayed: outcome.replayed})
  if (outcome.kind === 'failed') {
    const {error} = outcome
    return {
      type: 'failed',
      row,
      row_id: rowId,
      key,
      code: error.code,
      message: error.message,
      http_status: error.status,
      request_id: error.requestId,
      retryable: outcome.retryable,
      at,
    }
  }
  return undefined
}

/** The `done` record of a row: its withdrawal, created (or replayed) under `task.key`, or found by the lookup. */
export function doneRecord(task: SendTask, withdrawal: Withdrawal, at: string, how: Pick<DoneRecord, 'replayed' | 'found_by'>): DoneRecord {
  const {row, rowId, payoutId} = task.payout
  const {id, status, amount, fee} = withdrawal
  return {type: 'done', row, row_id: rowId, payout_id: payoutId, key: task.key, withdrawal_id: id, status, amount, fee, ...how, at}
}
