import {mkdirSync, readFileSync} from 'node:fs'
import {join} from 'node:path'

import {PayError} from '../../core/errors.js'
import * as z from '../../core/schemas/zod-mini.js'
import type {Db, SqlValue} from '../../core/sqlite/connection.js'
import {inboxFiles, LEDGER_DIR, type LedgerScope, ledgerPath, removeInboxFiles} from './files.js'
import {isFinalStatus, type LedgerEntry, type LedgerKind, type Seen} from './seen.js'

export interface LedgerFilter {
  /** Inclusive; a date alone (`2026-11-01`) is that whole day in Thailand (UTC+07:00), a timestamp is that instant. */
  from?: string
  to?: string
  kind?: LedgerKind
  /** The time `from`/`to` are compared with: createdAt (the default), or settledAt, which leaves out entries not final. */
  by?: 'createdAt' | 'settledAt'
  /** false: only entries not final yet (settledAt null); true: only final ones. */
  final?: boolean
}

export interface Ledger {
  /** The ledger's file. */
  readonly path: string
  /** Upsert by (kind, id). A final status is never moved back to a non-final one; amounts known are kept. */
  record(entry: LedgerEntry): void
  /** Several records in one transaction (a page of withdrawals, a sync). */
  recordAll(entries: Iterable<LedgerEntry>): void
  /**
   * What answers and deliveries told, in order, in one transaction: entries recorded, a status alone recorded over
   * the entry it names when the ledger has it, a reset recorded once however often it is told.
   */
  recordSeen(batch: readonly Seen[]): void
  /** The entry of (kind, id), if recorded. */
  get(kind: LedgerKind, id: string): LedgerEntry | undefined
  /**
   * Entries ordered by createdAt then id, read lazily a page at a time (100,000 rows are never held at once).
   * A row that is not a ledger entry (the file edited, damaged) throws a PayError (`ledger-damaged`) naming the
   * file and the row, and so does a damaged file of its inbox (`ledger-inbox-damaged`): books made from it could
   * not be trusted.
   */
  entries(filter?: LedgerFilter): IterableIterator<LedgerEntry>
  /** A test-mode reset (`pay test reset`): the service wiped the mode's data at `at` (ISO-8601). */
  recordReset(at: string): void
  /** The time of the last recorded reset, or null when none was. */
  lastReset(): string | null
  /** A note `pay sync` keeps between runs (how far the withdrawals were read); null when none. A reset forgets them. */
  mark(name: string): string | null
  setMark(name: string, value: string): void
  close(): void
}

/** The tables of a ledger, created when it is opened. */
export const LEDGER_SCHEMA = `
CREATE TABLE IF NOT EXISTS entries (
  kind TEXT NOT NULL,
  id TEXT NOT NULL,
  reference TEXT,
  amount INTEGER NOT NULL,
  fee INTEGER,
  credited INTEGER,
  status TEXT NOT NULL,
  created_at TEXT NOT NULL,
  settled_at TEXT,
  origin TEXT NOT NULL,
  PRIMARY KEY (kind, id)
);
CREATE INDEX IF NOT EXISTS entries_by_created ON entries (created_at, id);
CREATE TABLE IF NOT EXISTS resets (at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS marks (name TEXT PRIMARY KEY, value TEXT NOT NULL);
`

const text = z.string().check(z.minLength(1))
// A safe integer (zod's int), never negative.
const satang = z.int().check(z.nonnegative())
/** An entry's fields beside its times and origin, as an inbox file and a row of the ledger's table both hold them. */
const entryFields = {
  kind: z.enum(['deposit', 'withdrawal', 'top-up']),
  id: text,
  reference: z.nullable(z.string()),
  amount: satang,
  fee: z.nullable(satang),
  credited: z.nullable(satang),
  status: text,
}

/** A time as the ledger writes it (`toISOString()`), which comparing texts orders. */
const isoTime = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/, {message: 'not a UTC time as the ledger writes it'}),
  z.refine((text) => !Number.isNaN(Date.parse(text)), {message: 'not a time'}),
)
/** A row of the `entries` table as SQLite gives it back: every row read is checked with this. */
export const ledgerRowSchema = z.object({
  ...entryFields,
  created_at: isoTime,
  settled_at: z.nullable(isoTime),
  origin: z.enum(['created', 'seen']),
})
type LedgerRow = z.infer<typeof ledgerRowSchema>

