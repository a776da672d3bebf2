import {InputError} from '../../core/errors.js'
import {endpoint, type PayApi} from '../../core/http/api.js'
import {formatBaht, parseWireMoney, type Satang} from '../../core/money/money.js'
import type {DryRunOutput} from '../../core/schemas/output/cli.js'
import type {StatementOutput} from '../../core/schemas/output/statement.js'
import type {LedgerEntry, LedgerKind} from '../ledger/ledger.js'

/** What a statement reads of the ledger (src/services/ledger/ledger.ts); a test may hand it any such reader. */
export interface StatementLedger {
  entries(filter?: {from?: string; to?: string; kind?: LedgerKind; by?: 'createdAt' | 'settledAt'}): IterableIterator<LedgerEntry>
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
  api: PayApi
  now: number
}

const REFUNDED = new Set(['FAILED', 'REJECTED'])
const WITHDRAWAL_FINAL = new Set(['SUCCESS', 'FAILED', 'REJECTED'])

const gross = (entry: LedgerEntry) => entry.amount + (entry.fee ?? 0)

/** The line an entry makes at its creation, or null when it moved no money then. */
function createdLine(entry: LedgerEntry): Omit<StatementLine, 'balance'> | null {
  const base = {at: entry.createdAt, id: entry.id, reference: entry.reference, status: entry.status}
  if (entry.kind === 'withdrawal') return {...base, kind: 'debit', amount: -gross(entry), fee: entry.fee ?? 0}
  if (entry.kind === 'top-up') return {...base, kind: 'top-up', amount: entry.amount, fee: 0}
  if (entry.status !== 'CREDITED' || entry.credited === null) return null
  return {...base, kind: 'credit', amount: entry.credited, fee: entry.fee ?? entry.amount - entry.credited}
}

function refundLine(entry: LedgerEntry): Omit<StatementLine, 'balance'> | null {
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

function* linesOf(
  entries: Iterable<LedgerEntry>,
  make: (entry: LedgerEntry) => Omit<StatementLine, 'balance'> | null,
): Generator<Omit<StatementLine, 'balance'>> {
  for (const entry of entries) {
    const line = make(entry)
    if (line) yield line
  }
}

/** Two ordered streams of lines as one, by instant then id (a debit before its own refund). */
function* merged(
  first: Iterator<Omit<StatementLine, 'balance'>>,
  second: Iterator<Omit<StatementLine, 'balance'>>,
): Generator<Omit<StatementLine, 'balance'>> {
  let a = first.next()
  let b = second.next()
  while (!a.done || !b.done) {
    const takeA = b.done || (!a.done && (a.value.at < b.value.at || (a.value.at === b.value.at && a.value.id <= b.value.id)))
    if (takeA) {
      yield a.value!
      a = first.next()
    } else {
      yield b.value!
      b = second.next()
    }
  }
}

function later(a: string | null, b: string): string {
  return a !== null && a > b ? a : b
}

/** The request a statement sends (`--dry-run`): the balance, when the period reaches today. */
export function wouldReadStatement(options: Pick<StatementOptions, 'api' | 'period' | 'now'>): DryRunOutput | null {
  return reachesToday(options) ? options.api.wouldSend(endpoint.getBalance()) : null
}

function reachesToday({period, now}: Pick<StatementOptions, 'period' | 'now'>): boolean {
  return Date.parse(period.to) >= now
}

/**
 * The statement of a period from the ledger: the opening balance (everything since the history starts), the
 * period's credits, debits, refunds and fees, the closing, and, when the period reaches today, the closing
 * compared with the service's balance. Reads the ledger in two ordered passes, holding no line.
 */
export async function buildStatement(options: StatementOptions): Promise<Statement> {
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
  const start = Date.parse(period.from)
  for (const entry of ledger.entries({from: since, to: period.to, by: 'createdAt'})) {
    if (entry.kind === 'withdrawal' && !WITHDRAWAL_FINAL.has(entry.status)) ledgerPending += gross(entry)
    if (entry.kind === 'deposit' && entry.status === 'PENDING') depositsOpen++
    if (entry.kind === 'deposit' && entry.status === 'CREDITED' && entry.credited === null) creditsUnknown++
    const line = createdLine(entry)
    if (!line) continue
    if (Date.parse(line.at) < start) {
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
  for (const entry of ledger.entries({from: since, to: period.to, kind: 'withdrawal', by: 'settledAt'})) {
    const line = refundLine(entry)
    if (!line) continue
    if (Date.parse(line.at) < start) {
      opening += line.amount
      continue
    }
    totals.lines++
    totals.refunds += line.amount
    totals.feesReturned += line.fee
  }
  const closing = opening + totals.deposits + totals.topUps - totals.debits + totals.refunds
  const service = reachesToday(options) ? compare(await options.api.getBalance(), closing, ledgerPending) : null
  const from = later(historyStart, period.from)
  return {
    period,
    historyStart,
    opening,
    totals,
    closing,
    service,
    ledgerPending,
    creditsUnknown,
    depositsOpen,
    *lines() {
      const created = linesOf(ledger.entries({from, to: period.to, by: 'createdAt'}), createdLine)
      const settled = linesOf(ledger.entries({from, to: period.to, kind: 'withdrawal', by: 'settledAt'}), refundLine)
      let balance = opening
      for (const line of merged(created, settled)) {
        balance += line.amount
        yield {...line, balance}
      }
    },
  }
}

function compare(answer: Awaited<ReturnType<PayApi['getBalance']>>, closing: Satang, ledgerPending: Satang): ServiceComparison {
  const available = parseWireMoney(answer.data.available)
  const pending = parseWireMoney(answer.data.pending)
  const difference = available - closing
  const unseenDeposits = difference > 0 && pending === ledgerPending ? difference : 0
  return {available, pending, difference, unseenDeposits, unexplained: difference - unseenDeposits}
}

/** The statement as `--json` prints it, every line included. */
export function statementDocument(statement: Statement, who: {mode: 'test' | 'live'; profile: string | null}): StatementOutput {
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
    lines: Array.from(statement.lines(), (line) => ({
      ...line,
      amount: formatBaht(line.amount),
      fee: formatBaht(line.fee),
      balance: formatBaht(line.balance),
    })),
  }
}
