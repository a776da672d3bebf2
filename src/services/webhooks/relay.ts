import {verifyWebhookBody} from '../../core/signing.js'
import type {DeliveryLog, LoggedDelivery} from './delivery-log.js'
import {readEventFacts} from './event-facts.js'
import {type ForwardAnswer, forwardDelivery} from './forward.js'

/** A delivery as the listener read it off the wire. */
export interface IncomingDelivery {
  body: Buffer
  /** Header pairs in the order received, names as sent. */
  headers: Array<[string, string]>
  receivedAt: Date
}

/** What to answer the sender. */
export interface RelayAnswer {
  status: number
  contentType?: string
  body: Buffer
}

export interface RelayedDelivery {
  record: LoggedDelivery
  /** The parsed event, or null when the body is not a JSON object. */
  event: Record<string, unknown> | null
  answer: RelayAnswer
}

export interface RelayOptions {
  /** The profile's webhook secret; without one every signature is reported invalid. */
  webhookSecret?: string
  forwardTo?: string
  log: DeliveryLog
  forward?: (url: string, body: Buffer, headers: Array<[string, string]>) => Promise<ForwardAnswer>
}

/** The portal's test event always carries this id, so it is never taken for a duplicate. */
const TEST_EVENT_ID = 'test'
const ACCEPTED: RelayAnswer = {status: 200, contentType: 'application/json', body: Buffer.from('{"received":true}')}
const DUPLICATE: RelayAnswer = {status: 200, contentType: 'application/json', body: Buffer.from('{"received":true,"duplicate":true}')}

/**
 * The heart of `pay webhook listen`: verifies each delivery over its raw bytes, drops duplicates by event_id,
 * forwards the rest and answers with the downstream's status, and logs every delivery. An event is only
 * remembered once it was handed over (forwarded with a 2xx, or accepted when nothing is forwarded) and its
 * signature was not found wrong, so the service's retry of a failed hand-over goes through again and a forged
 * body cannot shadow the real event. Deliveries of one event_id are handled one at a time.
 * @example const relay = new WebhookRelay({webhookSecret, forwardTo: 'http://127.0.0.1:3000/hooks', log}); await relay.handle(delivery)
 */
export class WebhookRelay {
  private readonly seen = new Set<string>()
  private readonly queues = new Map<string, Promise<unknown>>()
  private readonly forward: NonNullable<RelayOptions['forward']>

  constructor(private readonly options: RelayOptions) {
    this.forward = options.forward ?? forwardDelivery
  }

  handle(delivery: IncomingDelivery): Promise<RelayedDelivery> {
    const facts = readEventFacts(delivery.body)
    const key = facts.eventId
    if (key === null || key === TEST_EVENT_ID) return this.relay(delivery, facts, false)
    return this.oneAtATime(key, () => this.relay(delivery, facts, this.seen.has(key)))
  }

  private async relay(delivery: IncomingDelivery, facts: ReturnType<typeof readEventFacts>, duplicate: boolean): Promise<RelayedDelivery> {
    const signatureProblem = this.signatureProblem(delivery)
    const {forwardTo} = this.options
    const forwarded = duplicate || !forwardTo ? undefined : await this.forward(forwardTo, delivery.body, delivery.headers)
    const handedOver = forwarded === undefined || (forwarded.status >= 200 && forwarded.status <= 299)
    const secretSaysForged = signatureProblem !== null && this.options.webhookSecret !== undefined
    if (!duplicate && handedOver && !secretSaysForged && facts.eventId !== null && facts.eventId !== TEST_EVENT_ID) this.seen.add(facts.eventId)
    const record: LoggedDelivery = {
      source: 'listen',
      received_at: delivery.receivedAt.toISOString(),
      event_id: facts.eventId,
      event_type: facts.eventType,
      object_id: facts.objectId,
      amount: facts.amount,
      signature_valid: signatureProblem === null,
      signature_problem: signatureProblem,
      duplicate,
      forward:
        forwarded && forwardTo
          ? {url: forwardTo, status: forwarded.fromDownstream ? forwarded.status : null, error: forwarded.error, duration_ms: forwarded.durationMs}
          : null,
      headers: delivery.headers,
      body_base64: delivery.body.toString('base64'),
    }
    await this.options.log.append(record)
    const answer = duplicate ? DUPLICATE : forwarded ? {status: forwarded.status, contentType: forwarded.contentType, body: forwarded.body} : ACCEPTED
    return {record, event: facts.event, answer}
  }

  private signatureProblem(delivery: IncomingDelivery): string | null {
    const secret = this.options.webhookSecret
    if (!secret) return 'no webhook secret set'
    const header = delivery.headers.find(([name]) => name.toLowerCase() === 'x-webhook-signature')
    if (!header) return 'no X-Webhook-Signature header'
    return verifyWebhookBody(secret, delivery.body, header[1]) ? null : 'does not match the body'
  }

  private oneAtATime<T>(key: string, task: () => Promise<T>): Promise<T> {
    const run = (this.queues.get(key) ?? Promise.resolve()).then(task)
    const tail = run.catch(() => undefined)
    this.queues.set(key, tail)
    void tail.then(() => {
      if (this.queues.get(key) === tail) this.queues.delete(key)
    })
    return run
  }
}
