import type {PayClient} from '../../core/http/client.js'

export const SERVER_CLOCK_TIMEOUT_MS = 3000

/**
 * The server's `Date` header, read from the public bank list (no key needed), asked once with a short
 * timeout (the caller's client: no retries, SERVER_CLOCK_TIMEOUT_MS); undefined when the base URL does not
 * answer in time, since the clock check is only a hint.
 */
export async function fetchServerDate(client: PayClient): Promise<string | undefined> {
  try {
    const response = await client.send({method: 'GET', target: '/v1/banks', unsigned: true})
    return response.headers.date
  } catch {
    return undefined
  }
}
