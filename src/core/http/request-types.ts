import type {Dispatcher} from 'undici'

import type {InterruptedError, NetworkError} from '../errors.js'
import type {SignedParts} from '../signing/sign-request.js'
import type {RawResponse} from './response-error.js'
import type {RetryPolicy} from './retry-policy.js'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD'
export const HTTP_METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD']

/** One request as a command describes it. */
export interface RequestSpec {
  method: HttpMethod
  /** Path plus query string exactly as it will be sent and signed. */
  target: string
  /** A JSON value, serialised once; or bytes that are sent as they are. */
  body?: unknown
  rawBody?: Uint8Array
  /** `'generate'` makes a UUID v4 key; a string is used as given. */
  idempotencyKey?: string | 'generate'
  /** The public bank list is the one unsigned endpoint. */
  unsigned?: boolean
}

/** A request ready to send: the body bytes are fixed here and never serialised again. */
export interface PreparedRequest {
  method: HttpMethod
  /** The request target exactly as it goes on the wire and is signed: the base URL's path, if any, then the spec's target. */
  target: string
  url: string
  bodyBytes?: Buffer
  idempotencyKey?: string
  unsigned: boolean
}

export interface ApiResponse extends RawResponse {
  requestId?: string
  /** The key the request carried, so a failure can print it. */
  idempotencyKey?: string
  idempotentReplay: boolean
  durationMs: number
  attempts: number
}

export type TraceEvent =
  | {type: 'request'; attempt: number; request: PreparedRequest; signed?: SignedParts}
  | {type: 'response'; attempt: number; status: number; requestId?: string; durationMs: number}
  | {type: 'retry'; attempt: number; delayMs: number; reason: string}

/**
 * One attempt as it went, for the request history: what was sent, and the answer or why none came. Given
 * after every attempt that left the machine (never under `--dry-run`).
 */
export interface Exchange {
  /** When the attempt was sent, in ms since the epoch. */
  at: number
  attempt: number
  request: PreparedRequest
  durationMs: number
  response?: RawResponse & {requestId?: string}
  failure?: NetworkError | InterruptedError
}

/**
 * Told when a request that carries an Idempotency-Key (a money-moving one) is sent, by `ClientOptions.onKeyedRequest`:
 * aborting `signal` (its reason: the signal's name, e.g. SIGINT) stops it; `ended` is told once, with the answer
 * when one came (any status), with nothing when none did.
 */
export interface KeyedRequestWatch {
  signal: AbortSignal
  ended: (response: ApiResponse | undefined) => void
}

/** A wait the service asked for (429 with Retry-After), shown to the user whatever the verbosity. */
export interface ServerWait {
  status: number
  delayMs: number
  attempt: number
  idempotencyKey?: string
}

export interface ClientOptions {
  baseUrl: string
  keyId: string
  secret: string
  userAgent: string
  /** Bounds the whole exchange of one attempt: connect, headers and body (default 30 s). */
  timeoutMs?: number
  /** The longest answer read (default MAX_ANSWER_BYTES, src/core/http/answer-body.ts); longer is refused unread. */
  maxAnswerBytes?: number
  retryPolicy?: RetryPolicy
  dispatcher?: Dispatcher
  /** Where the proxy variables are read (HTTPS_PROXY, NO_PROXY); default: the process's. */
  env?: NodeJS.ProcessEnv
  now?: () => number
  sleep?: (ms: number) => Promise<void>
  onTrace?: (event: TraceEvent) => void
  onServerWait?: (wait: ServerWait) => void
  /** Told of every attempt sent; what it throws is dropped, so that a record never costs an answer. */
  onExchange?: (exchange: Exchange) => void
  /** Told of every final 2xx answer (after its retries), e.g. for pay's ledger; what it throws is dropped. */
  onAnswer?: (request: PreparedRequest, response: ApiResponse) => void
  /** Watches every request that carries an Idempotency-Key while it is sent (the session: Ctrl-C, the money answers). */
  onKeyedRequest?: (request: PreparedRequest) => KeyedRequestWatch | undefined
  /** Awaited before a request with an Idempotency-Key is sent: what it throws stops the request unsent. */
  beforeKeyedRequest?: (request: PreparedRequest) => Promise<void>
  /** `--dry-run`: commands return what they would send (`wouldSend`), and `send` refuses, so nothing can leave. */
  dryRun?: boolean
}
