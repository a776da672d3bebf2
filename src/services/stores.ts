import {SETTINGS_FILE} from '../core/profiles/settings.js'
import {profileStoreSchema} from '../core/profiles/store.js'
import {approversFileSchema, policiesFileSchema} from '../core/schemas/approvals.js'
import {auditRecordSchema} from '../core/schemas/output/audit.js'
import {settingsSchema} from '../core/schemas/settings.js'
import type * as z from '../core/schemas/zod-mini.js'
import {SANDBOX_ADMIN_TOKEN_FILE, SANDBOX_LOG_FILE, SANDBOX_STATE_FILE, sandboxStateSchema} from '../sandbox/shared/state-file.js'
import {APPROVERS_FILE} from './approvals/approvers.js'
import {POLICIES_FILE} from './approvals/policy.js'
import {AUDIT_LOG_FILE} from './audit/audit-log.js'
import {bankCacheFileSchema} from './banks/catalog.js'
import {FINAL_STATUSES_FILE, finalStatusRecord} from './batch/final-statuses.js'
import {storedRecord} from './batch/journal.js'
import {LEDGER_FILE, LEDGER_INBOX_FILE} from './ledger/files.js'
import {inboxFileSchema, ledgerRowSchema} from './ledger/ledger.js'
import {requestLogLineSchema} from './request-log/log-reader.js'
import {UPDATE_CHECK_FILE, updateCheckSchema} from './updates/notice.js'
import {deliveryLogLineSchema} from './webhooks/delivery-log.js'

/**
 * Where a store lives: pay's config, cache or data dir, or a sandbox's data dir (`<data dir>/sandbox` unless
 * `--sandbox-data-dir` says otherwise).
 */
export type StoreRoot = 'config' | 'cache' | 'data' | 'sandbox'

/**
 * How a store is written. `rewritten`: replaced whole, by several processes, so each change is made under
 * `<file>.lock` from a fresh read (src/core/files/file-lock.ts). `appended`: one line per write with O_APPEND, never
 * rewritten. `created`: written once, then only read (and, the ledger's inbox, removed once recorded). `own`: written by one process that owns it (the sandbox's
 * SQLite files, Node's compile cache). `lock`: a lock of its own, created whole and exclusively, removed when
 * done, read with its holder's schema (src/core/files/lock-file.ts), like each `rewritten` store's `<file>.lock`.
 * `database`: a SQLite database several processes change, each change one transaction that SQLite keeps apart
 * from the others (on node-sqlite3-wasm, behind the lock of src/core/sqlite/wasm-lock.ts): pay's ledger.
 * `replaced`: one value a file, replaced whole by a rename and never read to be changed, so the last write wins
 * and no lock is needed (a secret of the key store).
 */
export type StoreWrite = 'rewritten' | 'appended' | 'created' | 'own' | 'lock' | 'database' | 'replaced'

export interface Store {
  name: string
  root: StoreRoot
  /** The store's file (or files) under its root, `/`-separated. */
  path: RegExp
  write: StoreWrite
  /** How pay reads it back: one document, one record a line, or one record a row of a SQLite table, each parsed with `schema`. */
  records?: {form: 'document' | 'lines' | 'rows'; schema: z.ZodType}
  /** An `appended` store whose lines are appended under `<file>.lock` (a chain: each line reads the last). */
  locked?: true
  /** Commands that read its records back and print from them (ids as `pay` spells them), for the guards to run. */
  readBy: string[]
}

/**
 * Every file `pay` writes under its config, cache and data dirs, and each sandbox data dir. The guards of
 * docs/reliability.md ("Guards") enumerate this list: a file found there that no store names fails
 * test/reliability/stores-complete.test.ts; every `rewritten` store is changed concurrently by processes in
 * stores-concurrency.test.ts; every store with records is fed damaged and hostile records in
 * stores-records.test.ts; every store names its writers in stores-writes.test.ts, which checks that a short write
 * or ENOSPC is never taken for success; the lock of every `rewritten` store and every `lock` is found holding
 * what pay did not write in test/guards/lock-contents.test.ts. A new file is covered by adding it here.
 */
