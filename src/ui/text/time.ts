export type TimeUnit = 'day' | 'hour' | 'minute' | 'second'

const UNITS: Array<[TimeUnit, number]> = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
]

/**
 * How far a moment is from `now` in the largest unit that fits, rounded: negative in the past, 0 for now. The
 * catalogs say it in words (`in 4 minutes`, `ในอีก 4 นาที`) as Intl.RelativeTimeFormat would, without building
 * one: its first use costs a command ~10 ms (docs/performance.md).
 * @example timeFromNow('2026-11-22T08:00:00Z', Date.parse('2026-11-22T10:00:00Z')) // {unit: 'hour', count: -2}
 */
export function timeFromNow(iso: string, now: number = Date.now()): {unit: TimeUnit; count: number} {
  const difference = Date.parse(iso) - now
  const [unit, size] = UNITS.find(([, size]) => Math.abs(difference) >= size) ?? UNITS[UNITS.length - 1]!
  return {unit, count: Math.round(difference / size) || 0}
}

/** A timestamp in the local time zone, `2026-11-22 19:45:03`. */
export function localTime(iso: string): string {
  const date = new Date(iso)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
}

/** `4:05` left until a moment, or `0:00` once it has passed. */
export function countdown(iso: string, now: number = Date.now()): string {
  const seconds = Math.max(0, Math.floor((Date.parse(iso) - now) / 1000))
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

/** Where the customers who pay deposits are: the time zone of times shown to them (a QR card, say). */
export const CUSTOMER_TIME_ZONE = 'Asia/Bangkok'

// Built on first use (an Intl formatter costs milliseconds to build, which every command would pay at start); one
// per time zone.
const zonedFormats = new Map<string, Intl.DateTimeFormat>()
function zonedFormat(timeZone: string): Intl.DateTimeFormat {
  let format = zonedFormats.get(timeZone)
  if (!format) {
    const digits = '2-digit'
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: digits,
      day: digits,
      hour: digits,
      minute: digits,
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    })
    zonedFormats.set(timeZone, format)
  }
  return format
}

/**
 * A moment to the minute as people in `timeZone` read it, with the offset, so that it cannot be misread
 * elsewhere. Seconds are dropped, never rounded up: a deadline shown is never later than the real one.
 * @example zonedTime('2026-11-22T12:45:59Z') // '2026-11-22 19:45 +07:00'
 */
export function zonedTime(iso: string, timeZone: string = CUSTOMER_TIME_ZONE): string {
  const parts = Object.fromEntries(
    zonedFormat(timeZone)
      .formatToParts(new Date(iso))
      .map(({type, value}) => [type, value]),
  )
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute} ${offsetText(parts.timeZoneName!)}`
}

/** An offset as Intl's `longOffset` names it (`GMT+07:00`, or plain `GMT` for a zero offset), as `+07:00`. */
export function offsetText(longOffset: string): string {
  return longOffset === 'GMT' ? '+00:00' : longOffset.replace(/^GMT/, '').replace('−', '-')
}
