import {PayError} from '../../core/errors.js'
import {loadUndici} from '../../core/http/load-undici.js'
import {requireRunningSandbox} from './state.js'

/**
 * Calls the admin API (/_sandbox/…) of the sandbox running on a data dir, with the token kept there.
 * @example await sandboxAdmin(dataDir, 'POST', '/_sandbox/merchants', {})
 */
export async function sandboxAdmin<T = Record<string, unknown>>(dataDir: string, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
  const sandbox = requireRunningSandbox(dataDir)
  const {request} = await loadUndici()
  const answer = await request(`${sandbox.base_url}${path}`, {
    method,
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
