/**
 * The retry rule (docs/configuration.md, Retries): GETs, and POSTs that carry an Idempotency-Key, are retried on network
 * errors, timeouts and 5xx, with exponential backoff and full jitter. A 429 is retried too, after the wait its
 * Retry-After asks for (at most `maxRetryAfterMs`; a longer wait is left to the user).
 */
export interface RetryPolicy {
  retries: number
  baseDelayMs: number
  maxDelayMs: number
  maxRetryAfterMs: number
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {retries: 3, baseDelayMs: 250, maxDelayMs: 4000, maxRetryAfterMs: 60_000}

export function isRetriableRequest(method: string, idempotencyKey: string | undefined): boolean {
  return method === 'GET' || method === 'HEAD' || idempotencyKey !== undefined
}

export function isRetriableStatus(status: number): boolean {
  return status >= 500 || status === 429
}

/**
 * The wait a Retry-After header asks for, in ms: delta-seconds or an HTTP date (RFC 9110 §10.2.3), never
 * negative; undefined when there is no usable header.
 * @example retryAfterMs('3', Date.now()) // 3000
 */
export function retryAfterMs(header: string | undefined, nowMs: number): number | undefined {
  const text = header?.trim()
  if (!text) return undefined
  if (/^\d+$/.test(text)) return Number(text) * 1000
  const date = Date.parse(text)
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs)
}

/** Delay before retry number `attempt` (1-based), with full jitter from `random()` in [0, 1). */
export function backoffDelayMs(
  policy: Pick<RetryPolicy, 'baseDelayMs' | 'maxDelayMs'>,
  attempt: number,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1))
  return Math.round(ceiling / 2 + (random() * ceiling) / 2)
}
