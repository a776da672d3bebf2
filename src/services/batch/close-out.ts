import {resolve} from 'node:path'

import {InputError} from '../../core/errors.js'
import type {SkippedLines} from '../../core/files/json-lines.js'
import type {PayApi} from '../../core/http/api.js'
import {sameService} from '../../core/http/url-input.js'
import {formatBaht, parseWireMoney} from '../../core/money/money.js'
import type {BankList} from '../../core/schemas/bank.js'
import type {BatchClose, CloseRow, CloseSummary} from '../../core/schemas/output/batch-close.js'
import {isWithdrawalFinal, type Withdrawal} from '../../core/schemas/withdrawal.js'
import {chooseBatch} from './batch-choice.js'
import {finalCsv, retryCsv, writeCsvFile} from './final-csv.js'
import {appendFinalStatuses, type FinalStatusRecord, finalStatusOf, readFinalStatuses, updatedAt} from './final-statuses.js'
import {followWithdrawals} from './follow-withdrawals.js'
import type {FailedRecord, JournalRecord} from './journal.js'
import {type JournalAccount, readJournals} from './journal-dir.js'
import {readPayoutFile} from './payout-file.js'
import type {Payout} from './payout-rows.js'
import type {RowPlan} from './resume-plan.js'
import {findStaleWithdrawals} from './stale-lookup.js'

export interface CloseOutOptions {
  file: string
  api: PayApi
  account: JournalAccount
  dataDir: string
  loadBanks: () => Promise<BankList>
  /** How long to wait for open withdrawals, in ms. */
  waitMs: number
  finalPath?: string
  retryPath?: string
  /** A row's status as it changes (its first sighting included), and each wait between rounds. */
  onChange?: (row: CloseRow) => void
  onWait?: (open: number, ms: number) => void
  onSkippedLines?: (skipped: SkippedLines) => void
  now?: () => number
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>
  signal?: AbortSignal
}

/** `payouts.csv` → `payouts.csv.final.csv`, beside the input. */
export function defaultFinalPath(inputPath: string): string {
  return `${inputPath}.final.csv`
}

/**
 * `pay withdrawal batch close`: follows every row of a payout file to a final state. The rows' withdrawals
 * come from the file's latest batch (batch-choice.ts, as a run would choose it) and, for rows another batch
 * paid, from that batch; a row sent without a recorded answer (possibly paid) is looked up in the list
 * (stale-lookup.ts) before it is called unpaid. The withdrawals are polled with backoff until final or until
 * `waitMs` runs out; each one seen final is recorded in the final-statuses store (failing payees are found
 * there). Writes the final CSV, and the retry CSV of the FAILED and REJECTED rows when asked.
 *
 * @example await closeOut({file: 'payouts.csv', api, account, dataDir, loadBanks, waitMs: 600_000}) // {summary: {succeeded: 3, …}, gave_up: false, …}
 */
