import {PayClient} from '../core/http/client.js'
import {DEFAULT_RETRY_POLICY} from '../core/http/retry-policy.js'

export const SERVER_CLOCK_TIMEOUT_MS = 3000

/**
 * The server's `Date` header, read from the public bank list (no key needed), asked once with a short
 * timeout; undefined when the base URL does not answer in time, since the clock check is only a hint.
 */
export async function fetchServerDate(options: {baseUrl: string; userAgent: string; timeoutMs?: number}): Promise<string | undefined> {
  const client = new PayClient({
    baseUrl: options.baseUrl,
    keyId: '',
    secret: '',
    userAgent: options.userAgent,
    timeoutMs: options.timeoutMs ?? SERVER_CLOCK_TIMEOUT_MS,
    retryPolicy: {...DEFAULT_RETRY_POLICY, retries: 0},
  })
  try {
    const response = await client.send({method: 'GET', target: '/v1/banks', unsigned: true})
    return response.headers.date
  } catch {
    return undefined
  } finally {
    await client.close()
  }
}
