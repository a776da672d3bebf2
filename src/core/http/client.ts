import {randomUUID} from 'node:crypto'

import type {Dispatcher} from 'undici'

import type {InterruptedError, NetworkError, PayError} from '../errors.js'
import type {DryRunOutput, DryRunReport} from '../schemas/output/cli.js'
import {authHeaders, type SignedParts, signRequest, unixSeconds} from '../signing/sign-request.js'
import {trimTrailing} from '../text/trim-trailing.js'
import {AnswerTooLarge, MAX_ANSWER_BYTES, readAnswerBody} from './answer-body.js'
import {openPool, requestThrough} from './dispatcher.js'
import {checkHeaderValue} from './header-value.js'
import {checkRequestTarget} from './request-target.js'
import type {ApiResponse, ClientOptions, PreparedRequest, RequestSpec} from './request-types.js'
import {apiErrorFromResponse, parseJson} from './response-error.js'
import {
  backoffDelayMs,
  DEFAULT_RETRY_POLICY,
  isRetriableRequest,
  isRetriableStatus,
  type RetryPolicy,
  retryAfterMs,
} from './retry-policy.js'
import {answerTooLarge, exchangeTimedOut, interrupted, networkError, notBuilt, sentUnderDryRun} from './send-failures.js'
import {parseUrlInput} from './url-input.js'

export const DEFAULT_TIMEOUT_MS = 30_000

/**
 * The signing HTTP client: one keep-alive pool per base URL (undici, proxy-aware through HTTPS_PROXY /
 * NO_PROXY), a fresh timestamp and signature on every attempt over the same body bytes, and the retry rule.
 */
export class PayClient {
  readonly baseUrl: string
  /** Opened at the first request, so that a command that sends nothing pays nothing. */
  private pool?: Promise<Dispatcher>
  private parsedBase?: {origin: string; path: string}
  private readonly now: () => number
  private readonly sleep: (ms: number) => Promise<void>
  private readonly retryPolicy: RetryPolicy
  private readonly timeoutMs: number
  private readonly maxAnswerBytes: number

