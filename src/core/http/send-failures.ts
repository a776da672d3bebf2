import {InputError, InterruptedError, NetworkError} from '../errors.js'
import type {PreparedRequest} from './request-types.js'

/** undici refused the request before writing a byte of it: the request is at fault, not the network, and another try cannot help. */
export function notBuilt(error: Error, request: PreparedRequest): InputError {
  return new InputError(
    {code: 'request-not-built', method: request.method, url: request.url, reason: error.message},
    {code: 'INVALID_REQUEST', cause: error},
  )
}

/** Failures before a connection was made (refused, no such host, no route, TLS refused): nothing was sent. */
const NOT_CONNECTED =
  /^(ECONNREFUSED|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|UND_ERR_CONNECT_TIMEOUT|CERT_|UNABLE_TO_|DEPTH_ZERO|SELF_SIGNED|ERR_TLS)/

/** undici's own timeouts, each of one wait, and the client's bound on the whole exchange of an attempt. */
const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT', 'EXCHANGE_TIMEOUT'])

/** Why an attempt is stopped when its whole exchange (connect, headers and body) outlasts `--timeout`. */
export function exchangeTimedOut(timeoutMs: number): Error {
  return Object.assign(new Error(`no whole answer within ${timeoutMs} ms`), {code: 'EXCHANGE_TIMEOUT'})
}

export function networkError(error: unknown, request: PreparedRequest): NetworkError {
  const code = (error as {code?: string}).code ?? 'UNKNOWN'
  const timedOut = TIMEOUT_CODES.has(code)
  const notSent = NOT_CONNECTED.test(code)
  const next = notSent ? 'not-sent' : request.idempotencyKey === undefined ? 'check' : 'retry-with-key'
  return new NetworkError(
    {code: 'network-failed', method: request.method, url: request.url, timedOut, errorCode: code, next},
    {code: timedOut ? 'TIMEOUT' : 'NETWORK_ERROR', cause: error},
    notSent,
  )
}

/**
 * An answer longer than pay reads (`limit` bytes): not a usable answer, so for a request with an Idempotency-Key
 * it is as if none had come. Not retried: the same service would send the same answer.
 */
export function answerTooLarge(request: PreparedRequest, limit: number): NetworkError {
  const next = request.idempotencyKey === undefined ? 'check' : 'retry-with-key'
  return new NetworkError({code: 'answer-too-large', method: request.method, url: request.url, limit, next}, {code: 'ANSWER_TOO_LARGE'})
}

/** A request stopped by a signal (`signal`: SIGINT for Ctrl-C) before its answer came. */
export function interrupted(request: PreparedRequest, signal: string): InterruptedError {
  const withKey = request.idempotencyKey !== undefined
  return new InterruptedError({code: 'request-interrupted', method: request.method, url: request.url, signal, withKey}, signal)
}

/**
 * A client made for `--dry-run` was asked to send: a command that should have returned what it would send
 * (`wouldSend`) did not. A mistake in pay, refused before a byte leaves, so that nothing is ever sent in a dry run.
 */
export function sentUnderDryRun(request: PreparedRequest): Error {
  return new Error(`${request.method} ${request.url} was about to be sent under --dry-run; nothing was sent. This is a bug in pay.`)
}
