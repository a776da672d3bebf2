import {createHash, randomBytes} from 'node:crypto'
import {mkdirSync, readdirSync, rmSync} from 'node:fs'
import {join} from 'node:path'

import {writePrivateFile} from '../../core/files/private-file.js'
import type {Seen} from './seen.js'

// The ledger's files under pay's data dir (docs/books.md): the SQLite database (ledger.ts opens it) and its inbox,
// where a short command leaves what it saw instead of opening SQLite, for the next opening of the ledger to record.
// Every command that sees a deposit or a withdrawal may write the inbox, so this module builds no schema when it
// loads: the ledger reads the inbox with its own (ledger.ts, readInbox).

/**
 * What a process sees within this long (a batch's rows, a list's pages, a watch's polls) is written in one
 * transaction. A command that ends sooner leaves it in the ledger's inbox when its session closes, after its
 * output, and opens no SQLite (on Node 20, WebAssembly: a few hundred milliseconds).
 */
export const GATHER_MS = 1000

export interface LedgerScope {
  dataDir: string
  profile: string
  mode: 'test' | 'live'
}

/** The ledgers' folder under pay's data dir. */
export const LEDGER_DIR = 'ledger'
/** A ledger's files under pay's data dir: the database, WAL mode's two beside it, and the holder of its lock on Node 20. */
export const LEDGER_FILE = /^ledger\/[a-z0-9_-]{1,64}-(test|live)\.db(-wal|-shm|\.lock-holder)?$/

/**
 * The file of a profile's ledger in one mode: `ledger/<profile>-<mode>.db`. A profile name is the user's: one
 * that is not plain lowercase letters, digits, `_` and `-` is kept as those (others become `_`) and a hash of the
 * whole name, so that two names never share a file, on a file system that ignores case too.
 */
export function ledgerPath({dataDir, profile, mode}: LedgerScope): string {
  const plain = /^[a-z0-9_-]{1,64}$/.test(profile)
  const name = plain
    ? profile
    : `${profile.slice(0, 32).replaceAll(/[^a-z0-9_-]/g, '_')}_${createHash('sha256').update(profile).digest('hex').slice(0, 12)}`
  return join(dataDir, LEDGER_DIR, `${name}-${mode}.db`)
}

/** A ledger's inbox files under pay's data dir: `ledger/<name>-<mode>.inbox/<time>-<pid>-<random>.json`. */
export const LEDGER_INBOX_FILE = /^ledger\/[a-z0-9_-]{1,64}-(test|live)\.inbox\/\d{8}T\d{9}Z-\d+-[0-9a-f]{8}\.json$/
/** The name of an inbox file, which sorts by the time it was written (the files are recorded in that order). */
const INBOX_NAME = /^\d{8}T\d{9}Z-\d+-[0-9a-f]{8}\.json$/

/** The inbox of the ledger in `ledgerFile` (`…/shop-test.db`): the folder `…/shop-test.inbox` beside it. */
export function inboxOf(ledgerFile: string): string {
  return ledgerFile.replace(/\.db$/, '.inbox')
}

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

/** The files of the inbox of the ledger in `ledgerFile`, in the order they were written. */
export function inboxFiles(ledgerFile: string): string[] {
  const folder = inboxOf(ledgerFile)
  try {
    return readdirSync(folder)
      .filter((name) => INBOX_NAME.test(name))
      .sort()
      .map((name) => join(folder, name))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
}

/** Removes inbox files once what they hold is committed to the ledger; one already removed is fine. */
export function removeInboxFiles(paths: readonly string[]): void {
  for (const path of paths) rmSync(path, {force: true})
}
