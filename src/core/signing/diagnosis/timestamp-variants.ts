import type {MistakeDetail} from './mistake-facts.js'

/**
 * Timestamps a client may have put in line 3 instead of the X-Timestamp value. All empty when the
 * timestamp is not whole digits, since then nothing can be counted from it.
 */

const WHOLE_NUMBER = /^\d+$/
/** 13 digits and more: milliseconds (seconds reach 13 digits in the year 33658). */
const MILLISECOND_DIGITS = 13

export interface TimestampVariant {
  timestamp: string
  detail: MistakeDetail
}

/**
 * Seconds given, milliseconds signed: every millisecond of the second before, of, and after the timestamp
 * (the client read the clock again). Milliseconds given, seconds signed: the seconds around it.
 * @example millisecondMixUps('1718790000')[0].timestamp // '1718789999000'
 */
export function millisecondMixUps(timestamp: string): TimestampVariant[] {
  if (!WHOLE_NUMBER.test(timestamp)) return []
  const value = Number(timestamp)
  if (timestamp.length >= MILLISECOND_DIGITS) {
    const seconds = Math.floor(value / 1000)
    return [seconds, seconds - 1, seconds + 1].map((second) => ({
      timestamp: String(second),
      detail: {kind: 'timestamp-in-seconds', timestamp: String(second)},
    }))
  }
  const variants: TimestampVariant[] = []
  for (let ms = value * 1000 - 1000; ms < value * 1000 + 2000; ms++) {
    variants.push({timestamp: String(ms), detail: {kind: 'timestamp-in-milliseconds', timestamp: String(ms)}})
  }
  return variants
}

/**
 * The timestamps within ±`bound` seconds of the given one, nearest first.
 * @example offsetTimestamps('100', 1) // 101 (+1 s), then 99 (-1 s)
 */
export function offsetTimestamps(timestamp: string, bound: number): TimestampVariant[] {
  if (!WHOLE_NUMBER.test(timestamp)) return []
  const value = Number(timestamp)
  const variants: TimestampVariant[] = []
  for (let offset = 1; offset <= bound; offset++) {
    for (const signed of [offset, -offset]) {
      if (value + signed < 0) continue
      const timestamp = String(value + signed)
      variants.push({timestamp, detail: {kind: 'timestamp-offset', timestamp, offsetSeconds: signed}})
    }
  }
  return variants
}