// The times an answer gave (a deposit's created_at) as well as pay's: the ledger writes them as toISOString() does.
const time = z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)), {message: 'not a time'}))
/** One inbox file (files.ts, writeInbox): what the answers of one command told the ledger (seen.ts), in the order they came. */
export const inboxFileSchema = z.object({
  seen: z.array(
    z.object({
      entries: z.array(z.object({...entryFields, createdAt: time, settledAt: z.nullable(time), origin: z.enum(['created', 'seen'])})),
      statuses: z.array(z.object({kind: z.enum(['deposit', 'withdrawal']), id: text, status: text, at: time})),
      resetAt: z.optional(time),
    }),
  ),
})

interface InboxFile {
  path: string
  seen: Seen[]
}

/** An inbox file that is not one (not JSON, or not of its schema): `at` where in it, `issue` the schema's words. */
interface DamagedInboxFile {
  path: string
  at: string
  issue: string
}

/**
 * The files of the inbox of the ledger in `ledgerFile`, in the order they were written, and the damaged ones. A
 * file gone between the listing and its reading was recorded and removed by another process: it is not here.
 */
function readInbox(ledgerFile: string): {files: InboxFile[]; damaged: DamagedInboxFile[]} {
  const files: InboxFile[] = []
  const damaged: DamagedInboxFile[] = []
  for (const path of inboxFiles(ledgerFile)) {
    let content: string
    try {
      content = readFileSync(path, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue
      throw error
    }
    let document: unknown
    try {
      document = JSON.parse(content)
    } catch {
      damaged.push({path, at: '', issue: 'not JSON'})
      continue
    }
    const parsed = inboxFileSchema.safeParse(document)
    if (parsed.success) files.push({path, seen: parsed.data.seen})
    else {
      const issue = parsed.error.issues[0]!
      // A field missing is said by what it should be: zod's words for it say what it got, "undefined".
      const words = issue.code === 'invalid_type' ? `expected ${issue.expected}` : issue.message
      damaged.push({path, at: issue.path.map(String).join('.'), issue: words})
    }
  }
  return {files, damaged}
}

const COLUMNS = 'kind, id, reference, amount, fee, credited, status, created_at, settled_at, origin'
/**
 * COLUMNS as read back: an integer beyond what a JavaScript number holds (a file edited by hand) comes back as
 * its text, for the row's schema to refuse by name; node:sqlite would throw for the whole read.
 */
const READ = COLUMNS.replace(
  /\b(amount|fee|credited)\b/g,
  (column) =>
    `CASE WHEN ${column} BETWEEN -9007199254740991 AND 9007199254740991 THEN ${column} ELSE CAST(${column} AS TEXT) END AS ${column}`,
)
const PAGE = 2000

/**
 * Opens (and creates) the ledger of a profile and mode. SQLite through the driver the sandbox uses (node:sqlite,
 * or node-sqlite3-wasm on Node 20: docs/runtimes.md), loaded here and not before. On node-sqlite3-wasm one process
 * at a time holds the file: open it for what you do, then close it.
 *
 * What its inbox holds (files.ts) is recorded first, every file in one transaction, and the files removed once it
 * is committed: a process stopped in between records them again at the next opening, which changes nothing (each
 * record is a merge that holds what it holds), and two processes that record the same files at once record the
 * same. A damaged file is left where it is, for the ledger's reads to refuse naming it.
 */
export async function openLedger(scope: LedgerScope): Promise<Ledger> {
  const {openSqlite} = await import('../../core/sqlite/open.js')
  const path = ledgerPath(scope)
  mkdirSync(join(scope.dataDir, LEDGER_DIR), {recursive: true, mode: 0o700})
  const db = openSqlite(path, {brief: true})
  try {
    db.exec(LEDGER_SCHEMA)
    const inbox = readInbox(path)
    const ledger = new SqliteLedger(db, path, inbox.damaged)
    ledger.recordSeen(inbox.files.flatMap((file) => file.seen))
    removeInboxFiles(inbox.files.map((file) => file.path))
    return ledger
  } catch (error) {
    db.close()
    throw error
  }
}

class SqliteLedger implements Ledger {
  constructor(
    private readonly db: Db,
    readonly path: string,
    /** Files of its inbox that could not be recorded: every read of its entries refuses, naming the first. */
    private readonly damagedInbox: readonly DamagedInboxFile[] = [],
  ) {}

  record(entry: LedgerEntry): void {
    this.recordAll([entry])
  }

  recordAll(entries: Iterable<LedgerEntry>): void {
    this.db.transaction(() => {
      for (const entry of entries) this.upsert(entry)
    })()
  }

  recordSeen(batch: readonly Seen[]): void {
    if (batch.length === 0) return
    this.db.transaction(() => {
      for (const seen of batch) {
        for (const entry of seen.entries) this.upsert(entry)
        for (const {kind, id, status, at} of seen.statuses) {
          // A status alone names an entry the ledger may not have (a cancel of a deposit made elsewhere), or have damaged.
          const known = this.row(kind, id)
          if (known?.success) this.upsert({...fromRow(known.data), status, settledAt: isFinalStatus(kind, status) ? at : null})
        }
        if (seen.resetAt !== undefined) this.addReset(seen.resetAt)
      }
    })()
  }

  get(kind: LedgerKind, id: string): LedgerEntry | undefined {
    const row = this.row(kind, id)
    if (!row) return undefined
    if (!row.success) throw this.damaged(row.raw, row.error)
    return fromRow(row.data)
  }

  *entries(filter: LedgerFilter = {}): IterableIterator<LedgerEntry> {
    const [damaged] = this.damagedInbox
    if (damaged) {
      throw new PayError({code: 'ledger-inbox-damaged', path: damaged.path, at: damaged.at, issue: damaged.issue}, 2, {
        code: 'LEDGER_DAMAGED',
      })
    }
    // Pages are walked along the created_at index: a bound on settled_at is read as a filter (`+`: no index of
    // its own, which would sort every match again for each page), and a page after the first starts where the
    // last ended rather than at `from` (else each page scans again from `from`).
    const byCreated = filter.by !== 'settledAt'
    const column = byCreated ? 'created_at' : '+settled_at'
    const where: string[] = []
    const params: SqlValue[] = []
    if (!byCreated) where.push('+settled_at IS NOT NULL')
    if (filter.final !== undefined) where.push(filter.final ? '+settled_at IS NOT NULL' : '+settled_at IS NULL')
    if (filter.kind) {
      where.push('kind = ?')
      params.push(filter.kind)
    }
    if (filter.to !== undefined) {
      where.push(`${column} <= ?`)
      params.push(bound(filter.to, 'end'))
    }
    const from: Array<[string, SqlValue[]]> = filter.from === undefined ? [] : [[`${column} >= ?`, [bound(filter.from, 'start')]]]
    let after: [string, string] | undefined
    for (;;) {
      // After the first page, `after` is past `from` on created_at: only a settled_at bound still filters.
      const lower: Array<[string, SqlValue[]]> = after ? [['(created_at, id) > (?, ?)', after], ...(byCreated ? [] : from)] : from
      const start: [string[], SqlValue[]] = [lower.map(([sql]) => sql), lower.flatMap(([, values]) => values)]
      const page = [...where, ...start[0]]
      const sql = `SELECT ${READ} FROM entries ${page.length ? `WHERE ${page.join(' AND ')}` : ''} ORDER BY created_at, id LIMIT ${PAGE}`
      const rows = this.db.prepare(sql).all(...params, ...start[1]) as Record<string, unknown>[]
      for (const raw of rows) {
        const row = ledgerRowSchema.safeParse({...raw})
        if (!row.success) throw this.damaged(raw, row.error)
        yield fromRow(row.data)
      }
      if (rows.length < PAGE) return
      const last = rows.at(-1)!
      after = [String(last.created_at), String(last.id)]
    }
  }

  recordReset(at: string): void {
    this.db.transaction(() => this.addReset(at))()
  }

  lastReset(): string | null {
    const row = this.db.prepare('SELECT MAX(at) AS at FROM resets').get() as {at: unknown} | undefined
    return typeof row?.at === 'string' && !Number.isNaN(Date.parse(row.at)) ? row.at : null
  }

  mark(name: string): string | null {
    const row = this.db.prepare('SELECT value FROM marks WHERE name = ?').get(name) as {value: unknown} | undefined
    return typeof row?.value === 'string' ? row.value : null
  }

  setMark(name: string, value: string): void {
    this.db
      .prepare('INSERT INTO marks (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value')
      .run(name, value)
  }

  close(): void {
    this.db.close()
  }

  private row(kind: LedgerKind, id: string) {
    const raw = this.db.prepare(`SELECT ${READ} FROM entries WHERE kind = ? AND id = ?`).get(kind, id) as
      | Record<string, unknown>
      | undefined
    if (!raw) return undefined
    return {...ledgerRowSchema.safeParse({...raw}), raw}
  }

  private upsert(entry: LedgerEntry): void {
    const known = this.row(entry.kind, entry.id)
    this.write(merged(known?.success ? fromRow(known.data) : undefined, entry))
  }

  /** A reset, and the marks it makes stale forgotten; one already recorded (its inbox file recorded again) is not added. */
  private addReset(at: string): void {
    const time = iso(at)
    const added = this.db.prepare('INSERT INTO resets (at) SELECT ? WHERE NOT EXISTS (SELECT 1 FROM resets WHERE at = ?)').run(time, time)
    if (Number(added.changes) > 0) this.db.prepare('DELETE FROM marks').run()
  }

  private write(entry: LedgerEntry): void {
    this.db
      .prepare(
        `INSERT INTO entries (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (kind, id) DO UPDATE SET reference = excluded.reference, amount = excluded.amount, fee = excluded.fee,
           credited = excluded.credited, status = excluded.status, created_at = excluded.created_at,
           settled_at = excluded.settled_at, origin = excluded.origin`,
      )
      .run(
        entry.kind,
        entry.id,
        entry.reference,
        entry.amount,
        entry.fee,
        entry.credited,
        entry.status,
        entry.createdAt,
        entry.settledAt,
        entry.origin,
      )
  }

  private damaged(raw: Record<string, unknown>, error: {issues: ReadonlyArray<{path: PropertyKey[]; message: string}>}): PayError {
    const issue = error.issues[0]
    return new PayError(
      {
        code: 'ledger-damaged',
        path: this.path,
        kind: String(raw.kind),
        id: String(raw.id),
        at: issue?.path.map(String).join('.') ?? '',
        issue: `${issue?.message}`,
      },
      2,
      {code: 'LEDGER_DAMAGED'},
    )
  }
}

/**
 * What the ledger keeps when `next` is recorded over `known`: a final status is never moved back, known amounts
 * and the reference are kept when `next` lacks them, the first time seen and the first time final are kept, and
 * an entry this pay created stays so.
 */
export function merged(known: LedgerEntry | undefined, next: LedgerEntry): LedgerEntry {
  const entry = {...next, createdAt: iso(next.createdAt), settledAt: next.settledAt === null ? null : iso(next.settledAt)}
  if (known) {
    const heldFinal = isFinalStatus(known.kind, known.status) && !isFinalStatus(next.kind, next.status)
    entry.status = heldFinal ? known.status : next.status
    entry.reference = next.reference ?? known.reference
    entry.amount = known.origin === 'created' ? known.amount : next.amount
    entry.fee = next.fee ?? known.fee
    entry.credited = next.credited ?? known.credited
    entry.createdAt =
      known.origin === 'created' || (next.origin !== 'created' && known.createdAt < entry.createdAt) ? known.createdAt : entry.createdAt
    entry.settledAt = known.settledAt ?? entry.settledAt
    entry.origin = known.origin === 'created' ? 'created' : next.origin
  }
  if (!isFinalStatus(entry.kind, entry.status)) entry.settledAt = null
  else entry.settledAt ??= new Date().toISOString()
  return entry
}

function fromRow(row: LedgerRow): LedgerEntry {
  return {
    kind: row.kind,
    id: row.id,
    reference: row.reference,
    amount: row.amount,
    fee: row.fee,
    credited: row.credited,
    status: row.status,
    createdAt: row.created_at,
    settledAt: row.settled_at,
    origin: row.origin,
  }
}

/** Times are kept as `toISOString()` gives them, so that comparing the texts compares the times. */
function iso(time: string): string {
  const parsed = new Date(time)
  if (Number.isNaN(parsed.getTime())) throw new RangeError(`not a time: ${time}`)
  return parsed.toISOString()
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/

/** A bound of a period: a date alone is a day in Thailand, where the operator's books are kept (docs/books.md). */
function bound(text: string, side: 'start' | 'end'): string {
  if (DATE_ONLY.test(text)) return iso(`${text}T${side === 'start' ? '00:00:00.000' : '23:59:59.999'}+07:00`)
  return iso(text)
}
