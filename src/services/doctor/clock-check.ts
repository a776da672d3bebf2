import {clockSkewSeconds} from '../../core/http/response-error.js'
import {REPLAY_WINDOW_SECONDS} from '../../core/signing/protocol.js'
import type {ProbeAnswer} from './base-url-check.js'
import {type DoctorFinding, failed, passed, skipped} from './check.js'

/**
 * This machine's clock against the server's `Date` header: signed requests are refused beyond ±300 s.
 * @example checkClock(answer, Date.now()) // {check: {status: 'pass', fact: {code: 'clock-ok', seconds: 1, window: 300}}, skewSeconds: 1}
 */
export function checkClock(answer: ProbeAnswer | undefined, now: number): {check: DoctorFinding; skewSeconds?: number} {
  if (!answer) return {check: skipped('clock', {code: 'no-answer'})}
  const skewSeconds = clockSkewSeconds(answer.headers.date, now)
  if (skewSeconds === undefined) return {check: skipped('clock', {code: 'no-date'})}
  const seconds = Math.abs(skewSeconds)
  const window = REPLAY_WINDOW_SECONDS
  if (seconds > window) return {check: failed('clock', {code: 'clock-off', seconds, behind: skewSeconds > 0, window}), skewSeconds}
  return {check: passed('clock', {code: 'clock-ok', seconds, window}), skewSeconds}
}
