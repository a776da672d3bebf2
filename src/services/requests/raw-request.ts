import {type PayApi, requiresIdempotencyKey} from '../../core/http/api.js'
import {checkRequestTarget} from '../../core/http/request-target.js'
import type {ApiResponse, HttpMethod, RequestSpec} from '../../core/http/request-types.js'
import type {DryRunOutput} from '../../core/schemas/output/cli.js'

export interface RawRequestOptions {
  api: PayApi
  /** Checked by the caller: `pay request` with `sendableMethod`, a scenario by its schema. */
  method: HttpMethod
  target: string
  body?: Buffer
  idempotencyKey?: string
}

/**
 * Sends one signed request with the body bytes exactly as given (never re-serialised), adding an
 * Idempotency-Key where the endpoint requires one. Returns the answer whatever its status.
 */
export async function sendRawRequest(options: RawRequestOptions): Promise<ApiResponse> {
  return options.api.client.send(rawRequestSpec(options))
}

/** What `sendRawRequest` would send, signed and not sent (`--dry-run`). */
export function wouldSendRawRequest(options: RawRequestOptions): DryRunOutput {
  return {dry_run: options.api.client.wouldSend(rawRequestSpec(options))}
}

/** The request `sendRawRequest` sends, checked. */
export function rawRequestSpec(options: Omit<RawRequestOptions, 'api'>): RequestSpec {
  const {method} = options
  const target = checkRequestTarget(options.target)
  const idempotencyKey = options.idempotencyKey ?? (requiresIdempotencyKey(method, target) ? 'generate' : undefined)
  return {
    method,
    target,
    rawBody: options.body,
    idempotencyKey,
    unsigned: method === 'GET' && target.split('?')[0] === '/v1/banks',
  }
}

/** An answer's body as JSON, or `{"body": text}` when it is not JSON. */
export function answerOf(bodyText: string): unknown {
  try {
    return JSON.parse(bodyText)
  } catch {
    return {body: bodyText}
  }
}
