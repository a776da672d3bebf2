import {openDatabase} from '../../src/sandbox/database.js'

/**
 * What a refused request must leave as it was, read straight from a sandbox's database: row counts, wallets,
 * object statuses, merchants' settings and keys.
 */
export function sandboxState(dataDir: string): Record<string, unknown> {
  const db = openDatabase(dataDir, {readonly: true})
  try {
    const tables = ['deposits', 'withdrawals', 'top_ups', 'bank_transactions', 'idempotency', 'deliveries']
    return {
      ...Object.fromEntries(tables.map((table) => [table, (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as {n: number}).n])),
      wallets: db.prepare('SELECT merchant_id, mode, available, pending FROM wallets ORDER BY merchant_id, mode').all(),
      statuses: db.prepare('SELECT id, status FROM deposits UNION ALL SELECT id, status FROM withdrawals ORDER BY id').all(),
      merchants: db.prepare('SELECT id, webhook_secret, webhook_url, webhook_events, ip_allowlist FROM merchants ORDER BY id').all(),
      keys: db.prepare('SELECT key_id, revoked_at FROM api_keys ORDER BY key_id').all(),
    }
  } finally {
    db.close()
  }
}