export const STORES: readonly Store[] = [
  {
    name: 'profile store',
    root: 'config',
    path: /^profiles\.json$/,
    write: 'rewritten',
    records: {form: 'document', schema: profileStoreSchema},
    readBy: ['profile list', 'profile show', 'whoami'],
  },
  // Where the OS keyring cannot keep them: one 0600 file a secret, in a 0700 folder (src/core/secrets/key-store.ts).
  {name: 'secrets without a keyring', root: 'config', path: /^secrets\/[^/]+$/, write: 'replaced', readBy: []},
  {
    name: 'settings',
    root: 'config',
    path: exactly(SETTINGS_FILE),
    write: 'rewritten',
    records: {form: 'document', schema: settingsSchema},
    // Read at the start of every command (the language); these print from it.
    readBy: ['config get', 'doctor'],
  },
  {
    name: 'approvers',
    root: 'config',
    path: exactly(APPROVERS_FILE),
    write: 'rewritten',
    records: {form: 'document', schema: approversFileSchema},
    readBy: ['approver list'],
  },
  {
    name: 'policies',
    root: 'config',
    path: exactly(POLICIES_FILE),
    write: 'rewritten',
    records: {form: 'document', schema: policiesFileSchema},
    readBy: ['policy show'],
  },
  {
    name: 'bank list cache',
    root: 'cache',
    path: /^banks-[0-9a-f]{16}\.json$/,
    write: 'rewritten',
    records: {form: 'document', schema: bankCacheFileSchema},
    readBy: ['banks', 'doctor'],
  },
  {
    name: 'update check',
    root: 'cache',
    path: exactly(UPDATE_CHECK_FILE),
    write: 'rewritten',
    records: {form: 'document', schema: updateCheckSchema},
    // Read by the update notice after any command at a terminal.
    readBy: ['profile list'],
  },
  {name: "Node's compile cache", root: 'cache', path: /^compile-cache\//, write: 'own', readBy: []},
  {
    name: 'request history',
    root: 'data',
    path: /^request-log\/requests\.jsonl(\.1)?$/,
    write: 'appended',
    records: {form: 'lines', schema: requestLogLineSchema},
    readBy: ['logs'],
  },
  {
    name: 'webhook delivery log',
    root: 'data',
    path: /^webhooks\/events\.jsonl$/,
    write: 'appended',
    records: {form: 'lines', schema: deliveryLogLineSchema},
    readBy: ['webhook events', 'webhook reconcile', 'webhook wait', 'webhook replay'],
  },
  {
    name: 'batch journal',
    root: 'data',
    path: /^batches\/[^/]+\.jsonl$/,
    write: 'appended',
    records: {form: 'lines', schema: storedRecord},
    readBy: ['withdrawal batch'],
  },
  {
    // Appended under `<file>.lock`: each record chains to the last, which another process may have just written.
    name: 'audit log',
    root: 'data',
    path: exactly(AUDIT_LOG_FILE),
    write: 'appended',
    locked: true,
    records: {form: 'lines', schema: auditRecordSchema},
    readBy: ['audit verify', 'audit export'],
  },
  {name: 'batch run lock', root: 'data', path: /^batches\/run\.lock$/, write: 'lock', readBy: []},
  {
    name: 'final statuses of payouts',
    root: 'data',
    path: exactly(FINAL_STATUSES_FILE),
    write: 'appended',
    records: {form: 'lines', schema: finalStatusRecord},
    readBy: ['withdrawal batch close', 'withdrawal batch'],
  },
  {
    name: 'ledger',
    root: 'data',
    path: LEDGER_FILE,
    write: 'database',
    records: {form: 'rows', schema: ledgerRowSchema},
    readBy: ['sync', 'statement'],
  },
  {
    // What a short command saw, one file a command, recorded into the ledger and removed by the next process that
    // opens it (src/services/ledger/files.ts, written by the session; read in ledger.ts).
    name: 'ledger inbox',
    root: 'data',
    path: LEDGER_INBOX_FILE,
    write: 'created',
    records: {form: 'document', schema: inboxFileSchema},
    readBy: ['sync', 'statement'],
  },
  {
    name: 'sandbox state',
    root: 'sandbox',
    path: exactly(SANDBOX_STATE_FILE),
    write: 'rewritten',
    records: {form: 'document', schema: sandboxStateSchema},
    readBy: ['sandbox status'],
  },
  {name: 'sandbox database', root: 'sandbox', path: /^sandbox\.db(-wal|-shm|\.lock-holder)?$/, write: 'own', readBy: []},
  {name: 'sandbox admin token', root: 'sandbox', path: exactly(SANDBOX_ADMIN_TOKEN_FILE), write: 'created', readBy: []},
  {name: 'detached sandbox log', root: 'sandbox', path: exactly(SANDBOX_LOG_FILE), write: 'appended', readBy: []},
]

/** The store a file under `root` belongs to (`relativePath` `/`-separated), or undefined when none names it. */
export function storeOf(root: StoreRoot, relativePath: string): Store | undefined {
  return STORES.find((store) => store.root === root && store.path.test(relativePath))
}

function exactly(file: string): RegExp {
  return new RegExp(`^${file.replaceAll('.', '\\.')}$`)
}