export async function closeOut(options: CloseOutOptions): Promise<BatchClose> {
  const now = options.now ?? Date.now
  const file = await readPayoutFile({path: options.file, loadBanks: options.loadBanks})
  const known = new Map(readFinalStatuses(options.dataDir, options.onSkippedLines).map((record) => [record.withdrawal_id, record]))
  const choice = chooseBatch(file, await readJournals(options.dataDir), {
    dataDir: options.dataDir,
    account: options.account,
    payAgain: false,
    now: now(),
  })
  if (!choice.continued && !choice.plans.some((plan) => plan.kind === 'already_paid')) throw neverRun(file.path)
  const finalPath = options.finalPath ?? defaultFinalPath(file.path)
  checkPaths(file.path, finalPath, options.retryPath)

  const rows = choice.plans.map((plan) => startRow(plan, choice.batchId, choice.records))
  const byWithdrawal = new Map<string, number[]>()
  const targets = new Map<string, number>()
  const follow = (index: number, id: string, batchId: string, after: number) => {
    rows[index] = {...rows[index]!, withdrawal_id: id, batch_id: batchId}
    byWithdrawal.set(id, [...(byWithdrawal.get(id) ?? []), index])
    targets.set(id, Math.min(targets.get(id) ?? after, after))
  }
  const possiblyPaid: Array<{index: number; payout: Payout; key: string; sentAt: number}> = []
  choice.plans.forEach((plan, index) => {
    if (plan.kind === 'done') follow(index, plan.record.withdrawal_id, choice.batchId, Date.parse(plan.record.at))
    else if (plan.kind === 'already_paid') follow(index, plan.paid.withdrawal_id, plan.paid.batch_id, Date.parse(plan.paid.at))
    else if (plan.kind === 'lookup') possiblyPaid.push({index, payout: plan.payout, key: plan.key, sentAt: plan.sentAt})
    else if (plan.kind === 'send' && plan.reason === 'in_flight') {
      possiblyPaid.push({index, payout: plan.payout, key: plan.key, sentAt: sentAtOf(choice.records, plan.key)})
    }
  })
  let listPages = 0
  if (possiblyPaid.length > 0) {
    const lookup = await findStaleWithdrawals({
      api: options.api,
      rows: possiblyPaid.map(({payout, key, sentAt}) => ({payout, key, sentAt})),
      claimed: new Set(targets.keys()),
    })
    listPages += lookup.pages
    lookup.findings.forEach((finding, position) => {
      const {index, sentAt} = possiblyPaid[position]!
      if (finding.withdrawal) follow(index, finding.withdrawal.id, choice.batchId, sentAt)
      else rows[index] = {...rows[index]!, status: lookup.complete ? 'NOT_FOUND' : 'UNKNOWN'}
    })
  }

  const seenFinal: FinalStatusRecord[] = []
  const see = (withdrawal: Withdrawal, fromStore?: FinalStatusRecord) => {
    for (const index of byWithdrawal.get(withdrawal.id) ?? []) {
      const before = rows[index]!
      const row = rowOf(before, withdrawal, fromStore?.final_at ?? updatedAt(withdrawal) ?? new Date(now()).toISOString())
      rows[index] = row
      if (row.status !== before.status) options.onChange?.(row)
    }
    if (!fromStore && isWithdrawalFinal(withdrawal.status)) seenFinal.push(finalRecord(withdrawal, rows, byWithdrawal, options.account))
  }
  for (const [id] of targets) {
    const record = known.get(id)
    if (!record || !sameService(record.base_url, options.account.baseUrl) || record.mode !== options.account.mode) continue
    see(withdrawalOf(record), record)
    targets.delete(id)
  }
  try {
    const followed = await followWithdrawals({
      api: options.api,
      targets: [...targets].map(([id, after]) => ({id, after})),
      deadline: now() + options.waitMs,
      onSeen: (withdrawal) => see(withdrawal),
      onWait: options.onWait,
      now,
      sleep: options.sleep,
      signal: options.signal,
    })
    const openRows = rows.filter((row) => row.withdrawal_id !== null && !row.final).map((row) => row.row)
    const retryRows = rows.filter((row) => row.refunded !== null)
    writeCsvFile(finalPath, finalCsv(rows))
    if (options.retryPath) writeCsvFile(options.retryPath, await retryCsv(file.path, new Set(retryRows.map((row) => row.row))))
    return {
      file: file.path,
      batches: [...new Set(rows.flatMap((row) => (row.batch_id ? [row.batch_id] : [])))],
      final_file: finalPath,
      retry_file: options.retryPath ?? null,
      retry_rows: retryRows.length,
      gave_up: openRows.length > 0,
      open_rows: openRows,
      requests: {...followed.requests, list_pages: followed.requests.list_pages + listPages},
      summary: summaryOf(rows),
      rows,
    }
  } finally {
    appendFinalStatuses(options.dataDir, seenFinal)
  }
}

