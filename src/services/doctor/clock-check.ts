import {clockSkewSeconds} from '../../core/http/response-error.js'
import {REPLAY_WINDOW_SECONDS} from '../../core/signing/sign-request.js'
import type {ProbeAnswer} from './base-url-check.js'
import {type DoctorCheck, failed, passed, skipped} from './check.js'

/**
 * This machine's clock against the server's `Date` header: signed requests are refused beyond ±300 s.
 * @example checkClock(answer, Date.now()) // {check: {status: 'pass', detail: '1 s off the server's clock (window ±300 s)'}, skewSeconds: 1}
 */
export function checkClock(answer: ProbeAnswer | undefined, now: number): {check: DoctorCheck; skewSeconds?: number} {
  if (!answer) return {check: skipped('clock', 'the base URL did not answer')}
  const skewSeconds = clockSkewSeconds(answer.headers.date, now)
  if (skewSeconds === undefined) return {check: skipped('clock', 'the server sent no readable Date header')}
  const off = Math.abs(skewSeconds)
  const window = `window ±${REPLAY_WINDOW_SECONDS} s`
  if (off > REPLAY_WINDOW_SECONDS) {
    const direction = skewSeconds > 0 ? 'behind' : 'ahead of'
    return {
      check: failed(
        'clock',
        `this machine's clock is ${off} s ${direction} the server's (${window}): every signed request is refused`,
        'Sync the clock with NTP (e.g. `sudo timedatectl set-ntp true`).',
      ),
      skewSeconds,
    }
  }
  return {check: passed('clock', `${off} s off the server's clock (${window})`), skewSeconds}
}
