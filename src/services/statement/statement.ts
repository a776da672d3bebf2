import {extname} from 'node:path'

import type {BookFileFact, StatementFact} from '../../core/error-facts.js'
import {InputError} from '../../core/errors.js'
import {replaceProblem} from '../../core/files/replace-file.js'
import {endpoint, type PayApi} from '../../core/http/api.js'
import {formatBaht, parseWireMoney, type Satang} from '../../core/money/money.js'
import type {Balance} from '../../core/schemas/balance.js'
import type {DryRunOutput} from '../../core/schemas/output/cli.js'
import type {StatementOutput} from '../../core/schemas/output/statement.js'
import {checkTableFile} from '../books/table-file.js'
import type {LedgerFilter} from '../ledger/ledger.js'
import {isFinalStatus, type LedgerEntry} from '../ledger/seen.js'

/** What a statement reads of the ledger (src/services/ledger/ledger.ts); a test may hand it any such reader. */
export interface StatementLedger {
  entries(filter?: LedgerFilter): IterableIterator<LedgerEntry>
  lastReset(): string | null
}

/**
 * The days of a statement are days in Thailand (UTC+07:00, no daylight saving): an accountant's month in Bangkok.
 * `from` and `to` are the first and last instants of the period, inclusive.
 */
export const STATEMENT_OFFSET = '+07:00'
const OFFSET_MS = 7 * 3_600_000
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

export interface StatementPeriod {
  /** The first and last day as given (`2026-11-01`), in Thailand. */
  fromDay: string
  toDay: string
  from: string
  to: string
}

/** The labels of the inputs a statement reads (the command's flags). */
export interface PeriodLabels {
  from: string
  to: string
}

/** The day in Thailand of an instant, `YYYY-MM-DD`. */
export function thaiDay(at: number): string {
  return new Date(at + OFFSET_MS).toISOString().slice(0, 10)
}

function readDay(text: string, label: string): number {
  const match = DAY.exec(text.trim())
  const start = match ? Date.parse(`${match[1]}-${match[2]}-${match[3]}T00:00:00.000${STATEMENT_OFFSET}`) : Number.NaN
  if (!match || Number.isNaN(start) || thaiDay(start) !== text.trim()) throw new InputError({code: 'statement-day', label, given: text})
  return start
}

/**
 * The period of `--from`/`--to`: whole days in Thailand; by default from the first of this month to today.
 * @example readPeriod({from: '2026-11-01', to: '2026-11-30'}, labels, now).from // '2026-10-31T17:00:00.000Z'
 */
export function readPeriod(given: {from?: string; to?: string}, labels: PeriodLabels, now: number): StatementPeriod {
  const today = thaiDay(now)
  const fromDay = given.from?.trim() ?? `${today.slice(0, 8)}01`
  const toDay = given.to?.trim() ?? today
  const start = readDay(fromDay, labels.from)
  const end = readDay(toDay, labels.to) + 86_400_000 - 1
  if (end < start) throw new InputError({code: 'statement-period', from: fromDay, to: toDay, labels: [labels.from, labels.to]})
  return {fromDay, toDay, from: new Date(start).toISOString(), to: new Date(end).toISOString()}
}

export const STATEMENT_FORMATS = ['csv', 'xlsx', 'pdf'] as const
export type StatementFormat = (typeof STATEMENT_FORMATS)[number]

/**
 * The file `--format`/`--out` ask for, checked before anything is read or sent: the format by `--format`, else by the
 * file's extension, which must agree; the file must be one that can be replaced whole. Null when no file is asked for.
 */
