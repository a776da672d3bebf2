/**
 * The retry rule of PRODUCT.md §3: GETs, and POSTs that carry an Idempotency-Key, are retried on network
 * errors, timeouts and 5xx, with exponential backoff and full jitter.
 */
export interface RetryPolicy {
  retries: number
  baseDelayMs: number
  maxDelayMs: number
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {retries: 3, baseDelayMs: 250, maxDelayMs: 4000}

export function isRetriableRequest(method: string, idempotencyKey: string | undefined): boolean {
  return method === 'GET' || method === 'HEAD' || idempotencyKey !== undefined
}

export function isRetriableStatus(status: number): boolean {
  return status >= 500
}

/** Delay before retry number `attempt` (1-based), with full jitter from `random()` in [0, 1). */
export function backoffDelayMs(policy: RetryPolicy, attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1))
  return Math.round(ceiling / 2 + (random() * ceiling) / 2)
}
