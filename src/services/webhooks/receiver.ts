import {createServer, type IncomingMessage, type ServerResponse} from 'node:http'
import type {AddressInfo} from 'node:net'

import {PayError} from '../../core/errors.js'
import {
  answerFor,
  type Decided,
  DeliveryDecisions,
  type DeliveryDisposition,
  type DispositionRules,
  type IncomingDelivery,
  listenerHeaders,
  type RelayAnswer,
} from './delivery-disposition.js'
import type {DeliveryLog, LoggedDelivery} from './delivery-log.js'
import {type ForwardAnswer, type ForwardOptions, forwardDelivery} from './forward.js'

/** The service's events are small; anything this large is not one, and is refused before it fills memory. */
export const MAX_WEBHOOK_BODY_BYTES = 1024 * 1024
/**
 * When the listener stops, a delivery still being forwarded gets this long to finish; then its forward is cut
 * off (its sender answered 503, so it sends it again) and it is logged and reported, so a stop ends within 2 s.
 */
const FORWARD_GRACE_MS = 1000
/** Then the answers cut off get this long to reach their senders before every connection is closed. */
const ANSWER_GRACE_MS = 500

/** A delivery the listener handled, as it is logged, with its event (null when the body is not a JSON object). */
export interface HeardDelivery {
  record: LoggedDelivery
  event: Record<string, unknown> | null
}

/** The one shape every reporter of deliveries has: the flow, the line and JSON printers, the browser's feed. */
export type OnDelivery = (delivery: HeardDelivery) => void

export interface RelayedDelivery extends HeardDelivery {
  answer: RelayAnswer
}

export interface ReceiverOptions {
  host: string
  port: number
  maxBodyBytes?: number
  /** Decides, forwards and logs each delivery, and says what to answer; `stop` is aborted when the listener stops. */
  relay: Pick<WebhookRelay, 'handle'>
  /** Told of each delivery as soon as it is taken in, before it is decided or forwarded. */
  onArrival?: () => void
  /** Reports each delivery once it is logged, before it is answered. */
  onDelivery: OnDelivery
  /** A request that was not taken in (wrong method, too large, failed while handled), for a note on stderr. */
  onRefused?: (refused: RefusedRequest) => void
}

/** What the listener answered a request it did not keep as a delivery, and why, as facts for the note. */
export type RefusedRequest = {status: 405; method: string; path: string} | {status: 413; maxBytes: number} | {status: 500; reason: string}

export interface RelayOptions extends DispositionRules {
  /** Added to every forwarded request (--header). */
  extraHeaders?: Array<[string, string]>
  skipTlsVerify?: boolean
  /** How long the app has to answer a forwarded delivery, body included, before the sender is answered 504 (default 9 s). */
  forwardTimeoutMs?: number
  log: DeliveryLog
  forward?: (url: string, body: Buffer, headers: Array<[string, string]>, options: ForwardOptions) => Promise<ForwardAnswer>
}

export interface RunningReceiver {
  /** The URL the sender should POST to, e.g. `http://127.0.0.1:4011/`. */
  url: string
  /** The port bound (the one picked when asked for 0). */
  port: number
  /** The address bound, as the system reports it (`127.0.0.1`, `::`, …). */
  address: string
  close(): Promise<void>
}

/**
 * An HTTP server that reads each POST's raw body (capped: 413 beyond it), has the relay decide, forward and log
 * it, reports it (`onDelivery`) and answers as the relay says. Any path is accepted, since the sender only knows
 * the URL it was given.
 * @example const receiver = await startWebhookReceiver({host: '127.0.0.1', port: 4011, relay: new WebhookRelay({log}), onDelivery: print})
 */
