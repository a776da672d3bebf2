import {PayError} from '../../core/errors.js'
import type {Credentials} from '../../core/profiles/credentials.js'
import {REPLAY_WINDOW_SECONDS} from '../../core/signing/protocol.js'
import {type DoctorFinding, errorFacts, failed, passed, skipped} from './check.js'

export interface KeyCheckInput {
  credentials?: Credentials
  /** False when the base URL check failed: the key cannot be tried. */
  reachable: boolean
  skewSeconds?: number
  /** A signed GET /v1/balance; throws the PayError the service's answer maps to. */
  fetchBalance: () => Promise<unknown>
}

/**
 * The service accepts the key: a signed GET /v1/balance. A 401 (wrong key or secret, a rotated key, or the
 * clock) is told apart from a 403 IP_NOT_ALLOWED (the key is fine, this machine's IP is not allowed).
 * @example await checkKey({credentials, reachable: true, fetchBalance: () => api.getBalance()}) // {check: {status: 'pass', …}, refused: false}
 */
export async function checkKey(input: KeyCheckInput): Promise<{check: DoctorFinding; refused: boolean}> {
  if (!input.credentials) return {check: skipped('key', {code: 'no-usable-credentials'}), refused: false}
  if (!input.reachable) return {check: skipped('key', {code: 'unreachable'}), refused: false}
  try {
    await input.fetchBalance()
    return {check: passed('key', {code: 'key-accepted'}), refused: false}
  } catch (error) {
    if (!(error instanceof PayError)) throw error
    if (error.status === 401) {
      const clockOff = input.skewSeconds !== undefined && Math.abs(input.skewSeconds) > REPLAY_WINDOW_SECONDS
      return {check: failed('key', {code: 'key-refused', clockOff}), refused: true}
    }
    if (error.code === 'IP_NOT_ALLOWED') return {check: failed('key', {code: 'ip-not-allowed'}), refused: false}
    return {check: failed('key', {code: 'key-failed', error: errorFacts(error)}), refused: false}
  }
}
