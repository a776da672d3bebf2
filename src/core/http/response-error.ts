import {ApiError, inEnglish, PayError} from '../errors.js'
import * as z from '../schemas/zod-mini.js'
import {REPLAY_WINDOW_SECONDS} from '../signing/protocol.js'
import type {ApiNextStep} from './answer-facts.js'
import {retryAfterMs} from './retry-policy.js'

export interface RawResponse {
  status: number
  headers: Record<string, string>
  bodyText: string
  idempotencyKey?: string
}

/**
 * Turns a non-2xx answer into an ApiError carrying code, message, status, request_id and a next step. The
 * service's message is its own words, kept as given; pay's words around it and the next step are facts too.
 */
export function apiErrorFromResponse(response: RawResponse, now: number): ApiError {
  const parsed = safeJson(response.bodyText)
  const envelope = errorEnvelopeSchema.safeParse(parsed)
  const requestId = envelope.success ? envelope.data.error.request_id : response.headers['x-request-id']
  const code = envelope.success ? envelope.data.error.code : `HTTP_${response.status}`
  const next = nextStepFor(code, response, now) ?? (envelope.success ? undefined : ({kind: 'check-base-url'} as const))
  const body = response.bodyText.slice(0, 200)
  return new ApiError(
    envelope.success
      ? {code: 'api-error', said: envelope.data.error.message, next}
      : {code: 'no-error-envelope', status: response.status, body, next},
    {
      code,
      status: response.status,
      requestId,
      details: envelope.success ? envelope.data.error.details : undefined,
      idempotencyKey: response.idempotencyKey,
    },
  )
}

/** Seconds the server's clock is ahead of ours (negative: behind), from the response's Date header. */
export function clockSkewSeconds(dateHeader: string | undefined, now: number): number | undefined {
  if (!dateHeader) return undefined
  const serverTime = Date.parse(dateHeader)
  if (Number.isNaN(serverTime)) return undefined
  return Math.round((serverTime - now) / 1000)
}

function nextStepFor(code: string, response: RawResponse, now: number): ApiNextStep | undefined {
  switch (code) {
    case 'UNAUTHORIZED':
      return unauthorizedStep(response, now)
    case 'IP_NOT_ALLOWED':
    case 'FORBIDDEN':
      return {kind: 'allowlist'}
    case 'RATE_LIMITED': {
      const waitMs = retryAfterMs(response.headers['retry-after'], now)
      return {kind: 'wait', ...(waitMs === undefined ? {} : {seconds: Math.max(1, Math.ceil(waitMs / 1000))})}
    }
    case 'IDEMPOTENCY_IN_PROGRESS':
      return {kind: 'idempotency-in-progress'}
    case 'IDEMPOTENCY_KEY_MISMATCH':
      return {kind: 'idempotency-mismatch'}
    case 'NOT_FOUND':
      return {kind: 'not-found'}
    case 'NOT_CANCELLABLE':
      return {kind: 'not-cancellable'}
    case 'INVALID_BANK':
      return {kind: 'invalid-bank'}
    default:
      return response.status >= 500 ? {kind: 'service-failed'} : undefined
  }
}

function unauthorizedStep(response: RawResponse, now: number): ApiNextStep {
  const skew = clockSkewSeconds(response.headers.date, now)
  return skew !== undefined && Math.abs(skew) > REPLAY_WINDOW_SECONDS
    ? {kind: 'clock', skew, window: REPLAY_WINDOW_SECONDS}
    : {kind: 'key-refused'}
}

/**
 * The error's next step changed by a caller that knows better (`pay whoami`, whose check is the one a refused
 * key is advised to run): its English and its facts.
 */
export function adviseInstead(error: PayError, from: ApiNextStep['kind'], to: ApiNextStep): void {
  if (error.facts?.code !== 'api-error' || error.facts.next?.kind !== from) return
  error.facts = {...error.facts, next: to}
  error.tryMessage = inEnglish(error.facts).tryMessage
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
    throw new PayError({code: 'answer-not-json', status: response.status}, 1, {
      code: 'UNEXPECTED_RESPONSE',
      requestId: response.requestId,
      status: response.status,
      cause: error,
    })
  }
}

/** The service's error envelope (`details` is optional: the real service often leaves it out). */
export const errorEnvelopeSchema = z.looseObject({
  error: z.looseObject({
    code: z.string(),
    message: z.string(),
    request_id: z.string(),
    details: z.optional(z.record(z.string(), z.unknown())),
  }),
})
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>
