import {Agent, request} from 'undici'
import {signWebhookBody} from '../../../core/signing/sign-request.js'
import {webhookHeaders} from '../../../core/webhooks/payloads.js'
import type {SandboxContext} from '../context.js'
import {type DueDelivery, dueDeliveries, findDelivery, insertDelivery, recordAttempt} from '../store/deliveries.js'
import {getMerchant} from '../store/merchants.js'

/** Delays before each retry, the real service's schedule; 9 attempts in all. */
export const RETRY_DELAYS_MS = [10_000, 60_000, 300_000, 1_800_000, 7_200_000, 21_600_000, 43_200_000, 86_400_000]
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1
export const BREAKER_FAILURES = 5
export const BREAKER_PAUSE_MS = 60_000
const DUE_BATCH = 200
/**
 * The service's 10 s for an answer, the whole of it: undici's own timeouts each bound one wait, so an endpoint
 * answering a byte at a time would hold its URL's deliveries for good.
 */
export const ANSWER_TIMEOUT_MS = 10_000
/** An answer's body is read no further: only its status counts. */
const ANSWER_READ_BYTES = 64 * 1024

/**
 * Sends queued webhook deliveries: signed with the merchant's webhook secret, 10 s for the whole answer (5 s to
 * connect), retried on the schedule above scaled by `webhookRetryScale`, with a per-URL circuit breaker.
 * One URL receives one delivery at a time, oldest first, so `withdrawal.failed` arrives before
 * `withdrawal.refunded`. State lives in SQLite, so a restart resumes the schedule.
 */
export class WebhookDispatcher {
  private readonly busyUrls = new Set<string>()
  private readonly running = new Set<Promise<void>>()
  private readonly agent = new Agent({connect: {timeout: 5000}, headersTimeout: 10_000, bodyTimeout: 10_000})
  private closed = false

  constructor(private readonly context: SandboxContext) {}

  /** Starts sending the due deliveries of every URL that is not already being sent to. */
  tick(): void {
    if (this.closed) return
    const byUrl = new Map<string, DueDelivery[]>()
    for (const delivery of dueDeliveries(this.context.db, this.context.now(), DUE_BATCH)) {
      if (this.busyUrls.has(delivery.url)) continue
      byUrl.set(delivery.url, [...(byUrl.get(delivery.url) ?? []), delivery])
    }
    for (const [url, deliveries] of byUrl) {
      this.busyUrls.add(url)
      const run = this.deliverInOrder(deliveries).finally(() => {
        this.busyUrls.delete(url)
        this.running.delete(run)
      })
      this.running.add(run)
    }
  }

  /** A replay is a new delivery of the same event, with the same event_id and body, to the current URL. */
  replay(deliveryId: number): number | undefined {
    const {db, now} = this.context
    const original = findDelivery(db, deliveryId)
    if (!original) return undefined
    return insertDelivery(db, {...original, url: getMerchant(db, original.merchantId)?.webhook_url ?? original.url}, now())
  }

  /** Aborts the requests under way; their attempts are not recorded, so they are sent again after a restart. */
  async close(): Promise<void> {
    this.closed = true
    await this.agent.destroy()
    await Promise.all(this.running)
  }

  /** Stops at the first failure: the breaker may have paused the URL, and the next tick looks again. */
  private async deliverInOrder(deliveries: DueDelivery[]): Promise<void> {
    for (const delivery of deliveries) {
      if (this.closed || !(await this.deliver(delivery))) return
    }
  }

  private async deliver(delivery: DueDelivery): Promise<boolean> {
    const {db, now} = this.context
    const secret = getMerchant(db, delivery.merchant_id)?.webhook_secret ?? ''
    let status: number | null = null
    let error: string | null = null
    const deadline = AbortSignal.timeout(ANSWER_TIMEOUT_MS)
    try {
      const answer = await request(delivery.url, {
        method: 'POST',
        dispatcher: this.agent,
        signal: deadline,
        headers: {...webhookHeaders(signWebhookBody(secret, delivery.body), delivery.event_id), 'user-agent': 'pay-sandbox-webhooks/1'},
        body: delivery.body,
      })
      // Read so far, and only then is the answer taken.
      await answer.body.dump({signal: deadline, limit: ANSWER_READ_BYTES})
      status = answer.statusCode
    } catch (caught) {
      error = deadline.aborted
        ? `no whole answer within ${ANSWER_TIMEOUT_MS / 1000} s`
        : ((caught as {code?: string}).code ?? (caught as Error).message)
    }
    if (this.closed) return false
    const delivered = status !== null && status >= 200 && status <= 299
    const attempt = delivery.attempts + 1
    const at = now()
    const scaled = (ms: number) => Math.max(1, Math.round(ms * this.context.settings.webhookRetryScale))
    const nextAttemptAt = delivered || attempt >= MAX_ATTEMPTS ? null : at + scaled(RETRY_DELAYS_MS[attempt - 1]!)
    recordAttempt(
      db,
      delivery,
      {attempt, at, status, error, nextAttemptAt, delivered},
      {failures: BREAKER_FAILURES, pausedUntil: at + scaled(BREAKER_PAUSE_MS)},
    )
    return delivered
  }
}
