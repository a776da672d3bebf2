import {type Db, openDatabase} from '../../src/sandbox/server/database.js'
import type {TestSandbox} from './sandbox.js'

/** Opens a sandbox's database read-only (WAL lets it run beside the sandbox), reads, and closes it. */
export function readSandboxDb<T>(dataDir: string, read: (db: Db) => T): T {
  const db = openDatabase(dataDir, {readonly: true})
  try {
    return read(db)
  } finally {
    db.close()
  }
}

/**
 * What a refused request must leave as it was, read straight from a sandbox's database: row counts, wallets,
 * object statuses, merchants' settings and keys.
 */
export function sandboxState(dataDir: string): Record<string, unknown> {
  const tables = ['deposits', 'withdrawals', 'top_ups', 'bank_transactions', 'idempotency', 'deliveries', 'webhook_listeners']
  return readSandboxDb(dataDir, (db) => ({
    ...Object.fromEntries(tables.map((table) => [table, (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as {n: number}).n])),
    wallets: db.prepare('SELECT merchant_id, mode, available, pending FROM wallets ORDER BY merchant_id, mode').all(),
    statuses: db.prepare('SELECT id, status FROM deposits UNION ALL SELECT id, status FROM withdrawals ORDER BY id').all(),
    merchants: db.prepare('SELECT id, webhook_secret, webhook_url, webhook_events, ip_allowlist FROM merchants ORDER BY id').all(),
    keys: db.prepare('SELECT key_id, revoked_at FROM api_keys ORDER BY key_id').all(),
  }))
}

/**
 * A sandbox with objects for hostile requests to aim at: a top-up, a PENDING deposit, and a withdrawal that
 * stays PENDING (its account ends 4003). Returns the ids.
 */
export async function seedObjects(sandbox: TestSandbox): Promise<{deposit: string; withdrawal: string}> {
  await sandbox.topUp('1000.00')
  const deposit = await sandbox.createDeposit()
  const withdrawal = await sandbox.call(
    'POST',
    '/v1/withdrawals',
    {amount: '10.00', receiver_bank_provider: 'KBANK', receiver_bank_account_name: 'A', receiver_bank_account_number: '1234564003'},
    {idempotencyKey: 'seed-withdrawal'},
  )
  if (withdrawal.status !== 201) throw new Error(`seeding the withdrawal failed: ${JSON.stringify(withdrawal.body)}`)
  return {deposit: deposit.id, withdrawal: withdrawal.body.id}
}
