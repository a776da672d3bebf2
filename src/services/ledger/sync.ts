import {ApiError} from '../../core/errors.js'
import type {PayApi} from '../../core/http/api.js'
import * as z from '../../core/schemas/zod.js'
import {ALL_PAGE_SIZE, nextCursor} from '../withdrawals/list.js'
import type {LedgerScope} from './files.js'
import {type Ledger, openLedger} from './ledger.js'
import {knownEntry, what} from './recorder.js'
import {depositEntry, type LedgerEntry, type LedgerKind, withdrawalEntry} from './seen.js'

export interface SyncOptions {
  api: PayApi
  scope: LedgerScope
  now?: () => number
}

const count = z.number().int().nonnegative()

/** What `pay sync --json` prints: what it read from the service and what changed in the ledger. */
export const syncReportSchema = z.object({
  /** The ledger's file. */
  ledger: z.string(),
  /** Requests' worth read: pages of the withdrawal list, withdrawals (listed or read one by one), deposits read. */
  fetched: z.object({withdrawal_pages: count, withdrawals: count, deposits: count}),
  /** Entries the ledger did not have. */
  added: count,
  /** Entries whose status or amounts changed. */
  updated: count,
  /** Entries not final that the service no longer knows (404): left as they were. */
  not_found: z.array(z.string()),
  /** Entries not final after the sync (those from before the last test-mode reset left out). */
  still_pending: z.object({deposits: count, withdrawals: count}),
})
export type SyncReport = z.infer<typeof syncReportSchema>

/** The newest withdrawal of the last sync that read the list to its end, or to the one before that. */
const READ_THROUGH = 'withdrawals-read-through'

/**
 * Brings the ledger of a profile and mode up to date with the service, sending only what it must: the pages of
 * withdrawals down to the one the last sync read through (every page the first time), a GET of each withdrawal
 * not final that those pages did not show, and a GET of each deposit not final (the API cannot list deposits).
 * Entries from before the last test-mode reset are left alone: the service wiped them. Each page and each answer
 * is recorded as it comes, the ledger held only while it is written, so a sync cut short keeps what it read.
 */
export async function syncLedger({api, scope, now = Date.now}: SyncOptions): Promise<SyncReport> {
  const at = () => new Date(now()).toISOString()
  const start = await withLedger(scope, (ledger) => {
    const open = openEntries(ledger)
    return {path: ledger.path, through: ledger.mark(READ_THROUGH), deposits: open.deposit, withdrawals: new Set(open.withdrawal)}
  })
  const report: SyncReport = {
    ledger: start.path,
    fetched: {withdrawal_pages: 0, withdrawals: 0, deposits: 0},
    added: 0,
    updated: 0,
    not_found: [],
    still_pending: {deposits: 0, withdrawals: 0},
  }
  const record = (entries: LedgerEntry[]) => withLedger(scope, (ledger) => recordCounting(ledger, entries, report))

  const cursors = new Set<string>()
  let cursor: string | undefined
  let newest: string | undefined
  for (;;) {
    const {data: page} = await api.listWithdrawals({limit: ALL_PAGE_SIZE, cursor})
    report.fetched.withdrawal_pages++
    report.fetched.withdrawals += page.data.length
    newest ??= page.data[0]?.id
    const seenAt = at()
    await record(page.data.map((withdrawal) => withdrawalEntry(withdrawal, 'seen', seenAt)))
    for (const withdrawal of page.data) start.withdrawals.delete(withdrawal.id)
    const readBefore = start.through !== null && page.data.some((withdrawal) => withdrawal.id === start.through)
    if (!page.has_more || readBefore) break
    cursor = nextCursor(page, cursors)
  }
  for (const id of start.withdrawals) {
    const withdrawal = await unlessGone(report, id, () => api.getWithdrawal(id))
    report.fetched.withdrawals++
    if (withdrawal) await record([withdrawalEntry(withdrawal, 'seen', at())])
  }
  for (const id of start.deposits) {
    const deposit = await unlessGone(report, id, () => api.getDeposit(id))
    report.fetched.deposits++
    if (deposit) await record([depositEntry(deposit, 'seen', at())])
  }

  report.still_pending = await withLedger(scope, (ledger) => {
    if (newest !== undefined) ledger.setMark(READ_THROUGH, newest)
    const open = openEntries(ledger)
    return {deposits: open.deposit.length, withdrawals: open.withdrawal.length}
  })
  return report
}

/** Opens the ledger for one step and closes it: on Node 20 the process that has it open holds the file. */
async function withLedger<T>(scope: LedgerScope, use: (ledger: Ledger) => T): Promise<T> {
  const ledger = await openLedger(scope)
  try {
    return use(ledger)
  } finally {
    ledger.close()
  }
}

/**
 * The ids of the entries not final, by kind, since the last test-mode reset. Every row is read, so that a damaged
 * one anywhere in the ledger is found (and refused, naming it) at the next sync, not only one among these.
 */
function openEntries(ledger: Ledger): Record<LedgerKind, string[]> {
  const since = ledger.lastReset()
  const open: Record<LedgerKind, string[]> = {deposit: [], withdrawal: [], 'top-up': []}
  for (const entry of ledger.entries()) {
    if (entry.settledAt === null && (since === null || entry.createdAt > since)) open[entry.kind].push(entry.id)
  }
  return open
}

function recordCounting(ledger: Ledger, entries: LedgerEntry[], report: SyncReport): void {
  const before = entries.map((entry) => knownEntry(ledger, entry.kind, entry.id))
  ledger.recordAll(entries)
  for (const [index, entry] of entries.entries()) {
    const was = before[index]
    if (!was) report.added++
    else if (what(was) !== what(knownEntry(ledger, entry.kind, entry.id) ?? was)) report.updated++
  }
}

/** The object the request answers with, or undefined (its id noted) when the service no longer knows it. */
async function unlessGone<T>(report: SyncReport, id: string, get: () => Promise<{data: T}>): Promise<T | undefined> {
  try {
    return (await get()).data
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error
    report.not_found.push(id)
    return undefined
  }
}
