import {InputError} from '../../core/errors.js'
import {formatBaht} from '../../core/money/money.js'
import {
  type BooksReconcile,
  RECONCILE_CLASSES,
  type ReconcileClass,
  type ReconcileEntry,
  type ReconcileLine,
  type ReconcileSummary,
} from '../../core/schemas/output/reconcile.js'
import type {LedgerScope} from '../ledger/files.js'
import {isFinalStatus, type LedgerEntry} from '../ledger/seen.js'
import {type OperatorColumns, type OperatorRow, readOperatorFile} from './operator-file.js'

/**
 * True for a ledger entry that moved money: a CREDITED deposit, or a withdrawal that was not FAILED or REJECTED
 * (one still on its way has left the wallet already). A top-up is the sandbox's own money, in no operator's file.
 */
export function movedMoney(entry: LedgerEntry): boolean {
  if (entry.kind === 'deposit') return entry.status === 'CREDITED'
  if (entry.kind === 'withdrawal') return entry.status !== 'FAILED' && entry.status !== 'REJECTED'
  return false
}

export interface Matched {
  summary: ReconcileSummary
  lines: ReconcileLine[]
  /** Withdrawals paired with a row whose status is not final: matched as records, not yet as money settled. */
  notFinal: number
  /** Deposits and withdrawals read from `entries`. */
  entries: number
}

/**
 * Matches the rows of the operator's file with the ledger's entries by reference (a deposit's user_ref, a
 * withdrawal's reference_user_id: a row may name either), reading the entries once and keeping only those that
 * a row names or that are extra, so a long ledger is never held whole. For each reference, the rows and the
 * entries that moved money pair one to one: first those with equal amounts (matched), in file and ledger order,
 * then the rest in order (amount_differs). A row left without an entry is missing_in_pay when no row of its
 * reference paired and it is the first such row, else duplicate_in_file. An entry that moved money and pairs
 * with no row is extra_in_pay; with `onlyListed`, only when a row names its reference. The amount compared is the
 * entry's `amount`: what a deposit asked (what an order is for; the fee taken from it is the service's), and what a
 * withdrawal paid to the destination (what a payroll line says).
 *
 * @example matchRows([{row: 1, line: 2, key: 'A-1', amount: 10000}], [], {onlyListed: false}).summary // {matched: 0, missing_in_pay: 1, extra_in_pay: 0, amount_differs: 0, duplicate_in_file: 0}
 */
export function matchRows(rows: OperatorRow[], entries: Iterable<LedgerEntry>, options: {onlyListed: boolean}): Matched {
  const rowsByKey = new Map<string, OperatorRow[]>()
  for (const row of rows) {
    const same = rowsByKey.get(row.key)
    if (same) same.push(row)
    else rowsByKey.set(row.key, [row])
  }
  const moved = new Map<string, LedgerEntry[]>()
  const stillNot = new Map<string, LedgerEntry>()
  const extras: LedgerEntry[] = []
  let read = 0
  for (const entry of entries) {
    if (entry.kind === 'top-up') continue
    read++
    const named = entry.reference !== null && rowsByKey.has(entry.reference)
    if (named && movedMoney(entry)) {
      const same = moved.get(entry.reference!)
      if (same) same.push(entry)
      else moved.set(entry.reference!, [entry])
    } else if (named) stillNot.set(entry.reference!, entry)
    else if (movedMoney(entry) && !options.onlyListed) extras.push(entry)
  }

  const byRow = new Map<OperatorRow, ReconcileLine>()
  const unpaired: LedgerEntry[] = []
  for (const [key, keyRows] of rowsByKey) {
    const open = [...(moved.get(key) ?? [])]
    const pair = (row: OperatorRow, entry: LedgerEntry) => {
      open.splice(open.indexOf(entry), 1)
      byRow.set(row, rowLine(row.amount === entry.amount ? 'matched' : 'amount_differs', row, entry))
    }
    for (const row of keyRows) {
      const equal = open.find((entry) => entry.amount === row.amount)
      if (equal) pair(row, equal)
    }
    for (const row of keyRows) if (!byRow.has(row) && open.length > 0) pair(row, open[0]!)
    const anyPaired = keyRows.some((row) => byRow.has(row))
    keyRows
      .filter((row) => !byRow.has(row))
      .forEach((row, index) => {
        const first = !anyPaired && index === 0
        byRow.set(row, rowLine(first ? 'missing_in_pay' : 'duplicate_in_file', row, first ? stillNot.get(key) : undefined))
      })
    unpaired.push(...open)
  }

  const extraLines = [...extras, ...unpaired].sort(ledgerOrder).map((entry) => extraLine(entry))
  const lines = [...rows.map((row) => byRow.get(row)!), ...extraLines]
  const summary = Object.fromEntries(RECONCILE_CLASSES.map((name) => [name, 0])) as ReconcileSummary
  for (const line of lines) summary[line.class]++
  const paired = lines.filter((line) => line.class === 'matched' || line.class === 'amount_differs')
  const notFinal = paired.filter((line) => line.pay && !isFinalStatus(line.pay.kind, line.pay.status)).length
  return {summary, lines, notFinal, entries: read}
}