export function checkStatementFile(
  given: {format?: StatementFormat; out?: string},
  labels: {out: string},
): {format: StatementFormat; path: string} | null {
  if (given.out === undefined) {
    if (given.format === undefined) return null
    throw outFileError({code: 'statement-out', label: labels.out, given: null, formats: [given.format]}, labels.out)
  }
  const extension = extname(given.out).slice(1).toLowerCase()
  const format = STATEMENT_FORMATS.find((known) => known === extension)
  if (format === undefined || (given.format !== undefined && given.format !== format)) {
    const formats = given.format ? [given.format] : [...STATEMENT_FORMATS]
    throw outFileError({code: 'statement-out', label: labels.out, given: given.out, formats}, labels.out)
  }
  if (format !== 'pdf') checkTableFile(given.out, labels.out)
  else {
    const found = replaceProblem(given.out)
    const facts = {label: labels.out, path: given.out}
    if (found?.problem === 'is-directory') throw outFileError({code: 'table-file-is-directory', ...facts}, labels.out)
    if (found?.problem === 'no-folder' || found?.problem === 'folder-not-writable')
      throw outFileError({code: `table-file-${found.problem}`, ...facts, folder: found.folder}, labels.out)
  }
  return {format, path: given.out}
}

/** Refused as checkTableFile refuses a table file: INVALID_OUT_FILE, naming the flag. */
function outFileError(facts: BookFileFact | StatementFact, label: string): InputError {
  return new InputError(facts, {code: 'INVALID_OUT_FILE', details: {field: label}})
}

/** How a line moved the wallet: a deposit credited (net), a test top-up, a withdrawal's gross taken, or given back. */
export type StatementLineKind = 'credit' | 'top-up' | 'debit' | 'refund'

export interface StatementLine {
  /** The instant that places it in the period (docs/books.md): created for credits, top-ups and debits, settled for refunds. */
  at: string
  kind: StatementLineKind
  id: string
  reference: string | null
  /** The service's status as the ledger last saw it. */
  status: string
  /** Into the wallet (positive) or out of it (negative). */
  amount: Satang
  /** The fee inside `amount`: withheld from a deposit, charged with a withdrawal, given back with a refund. */
  fee: Satang
  /** The wallet after this line. */
  balance: Satang
}

export interface StatementTotals {
  /** Deposits credited, net of their fee. */
  deposits: Satang
  topUps: Satang
  /** Withdrawals' gross (amount + fee), taken at creation. */
  debits: Satang
  /** The gross of FAILED and REJECTED withdrawals, given back. */
  refunds: Satang
  depositFees: Satang
  withdrawalFees: Satang
  /** The fees of refunded withdrawals, given back with their gross. */
  feesReturned: Satang
  lines: number
}

/**
 * The closing compared with what the service holds, made only when the period reaches today (the service tells
 * only today's balance). `difference` is the service's available less the closing. When it is more and every
 * withdrawal the ledger holds open is open at the service too (the same pending), it is money pay has not seen
 * come in: deposits created outside pay, or credited without pay seeing it (`unseenDeposits`); anything else is
 * `unexplained`, never forced to zero.
 */
export interface ServiceComparison {
  available: Satang
  pending: Satang
  difference: Satang
  unseenDeposits: Satang
  unexplained: Satang
}

export interface Statement {
  period: StatementPeriod
  /** In test mode, the last `pay test reset` before the period's end: the history starts there. */
  historyStart: string | null
  opening: Satang
  totals: StatementTotals
  /** opening + credits − debits + refunds. */
  closing: Satang
  service: ServiceComparison | null
  /** The gross of withdrawals the ledger holds not final, up to the period's end. */
  ledgerPending: Satang
  /** Deposits CREDITED whose credited amount the ledger does not hold: not in the sums, counted so it is said. */
  creditsUnknown: number
  /** Deposits the ledger holds not final: their credit, if any came, is not in the ledger yet (`pay sync`). */
  depositsOpen: number
  /** Every line of the period in order, read again from the ledger on each call (100,000 lines are not held). */
  lines(): IterableIterator<StatementLine>
}

export interface StatementOptions {
  ledger: StatementLedger
  period: StatementPeriod
  /** The service's balance, read before the ledger is opened ({@link readServiceBalance}); null when the period ends before today. */
  balance: Balance | null
}

const REFUNDED = new Set(['FAILED', 'REJECTED'])

const gross = (entry: LedgerEntry) => entry.amount + (entry.fee ?? 0)

