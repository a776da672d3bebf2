import type {Mode} from '../../../core/profiles/credentials.js'
import type {Db} from '../database.js'
import {SandboxError} from '../errors.js'

/** Keys are kept 24 h, as the real service keeps them; after that the same key is a new request. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000

export interface IdempotencyScope {
  merchantId: string
  mode: Mode
  method: string
  path: string
  key: string
}

export interface StoredResponse {
  status: number
  body: string
}

type Lookup = {kind: 'new'} | {kind: 'replay'; response: StoredResponse}

/**
 * Claims a key for a request: a stored answer for the same body is replayed, another body is refused, and a
 * key whose first request is still in flight answers 409. Runs in the caller's transaction.
 */
export function claimKey(db: Db, scope: IdempotencyScope, bodySha256: string, now: number): Lookup {
  db.prepare('DELETE FROM idempotency WHERE created_at <= ?').run(now - IDEMPOTENCY_TTL_MS)
  const existing = db
    .prepare(
      'SELECT body_sha256, state, status, response FROM idempotency WHERE merchant_id = ? AND mode = ? AND method = ? AND path = ? AND key = ?',
    )
    .get(scope.merchantId, scope.mode, scope.method, scope.path, scope.key) as
    | {body_sha256: string; state: string; status: number | null; response: string | null}
    | undefined
  if (!existing) {
    db.prepare(
      "INSERT INTO idempotency (merchant_id, mode, method, path, key, body_sha256, state, created_at) VALUES (?, ?, ?, ?, ?, ?, 'in_flight', ?)",
    ).run(scope.merchantId, scope.mode, scope.method, scope.path, scope.key, bodySha256, now)
    return {kind: 'new'}
  }
  if (existing.body_sha256 !== bodySha256) {
    throw new SandboxError(422, 'IDEMPOTENCY_KEY_MISMATCH', 'this Idempotency-Key was used with a different request body')
  }
  if (existing.state !== 'done') {
    throw new SandboxError(409, 'IDEMPOTENCY_IN_PROGRESS', 'a request with this Idempotency-Key is still being processed; retry shortly')
  }
  return {kind: 'replay', response: {status: existing.status!, body: existing.response!}}
}

export function storeResponse(db: Db, scope: IdempotencyScope, response: StoredResponse): void {
  db.prepare(
    "UPDATE idempotency SET state = 'done', status = ?, response = ? WHERE merchant_id = ? AND mode = ? AND method = ? AND path = ? AND key = ?",
  ).run(response.status, response.body, scope.merchantId, scope.mode, scope.method, scope.path, scope.key)
}

/** No request survives a restart: claims left in flight by a crash are dropped, so their keys work again. */
export function releaseAbandonedClaims(db: Db): void {
  db.prepare("DELETE FROM idempotency WHERE state = 'in_flight'").run()
}

/** A request that failed with an error leaves no record, so the same key can be tried again. */
export function releaseKey(db: Db, scope: IdempotencyScope): void {
  db.prepare('DELETE FROM idempotency WHERE merchant_id = ? AND mode = ? AND method = ? AND path = ? AND key = ?').run(
    scope.merchantId,
    scope.mode,
    scope.method,
    scope.path,
    scope.key,
  )
}