  constructor(private readonly options: ClientOptions) {
    this.baseUrl = trimTrailing(options.baseUrl, '/')
    this.pool = options.dispatcher && Promise.resolve(options.dispatcher)
    this.now = options.now ?? Date.now
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)))
    this.retryPolicy = options.retryPolicy ?? DEFAULT_RETRY_POLICY
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
    this.maxAnswerBytes = options.maxAnswerBytes ?? MAX_ANSWER_BYTES
  }

  /**
   * Fixes the body bytes and the Idempotency-Key of a request. A target that cannot go on the wire as written,
   * or a key a header cannot carry, is an InputError here, before anything is sent or recorded.
   */
  prepare(spec: RequestSpec): PreparedRequest {
    checkRequestTarget(spec.target)
    const base = this.base()
    const bodyBytes =
      spec.rawBody !== undefined
        ? Buffer.from(spec.rawBody)
        : spec.body === undefined
          ? undefined
          : Buffer.from(JSON.stringify(spec.body), 'utf8')
    const idempotencyKey = spec.idempotencyKey === 'generate' ? randomUUID() : spec.idempotencyKey
    const target = `${base.path}${spec.target}`
    return {
      method: spec.method,
      target,
      url: `${base.origin}${target}`,
      bodyBytes,
      idempotencyKey,
      unsigned: spec.unsigned ?? false,
    }
  }

  /**
   * Signs a prepared request at `now` and returns every header it will carry, each checked: a value HTTP
   * cannot carry is an InputError naming the header, never a failure of the network.
   */
  headersFor(request: PreparedRequest): {headers: Record<string, string>; signed?: SignedParts} {
    const headers: Record<string, string> = {'user-agent': this.options.userAgent, accept: 'application/json'}
    if (request.bodyBytes !== undefined) headers['content-type'] = 'application/json'
    if (request.idempotencyKey !== undefined) headers['idempotency-key'] = request.idempotencyKey
    const signed = request.unsigned
      ? undefined
      : signRequest({
          secret: this.options.secret,
          method: request.method,
          target: request.target,
          timestamp: unixSeconds(this.now()),
          body: request.bodyBytes ?? '',
        })
    const all = signed ? {...headers, ...authHeaders(this.options.keyId, signed)} : headers
    for (const [name, value] of Object.entries(all)) checkHeaderValue(value, {kind: 'header', name})
    return {headers: all, signed}
  }

  /** What `--dry-run` shows instead of sending: the request prepared and signed as it would go, and not sent. */
  wouldSend(spec: RequestSpec): DryRunReport {
    const request = this.prepare(spec)
    const {headers, signed} = this.headersFor(request)
    return dryRunReport(request, signed, headers)
  }

  /**
   * Sends a request and returns the answer whatever its status, retrying by the rule of docs/configuration.md, Retries.
   * Throws NetworkError when no answer came at all, InterruptedError when a signal stopped a request that
   * carries an Idempotency-Key (`onKeyedRequest`).
   */
  async send(spec: RequestSpec | PreparedRequest): Promise<ApiResponse> {
    const request = 'url' in spec ? spec : this.prepare(spec)
    if (this.options.dryRun) throw sentUnderDryRun(request)
    // Before the key is watched: a proxy that cannot be used is a mistake of the set-up, and nothing was sent.
    this.pool ??= openPool(this.options.env)
    if (request.idempotencyKey !== undefined) await this.options.beforeKeyedRequest?.(request)
    const watch = request.idempotencyKey === undefined ? undefined : this.options.onKeyedRequest?.(request)
    let response: ApiResponse | undefined
    try {
      response = await this.sendWithRetries(request, watch?.signal)
      if (response.status >= 200 && response.status < 300) this.tell(request, response)
      return response
    } finally {
      watch?.ended(response)
    }
  }

  private async sendWithRetries(request: PreparedRequest, stop: AbortSignal | undefined): Promise<ApiResponse> {
    const retriable = isRetriableRequest(request.method, request.idempotencyKey)
    const maxAttempts = retriable ? this.retryPolicy.retries + 1 : 1
    for (let attempt = 1; ; attempt++) {
      const outcome = await this.attempt(request, attempt, stop)
      const retryReason =
        outcome instanceof Error
          ? FINAL_FAILURES.has(outcome.code)
            ? undefined
            : outcome.message
          : isRetriableStatus(outcome.status)
            ? `status ${outcome.status}`
            : undefined
      const askedWaitMs = outcome instanceof Error ? undefined : retryAfterMs(outcome.headers['retry-after'], this.now())
      const waitTooLong = askedWaitMs !== undefined && askedWaitMs > this.retryPolicy.maxRetryAfterMs
      if (retryReason === undefined || attempt >= maxAttempts || waitTooLong) {
        if (outcome instanceof Error) throw this.withKey(outcome, request)
        return {...outcome, attempts: attempt, idempotencyKey: request.idempotencyKey}
      }
      const delayMs = askedWaitMs ?? backoffDelayMs(this.retryPolicy, attempt)
      this.options.onTrace?.({type: 'retry', attempt, delayMs, reason: retryReason})
      if (askedWaitMs !== undefined && !(outcome instanceof Error)) {
        this.options.onServerWait?.({status: outcome.status, delayMs, attempt, idempotencyKey: request.idempotencyKey})
      }
      await untilAborted(this.sleep(delayMs), stop)
      if (stop?.aborted) throw this.withKey(interrupted(request, String(stop.reason)), request)
    }
  }

  private tell(request: PreparedRequest, response: ApiResponse): void {
    try {
      this.options.onAnswer?.(request, response)
    } catch {
      // What is kept of an answer (the ledger) must never cost the answer.
    }
  }

  /** Sends a request and returns its parsed JSON body; a non-2xx answer becomes an ApiError. */
  async call<T>(spec: RequestSpec, parse: (value: unknown) => T): Promise<{data: T; response: ApiResponse}> {
    const request = this.prepare(spec)
    const response = await this.send(request)
    if (response.status < 200 || response.status > 299) {
      throw apiErrorFromResponse(response, this.now())
    }
    return {data: parse(parseJson(response)), response}
  }

  async close(): Promise<void> {
    await (await this.pool)?.close()
  }

  private async attempt(request: PreparedRequest, attempt: number, stop: AbortSignal | undefined): Promise<AttemptOutcome> {
    const {headers, signed} = this.headersFor(request)
    this.options.onTrace?.({type: 'request', attempt, request, signed})
    const at = this.now()
    const started = performance.now()
    const outcome = await this.sendOnce(request, headers, attempt, started, stop)
    const durationMs = outcome instanceof Error ? Math.round(performance.now() - started) : outcome.durationMs
    try {
      this.options.onExchange?.({
        at,
        attempt,
        request,
        durationMs,
        ...(outcome instanceof Error ? {failure: outcome} : {response: outcome}),
      })
    } catch {
      // Keeping the record (the request history, its warning) must never lose an answer that came, or a key.
    }
    return outcome
  }

  /**
   * One attempt, its whole exchange (connect, request, headers and body) bounded by the timeout: undici's own
   * timeouts each bound one wait, so a body sent a byte at a time would never end.
   */
  private async sendOnce(
    request: PreparedRequest,
    headers: Record<string, string>,
    attempt: number,
    started: number,
    stop: AbortSignal | undefined,
  ): Promise<AttemptOutcome> {
    const deadline = new AbortController()
    const timer = setTimeout(() => deadline.abort(exchangeTimedOut(this.timeoutMs)), this.timeoutMs)
    try {
      const answer = await requestThrough(await this.pool!, {
        origin: this.base().origin,
        // The target as signed, byte for byte: never through new URL(), which would drop a fragment, resolve dot segments or re-encode.
        path: request.target,
        method: request.method,
        headers,
        body: request.bodyBytes,
        headersTimeout: this.timeoutMs,
        bodyTimeout: this.timeoutMs,
        signal: stop ? AbortSignal.any([deadline.signal, stop]) : deadline.signal,
      })
      const bodyText = await readAnswerBody(answer, this.maxAnswerBytes)
      const durationMs = Math.round(performance.now() - started)
      const flatHeaders = flattenHeaders(answer.headers)
      const requestId = flatHeaders['x-request-id']
      this.options.onTrace?.({type: 'response', attempt, status: answer.statusCode, requestId, durationMs})
      return {
        status: answer.statusCode,
        headers: flatHeaders,
        bodyText,
        requestId,
        idempotentReplay: flatHeaders['idempotent-replay'] === 'true',
        durationMs,
      }
    } catch (error) {
      if ((error as {code?: string}).code === 'UND_ERR_INVALID_ARG') throw notBuilt(error as Error, request)
      if (stop?.aborted) return interrupted(request, String(stop.reason))
      if (error instanceof AnswerTooLarge) return answerTooLarge(request, error.limit)
      return networkError(error, request)
    } finally {
      clearTimeout(timer)
    }
  }

  /** The base URL's origin and path (no trailing "/"), read once by the one URL reader. */
  private base(): {origin: string; path: string} {
    if (!this.parsedBase) {
      const url = parseUrlInput(this.options.baseUrl, {kind: 'base-url'})
      const path = trimTrailing(url.pathname, '/')
      if (path !== '') checkRequestTarget(path, {kind: 'base-url'})
      this.parsedBase = {origin: url.origin, path}
    }
    return this.parsedBase
  }

  private withKey<E extends PayError>(error: E, request: PreparedRequest): E {
    if (request.idempotencyKey !== undefined) error.idempotencyKey = request.idempotencyKey
    return error
  }
}

