import {mkdirSync} from 'node:fs'
import {dirname, join} from 'node:path'
import type {SkippedLines} from '../../core/files/json-lines.js'
import {parseJsonLines, readTextIfAny} from '../../core/files/json-lines.js'
import {sameService} from '../../core/http/url-input.js'
import {timestamp, wireMoney} from '../../core/schemas/money.js'
import type {FailingPayeeRow} from '../../core/schemas/output/batch-close.js'
import type {Withdrawal} from '../../core/schemas/withdrawal.js'
import * as z from '../../core/schemas/zod.js'
import {appendLogLine} from '../request-log/log-file.js'
import type {JournalAccount, StoredJournal} from './journal-dir.js'
import type {RowPlan} from './resume-plan.js'

/** `$PAY_DATA_DIR/payouts/final-statuses.jsonl`: outside `batches/`, whose every `.jsonl` is a journal. */
export const FINAL_STATUSES_FILE = join('payouts', 'final-statuses.jsonl')
/** How far back a payee's failures count. */
export const FAILING_WINDOW_MS = 30 * 24 * 3_600_000
/** FAILED this many times in the window: the payee is skipped by the next batch unless asked for. */
export const FAILING_AFTER = 2

/** A withdrawal seen final by `pay withdrawal batch close`, with its destination: one line each, written once. */
export const finalStatusRecord = z.object({
  withdrawal_id: z.string(),
  status: z.enum(['SUCCESS', 'FAILED', 'REJECTED']),
  reason: z.string().nullable(),
  bank: z.string(),
  account_no: z.string(),
  amount: wireMoney,
  fee: wireMoney,
  base_url: z.string(),
  mode: z.enum(['test', 'live']),
  final_at: timestamp,
})
export type FinalStatusRecord = z.infer<typeof finalStatusRecord>

export function finalStatusesPath(dataDir: string): string {
  return join(dataDir, FINAL_STATUSES_FILE)
}

/** Every record of the store (none when it does not exist); lines that do not fit are skipped, and said through `onSkipped`. */
export function readFinalStatuses(dataDir: string, onSkipped?: (skipped: SkippedLines) => void): FinalStatusRecord[] {
  const path = finalStatusesPath(dataDir)
  const text = readTextIfAny(path)
  if (text === undefined) return []
  const {records, skipped} = parseJsonLines(text, finalStatusRecord)
  if (skipped > 0) onSkipped?.({path, count: skipped, records: 'final-status'})
  return records
}

/** Appends the records in one O_APPEND write (mode 0600: they hold account numbers). */
export function appendFinalStatuses(dataDir: string, records: FinalStatusRecord[]): void {
  if (records.length === 0) return
  const path = finalStatusesPath(dataDir)
  mkdirSync(dirname(path), {recursive: true, mode: 0o700})
  appendLogLine(path, records.map((record) => `${JSON.stringify(record)}\n`).join(''), Number.MAX_SAFE_INTEGER)
}

/** When the service last changed a withdrawal (`updated_at`), when it says so in a form that reads as a time. */
export function updatedAt(withdrawal: Withdrawal): string | undefined {
  const value = withdrawal.updated_at
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : undefined
}

/** The store's record of a withdrawal seen final on `account`, final since `finalAt`. */
export function finalStatusOf(withdrawal: Withdrawal, account: JournalAccount, finalAt: string): FinalStatusRecord {
  return {
    withdrawal_id: withdrawal.id,
    status: withdrawal.status as FinalStatusRecord['status'],
    reason: withdrawal.reason ?? null,
    bank: withdrawal.receiver_bank_provider.toUpperCase(),
    account_no: withdrawal.destination.account_no,
    amount: withdrawal.amount,
    fee: withdrawal.fee,
    base_url: account.baseUrl,
    mode: account.mode,
    final_at: finalAt,
  }
}

/** A destination whose payouts keep failing. */
export interface FailingPayee {
  bank: string
  account_no: string
  failures: number
  last_reason: string | null
  last_at: string
}

