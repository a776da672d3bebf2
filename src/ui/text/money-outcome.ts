import type {ApiResponse, PreparedRequest} from '../../core/http/request-types.js'
import {terminalSafe} from '../../core/text/visible-text.js'

/**
 * A money request's answer as one line of the API's own names, for when the command failed after it: it uses
 * no word of the catalogs, whose files are loaded on demand and may be what failed (a package upgraded under
 * a running process), so that the id, status and Idempotency-Key are printed whatever else is missing.
 * @example moneyOutcomeLine({method: 'POST', target: '/v1/withdrawals'}, {status: 201, bodyText: '{"id":"wd_1","status":"PENDING"}', idempotencyKey: 'k-1'}) // 'POST /v1/withdrawals 201 id=wd_1 status=PENDING Idempotency-Key=k-1'
 */
export function moneyOutcomeLine(
  request: Pick<PreparedRequest, 'method' | 'target'>,
  response: Pick<ApiResponse, 'status' | 'bodyText' | 'idempotencyKey'>,
): string {
  const answer = answerObject(response.bodyText)
  const id = answer.id ?? answer.bank_txn_id
  const fields = [
    typeof id === 'string' ? `id=${id}` : undefined,
    typeof answer.status === 'string' ? `status=${answer.status}` : undefined,
    response.idempotencyKey === undefined ? undefined : `Idempotency-Key=${response.idempotencyKey}`,
  ]
  return terminalSafe([request.method, request.target, String(response.status), ...fields].filter(Boolean).join(' '))
}

/** The answer's JSON object, or an empty one when it is not one. */
export function answerObject(bodyText: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(bodyText)
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}