type AttemptOutcome = Omit<ApiResponse, 'attempts' | 'idempotencyKey'> | NetworkError | InterruptedError

/** Failures another attempt cannot mend: a signal stopped the request, or the service answers too much. */
const FINAL_FAILURES = new Set(['INTERRUPTED', 'ANSWER_TOO_LARGE'])

/** `waiting`, or less when `stop` is aborted first. */
async function untilAborted(waiting: Promise<void>, stop: AbortSignal | undefined): Promise<void> {
  if (!stop) return waiting
  if (stop.aborted) return
  let stopped = () => {}
  const aborted = new Promise<void>((resolve) => (stopped = resolve))
  stop.addEventListener('abort', stopped, {once: true})
  await Promise.race([waiting, aborted])
  stop.removeEventListener('abort', stopped)
}

function flattenHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const flat: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value
  }
  return flat
}

/** What `--dry-run` shows of a request that was not sent: the request as it would go, signed. */
export function dryRunReport(request: PreparedRequest, signed: SignedParts | undefined, headers: Record<string, string>): DryRunReport {
  return {
    method: request.method,
    url: request.url,
    headers,
    body: request.bodyBytes ? request.bodyBytes.toString('utf8') : null,
    canonical_string: signed?.canonical ?? null,
  }
}

/** A use case's result under `--dry-run`: the request it would have sent instead of what it would have done. */
export function isDryRun(result: object): result is DryRunOutput {
  return 'dry_run' in result
}