/**
 * Destinations (bank and account number) with FAILED withdrawals at least {@link FAILING_AFTER} times within
 * {@link FAILING_WINDOW_MS} of `now`, on the same service and mode, by what close-out recorded.
 *
 * @example failingPayees(readFinalStatuses(dataDir), {account, now: Date.now()}).get('KBANK 7700000010') // {failures: 2, …}
 */
export function failingPayees(records: FinalStatusRecord[], options: {account: JournalAccount; now: number}): Map<string, FailingPayee> {
  const failures = new Map<string, FinalStatusRecord[]>()
  const seen = new Set<string>()
  for (const record of records) {
    if (record.status !== 'FAILED' || seen.has(record.withdrawal_id)) continue
    if (!sameService(record.base_url, options.account.baseUrl) || record.mode !== options.account.mode) continue
    if (options.now - Date.parse(record.final_at) > FAILING_WINDOW_MS) continue
    seen.add(record.withdrawal_id)
    const key = payeeKey(record.bank, record.account_no)
    failures.set(key, [...(failures.get(key) ?? []), record])
  }
  const failing = new Map<string, FailingPayee>()
  for (const [key, list] of failures) {
    if (list.length < FAILING_AFTER) continue
    const last = list.reduce((latest, record) => (record.final_at > latest.final_at ? record : latest))
    failing.set(key, {
      bank: last.bank,
      account_no: last.account_no,
      failures: list.length,
      last_reason: last.reason,
      last_at: last.final_at,
    })
  }
  return failing
}

export function payeeKey(bank: string, accountNo: string): string {
  return `${bank.toUpperCase()} ${accountNo}`
}

/**
 * The journals without the sends of withdrawals known to have ended FAILED or REJECTED (the gross came back),
 * except in the batches of `contentId` itself: in another batch such a send paid nothing, so a file of retried
 * rows pays them; in the file's own batches the row keeps its records (its key answers with that withdrawal).
 * The key's `sent` records go with its `done`: a send left without its outcome would be *possibly paid*.
 */
export function withoutRefunded(journals: StoredJournal[], records: FinalStatusRecord[], contentId: string): StoredJournal[] {
  const refunded = new Set(records.flatMap((record) => (record.status === 'SUCCESS' ? [] : [record.withdrawal_id])))
  if (refunded.size === 0) return journals
  return journals.map((journal) => {
    const {contents} = journal
    if (contents.legacy) return journal
    const header = contents.records.find((record) => record.type === 'batch')
    if (header?.content_id === contentId) return journal
    const sendOf = (record: {row_id: string; key: string}) => `${record.row_id} ${record.key}`
    const paidNothing = new Set(
      contents.records.flatMap((record) => (record.type === 'done' && refunded.has(record.withdrawal_id) ? [sendOf(record)] : [])),
    )
    if (paidNothing.size === 0) return journal
    const kept = contents.records.filter((record) => record.type === 'batch' || record.type === 'torn' || !paidNothing.has(sendOf(record)))
    return {...journal, contents: {...contents, records: kept}}
  })
}

/**
 * The rows a run would send afresh (new, or again after a refusal) whose destination keeps failing. Rows in
 * flight are never among them: they may be paid already, and are asked again with their key.
 *
 * @example failingRows(plans, failingPayees(records, {account, now})) // [{row: 3, bank: 'KBANK', account_no: '7700004001', failures: 2, …}]
 */
export function failingRows(plans: RowPlan[], failing: Map<string, FailingPayee>): FailingPayeeRow[] {
  if (failing.size === 0) return []
  return plans.flatMap((plan) => {
    if (plan.kind !== 'send' || plan.reason === 'in_flight') return []
    const {row, line, body} = plan.payout
    const payee = failing.get(payeeKey(body.receiver_bank_provider, body.receiver_bank_account_number))
    if (!payee) return []
    const {bank, account_no, failures, last_reason, last_at} = payee
    return [{row, line, amount: body.amount, bank, account_no, failures, last_reason, last_at}]
  })
}
