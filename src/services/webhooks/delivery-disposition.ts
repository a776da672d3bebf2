import {randomBytes} from 'node:crypto'
import {lookup} from 'node:dns/promises'
import {isIP, isIPv4} from 'node:net'
import {networkInterfaces} from 'node:os'
import {InputError} from '../../core/errors.js'
import {isLoopbackAddress} from '../../core/http/loopback.js'
import type {Refusal} from '../../core/schemas/output/webhook.js'
import {diagnoseWebhookSignature} from '../../core/signing/diagnosis/diagnose-webhook-signature.js'
import type {MistakeId} from '../../core/signing/diagnosis/mistake-facts.js'
import {HOP_HEADER, UNVERIFIED_HEADER} from '../../core/webhooks/listener-headers.js'
import {type RefusalReason, refusalText, type SignatureProblem, signatureProblemText} from './delivery-reasons.js'
import type {ForwardAnswer} from './forward.js'

/** Where `pay webhook listen` sends the deliveries of some event types; `events` absent: every type. */
export interface ForwardRoute {
  url: string
  events?: string[]
}

/** A delivery as the listener read it off the wire. */
export interface IncomingDelivery {
  body: Buffer
  /** Header pairs in the order received, names as sent. */
  headers: Array<[string, string]>
  receivedAt: Date
}

/** What the listener shows and keys on, read leniently from a webhook body: a body it cannot read is still relayed. */
export interface EventFacts {
  eventId: string | null
  eventType: string | null
  objectId: string | null
  amount: string | null
  /** The parsed JSON, or null when the body is not a JSON object. */
  event: Record<string, unknown> | null
}

/**
 * What is true of a delivery whatever becomes of it: what it says, and why its signature cannot be trusted (null:
 * it can), in English and as facts.
 */
interface Arrival {
  facts: EventFacts
  signatureProblem: string | null
  signatureFacts: SignatureProblem | null
}

/** A refusal with its reason in English and as facts. */
export type RefusalDecided = Refusal & {facts: RefusalReason}

/**
 * What becomes of one delivery, decided once: a loop (508) or an unverified delivery (400) is refused; an event
 * type not picked is filtered and a repeated event a duplicate (both 200, not forwarded); the rest is passed on,
 * verified or (with --forward-unverified) not, to `forwardTo` when a route takes its type.
 */
export type DeliveryDisposition = Arrival &
  (
    | {kind: 'loop' | 'refused'; refusal: RefusalDecided}
    | {kind: 'filtered' | 'duplicate'}
    | {kind: 'verified' | 'unverified'; forwardTo?: ForwardRoute}
  )

/** A disposition carried out: what the app answered, when it was forwarded there. */
export interface Decided {
  disposition: DeliveryDisposition
  forwarded?: ForwardAnswer
}

export interface DispositionRules {
  /** The profile's webhook secret; without one no delivery can be verified. */
  webhookSecret?: string
  /** Where deliveries go on, by event type: the first route that matches (routes.ts). */
  routes?: ForwardRoute[]
  /** Only these event types are printed and forwarded; the rest are answered 200 and only logged. */
  events?: string[]
  /** Pass on deliveries that fail verification too, marked with the UNVERIFIED_HEADER. */
  forwardUnverified?: boolean
  /** This listener's id in the hop header; a delivery that already carries it is a loop. */
  listenerId?: string
  /**
   * The title of the mistake that explains a failed signature, for the delivery's record (said by src/ui, in
   * English: the record is data); without it the record names the mistake by its id.
   */
  mistakeTitle?: (mistake: MistakeId) => string
}

/** What to answer the sender. */
export interface RelayAnswer {
  status: number
  contentType?: string
  body: Buffer
}

/** The portal's test event always carries this id, so it is never taken for a duplicate. */
const TEST_EVENT_ID = 'test'
const ACCEPTED: RelayAnswer = {status: 200, contentType: 'application/json', body: Buffer.from('{"received":true}')}
const DUPLICATE: RelayAnswer = {status: 200, contentType: 'application/json', body: Buffer.from('{"received":true,"duplicate":true}')}
const FILTERED: RelayAnswer = {status: 200, contentType: 'application/json', body: Buffer.from('{"received":true,"filtered":true}')}

