import {InputError, NetworkError} from '../errors.js'
import type {PreparedRequest} from './request-types.js'

/** undici refused the request before writing a byte of it: the request is at fault, not the network, and another try cannot help. */
export function notBuilt(error: Error, request: PreparedRequest): InputError {
  return new InputError(`${request.method} ${request.url} could not be sent: ${error.message}; nothing was sent.`, {
    code: 'INVALID_REQUEST',
    tryMessage:
      'Check the values given for the request (path, headers); nothing reached the service, so it is safe to fix them and run again.',
    cause: error,
    facts: {code: 'request-not-built', method: request.method, url: request.url, reason: error.message},
  })
}

/** Failures before a connection was made (refused, no such host, no route, TLS refused): nothing was sent. */
const NOT_CONNECTED =
  /^(ECONNREFUSED|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|UND_ERR_CONNECT_TIMEOUT|CERT_|UNABLE_TO_|DEPTH_ZERO|SELF_SIGNED|ERR_TLS)/

const NETWORK_NEXT = {
  'not-sent':
    'No connection was made, so nothing reached the service: check the base URL and the network (and HTTPS_PROXY if one is needed), then run again.',
  check: 'Check the base URL and the network (and HTTPS_PROXY if one is needed), then try again.',
  'retry-with-key': 'It may or may not have been processed: retry with the same --idempotency-key, which cannot create a second object.',
}

export function networkError(error: unknown, request: PreparedRequest): NetworkError {
  const code = (error as {code?: string}).code ?? 'UNKNOWN'
  const timedOut = code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT' || code === 'UND_ERR_CONNECT_TIMEOUT'
  const notSent = NOT_CONNECTED.test(code)
  const reason = timedOut ? 'timed out' : `failed (${code})`
  const next = notSent ? 'not-sent' : request.idempotencyKey === undefined ? 'check' : 'retry-with-key'
  return new NetworkError(
    `${request.method} ${request.url} ${reason}.`,
    {
      code: timedOut ? 'TIMEOUT' : 'NETWORK_ERROR',
      tryMessage: NETWORK_NEXT[next],
      cause: error,
      facts: {code: 'network-failed', method: request.method, url: request.url, timedOut, errorCode: code, next},
    },
    notSent,
  )
}

/**
 * A client made for `--dry-run` was asked to send: a command that should have returned what it would send
 * (`wouldSend`) did not. A mistake in pay, refused before a byte leaves, so that nothing is ever sent in a dry run.
 */
export function sentUnderDryRun(request: PreparedRequest): Error {
  return new Error(`${request.method} ${request.url} was about to be sent under --dry-run; nothing was sent. This is a bug in pay.`)
}
