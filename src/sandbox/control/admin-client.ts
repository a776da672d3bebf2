import {PayError} from '../../core/errors.js'
import {AnswerTooLarge, MAX_ANSWER_BYTES, readAnswerBody} from '../../core/http/answer-body.js'
import {loadUndici} from '../../core/http/dispatcher.js'
import {requireRunningSandbox} from './state.js'

type AdminMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** The sandbox runs on this machine and answers in milliseconds: past this, it hangs or is not the sandbox. */
export const ADMIN_TIMEOUT_MS = 10_000
/** The largest admin answer is a page of 500 deliveries with their bodies, well under this. */
const MAX_ADMIN_ANSWER_BYTES = 8 * MAX_ANSWER_BYTES

/**
 * Calls the admin API (/_sandbox/…) of the sandbox running on a data dir, with the token kept there.
 * @example await sandboxAdmin(dataDir, 'POST', '/_sandbox/merchants', {})
 */
export async function sandboxAdmin<T = Record<string, unknown>>(
  dataDir: string,
  method: AdminMethod,
  path: string,
  body?: unknown,
): Promise<T> {
  return askSandbox<T>(requireRunningSandbox(dataDir), method, path, {body})
}

/**
 * Calls the admin API at a base URL with a token; an answer other than 2xx is a PayError with its code. The whole
 * exchange, the answer's body included, is bounded by `timeoutMs` (default 10 s) and its size: otherwise a
 * process at that address answering a byte at a time, or without end, would hold the command.
 */
export async function askSandbox<T>(
  sandbox: {base_url: string; adminToken: string},
  method: AdminMethod,
  path: string,
  {body, timeoutMs = ADMIN_TIMEOUT_MS}: {body?: unknown; timeoutMs?: number} = {},
): Promise<T> {
  const {request} = await loadUndici()
  const deadline = AbortSignal.timeout(timeoutMs)
  let status: number
  let text: string
  try {
    const answer = await request(`${sandbox.base_url}${path}`, {
      method,
      signal: deadline,
      headers: {authorization: `Bearer ${sandbox.adminToken}`, ...(body === undefined ? {} : {'content-type': 'application/json'})},
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    status = answer.statusCode
    text = await readAnswerBody(answer, MAX_ADMIN_ANSWER_BYTES)
  } catch (error) {
    throw unanswered(sandbox.base_url, timeoutMs, deadline.aborted ? 'timed-out' : error instanceof AnswerTooLarge ? 'too-large' : error)
  }
  const parsed = parseObject(text) as {error?: {code: string; message: string; request_id: string}}
  if (status >= 300) {
    throw new PayError(parsed.error?.message ?? `the sandbox answered ${status}`, 1, {
      code: parsed.error?.code ?? `HTTP_${status}`,
      status,
      requestId: parsed.error?.request_id,
    })
  }
  return parsed as T
}

function parseObject(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return {}
  }
}

/** The admin API gave no whole answer (exit 1): it timed out, answered too much, or the connection failed. */
function unanswered(baseUrl: string, timeoutMs: number, why: 'timed-out' | 'too-large' | unknown): PayError {
  const seconds = timeoutMs / 1000
  if (why === 'timed-out' || why === 'too-large') {
    return new PayError({code: 'sandbox-unanswered', baseUrl, why, seconds}, 1, {
      code: why === 'timed-out' ? 'SANDBOX_TIMEOUT' : 'ANSWER_TOO_LARGE',
    })
  }
  const error = why as Error & {code?: string}
  const reason = error.code ?? error.message
  return new PayError({code: 'sandbox-unanswered', baseUrl, why: 'failed', seconds, reason}, 1, {code: 'SANDBOX_UNREACHABLE', cause: error})
}