export async function startWebhookReceiver(options: ReceiverOptions): Promise<RunningReceiver> {
  const maxBodyBytes = options.maxBodyBytes ?? MAX_WEBHOOK_BODY_BYTES
  const stopping = new AbortController()
  const inFlight = new Set<Promise<void>>()
  const server = createServer((request, response) => {
    const handled = receive(request, response, options, maxBodyBytes, stopping.signal).finally(() => inFlight.delete(handled))
    inFlight.add(handled)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => reject(listenError(error, options)))
    server.listen(options.port, options.host, resolve)
  })
  const {port, address} = server.address() as AddressInfo
  const host = options.host === '0.0.0.0' || options.host === '::' ? '127.0.0.1' : options.host
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}/`,
    port,
    address,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      server.closeIdleConnections()
      const handled = () => Promise.allSettled([...inFlight])
      await within(handled(), FORWARD_GRACE_MS)
      stopping.abort()
      await within(handled(), ANSWER_GRACE_MS)
      server.closeAllConnections()
      await closed
    },
  }
}

/** Waits for `done`, or `ms` at most. */
async function within(done: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  await Promise.race([done, new Promise((resolve) => (timer = setTimeout(resolve, ms)))])
  clearTimeout(timer)
}

async function receive(
  request: IncomingMessage,
  response: ServerResponse,
  options: ReceiverOptions,
  maxBodyBytes: number,
  stop: AbortSignal,
): Promise<void> {
  if (request.method !== 'POST') {
    options.onRefused?.({status: 405, method: request.method ?? '', path: request.url ?? ''})
    return answer(
      response,
      {status: 405, contentType: 'application/json', body: Buffer.from('{"error":"only POST is accepted"}')},
      {allow: 'POST'},
    )
  }
  const receivedAt = new Date()
  const body = await readCapped(request, maxBodyBytes).catch(() => null)
  if (body === null) return // the sender went away mid-body: nothing to answer, nothing to keep
  if (body === undefined) {
    options.onRefused?.({status: 413, maxBytes: maxBodyBytes})
    return answer(response, {status: 413, contentType: 'application/json', body: Buffer.from('{"error":"payload too large"}')})
  }
  options.onArrival?.()
  const headers: Array<[string, string]> = []
  for (let index = 0; index + 1 < request.rawHeaders.length; index += 2)
    headers.push([request.rawHeaders[index]!, request.rawHeaders[index + 1]!])
  try {
    const relayed = await options.relay.handle({body, headers, receivedAt}, stop)
    options.onDelivery(relayed)
    answer(response, relayed.answer)
  } catch (error) {
    options.onRefused?.({status: 500, reason: (error as Error).message})
    answer(response, {
      status: 500,
      contentType: 'application/json',
      body: Buffer.from('{"error":"the listener failed to keep this delivery"}'),
    })
  }
}

/**
 * The heart of `pay webhook listen`, one delivery at a time: decide (delivery-disposition.ts), forward when the
 * disposition names a route (with this listener's hop added), log. Every delivery is logged.
 * @example const {record, answer} = await new WebhookRelay({webhookSecret, routes: [{url: 'http://127.0.0.1:3000/hooks'}], log}).handle(delivery)
 */
export class WebhookRelay {
  readonly listenerId: string
  private readonly decisions: DeliveryDecisions
  private readonly forward: NonNullable<RelayOptions['forward']>

  constructor(private readonly options: RelayOptions) {
    this.decisions = new DeliveryDecisions(options)
    this.listenerId = this.decisions.listenerId
    this.forward = options.forward ?? forwardDelivery
  }

  /** `stop`, when aborted, cuts off a forward under way: the app's answer is then a 503 made up by the relay. */
  async handle(delivery: IncomingDelivery, stop?: AbortSignal): Promise<RelayedDelivery> {
    const decided = await this.decisions.decide(delivery, (disposition) => this.forwardAsDecided(delivery, disposition, stop))
    const record = listenedRecord(delivery, decided)
    await this.options.log.append(record)
    return {record, event: decided.disposition.facts.event, answer: answerFor(decided)}
  }

  private async forwardAsDecided(
    delivery: IncomingDelivery,
    disposition: DeliveryDisposition,
    stop: AbortSignal | undefined,
  ): Promise<ForwardAnswer | undefined> {
    if (!('forwardTo' in disposition) || !disposition.forwardTo) return undefined
    const headers = [
      ...listenerHeaders(delivery.headers, this.listenerId, disposition.signatureProblem),
      ...(this.options.extraHeaders ?? []),
    ]
    return this.forward(disposition.forwardTo.url, delivery.body, headers, {
      skipTlsVerify: this.options.skipTlsVerify,
      timeoutMs: this.options.forwardTimeoutMs,
      stop,
    })
  }
}

/**
 * The whole body, or undefined when it is over the cap. The rest of a refused body is read and dropped, so the
 * sender finishes writing and hears the 413 instead of a broken pipe.
 */
function readCapped(request: IncomingMessage, maxBodyBytes: number): Promise<Buffer | undefined> {
  if (Number(request.headers['content-length'] ?? 0) > maxBodyBytes) {
    request.resume()
    return Promise.resolve(undefined)
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= maxBodyBytes) chunks.push(chunk)
    })
    request.on('end', () => resolve(size > maxBodyBytes ? undefined : Buffer.concat(chunks)))
    request.on('error', reject)
  })
}

function answer(response: ServerResponse, reply: RelayAnswer, extra: Record<string, string> = {}): void {
  const headers: Record<string, string | number> = {...extra, 'content-length': reply.body.length}
  if (reply.contentType) headers['content-type'] = reply.contentType
  response.writeHead(reply.status, headers).end(reply.body)
}

function listenError(error: NodeJS.ErrnoException, {host, port}: ReceiverOptions): PayError {
  if (error.code === 'EADDRINUSE') {
    return new PayError({code: 'port-in-use', host, port}, 1, {code: 'PORT_IN_USE'})
  }
  return new PayError({code: 'cannot-listen', host, port, reason: error.message}, 1, {code: error.code ?? 'LISTEN_FAILED'})
}

/** The record of a delivery the listener decided: what arrived, and what became of it. */
function listenedRecord(delivery: IncomingDelivery, {disposition, forwarded}: Decided): LoggedDelivery {
  const {facts, signatureProblem, signatureFacts} = disposition
  const forwardTo = 'forwardTo' in disposition ? disposition.forwardTo : undefined
  return {
    source: 'listen',
    received_at: delivery.receivedAt.toISOString(),
    event_id: facts.eventId,
    event_type: facts.eventType,
    object_id: facts.objectId,
    amount: facts.amount,
    signature_valid: signatureProblem === null,
    signature_problem: signatureProblem,
    ...(signatureFacts === null ? {} : {signature_facts: signatureFacts}),
    duplicate: disposition.kind === 'duplicate',
    ...(disposition.kind === 'filtered' ? {filtered: true} : {}),
    refused: 'refusal' in disposition ? disposition.refusal : null,
    forward:
      forwarded && forwardTo
        ? {
            url: forwardTo.url,
            status: forwarded.fromDownstream ? forwarded.status : null,
            error: forwarded.error,
            duration_ms: forwarded.durationMs,
          }
        : null,
    headers: delivery.headers,
    body_base64: delivery.body.toString('base64'),
  }
}

/** What became of the deliveries a listener took in, for the sentence it stops with. */
export interface ListenTally {
  /** Every delivery taken in (a POST whose body was read), whatever became of it. */
  received: number
  /** Forwarded, and the app answered 2xx. */
  accepted: number
  /** Forwarded, and the app answered something else. */
  appRefused: number
  /** Forwarded, and no answer came from the app: it could not be reached, or took too long. */
  noAnswer: number
  /** Answered by the listener and forwarded nowhere: not verified, a loop, or it could not be kept (500). */
  refused: number
  /** Taken in, and not done with (still being forwarded) when the listener stopped. */
  pending: number
  duplicates: number
  /** Of event types not picked (--events): answered 200 and logged, not forwarded. */
  filtered: number
}

/** Counts each delivery when it arrives and again when it is done with, so that one still out is counted too. */
export class DeliveryTally {
  private arrivals = 0
  private done = 0
  private readonly counted = {accepted: 0, appRefused: 0, noAnswer: 0, refused: 0, duplicates: 0, filtered: 0}

  arrived(): void {
    this.arrivals++
  }

  /** A delivery done with: logged, answered, and forwarded when it was to be. */
  handled(record: LoggedDelivery): void {
    this.done++
    if (record.duplicate) this.counted.duplicates++
    if (record.filtered) this.counted.filtered++
    else if (record.refused) this.counted.refused++
    else if (record.forward) this.counted[forwardOutcome(record.forward.status)]++
  }

  /** A delivery taken in that the listener failed to keep: answered 500. */
  notKept(): void {
    this.done++
    this.counted.refused++
  }

  tally(): ListenTally {
    return {...this.counted, received: this.arrivals, pending: Math.max(0, this.arrivals - this.done)}
  }
}

function forwardOutcome(status: number | null): 'accepted' | 'appRefused' | 'noAnswer' {
  if (status === null) return 'noAnswer'
  return status >= 200 && status <= 299 ? 'accepted' : 'appRefused'
}
