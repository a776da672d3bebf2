import {randomBytes} from 'node:crypto'

import type {Mode} from '../../../core/profiles/credentials.js'
import type {Db} from '../database.js'
import {forgetListeners} from './webhook-listeners.js'

export interface KeyPair {
  key_id: string
  secret: string
}

export interface MerchantCredentials {
  id: string
  test: KeyPair
  live: KeyPair
  webhook_secret: string
}

export interface MerchantRow {
  id: string
  webhook_secret: string
  webhook_url: string | null
  webhook_events: string | null
  ip_allowlist: string | null
}

export interface ActiveKey {
  merchant_id: string
  mode: Mode
  secret: string
  /** The merchant's allowlist setting (JSON), read with the key: every signed request needs both. */
  ip_allowlist: string | null
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex')

function newKey(mode: Mode): KeyPair {
  return {key_id: `unk_${mode}_${hex(12)}`, secret: hex(32)}
}

/** A merchant with a test key, a live key (64-hex secrets) and a webhook secret. */
export function createMerchant(db: Db, now: number, webhookUrl?: string): MerchantCredentials {
  const merchant: MerchantCredentials = {
    id: `mch_${hex(8)}`,
    test: newKey('test'),
    live: newKey('live'),
    webhook_secret: `whsec_${hex(24)}`,
  }
  db.transaction(() => {
    db.prepare('INSERT INTO merchants (id, webhook_secret, webhook_url, created_at) VALUES (?, ?, ?, ?)').run(
      merchant.id,
      merchant.webhook_secret,
      webhookUrl ?? null,
      now,
    )
    for (const mode of ['test', 'live'] as const) {
      db.prepare('INSERT INTO api_keys (key_id, merchant_id, mode, secret, created_at) VALUES (?, ?, ?, ?, ?)').run(
        merchant[mode].key_id,
        merchant.id,
        mode,
        merchant[mode].secret,
        now,
      )
      db.prepare('INSERT INTO wallets (merchant_id, mode) VALUES (?, ?)').run(merchant.id, mode)
    }
  })()
  forgetActiveKeys(db)
  return merchant
}

/** Rotation revokes the old key of that mode at once and returns the new one, as the service does. */
export function rotateKey(db: Db, merchantId: string, mode: Mode, now: number): KeyPair | undefined {
  if (!getMerchant(db, merchantId)) return undefined
  const key = newKey(mode)
  db.transaction(() => {
    db.prepare('UPDATE api_keys SET revoked_at = ? WHERE merchant_id = ? AND mode = ? AND revoked_at IS NULL').run(now, merchantId, mode)
    db.prepare('INSERT INTO api_keys (key_id, merchant_id, mode, secret, created_at) VALUES (?, ?, ?, ?, ?)').run(
      key.key_id,
      merchantId,
      mode,
      key.secret,
      now,
    )
  })()
  forgetActiveKeys(db)
  return key
}

// Every signed request reads its key, and only this process writes keys and allowlists (one sandbox per data
// dir), through the functions of this file: the active keys are held in memory, all of them, so that a known and
// an unknown key id cost the same Map lookup, and they are read again after each of those writes. The query per
// request was ~9 % of the sandbox's time under load.
const activeKeysByDb = new WeakMap<Db, Map<string, ActiveKey>>()

function forgetActiveKeys(db: Db): void {
  activeKeysByDb.delete(db)
}

export function findActiveKey(db: Db, keyId: string): ActiveKey | undefined {
  let keys = activeKeysByDb.get(db)
  if (!keys) {
    const rows = db
      .prepare(
        `SELECT k.key_id, k.merchant_id, k.mode, k.secret, m.ip_allowlist FROM api_keys k JOIN merchants m ON m.id = k.merchant_id
         WHERE k.revoked_at IS NULL`,
      )
      .all() as Array<ActiveKey & {key_id: string}>
    keys = new Map(rows.map(({key_id, ...key}) => [key_id, key]))
    activeKeysByDb.set(db, keys)
  }
  return keys.get(keyId)
}

export function getMerchant(db: Db, id: string): MerchantRow | undefined {
  return db.prepare('SELECT id, webhook_secret, webhook_url, webhook_events, ip_allowlist FROM merchants WHERE id = ?').get(id) as
    | MerchantRow
    | undefined
}

export function listMerchantCredentials(db: Db): MerchantCredentials[] {
  const merchants = db.prepare('SELECT id, webhook_secret FROM merchants ORDER BY created_at, id').all() as MerchantRow[]
  const keyOf = db.prepare('SELECT key_id, secret FROM api_keys WHERE merchant_id = ? AND mode = ? AND revoked_at IS NULL')
  return merchants.map((merchant) => ({
    id: merchant.id,
    test: keyOf.get(merchant.id, 'test') as KeyPair,
    live: keyOf.get(merchant.id, 'live') as KeyPair,
    webhook_secret: merchant.webhook_secret,
  }))
}

/** Sets the webhook URL and events by hand; a URL other than the one in effect forgets the listeners (webhook-listeners.ts). */
export function setWebhook(db: Db, merchantId: string, url: string | null, events: string[] | null): boolean {
  return db.transaction(() => {
    forgetListenersUnless(db, merchantId, url)
    const result = db
      .prepare('UPDATE merchants SET webhook_url = ?, webhook_events = ? WHERE id = ?')
      .run(url, events ? JSON.stringify(events) : null, merchantId)
    return result.changes === 1
  })()
}

/** Points the merchant's webhooks at a new URL and keeps its subscriptions. */
export function setWebhookUrl(db: Db, merchantId: string, url: string): void {
  db.transaction(() => {
    forgetListenersUnless(db, merchantId, url)
    db.prepare('UPDATE merchants SET webhook_url = ? WHERE id = ?').run(url, merchantId)
  })()
}

function forgetListenersUnless(db: Db, merchantId: string, url: string | null): void {
  if (getMerchant(db, merchantId)?.webhook_url !== url) forgetListeners(db, merchantId)
}

export function setIpAllowlist(db: Db, merchantId: string, allowlist: {enabled: boolean; cidrs: string[]} | null): boolean {
  const result = db
    .prepare('UPDATE merchants SET ip_allowlist = ? WHERE id = ?')
    .run(allowlist ? JSON.stringify(allowlist) : null, merchantId)
  forgetActiveKeys(db)
  return result.changes === 1
}
