import {mkdirSync} from 'node:fs'
import {join} from 'node:path'
import type {Db} from '../../core/sqlite/connection.js'
import {openSqlite} from '../../core/sqlite/open.js'

export type {Db} from '../../core/sqlite/connection.js'

const SCHEMA = `
CREATE TABLE IF NOT EXISTS merchants (
  id TEXT PRIMARY KEY,
  webhook_secret TEXT NOT NULL,
  webhook_url TEXT,
  webhook_events TEXT,
  ip_allowlist TEXT,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS api_keys (
  key_id TEXT PRIMARY KEY,
  merchant_id TEXT NOT NULL REFERENCES merchants(id),
  mode TEXT NOT NULL,
  secret TEXT NOT NULL,
  revoked_at INTEGER,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS wallets (
  merchant_id TEXT NOT NULL,
  mode TEXT NOT NULL,
  available INTEGER NOT NULL DEFAULT 0 CHECK (available >= 0),
  pending INTEGER NOT NULL DEFAULT 0 CHECK (pending >= 0),
  PRIMARY KEY (merchant_id, mode)
);
CREATE TABLE IF NOT EXISTS deposits (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT UNIQUE NOT NULL,
  merchant_id TEXT NOT NULL,
  mode TEXT NOT NULL,
  amount INTEGER NOT NULL,
  expected_amount INTEGER NOT NULL,
  matched_amount INTEGER,
  credited_amount INTEGER,
  fee INTEGER,
  currency TEXT NOT NULL,
  status TEXT NOT NULL,
  method TEXT NOT NULL,
  payer_bank TEXT NOT NULL,
  payer_name TEXT NOT NULL,
  payer_account TEXT NOT NULL,
  description TEXT,
  user_ref TEXT,
  callback_meta TEXT,
  created_at INTEGER NOT NULL,
  display_expires_at INTEGER NOT NULL,
  match_window_until INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS deposits_pending ON deposits (status, match_window_until);
CREATE TABLE IF NOT EXISTS withdrawals (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT UNIQUE NOT NULL,
  merchant_id TEXT NOT NULL,
  mode TEXT NOT NULL,
  amount INTEGER NOT NULL,
  fee INTEGER NOT NULL,
  currency TEXT NOT NULL,
  bank TEXT NOT NULL,
  account_no TEXT NOT NULL,
  account_name TEXT NOT NULL,
  kind TEXT NOT NULL,
  description TEXT,
  reference_user_id TEXT,
  status TEXT NOT NULL,
  reason TEXT,
  next_step_at INTEGER,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS withdrawals_list ON withdrawals (merchant_id, mode, seq);
CREATE INDEX IF NOT EXISTS withdrawals_due ON withdrawals (next_step_at);
CREATE TABLE IF NOT EXISTS top_ups (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_id TEXT NOT NULL,
  mode TEXT NOT NULL,
  amount INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS bank_transactions (
  id TEXT PRIMARY KEY,
  merchant_id TEXT NOT NULL,
  mode TEXT NOT NULL,
  deposit_id TEXT NOT NULL,
  amount INTEGER NOT NULL,
  sender_bank TEXT NOT NULL,
  sender_name TEXT,
  sender_account TEXT,
  outcome TEXT,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS idempotency (
  merchant_id TEXT NOT NULL,
  mode TEXT NOT NULL,
  method TEXT NOT NULL,
  path TEXT NOT NULL,
  key TEXT NOT NULL,
  body_sha256 TEXT NOT NULL,
  state TEXT NOT NULL,
  status INTEGER,
  response TEXT,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (merchant_id, mode, method, path, key)
);
CREATE INDEX IF NOT EXISTS idempotency_age ON idempotency (created_at);
CREATE TABLE IF NOT EXISTS webhook_listeners (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT UNIQUE NOT NULL,
  merchant_id TEXT NOT NULL,
  url TEXT NOT NULL,
  found_url TEXT
);
CREATE TABLE IF NOT EXISTS deliveries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_id TEXT NOT NULL,
  event_id TEXT NOT NULL,
  event_type TEXT NOT NULL,
  url TEXT NOT NULL,
  body TEXT NOT NULL,
  state TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER,
  last_status INTEGER,
  last_error TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS deliveries_due ON deliveries (state, next_attempt_at);
CREATE TABLE IF NOT EXISTS delivery_attempts (
  delivery_id INTEGER NOT NULL,
  attempt INTEGER NOT NULL,
  at INTEGER NOT NULL,
  status INTEGER,
  error TEXT,
  PRIMARY KEY (delivery_id, attempt)
);
CREATE TABLE IF NOT EXISTS url_breakers (
  url TEXT PRIMARY KEY,
  consecutive_failures INTEGER NOT NULL,
  paused_until INTEGER
);
`

export const DATABASE_FILE = 'sandbox.db'

/**
 * Opens (and creates) the sandbox's SQLite database in WAL mode, so state survives a restart or a crash,
 * through the driver this runtime has (node:sqlite, or node-sqlite3-wasm on Node 20: docs/runtimes.md).
 * A read-only connection runs beside the sandbox (on Node 20, only in the sandbox's own process). The file
 * holds every merchant's secrets: it is kept private (0600).
 */
export function openDatabase(dataDir: string, options: {readonly?: boolean} = {}): Db {
  mkdirSync(dataDir, {recursive: true, mode: 0o700})
  const db = openSqlite(join(dataDir, DATABASE_FILE), {readonly: options.readonly ?? false})
  if (!options.readonly) db.exec(SCHEMA)
  return db
}
