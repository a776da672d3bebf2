import {PayError} from '../../core/errors.js'
import {loadUndici} from '../../core/http/load-undici.js'
import {requireRunningSandbox} from './state.js'

type AdminMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

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

/** Calls the admin API at a base URL with a token; an answer other than 2xx is a PayError with its code. */
export async function askSandbox<T>(
  sandbox: {base_url: string; adminToken: string},
  method: AdminMethod,
  path: string,
  {body, timeoutMs}: {body?: unknown; timeoutMs?: number} = {},
): Promise<T> {
  const {request} = await loadUndici()
  const answer = await request(`${sandbox.base_url}${path}`, {
    method,
    signal: timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs),
    headers: {authorization: `Bearer ${sandbox.adminToken}`, ...(body === undefined ? {} : {'content-type': 'application/json'})},
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const parsed = (await answer.body.json().catch(() => ({}))) as {error?: {code: string; message: string; request_id: string}}
  if (answer.statusCode >= 300) {
    throw new PayError(parsed.error?.message ?? `the sandbox answered ${answer.statusCode}`, 1, {
      code: parsed.error?.code ?? `HTTP_${answer.statusCode}`,
      status: answer.statusCode,
      requestId: parsed.error?.request_id,
    })
  }
  return parsed as T
}
