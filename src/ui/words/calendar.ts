import type {ThaiCalendar} from './dates.js'

let chosen: ThaiCalendar = 'buddhist'

/** The calendar of Thai dates this run: พ.ศ. unless PAY_CALENDAR=gregorian. */
export function calendar(): ThaiCalendar {
  return chosen
}

export function chooseCalendar(env: Record<string, string | undefined>): void {
  chosen = env.PAY_CALENDAR === 'gregorian' ? 'gregory' : 'buddhist'
}
