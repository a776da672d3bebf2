import {clockSkewSeconds} from '../../http/response-error.js'
import {REPLAY_WINDOW_SECONDS} from '../protocol.js'

/** What is wrong with an X-Timestamp value on its face: not whole seconds, or milliseconds (13 digits and more). */
export interface TimestampProblem {
  kind: 'not-seconds' | 'milliseconds'
  timestamp: string
}

/**
 * What is wrong with an X-Timestamp value on its face, whatever the signature.
 * @example timestampProblems('1718790000123') // [{kind: 'milliseconds', timestamp: '1718790000123'}]
 */
export function timestampProblems(timestamp: string): TimestampProblem[] {
  if (!/^\d+$/.test(timestamp)) return [{kind: 'not-seconds', timestamp}]
  return timestamp.length >= 13 ? [{kind: 'milliseconds', timestamp}] : []
}

/** The timestamp and this machine's clock, compared with the server's clock (its `Date` header). */
export interface ServerClockCheck {
  serverTime: string
  /** This machine's clock minus the server's, in seconds. */
  localClockAheadSeconds: number
  /** The timestamp minus the server's clock, in seconds. */
  timestampAheadSeconds: number
  /** Whether the service would accept the timestamp now (within ±300 s of its clock). */
  withinWindow: boolean
}

/**
 * Compares with the server's clock; undefined when the `Date` header is missing or unreadable, or the
 * timestamp is not whole seconds.
 * @example checkAgainstServerClock({timestamp: '1718790000', serverDate: 'Wed, 19 Jun 2024 09:40:00 GMT', localNowMs: Date.now()})
 */
export function checkAgainstServerClock(input: {
  timestamp: string
  serverDate: string | undefined
  localNowMs: number
}): ServerClockCheck | undefined {
  if (!/^\d+$/.test(input.timestamp)) return undefined
  const serverAheadOfLocal = clockSkewSeconds(input.serverDate, input.localNowMs)
  const serverAheadOfTimestamp = clockSkewSeconds(input.serverDate, Number(input.timestamp) * 1000)
  if (serverAheadOfLocal === undefined || serverAheadOfTimestamp === undefined) return undefined
  return {
    serverTime: new Date(Date.parse(input.serverDate!)).toISOString(),
    localClockAheadSeconds: -serverAheadOfLocal,
    timestampAheadSeconds: -serverAheadOfTimestamp,
    withinWindow: Math.abs(serverAheadOfTimestamp) <= REPLAY_WINDOW_SECONDS,
  }
}