/**
 * The one place a delivery is decided. An event is remembered only once it was verified and handed over
 * (forwarded with a 2xx, or accepted when nothing is forwarded), so the service's retry of a failed hand-over
 * goes through again and a forged body cannot shadow the real event. Deliveries of one event_id are decided and
 * carried out one at a time; refusals are decided at once, before that lock.
 * @example const decided = await decisions.decide(delivery, async () => undefined) // nothing routed: a verified event is accepted
 */
export class DeliveryDecisions {
  readonly listenerId: string
  private readonly seen = new Set<string>()
  private readonly queues = new Map<string, Promise<unknown>>()

  constructor(private readonly rules: DispositionRules) {
    this.listenerId = rules.listenerId ?? newListenerId()
  }

  /** Decides `delivery`, has `forward` carry the disposition out, and remembers the event when it was handed over. */
  decide(delivery: IncomingDelivery, forward: (disposition: DeliveryDisposition) => Promise<ForwardAnswer | undefined>): Promise<Decided> {
    const signatureFacts = verificationProblem(this.rules.webhookSecret, delivery.body, delivery.headers)
    const arrival: Arrival = {
      facts: readEventFacts(delivery.body),
      signatureProblem: signatureFacts && signatureProblemText(signatureFacts, this.rules.mistakeTitle ?? ((id) => id)),
      signatureFacts,
    }
    const refused = this.refusal(arrival, delivery.headers)
    // A refusal reads and writes no per-event state, so it never waits for the event's lock: a looped copy would
    // otherwise wait for its own original, which waits for the copy's answer, until the forward times out (504).
    if (refused) return Promise.resolve({disposition: refused})
    const key = memoryKey(arrival.facts)
    if (key === null) return this.carryOut(this.passOn(arrival, false), forward)
    return this.oneAtATime(key, async () => {
      const decided = await this.carryOut(this.passOn(arrival, this.seen.has(key)), forward)
      if (wasHandedOver(decided)) this.seen.add(key)
      return decided
    })
  }

  /** A loop through this listener, or (unless forwardUnverified) a delivery that failed verification. */
  private refusal(arrival: Arrival, headers: Array<[string, string]>): DeliveryDisposition | undefined {
    const loop = loopThrough(headers, this.listenerId)
    if (loop !== null) return {...arrival, kind: 'loop', refusal: refusal(508, loop)}
    if (arrival.signatureProblem !== null && !this.rules.forwardUnverified)
      return {...arrival, kind: 'refused', refusal: refusal(400, {code: 'not-verified'})}
    return undefined
  }

  /** What becomes of a delivery that is not refused: filtered, a duplicate, or passed on along its route. */
  private passOn(arrival: Arrival, seenBefore: boolean): DeliveryDisposition {
    if (!eventMatches(this.rules.events, arrival.facts.eventType)) return {...arrival, kind: 'filtered'}
    if (seenBefore) return {...arrival, kind: 'duplicate'}
    const forwardTo = routeFor(this.rules.routes ?? [], arrival.facts.eventType)
    return {...arrival, kind: arrival.signatureProblem === null ? 'verified' : 'unverified', forwardTo}
  }

