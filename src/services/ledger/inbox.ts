import {randomBytes} from 'node:crypto'
import {mkdirSync, readdirSync, readFileSync, rmSync} from 'node:fs'
import {join} from 'node:path'

import {writePrivateFile} from '../../core/files/private-file.js'
import * as z from '../../core/schemas/zod-mini.js'

// A ledger's inbox (docs/books.md, "The inbox"): what a short command saw, left beside the ledger in a file of its
// own instead of opening SQLite, and recorded by the next process that opens the ledger (ledger.ts, openLedger).
// This module knows the files only; the ledger records what they hold.

/** A ledger's inbox files under pay's data dir: `ledger/<name>-<mode>.inbox/<time>-<pid>-<random>.json`. */
export const LEDGER_INBOX_FILE = /^ledger\/[a-z0-9_-]{1,64}-(test|live)\.inbox\/\d{8}T\d{9}Z-\d+-[0-9a-f]{8}\.json$/
/** The name of an inbox file, which sorts by the time it was written (the files are recorded in that order). */
const INBOX_NAME = /^\d{8}T\d{9}Z-\d+-[0-9a-f]{8}\.json$/

/** The inbox of the ledger in `ledgerFile` (`…/shop-test.db`): the folder `…/shop-test.inbox` beside it. */
export function inboxOf(ledgerFile: string): string {
  return ledgerFile.replace(/\.db$/, '.inbox')
}

const text = z.string().check(z.minLength(1))
// The times an answer gave (a deposit's created_at) as well as pay's: the ledger writes them as toISOString() does.
const time = z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)), {message: 'not a time'}))
// A safe integer (zod's int), never negative.
const satang = z.int().check(z.nonnegative())

/** An entry's fields beside its times and origin, as an inbox file and a row of the ledger's table both hold them. */
export const entryFields = {
  kind: z.enum(['deposit', 'withdrawal', 'top-up']),
  id: text,
  reference: z.nullable(z.string()),
  amount: satang,
  fee: z.nullable(satang),
  credited: z.nullable(satang),
  status: text,
}

/**
 * What one answer or delivery tells the ledger (src/services/ledger/seen.ts): entries to record (a LedgerEntry
 * each), statuses alone (a cancel answered `{id, status}`, a deposit.expired event), recorded over a known entry
 * only, and a test-mode reset.
 */
const seenSchema = z.object({
  entries: z.array(
    z.object({
      ...entryFields,
      createdAt: time,
      settledAt: z.nullable(time),
      origin: z.enum(['created', 'seen']),
    }),
  ),
  statuses: z.array(z.object({kind: z.enum(['deposit', 'withdrawal']), id: text, status: text, at: time})),
  resetAt: z.optional(time),
})
export type Seen = z.infer<typeof seenSchema>

/** One inbox file: what the answers of one command told the ledger, in the order they came. */
export const inboxFileSchema = z.object({seen: z.array(seenSchema)})

let lastStamp = 0

/**
 * Leaves what a command saw in the inbox of the ledger in `ledgerFile`: a new 0600 file, written whole under a
 * temporary name and renamed, in a 0700 folder. Nothing is locked or waited for.
 */
export function writeInbox(ledgerFile: string, seen: readonly Seen[]): void {
  const folder = inboxOf(ledgerFile)
  mkdirSync(folder, {recursive: true, mode: 0o700})
  // A millisecond later than the last file of this process at least, so that its files sort in the order written.
  lastStamp = Math.max(Date.now(), lastStamp + 1)
  const stamp = new Date(lastStamp).toISOString().replaceAll(/[-:.]/g, '')
  writePrivateFile(join(folder, `${stamp}-${process.pid}-${randomBytes(4).toString('hex')}.json`), JSON.stringify({seen}))
}

export interface InboxFile {
  path: string
  seen: Seen[]
}

/** An inbox file that is not one (not JSON, or not of its schema): `at` where in it, `issue` the schema's words. */
export interface DamagedInboxFile {
  path: string
  at: string
  issue: string
}

/**
 * The files of the inbox of the ledger in `ledgerFile`, in the order they were written, and the damaged ones. A
 * file gone between the listing and its reading was recorded and removed by another process: it is not here.
 */
export function readInbox(ledgerFile: string): {files: InboxFile[]; damaged: DamagedInboxFile[]} {
  const folder = inboxOf(ledgerFile)
  const files: InboxFile[] = []
  const damaged: DamagedInboxFile[] = []
  for (const name of listNames(folder)) {
    const path = join(folder, name)
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

/** Removes inbox files once what they hold is committed to the ledger; one already removed is fine. */
export function removeInboxFiles(files: readonly InboxFile[]): void {
  for (const {path} of files) rmSync(path, {force: true})
}

function listNames(folder: string): string[] {
  try {
    return readdirSync(folder)
      .filter((name) => INBOX_NAME.test(name))
      .sort()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
}
