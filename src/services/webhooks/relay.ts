import {hopsOf, listenerHeaders, MAX_HOPS, newListenerId} from '../../core/webhooks/listener-headers.js'
import type {DeliveryLog, LoggedDelivery, Refusal} from './delivery-log.js'
import {verificationProblem} from './delivery-verification.js'
import {type EventFacts, readEventFacts} from './event-facts.js'
import {type ForwardAnswer, type ForwardOptions, forwardDelivery} from './forward.js'
import {eventMatches, type ForwardRoute, routeFor} from './routes.js'

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
  /** The profile's webhook secret; without one no delivery can be verified. */
  webhookSecret?: string
  /** Where deliveries go on, by event type: the first route that matches (routes.ts). */
  routes?: ForwardRoute[]
  /** Only these event types are printed and forwarded; the rest are answered 200 and only logged. */
  events?: string[]
  /** Added to every forwarded request (--header). */
  extraHeaders?: Array<[string, string]>
  skipTlsVerify?: boolean
  /** Forward deliveries that fail verification too, marked with the UNVERIFIED_HEADER. */
  forwardUnverified?: boolean
  /** This listener's id in the hop header; a delivery that already carries it is a loop. */
  listenerId?: string
  log: DeliveryLog
  forward?: (url: string, body: Buffer, headers: Array<[string, string]>, options: ForwardOptions) => Promise<ForwardAnswer>
}

/** What is known of a delivery before its event's lock: what it says, whether it is verified, whether it is refused. */
interface Checked {
  facts: EventFacts
  signatureProblem: string | null
  refused: Refusal | null
}

/** The portal's test event always carries this id, so it is never taken for a duplicate. */
const TEST_EVENT_ID = 'test'
const ACCEPTED: RelayAnswer = {status: 200, contentType: 'application/json', body: Buffer.from('{"received":true}')}
const DUPLICATE: RelayAnswer = {status: 200, contentType: 'application/json', body: Buffer.from('{"received":true,"duplicate":true}')}
const FILTERED: RelayAnswer = {status: 200, contentType: 'application/json', body: Buffer.from('{"received":true,"filtered":true}')}

/**
 * The heart of `pay webhook listen`: verifies each delivery over its raw bytes, refuses what fails (400, kept in
 * the log, not forwarded, unless `forwardUnverified`) and any delivery that already passed through this
 * listener (508), answers 200 to the event types not picked (`events`), drops duplicates by event_id, forwards
 * the rest along the first route that takes their type and answers with the downstream's status.
 * Every delivery is logged. An event is only remembered once it was handed over (forwarded with a 2xx, or
 * accepted when nothing is forwarded) and verified, so the service's retry of a failed hand-over goes through
 * again and a forged body cannot shadow the real event. Deliveries of one event_id are handled one at a time;
 * refused ones (loops, failed verification) are answered at once, before that lock.
 * @example const relay = new WebhookRelay({webhookSecret, routes: [parseForwardRoute('http://127.0.0.1:3000/hooks')], log}); await relay.handle(delivery)
 */
export class WebhookRelay {
  readonly listenerId: string
  private readonly seen = new Set<string>()
  private readonly queues = new Map<string, Promise<unknown>>()
  private readonly forward: NonNullable<RelayOptions['forward']>

  constructor(private readonly options: RelayOptions) {
    this.forward = options.forward ?? forwardDelivery
    this.listenerId = options.listenerId ?? newListenerId()
  }

  handle(delivery: IncomingDelivery): Promise<RelayedDelivery> {
    const facts = readEventFacts(delivery.body)
    const signatureProblem = verificationProblem(this.options.webhookSecret, delivery.body, delivery.headers)
    const checked = {facts, signatureProblem, refused: this.refusal(delivery, signatureProblem)}
    const key = facts.eventId
    // A refusal reads and writes no per-event state, so it never waits for the event's lock: a looped copy would
    // otherwise wait for its own original, which waits for the copy's answer, until the forward times out (504).
    if (checked.refused !== null || key === null || key === TEST_EVENT_ID) return this.relay(delivery, checked, false)
    return this.oneAtATime(key, () => this.relay(delivery, checked, this.seen.has(key)))
  }

  private async relay(delivery: IncomingDelivery, checked: Checked, seenBefore: boolean): Promise<RelayedDelivery> {
    const {facts, signatureProblem, refused} = checked
    const filtered = refused === null && !eventMatches(this.options.events, facts.eventType)
    const duplicate = refused === null && !filtered && seenBefore
    const route = refused !== null || filtered || duplicate ? undefined : routeFor(this.options.routes ?? [], facts.eventType)
    const forwarded = route ? await this.forwardAlong(route, delivery, signatureProblem) : undefined
    const handedOver = refused === null && !filtered && (forwarded === undefined || (forwarded.status >= 200 && forwarded.status <= 299))
    if (!duplicate && handedOver && signatureProblem === null && facts.eventId !== null && facts.eventId !== TEST_EVENT_ID)
      this.seen.add(facts.eventId)
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
      ...(filtered ? {filtered} : {}),
      refused,
      forward:
        forwarded && route
          ? {
              url: route.url,
              status: forwarded.fromDownstream ? forwarded.status : null,
              error: forwarded.error,
              duration_ms: forwarded.durationMs,
            }
          : null,
      headers: delivery.headers,
      body_base64: delivery.body.toString('base64'),
    }
    await this.options.log.append(record)
    return {record, event: facts.event, answer: answerFor(record, forwarded)}
  }

  private forwardAlong(route: ForwardRoute, delivery: IncomingDelivery, signatureProblem: string | null): Promise<ForwardAnswer> {
    const headers = [...listenerHeaders(delivery.headers, this.listenerId, signatureProblem), ...(this.options.extraHeaders ?? [])]
    return this.forward(route.url, delivery.body, headers, {skipTlsVerify: this.options.skipTlsVerify})
  }

  /** Why this delivery is not passed on at all: a loop through this listener, or (by default) no verification. */
  private refusal(delivery: IncomingDelivery, signatureProblem: string | null): Refusal | null {
    const hops = hopsOf(delivery.headers)
    if (hops.includes(this.listenerId) || hops.length >= MAX_HOPS) {
      return {
        status: 508,
        reason: `forwarding loop: it already passed through ${hops.includes(this.listenerId) ? 'this listener' : `${hops.length} listeners`}`,
      }
    }
    if (signatureProblem !== null && !this.options.forwardUnverified) return {status: 400, reason: 'signature not verified'}
    return null
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

function answerFor(record: LoggedDelivery, forwarded: ForwardAnswer | undefined): RelayAnswer {
  if (record.refused) {
    const reason =
      record.signature_problem && record.refused.status === 400
        ? `${record.refused.reason}: ${record.signature_problem}`
        : record.refused.reason
    return {status: record.refused.status, contentType: 'application/json', body: Buffer.from(JSON.stringify({error: reason}))}
  }
  if (record.filtered) return FILTERED
  if (record.duplicate) return DUPLICATE
  return forwarded ? {status: forwarded.status, contentType: forwarded.contentType, body: forwarded.body} : ACCEPTED
}
