import {ApiError, PayError} from '../errors.js'
import {errorEnvelopeSchema} from '../schemas/error-envelope.js'
import {REPLAY_WINDOW_SECONDS} from '../signing/protocol.js'
import {retryAfterMs} from './retry-policy.js'

export interface RawResponse {
  status: number
  headers: Record<string, string>
  bodyText: string
  idempotencyKey?: string
}

/** Turns a non-2xx answer into an ApiError carrying code, message, status, request_id and a next step. */
export function apiErrorFromResponse(response: RawResponse, now: number): ApiError {
  const parsed = safeJson(response.bodyText)
  const envelope = errorEnvelopeSchema.safeParse(parsed)
  const requestId = envelope.success ? envelope.data.error.request_id : response.headers['x-request-id']
  const code = envelope.success ? envelope.data.error.code : `HTTP_${response.status}`
  const message = envelope.success
    ? envelope.data.error.message
    : `The service answered ${response.status} without an error envelope${response.bodyText ? `: ${response.bodyText.slice(0, 200)}` : '.'}`
  return new ApiError(message, {
    code,
    status: response.status,
    requestId,
    details: envelope.success ? envelope.data.error.details : undefined,
    idempotencyKey: response.idempotencyKey,
    tryMessage: nextStepFor(code, response, now),
  })
}

/** Seconds the server's clock is ahead of ours (negative: behind), from the response's Date header. */
export function clockSkewSeconds(dateHeader: string | undefined, now: number): number | undefined {
  if (!dateHeader) return undefined
  const serverTime = Date.parse(dateHeader)
  if (Number.isNaN(serverTime)) return undefined
  return Math.round((serverTime - now) / 1000)
}

function nextStepFor(code: string, response: RawResponse, now: number): string | undefined {
  switch (code) {
    case 'UNAUTHORIZED':
      return unauthorizedHint(response, now)
    case 'IP_NOT_ALLOWED':
    case 'FORBIDDEN':
      return "This machine's egress IP must be on the merchant's allowlist: send it to the payment service's team."
    case 'RATE_LIMITED':
      return waitHint(retryAfterMs(response.headers['retry-after'], now))
    case 'IDEMPOTENCY_IN_PROGRESS':
      return 'The first request with this Idempotency-Key is still being processed: wait a moment and retry with the same key.'
    case 'IDEMPOTENCY_KEY_MISMATCH':
      return 'This Idempotency-Key was used with a different body: reuse the original body, or use a new key for a new request.'
    case 'NOT_FOUND':
      return 'Check the id, and that the key (test or live) is the one that created the object.'
    case 'NOT_CANCELLABLE':
      return 'Only a PENDING deposit can be cancelled: see where it ended with `pay deposit get ID`.'
    case 'INVALID_BANK':
      return 'List the valid bank codes with `pay banks`.'
    default:
      return response.status >= 500 ? 'The service failed; quote the request id when reporting it.' : undefined
  }
}

function unauthorizedHint(response: RawResponse, now: number): string {
  const skew = clockSkewSeconds(response.headers.date, now)
  if (skew !== undefined && Math.abs(skew) > REPLAY_WINDOW_SECONDS) {
    const direction = skew > 0 ? 'behind' : 'ahead of'
    return `This machine's clock is ${Math.abs(skew)} s ${direction} the server's (the window is ±${REPLAY_WINDOW_SECONDS} s): sync it (NTP) and try again.`
  }
  return KEY_REFUSED_HINT
}

/** The next step of a 401 that is not the clock's fault. */
export const KEY_REFUSED_HINT =
  'Check the key id and secret with `pay whoami`, and see how the signature is built with `pay sign GET /v1/balance --explain`.'

function waitHint(waitMs: number | undefined): string {
  return waitMs === undefined
    ? 'Wait a minute before trying again.'
    : `Wait ${Math.max(1, Math.ceil(waitMs / 1000))} seconds before trying again.`
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** The JSON body of an answer; a body that is not JSON is the service breaking its contract. */
export function parseJson(response: RawResponse & {requestId?: string}): unknown {
  try {
    return JSON.parse(response.bodyText)
  } catch (error) {
    throw new PayError(`The service answered ${response.status} with a body that is not JSON.`, 1, {
      code: 'UNEXPECTED_RESPONSE',
      requestId: response.requestId,
      status: response.status,
      cause: error,
    })
  }
}
