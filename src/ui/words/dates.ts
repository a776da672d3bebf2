/** `buddhist` (พ.ศ. 2569) unless PAY_CALENDAR=gregorian asks for ค.ศ. 2026. */
export type ThaiCalendar = 'buddhist' | 'gregory'

const ERA: Record<ThaiCalendar, string> = {buddhist: 'พ.ศ.', gregory: 'ค.ศ.'}

// One formatter per calendar, built on first use (an Intl formatter costs milliseconds to build).
const formats = new Map<ThaiCalendar, Intl.DateTimeFormat>()

/**
 * A moment as Thai people read it, in the local time zone: day, Thai month name, the era named so the two
 * calendars' years (543 apart) cannot be confused, time to the second.
 * @example thaiDateTime('2026-11-22T12:45:03Z', 'buddhist') // '22 พ.ย. พ.ศ. 2569 19:45:03' (in Asia/Bangkok)
 */
export function thaiDateTime(iso: string, calendar: ThaiCalendar): string {
  let format = formats.get(calendar)
  if (!format) {
    const digits = '2-digit'
    format = new Intl.DateTimeFormat(`th-TH-u-ca-${calendar}`, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: digits,
      minute: digits,
      second: digits,
      hourCycle: 'h23',
    })
    formats.set(calendar, format)
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(iso)).map(({type, value}) => [type, value]))
  return `${parts.day} ${parts.month} ${ERA[calendar]} ${parts.year} ${parts.hour}:${parts.minute}:${parts.second}`
}
