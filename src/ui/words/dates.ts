import {offsetText} from '../text/time.js'

/** `buddhist` (2569) unless PAY_CALENDAR=gregorian asks for ค.ศ. 2026. */
export type ThaiCalendar = 'buddhist' | 'gregory'

// One formatter per calendar and zone, built on first use (an Intl formatter costs milliseconds to build).
const formats = new Map<string, Intl.DateTimeFormat>()

function thaiFormat(calendar: ThaiCalendar, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${calendar} ${timeZone ?? ''}`
  let format = formats.get(key)
  if (!format) {
    const digits = '2-digit'
    format = new Intl.DateTimeFormat(`th-TH-u-ca-${calendar}`, {
      timeZone,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: digits,
      minute: digits,
      second: timeZone ? undefined : digits,
      hourCycle: 'h23',
      timeZoneName: timeZone ? 'longOffset' : undefined,
    })
    formats.set(key, format)
  }
  return format
}

/**
 * A moment as Thai people read it: day, Thai month name, the year of the Thai calendar (พ.ศ., unnamed, as Thai
 * banks print it; a ค.ศ. year, asked for with PAY_CALENDAR=gregorian, is named so the two cannot be confused).
 * In the local time zone to the second; in `timeZone` (a deadline shown to a customer) to the minute with its
 * offset, seconds dropped so that the deadline shown is never later than the real one.
 * @example thaiDateTime('2026-11-22T12:45:03Z', 'buddhist') // '22 พ.ย. 2569 19:45:03' (in Asia/Bangkok)
 * @example thaiDateTime('2026-11-22T12:45:59Z', 'buddhist', 'Asia/Bangkok') // '22 พ.ย. 2569 19:45 +07:00'
 */
export function thaiDateTime(iso: string, calendar: ThaiCalendar, timeZone?: string): string {
  const parts = Object.fromEntries(
    thaiFormat(calendar, timeZone)
      .formatToParts(new Date(iso))
      .map(({type, value}) => [type, value]),
  )
  const year = calendar === 'gregory' ? `ค.ศ. ${parts.year}` : parts.year
  const time = timeZone
    ? `${parts.hour}:${parts.minute} ${offsetText(parts.timeZoneName!)}`
    : `${parts.hour}:${parts.minute}:${parts.second}`
  return `${parts.day} ${parts.month} ${year} ${time}`
}

let chosen: ThaiCalendar = 'buddhist'

/** The calendar of Thai dates this run: พ.ศ. unless PAY_CALENDAR=gregorian. */
export function calendar(): ThaiCalendar {
  return chosen
}

export function chooseCalendar(env: Record<string, string | undefined>): void {
  chosen = env.PAY_CALENDAR === 'gregorian' ? 'gregory' : 'buddhist'
}
