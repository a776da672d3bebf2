import {type BankCatalog, isFresh} from '../banks/catalog.js'
import {type DoctorCheck, failed, passed, skipped} from './check.js'

/**
 * The cached bank list (used to check bank codes before a payout) is within its max-age.
 * @example checkBankCache(catalog, Date.now()) // {status: 'pass', detail: 'fetched 12 min ago; fresh for 60 min'}
 */
export function checkBankCache(catalog: BankCatalog | undefined, now: number, baseUrlKnown = true): DoctorCheck {
  if (!baseUrlKnown) return skipped('bank_cache', 'no base URL')
  if (!catalog) return passed('bank_cache', 'not cached yet: the first command that needs it fetches it')
  const ageSeconds = Math.round((now - Date.parse(catalog.fetchedAt)) / 1000)
  const refresh = 'pay banks --refresh'
  if (ageSeconds < 0) {
    return failed(
      'bank_cache',
      `fetched ${-ageSeconds} s in the future: this machine's clock was moved back since`,
      `Check the clock, then: ${refresh}`,
    )
  }
  const age = `fetched ${minutes(ageSeconds)} ago; its max-age is ${minutes(catalog.maxAgeSeconds)}`
  if (!isFresh(catalog, now)) return failed('bank_cache', `stale: ${age}`, refresh)
  return passed('bank_cache', age)
}

function minutes(seconds: number): string {
  return seconds < 120 ? `${seconds} s` : `${Math.round(seconds / 60)} min`
}
