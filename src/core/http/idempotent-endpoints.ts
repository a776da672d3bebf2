import {trimTrailing} from '../text/trim-trailing.js'

/** The five endpoints that the service requires an Idempotency-Key on. */
const IDEMPOTENT_PATHS = new Set(['/v1/deposits', '/v1/withdrawals', '/v1/test/simulate-transfer', '/v1/test/top-up', '/v1/test/reset'])

export function requiresIdempotencyKey(method: string, target: string): boolean {
  const path = trimTrailing(target.split('?')[0]!, '/')
  return method.toUpperCase() === 'POST' && IDEMPOTENT_PATHS.has(path)
}