type Movement = Omit<StatementLine, 'balance'>

/** The line an entry makes at its creation, or null when it moved no money then. */
function createdLine(entry: LedgerEntry): Movement | null {
  const base = {at: entry.createdAt, id: entry.id, reference: entry.reference, status: entry.status}
  if (entry.kind === 'withdrawal') return {...base, kind: 'debit', amount: -gross(entry), fee: entry.fee ?? 0}
  if (entry.kind === 'top-up') return {...base, kind: 'top-up', amount: entry.amount, fee: 0}
  if (entry.status !== 'CREDITED' || entry.credited === null) return null
  return {...base, kind: 'credit', amount: entry.credited, fee: entry.fee ?? entry.amount - entry.credited}
}

function refundLine(entry: LedgerEntry): Movement | null {
  if (entry.kind !== 'withdrawal' || !REFUNDED.has(entry.status) || entry.settledAt === null) return null
  return {
    at: entry.settledAt,
    kind: 'refund',
    id: entry.id,
    reference: entry.reference,
    status: entry.status,
    amount: gross(entry),
    fee: entry.fee ?? 0,
  }
}

const byTime = (a: Movement, b: Movement) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

/** The lines made at creation, in the ledger's order, with the refunds put in at their time. */
function* merged(created: Iterable<Movement>, refunds: Movement[]): Generator<Movement> {
  let next = 0
  for (const line of created) {
    while (next < refunds.length && byTime(refunds[next]!, line) < 0) yield refunds[next++]!
    yield line
  }
  while (next < refunds.length) yield refunds[next++]!
}

/** True when the period reaches today: only then is the closing compared with what the service holds. */
export function reachesToday(period: StatementPeriod, now: number): boolean {
  return Date.parse(period.to) >= now
}

/** The service's balance when the period reaches today, else null: read before the ledger is opened. */
export async function readServiceBalance(api: PayApi, period: StatementPeriod, now: number): Promise<Balance | null> {
  return reachesToday(period, now) ? (await api.getBalance()).data : null
}

/** The request a statement sends (`--dry-run`): the balance, when the period reaches today; null when it sends none. */
export function wouldReadStatement(api: PayApi, period: StatementPeriod, now: number): DryRunOutput | null {
  return reachesToday(period, now) ? api.wouldSend(endpoint.getBalance()) : null
}

/**
 * The statement of a period from the ledger: the opening balance (everything since the history starts), the
 * period's credits, debits, refunds and fees, the closing, and, given the service's balance, the closing compared
 * with it. Reads the ledger in creation order, holding no line but the period's refunds.
 */