/** A row as the journal knows it, before anything is asked. */
function startRow(plan: RowPlan, batchId: string, records: JournalRecord[]): CloseRow {
  const {row, line, body} = plan.payout
  const blank: CloseRow = {
    row,
    line,
    amount: body.amount,
    bank: body.receiver_bank_provider,
    account_no: body.receiver_bank_account_number,
    batch_id: null,
    withdrawal_id: null,
    status: 'NOT_SENT',
    final: false,
    reason: null,
    fee: null,
    gross: null,
    refunded: null,
    final_at: null,
  }
  const refusal =
    plan.kind === 'failed' ? plan.record : plan.kind === 'send' && plan.reason === 'retry' ? lastRefusal(records, plan.payout) : undefined
  if (refusal) return {...blank, batch_id: batchId, status: 'REFUSED', reason: `${refusal.code}: ${refusal.message}`}
  return blank
}

function lastRefusal(records: JournalRecord[], payout: Payout): FailedRecord | undefined {
  return records.findLast((record): record is FailedRecord => record.type === 'failed' && record.row_id === payout.rowId)
}

function sentAtOf(records: JournalRecord[], key: string): number {
  const sent = records.find((record) => record.type === 'sent' && record.key === key)
  return sent ? Date.parse(sent.at) : Date.now()
}

function rowOf(row: CloseRow, withdrawal: Withdrawal, finalAt: string): CloseRow {
  const final = isWithdrawalFinal(withdrawal.status)
  const gross = formatBaht(parseWireMoney(withdrawal.amount) + parseWireMoney(withdrawal.fee))
  const ended = withdrawal.status === 'FAILED' || withdrawal.status === 'REJECTED'
  const reason = typeof withdrawal.reason === 'string' ? withdrawal.reason : null
  return {
    ...row,
    status: withdrawal.status,
    final,
    reason: ended ? reason : null,
    fee: withdrawal.fee,
    gross,
    // The service returns the gross to the wallet as it reaches FAILED or REJECTED (withdrawal.refunded).
    refunded: ended ? gross : null,
    final_at: final ? (row.final_at ?? finalAt) : null,
  }
}

function finalRecord(
  withdrawal: Withdrawal,
  rows: CloseRow[],
  byWithdrawal: Map<string, number[]>,
  account: JournalAccount,
): FinalStatusRecord {
  const row = rows[byWithdrawal.get(withdrawal.id)![0]!]!
  return {...finalStatusOf(withdrawal, account, row.final_at!), reason: row.reason}
}

/** The withdrawal as the store recorded it final: it is not asked for again. */
function withdrawalOf(record: FinalStatusRecord): Withdrawal {
  return {
    id: record.withdrawal_id,
    amount: record.amount,
    fee: record.fee,
    net_payout: record.amount,
    currency: 'THB',
    receiver_bank_provider: record.bank,
    destination: {bank: record.bank, account_no: record.account_no, name: ''},
    kind: 'customer',
    status: record.status,
    reason: record.reason ?? undefined,
  }
}

function summaryOf(rows: CloseRow[]): CloseSummary {
  const count = (status: string) => rows.filter((row) => row.status === status).length
  const sum = (values: Array<string | null>) => formatBaht(values.reduce((total, value) => total + (value ? parseWireMoney(value) : 0), 0))
  const paid = rows.filter((row) => row.status === 'SUCCESS')
  return {
    rows: rows.length,
    succeeded: paid.length,
    failed: count('FAILED'),
    rejected: count('REJECTED'),
    open: rows.filter((row) => row.withdrawal_id !== null && !row.final).length,
    no_withdrawal: count('NOT_SENT') + count('REFUSED') + count('NOT_FOUND'),
    unknown: count('UNKNOWN'),
    total_paid: sum(paid.map((row) => row.amount)),
    total_fees: sum(paid.map((row) => row.fee)),
    total_refunded: sum(rows.map((row) => row.refunded)),
  }
}

/** Neither written file may be the payout file, nor the other one: each is replaced whole. */
function checkPaths(input: string, finalPath: string, retryPath: string | undefined): void {
  const clash = (flag: string, path: string, others: string[]) => {
    if (!others.includes(resolve(path))) return
    throw new InputError({code: 'close-file-clash', flag, path}, {code: 'INVALID_INPUT'})
  }
  clash('--final', finalPath, [input])
  if (retryPath) clash('--retry-file', retryPath, [input, resolve(finalPath)])
}

function neverRun(file: string): InputError {
  return new InputError({code: 'never-run', file}, {code: 'NO_JOURNAL'})
}