  private async carryOut(
    disposition: DeliveryDisposition,
    forward: (disposition: DeliveryDisposition) => Promise<ForwardAnswer | undefined>,
  ): Promise<Decided> {
    return {disposition, forwarded: await forward(disposition)}
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

function refusal(status: number, facts: RefusalReason): RefusalDecided {
  return {status, reason: refusalText(facts), facts}
}

/** The id a delivery is remembered by: its event_id, except none and the portal's test event, which are never duplicates. */
function memoryKey(facts: EventFacts): string | null {
  return facts.eventId === TEST_EVENT_ID ? null : facts.eventId
}

/** A verified delivery the app took (a 2xx), or that was accepted with nowhere to forward it. */
function wasHandedOver({disposition, forwarded}: Decided): boolean {
  return disposition.kind === 'verified' && (forwarded === undefined || (forwarded.status >= 200 && forwarded.status <= 299))
}

/** What to answer the sender: the refusal, the app's own answer when forwarded, else that it was received. */
export function answerFor({disposition, forwarded}: Decided): RelayAnswer {
  switch (disposition.kind) {
    case 'loop':
    case 'refused': {
      const {refusal, signatureProblem} = disposition
      const reason = disposition.kind === 'refused' ? `${refusal.reason}: ${signatureProblem}` : refusal.reason
      return {status: refusal.status, contentType: 'application/json', body: Buffer.from(JSON.stringify({error: reason}))}
    }
    case 'filtered':
      return FILTERED
    case 'duplicate':
      return DUPLICATE
    default:
      return forwarded ? {status: forwarded.status, contentType: forwarded.contentType, body: forwarded.body} : ACCEPTED
  }
}

/**
 * True when an event type is named by one of the patterns; absent patterns name every type. A delivery that
 * is not an event (no type) matches only when nothing was picked.
 * @example eventMatches(['withdrawal.*'], 'withdrawal.refunded') // true
 */
export function eventMatches(patterns: string[] | undefined, type: string | null): boolean {
  if (patterns === undefined) return true
  if (type === null) return false
  return patterns.some(
    (pattern) => pattern === '*' || pattern === type || (pattern.endsWith('.*') && type.startsWith(pattern.slice(0, -1))),
  )
}

/** The route a delivery takes: the first whose events match its type, in the order given. */
export function routeFor(routes: ForwardRoute[], type: string | null): ForwardRoute | undefined {
  return routes.find((route) => eventMatches(route.events, type))
}

/**
 * Reads the event id, type, object id and amount of a webhook body, whatever its event type.
 * @example readEventFacts(Buffer.from('{"event_id":"dep_1:deposit.success","event_type":"deposit.success","deposit_id":"dep_1","amount":"100.37"}'))
 * // {eventId: 'dep_1:deposit.success', eventType: 'deposit.success', objectId: 'dep_1', amount: '100.37', event: {…}}
 */
export function readEventFacts(body: Uint8Array): EventFacts {
  const event = parseObject(body)
  if (!event) return {eventId: null, eventType: null, objectId: null, amount: null, event: null}
  const text = (name: string) => (typeof event[name] === 'string' ? (event[name] as string) : null)
  const eventId = text('event_id')
  const separator = eventId?.lastIndexOf(':') ?? -1
  return {
    eventId,
    eventType: text('event_type'),
    objectId: text('deposit_id') ?? text('withdrawal_id') ?? (separator > 0 ? eventId!.slice(0, separator) : null),
    amount: text('amount'),
    event,
  }
}

function parseObject(body: Uint8Array): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(body).toString('utf8'))
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/**
 * Why a delivery cannot be trusted, or null when its X-Webhook-Signature matches its raw bytes under the
 * webhook secret. A mismatch names the likely mistake when one of `pay webhook verify`'s variants explains it.
 * @example verificationProblem(webhookSecret, body, [['X-Webhook-Signature', sig]]) // {code: 'no-match', mistake: 'secret-whitespace'}
 */
export function verificationProblem(
  webhookSecret: string | undefined,
  body: Uint8Array,
  headers: Array<[string, string]>,
): SignatureProblem | null {
  if (!webhookSecret) return {code: 'no-secret'}
  const signature = headers.find(([name]) => name.toLowerCase() === 'x-webhook-signature')?.[1]
  if (signature === undefined) return {code: 'no-header'}
  const diagnosis = diagnoseWebhookSignature({webhookSecret, body, signature})
  if (diagnosis.valid) return null
  const [likely] = diagnosis.matchingVariants
  return likely ? {code: 'no-match', mistake: likely.id} : {code: 'no-match'}
}

/*
 * Every guard against a delivery going round for ever: the hop header cuts a chain of listeners forwarding to
 * each other at delivery time, and assertNotSelf refuses, at start, a --forward-to that reaches the listener itself.
 */

/** More hops than any honest set-up needs: beyond this a delivery is taken for a loop even without our own id. */
export const MAX_HOPS = 8

/** A random id for one running listener, as it appears in HOP_HEADER. */
export function newListenerId(): string {
  return `pay-listen-${randomBytes(6).toString('hex')}`
}

/** The listener ids a delivery already passed through, in order. */
export function hopsOf(headers: Array<[string, string]>): string[] {
  return headers
    .filter(([name]) => name.toLowerCase() === HOP_HEADER.toLowerCase())
    .flatMap(([, value]) => value.split(','))
    .map((id) => id.trim())
    .filter((id) => id !== '')
}

/**
 * Why a delivery is a loop, or null: it already passed through this listener, or through more listeners than
 * any honest set-up chains.
 * @example loopThrough([['X-Pay-Listener-Hops', 'pay-listen-a, pay-listen-me']], 'pay-listen-me') // {code: 'loop-self'}
 */
export function loopThrough(headers: Array<[string, string]>, listenerId: string): RefusalReason | null {
  const hops = hopsOf(headers)
  if (hops.includes(listenerId)) return {code: 'loop-self'}
  if (hops.length >= MAX_HOPS) return {code: 'loop-hops', hops: hops.length}
  return null
}

/**
 * The headers to forward: the received ones without any hop or unverified header a sender may have set, then
 * the hops with this listener's id added, and the unverified reason when there is one.
 */
export function listenerHeaders(
  headers: Array<[string, string]>,
  listenerId: string,
  unverifiedBecause: string | null,
): Array<[string, string]> {
  const ours = new Set([HOP_HEADER.toLowerCase(), UNVERIFIED_HEADER.toLowerCase()])
  const kept = headers.filter(([name]) => !ours.has(name.toLowerCase()))
  const added: Array<[string, string]> = [[HOP_HEADER, [...hopsOf(headers), listenerId].join(', ')]]
  if (unverifiedBecause !== null) added.push([UNVERIFIED_HEADER, unverifiedBecause])
  return [...kept, ...added]
}

/** Where the listener's socket is bound: the address as the system reports it, and the port (the one picked for 0). */
export interface BoundSocket {
  address: string
  port: number
}

/**
 * Refuses a --forward-to that reaches the listener itself (exit 2): every delivery would come back to it.
 * Decided by the addresses the URL's host reaches (a name is looked up as the forward will look it up), not by how
 * it is spelt, against the address and port the listener is bound to; so it runs once the port is bound, and
 * `--port 0` is covered. Loops through other listeners are cut by the hop header (loopThrough).
 * @example await assertNotSelf('http://0.0.0.0:4011/hooks', {address: '127.0.0.1', port: 4011}) // throws
 */
export async function assertNotSelf(forwardTo: string, listening: BoundSocket): Promise<void> {
  const url = new URL(forwardTo)
  if (Number(url.port || (url.protocol === 'https:' ? 443 : 80)) !== listening.port) return
  const reached = await addressesReached(url.hostname)
  if (!reached.some((address) => accepts(listening.address, address))) return
  throw new InputError({code: 'forward-to-self', url: forwardTo, port: listening.port}, {code: 'FORWARD_TO_SELF'})
}

/** The addresses a connection to `hostname` goes to; none when the name does not resolve (the forward fails then). */
async function addressesReached(hostname: string): Promise<string[]> {
  const host = hostname.replace(/^\[|\]$/g, '')
  if (isIP(host)) return [destinationOf(host)]
  const found = await lookup(host, {all: true}).catch(() => [])
  return found.map((entry) => destinationOf(entry.address))
}

/**
 * The address a connection really goes to: the unspecified address (`0.0.0.0`, `::`) means this machine's
 * loopback, and an IPv4-mapped IPv6 address (`::ffff:127.0.0.1`, `::ffff:7f00:1`) its IPv4 address.
 */
function destinationOf(address: string): string {
  if (address === '0.0.0.0') return '127.0.0.1'
  if (address === '::') return '::1'
  const mapped = /^::ffff:(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/i.exec(address)
  if (!mapped) return address
  if (mapped[1]) return mapped[1]
  const [high, low] = [Number.parseInt(mapped[2]!, 16), Number.parseInt(mapped[3]!, 16)]
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.')
}

/** Whether a socket bound to `bound` takes a connection to `destination`: a wildcard takes every local address of its family (`::` both). */
function accepts(bound: string, destination: string): boolean {
  if (bound === '0.0.0.0') return isIPv4(destination) && isLocal(destination)
  if (bound === '::') return isLocal(destination)
  return destinationOf(bound) === destination
}

function isLocal(address: string): boolean {
  return isLoopbackAddress(address) || localAddresses().has(address)
}

function localAddresses(): Set<string> {
  return new Set(Object.values(networkInterfaces()).flatMap((entries) => (entries ?? []).map((entry) => entry.address)))
}