export function buildStatement(options: StatementOptions): Statement {
  const {ledger, period} = options
  const reset = ledger.lastReset()
  const historyStart = reset !== null && reset <= period.to ? reset : null
  const since = historyStart ?? undefined
  const totals: StatementTotals = {
    deposits: 0,
    topUps: 0,
    debits: 0,
    refunds: 0,
    depositFees: 0,
    withdrawalFees: 0,
    feesReturned: 0,
    lines: 0,
  }
  let opening = 0
  let ledgerPending = 0
  let creditsUnknown = 0
  let depositsOpen = 0
  // The ledger keeps times as toISOString() writes them, as the period's are: comparing the texts compares the times.
  const {from: start, to: end} = period
  // A withdrawal is created before it is refunded, so the one pass in creation order finds every refund up to the
  // period's end; those of the period are kept, in time order, for the lines.
  const refunds: Movement[] = []
  // Every row is read, those outside the history and the period too: the ledger checks each row it reads, and a
  // damaged one must refuse the statement wherever its time would sort it.
  for (const entry of ledger.entries()) {
    if ((since !== undefined && entry.createdAt < since) || entry.createdAt > end) continue
    const refund = refundLine(entry)
    if (refund && refund.at <= end) {
      if (refund.at < start) opening += refund.amount
      else {
        refunds.push(refund)
        totals.lines++
        totals.refunds += refund.amount
        totals.feesReturned += refund.fee
      }
    }
    if (entry.kind === 'withdrawal' && !isFinalStatus(entry.kind, entry.status)) ledgerPending += gross(entry)
    if (entry.kind === 'deposit' && entry.status === 'PENDING') depositsOpen++
    if (entry.kind === 'deposit' && entry.status === 'CREDITED' && entry.credited === null) creditsUnknown++
    const line = createdLine(entry)
    if (!line) continue
    if (line.at < start) {
      opening += line.amount
      continue
    }
    totals.lines++
    if (line.kind === 'debit') {
      totals.debits -= line.amount
      totals.withdrawalFees += line.fee
    } else if (line.kind === 'top-up') totals.topUps += line.amount
    else {
      totals.deposits += line.amount
      totals.depositFees += line.fee
    }
  }
  refunds.sort(byTime)
  const closing = opening + totals.deposits + totals.topUps - totals.debits + totals.refunds
  return {
    period,
    historyStart,
    opening,
    totals,
    closing,
    service: options.balance && compare(options.balance, closing, ledgerPending),
    ledgerPending,
    creditsUnknown,
    depositsOpen,
    *lines() {
      // From the history's start, not the period's: the ledger reads a page after a lower bound by scanning from it.
      const created = ledger.entries({from: since, to: period.to})
      let balance = opening
      for (const line of merged(movements(created, start), refunds)) {
        balance += line.amount
        yield {...line, balance}
      }
    },
  }
}

/** The lines entries made at their creation, from `start` on. */
function* movements(entries: Iterable<LedgerEntry>, start: string): Generator<Movement> {
  for (const entry of entries) {
    const line = createdLine(entry)
    if (line && line.at >= start) yield line
  }
}

function compare(balance: Balance, closing: Satang, ledgerPending: Satang): ServiceComparison {
  const available = parseWireMoney(balance.available)
  const pending = parseWireMoney(balance.pending)
  const difference = available - closing
  const unseenDeposits = difference > 0 && pending === ledgerPending ? difference : 0
  return {available, pending, difference, unseenDeposits, unexplained: difference - unseenDeposits}
}

/** The statement as `--json` prints it, every line included unless `lines` is false. */
export function statementDocument(
  statement: Statement,
  who: {mode: 'test' | 'live'; profile: string | null},
  include: {lines: boolean} = {lines: true},
): StatementOutput {
  const {period, totals, service} = statement
  const orNull = (satang: Satang | undefined) => (satang === undefined ? null : formatBaht(satang))
  return {
    ...who,
    period: {from: period.fromDay, to: period.toDay, time_zone: STATEMENT_OFFSET, starts_at: period.from, ends_at: period.to},
    history_start: statement.historyStart,
    balance_proof: {
      opening: formatBaht(statement.opening),
      credits: formatBaht(totals.deposits + totals.topUps),
      debits: formatBaht(totals.debits),
      refunds: formatBaht(totals.refunds),
      closing: formatBaht(statement.closing),
      service_available: orNull(service?.available),
      difference: orNull(service?.difference),
      unseen_deposits: orNull(service?.unseenDeposits),
      unexplained: orNull(service?.unexplained),
    },
    credits: {deposits: formatBaht(totals.deposits), top_ups: formatBaht(totals.topUps)},
    fees: {
      deposits: formatBaht(totals.depositFees),
      withdrawals: formatBaht(totals.withdrawalFees),
      returned: formatBaht(totals.feesReturned),
      net: formatBaht(totals.depositFees + totals.withdrawalFees - totals.feesReturned),
    },
    ledger: {
      lines: totals.lines,
      deposits_open: statement.depositsOpen,
      credits_unknown: statement.creditsUnknown,
      pending: formatBaht(statement.ledgerPending),
      service_pending: orNull(service?.pending),
    },
    lines: Array.from(include.lines ? statement.lines() : [], (line) => ({
      ...line,
      amount: formatBaht(line.amount),
      fee: formatBaht(line.fee),
      balance: formatBaht(line.balance),
    })),
  }
}
