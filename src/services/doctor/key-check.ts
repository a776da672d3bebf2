import {PayError} from '../../core/errors.js'
import type {Credentials} from '../../core/profiles/credentials.js'
import {REPLAY_WINDOW_SECONDS} from '../../core/signing/sign-request.js'
import {type DoctorCheck, failed, passed, skipped} from './check.js'

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
export async function checkKey(input: KeyCheckInput): Promise<{check: DoctorCheck; refused: boolean}> {
  if (!input.credentials) return {check: skipped('key', 'no usable credentials (see above)'), refused: false}
  if (!input.reachable) return {check: skipped('key', 'the base URL does not answer'), refused: false}
  try {
    await input.fetchBalance()
    return {check: passed('key', 'accepted: a signed GET /v1/balance answered 2xx'), refused: false}
  } catch (error) {
    if (!(error instanceof PayError)) throw error
    if (error.status === 401) return {check: failed('key', 'refused: 401 UNAUTHORIZED', unauthorizedFix(input.skewSeconds)), refused: true}
    if (error.code === 'IP_NOT_ALLOWED') {
      return {
        check: failed(
          'key',
          "the key is valid, but this machine's IP is not on the merchant's allowlist (403 IP_NOT_ALLOWED)",
          "Send this machine's egress IP (e.g. `curl -s https://ifconfig.me`) to the payment service's team to add to the allowlist.",
        ),
        refused: false,
      }
    }
    const status = error.status ? `${error.status} ` : ''
    return {
      check: failed(
        'key',
        `GET /v1/balance failed: ${status}${error.code}: ${error.message}`,
        error.tryMessage ?? 'Run `pay balance --verbose` to see the exchange.',
      ),
      refused: false,
    }
  }
}

function unauthorizedFix(skewSeconds: number | undefined): string {
  if (skewSeconds !== undefined && Math.abs(skewSeconds) > REPLAY_WINDOW_SECONDS)
    return 'Fix the clock first (see the clock check): the signature is refused outside the window.'
  return 'The key id or secret is wrong, or the key was rotated: copy both again from the portal (pay profile add NAME --key-id ID --secret-stdin); see how a signature is built with `pay sign GET /v1/balance --explain`.'
}
