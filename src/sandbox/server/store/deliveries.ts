import type {Db} from '../database.js'

/** The webhook delivery log: one row per delivery of an event, one attempt row per try. */

export interface DueDelivery {
  id: number
  merchant_id: string
  event_id: string
  url: string
  body: string
  attempts: number
}

export interface NewDelivery {
  merchantId: string
  eventId: string
  eventType: string
  url: string
  body: string
}

export interface AttemptOutcome {
  attempt: number
  at: number
  status: number | null
  error: string | null
  /** When to try again; null when the delivery is over (delivered, or out of attempts). */
  nextAttemptAt: number | null
  delivered: boolean
}

export function insertDelivery(db: Db, delivery: NewDelivery, now: number): number {
  const result = db
    .prepare(
      `INSERT INTO deliveries (merchant_id, event_id, event_type, url, body, state, next_attempt_at, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, 'pending', ?, ?, ?)`,
    )
    .run(delivery.merchantId, delivery.eventId, delivery.eventType, delivery.url, delivery.body, now, now, now)
  return Number(result.lastInsertRowid)
}

export function findDelivery(db: Db, id: number): NewDelivery | undefined {
  return db
    .prepare('SELECT merchant_id AS merchantId, event_id AS eventId, event_type AS eventType, url, body FROM deliveries WHERE id = ?')
    .get(id) as NewDelivery | undefined
}

/** Pending deliveries whose time has come, oldest first, leaving out URLs paused by the circuit breaker. */
export function dueDeliveries(db: Db, now: number, limit: number): DueDelivery[] {
  return db
    .prepare(
      `SELECT d.id, d.merchant_id, d.event_id, d.url, d.body, d.attempts FROM deliveries d
       LEFT JOIN url_breakers b ON b.url = d.url
       WHERE d.state = 'pending' AND d.next_attempt_at <= ? AND (b.paused_until IS NULL OR b.paused_until <= ?)
       ORDER BY d.next_attempt_at, d.id LIMIT ?`,
    )
    .all(now, now, limit) as DueDelivery[]
}

/**
 * Records one attempt and the delivery's new state; a success closes the URL's breaker, and the
 * `breaker.failures`-th failure in a row pauses the URL until `breaker.pausedUntil`.
 */
export function recordAttempt(
  db: Db,
  delivery: DueDelivery,
  outcome: AttemptOutcome,
  breaker: {failures: number; pausedUntil: number},
): void {
  db.transaction(() => {
    db.prepare('INSERT OR REPLACE INTO delivery_attempts (delivery_id, attempt, at, status, error) VALUES (?, ?, ?, ?, ?)').run(
      delivery.id,
      outcome.attempt,
      outcome.at,
      outcome.status,
      outcome.error,
    )
    const state = outcome.delivered ? 'delivered' : outcome.nextAttemptAt === null ? 'failed' : 'pending'
    db.prepare(
      'UPDATE deliveries SET state = ?, attempts = ?, next_attempt_at = ?, last_status = ?, last_error = ?, updated_at = ? WHERE id = ?',
    ).run(state, outcome.attempt, outcome.nextAttemptAt, outcome.status, outcome.error, outcome.at, delivery.id)
    if (outcome.delivered) {
      db.prepare('DELETE FROM url_breakers WHERE url = ?').run(delivery.url)
      return
    }
    db.prepare(
      `INSERT INTO url_breakers (url, consecutive_failures, paused_until) VALUES (?, 1, NULL)
       ON CONFLICT(url) DO UPDATE SET consecutive_failures = consecutive_failures + 1`,
    ).run(delivery.url)
    db.prepare('UPDATE url_breakers SET paused_until = ?, consecutive_failures = 0 WHERE url = ? AND consecutive_failures >= ?').run(
      breaker.pausedUntil,
      delivery.url,
      breaker.failures,
    )
  })()
}

/** The log for the admin API, newest first, each delivery with its attempts and times in ISO form. */
export function listDeliveries(db: Db, query: {limit: number; eventId?: string}): Array<Record<string, unknown>> {
  const rows = db
    .prepare(
      `SELECT id, merchant_id, event_id, event_type, url, state, attempts, last_status, last_error, next_attempt_at, created_at, updated_at, body
       FROM deliveries WHERE (? IS NULL OR event_id = ?) ORDER BY id DESC LIMIT ?`,
    )
    .all(query.eventId ?? null, query.eventId ?? null, query.limit) as Array<Record<string, unknown> & {id: number}>
  const attemptsOf = db.prepare('SELECT attempt, at, status, error FROM delivery_attempts WHERE delivery_id = ? ORDER BY attempt')
  return rows.map((row) => ({
    ...row,
    next_attempt_at: isoTime(row.next_attempt_at),
    created_at: isoTime(row.created_at),
    updated_at: isoTime(row.updated_at),
    history: (attemptsOf.all(row.id) as Array<{attempt: number; at: number; status: number | null; error: string | null}>).map(
      (attempt) => ({
        ...attempt,
        at: isoTime(attempt.at),
      }),
    ),
  }))
}

function isoTime(value: unknown): string | null {
  return typeof value === 'number' ? new Date(value).toISOString() : null
}
