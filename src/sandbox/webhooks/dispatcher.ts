import {Agent, request} from 'undici'

import {signWebhookBody} from '../../core/signing.js'
import type {SandboxContext} from '../context.js'
import {getMerchant} from '../store/merchants.js'

/** Delays before each retry (service-facts §11.4); 9 attempts in all. */
export const RETRY_DELAYS_MS = [10_000, 60_000, 300_000, 1_800_000, 7_200_000, 21_600_000, 43_200_000, 86_400_000]
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1
export const BREAKER_FAILURES = 5
export const BREAKER_PAUSE_MS = 60_000

interface DueDelivery {
  id: number
  merchant_id: string
  event_id: string
  url: string
  body: string
  attempts: number
}

/**
 * Sends queued webhook deliveries: signed with the merchant's webhook secret, 10 s to answer (5 s to
 * connect), retried on the schedule above scaled by `webhookRetryScale`, with a per-URL circuit breaker.
 * State lives in SQLite, so a restart resumes the schedule.
 */
export class WebhookDispatcher {
  private readonly inFlight = new Set<number>()
  private readonly agent = new Agent({connect: {timeout: 5000}, headersTimeout: 10_000, bodyTimeout: 10_000})

  constructor(private readonly context: SandboxContext) {}

  /** Starts every due delivery that is not already being sent. */
  tick(): void {
    const {db, now} = this.context
    const due = db
      .prepare(
        `SELECT d.id, d.merchant_id, d.event_id, d.url, d.body, d.attempts FROM deliveries d
         LEFT JOIN url_breakers b ON b.url = d.url
         WHERE d.state = 'pending' AND d.next_attempt_at <= ? AND (b.paused_until IS NULL OR b.paused_until <= ?)
         ORDER BY d.next_attempt_at, d.id LIMIT 50`,
      )
      .all(now(), now()) as DueDelivery[]
    for (const delivery of due) {
      if (this.inFlight.has(delivery.id)) continue
      this.inFlight.add(delivery.id)
      void this.deliver(delivery).finally(() => this.inFlight.delete(delivery.id))
    }
  }

  /** A replay is a new delivery of the same event, with the same event_id and body. */
  replay(deliveryId: number): number | undefined {
    const {db, now} = this.context
    const original = db.prepare('SELECT merchant_id, event_id, event_type, url, body FROM deliveries WHERE id = ?').get(deliveryId) as
      | {merchant_id: string; event_id: string; event_type: string; url: string; body: string}
      | undefined
    if (!original) return undefined
    const url = getMerchant(db, original.merchant_id)?.webhook_url ?? original.url
    const result = db
      .prepare(
        `INSERT INTO deliveries (merchant_id, event_id, event_type, url, body, state, next_attempt_at, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, 'pending', ?, ?, ?)`,
      )
      .run(original.merchant_id, original.event_id, original.event_type, url, original.body, now(), now(), now())
    return Number(result.lastInsertRowid)
  }

  async close(): Promise<void> {
    await this.agent.close()
  }

  private async deliver(delivery: DueDelivery): Promise<void> {
    const {db, now} = this.context
    const secret = getMerchant(db, delivery.merchant_id)?.webhook_secret ?? ''
    let status: number | null = null
    let error: string | null = null
    try {
      const answer = await request(delivery.url, {
        method: 'POST',
        dispatcher: this.agent,
        headers: {
          'content-type': 'application/json',
          'x-webhook-signature': signWebhookBody(secret, delivery.body),
          'x-webhook-event-id': delivery.event_id,
          'user-agent': 'pay-sandbox-webhooks/1',
        },
        body: delivery.body,
      })
      status = answer.statusCode
      await answer.body.dump()
    } catch (caught) {
      error = (caught as {code?: string}).code ?? (caught as Error).message
    }
    this.record(delivery, status, error, now())
  }

  private record(delivery: DueDelivery, status: number | null, error: string | null, at: number): void {
    const {db} = this.context
    const attempt = delivery.attempts + 1
    const ok = status !== null && status >= 200 && status <= 299
    const scale = this.context.settings.webhookRetryScale
    db.transaction(() => {
      db.prepare('INSERT OR REPLACE INTO delivery_attempts (delivery_id, attempt, at, status, error) VALUES (?, ?, ?, ?, ?)').run(
        delivery.id,
        attempt,
        at,
        status,
        error,
      )
      const state = ok ? 'delivered' : attempt >= MAX_ATTEMPTS ? 'failed' : 'pending'
      const nextAt = state === 'pending' ? at + Math.max(1, Math.round(RETRY_DELAYS_MS[attempt - 1]! * scale)) : null
      db.prepare('UPDATE deliveries SET state = ?, attempts = ?, next_attempt_at = ?, last_status = ?, last_error = ?, updated_at = ? WHERE id = ?').run(
        state,
        attempt,
        nextAt,
        status,
        error,
        at,
        delivery.id,
      )
      if (ok) {
        db.prepare('DELETE FROM url_breakers WHERE url = ?').run(delivery.url)
        return
      }
      db.prepare(
        `INSERT INTO url_breakers (url, consecutive_failures, paused_until) VALUES (?, 1, NULL)
         ON CONFLICT(url) DO UPDATE SET consecutive_failures = consecutive_failures + 1`,
      ).run(delivery.url)
      db.prepare('UPDATE url_breakers SET paused_until = ?, consecutive_failures = 0 WHERE url = ? AND consecutive_failures >= ?').run(
        at + Math.max(1, Math.round(BREAKER_PAUSE_MS * scale)),
        delivery.url,
        BREAKER_FAILURES,
      )
    })()
  }
}
