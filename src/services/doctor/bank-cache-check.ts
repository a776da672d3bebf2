import {type BankCatalog, isFresh} from '../banks/catalog.js'
import {type DoctorFinding, failed, passed, skipped} from './check.js'

/**
 * The cached bank list (used to check bank codes before a payout) is within its max-age.
 * @example checkBankCache(catalog, Date.now()) // {status: 'pass', fact: {code: 'cache-fresh', ageSeconds: 720, maxAgeSeconds: 3600}}
 */
export function checkBankCache(catalog: BankCatalog | undefined, now: number, baseUrlKnown = true): DoctorFinding {
  if (!baseUrlKnown) return skipped('bank_cache', {code: 'bank-cache-no-base-url'})
  if (!catalog) return passed('bank_cache', {code: 'not-cached'})
  const ageSeconds = Math.round((now - Date.parse(catalog.fetchedAt)) / 1000)
  if (ageSeconds < 0) return failed('bank_cache', {code: 'cache-future', seconds: -ageSeconds})
  const age = {ageSeconds, maxAgeSeconds: catalog.maxAgeSeconds}
  if (!isFresh(catalog, now)) return failed('bank_cache', {code: 'cache-stale', ...age})
  return passed('bank_cache', {code: 'cache-fresh', ...age})
}