export interface ReconcileOptions {
  path: string
  columns: OperatorColumns
  scope: LedgerScope
  from?: string
  to?: string
  onlyListed: boolean
}

/**
 * `pay reconcile FILE`: reads the operator's file whole (refused before the ledger is opened when a row is bad),
 * then the ledger's deposits and withdrawals created in the period, and matches them ({@link matchRows}).
 */
export async function reconcileFile(options: ReconcileOptions): Promise<Omit<BooksReconcile, 'out'>> {
  const file = await readOperatorFile(options.path, options.columns)
  const {openLedger} = await import('../ledger/ledger.js')
  const ledger = await openLedger(options.scope)
  try {
    const {summary, lines, notFinal, entries} = matchRows(file.rows, ledger.entries({from: options.from, to: options.to}), options)
    return {
      file: options.path,
      format: file.format,
      key_column: options.columns.key.name,
      amount_column: options.columns.amount.name,
      ledger: ledger.path,
      period: {from: options.from ?? null, to: options.to ?? null},
      only_listed: options.onlyListed,
      rows: file.rows.length,
      entries,
      summary,
      not_final: notFinal,
      lines,
    }
  } finally {
    ledger.close()
  }
}

function rowLine(name: ReconcileClass, row: OperatorRow, entry: LedgerEntry | undefined): ReconcileLine {
  return {
    class: name,
    row: row.row,
    line: row.line,
    key: row.key,
    file_amount: formatBaht(row.amount),
    pay: entry ? entryOf(entry) : null,
    difference: name === 'amount_differs' ? formatBaht(row.amount - entry!.amount) : null,
  }
}

function extraLine(entry: LedgerEntry): ReconcileLine {
  return {class: 'extra_in_pay', row: null, line: null, key: null, file_amount: null, pay: entryOf(entry), difference: null}
}

function entryOf(entry: LedgerEntry): ReconcileEntry {
  return {
    kind: entry.kind as ReconcileEntry['kind'],
    id: entry.id,
    reference: entry.reference,
    status: entry.status,
    amount: formatBaht(entry.amount),
    credited: entry.credited === null ? null : formatBaht(entry.credited),
    fee: entry.fee === null ? null : formatBaht(entry.fee),
    created_at: entry.createdAt,
  }
}

/** The ledger's own order: createdAt, then id. */
function ledgerOrder(a: LedgerEntry, b: LedgerEntry): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/

/**
 * Refuses (InputError, exit 2) a `--from` or `--to` that is not a date or time, or a period that ends before it
 * starts, before anything is read: a date alone is that whole day in Thailand, as the ledger reads it.
 *
 * @example checkPeriod('2026-11-01', '2026-11-30') // undefined
 */
export function checkPeriod(from: string | undefined, to: string | undefined): void {
  const start = from === undefined ? undefined : periodTime(from, '--from', 'T00:00:00.000Z')
  const end = to === undefined ? undefined : periodTime(to, '--to', 'T23:59:59.999Z')
  if (start !== undefined && end !== undefined && start > end) {
    throw new InputError({code: 'period-reversed', from: from!, to: to!}, {code: 'INVALID_PERIOD'})
  }
}

function periodTime(text: string, label: string, dayTime: string): number {
  const time = Date.parse(DATE_ONLY.test(text) ? `${text}${dayTime}` : text)
  if (Number.isNaN(time)) throw new InputError({code: 'period-not-time', label, text}, {code: 'INVALID_PERIOD', details: {field: label}})
  return time
}
