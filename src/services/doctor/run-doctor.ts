import {existsSync, statSync} from 'node:fs'
import {ExitCode} from '../../core/errors.js'
import {clockSkewSeconds} from '../../core/http/response-error.js'
import {type Credentials, maskSecret} from '../../core/profiles/credentials.js'
import {REPLAY_WINDOW_SECONDS} from '../../core/signing/protocol.js'
import {type BankCatalog, isFresh} from '../banks/catalog.js'
import {type BaseUrlDependencies, checkBaseUrl, type ProbeAnswer} from './base-url-check.js'
import {type DoctorFinding, failed, passed, type SecretsFact, skipped} from './check.js'
import {checkCredentials, checkKeyMode, resolveOutcome} from './credentials-checks.js'
import {checkKey} from './key-check.js'

/** What every check found, and whether all passed: src/ui says it (`doctorDocument` for `--json`). */
export interface DoctorFindings {
  ok: boolean
  checks: DoctorFinding[]
}

export interface DoctorDependencies extends BaseUrlDependencies {
  live: boolean
  profilePath: string
  /** The credentials a command would use now; throws a PayError when they do not resolve. */
  resolveCredentials: () => Credentials
  /** Base URL and webhook secret of the profile (or PAY_BASE_URL) when the credentials do not resolve. */
  profileFallback: () => {baseUrl?: string; webhookSecret?: string}
  fetchBalance: (credentials: Credentials) => Promise<unknown>
  readCachedBanks: (baseUrl: string) => Promise<BankCatalog | undefined>
  /** Where the secrets are kept (the key store and profiles.json). */
  secrets: () => Promise<Omit<SecretsFact, 'code'>>
  now: () => number
}

/**
 * Runs every check of docs/doctor.md in order, each one that depends on an earlier failure skipped. Exit 0 when
 * all pass, 3 when the key was refused (or no credentials were found), 1 otherwise.
 * @example const {report, exitCode} = await runDoctor(deps)
 */
export async function runDoctor(deps: DoctorDependencies): Promise<{report: DoctorFindings; exitCode: ExitCode}> {
  const outcome = resolveOutcome(deps.resolveCredentials)
  const fallback = outcome.credentials ? undefined : deps.profileFallback()
  const baseUrl = outcome.credentials?.baseUrl ?? fallback?.baseUrl
  const {credentials} = outcome
  const baseUrlResult = await checkBaseUrl(baseUrl, deps)
  const clock = checkClock(baseUrlResult.answer, deps.now())
  const key = await checkKey({
    credentials,
    reachable: baseUrlResult.answer !== undefined,
    skewSeconds: clock.skewSeconds,
    fetchBalance: () => deps.fetchBalance(credentials!),
  })
  const checks = [
    checkCredentials(outcome),
    checkKeyMode(outcome, deps.live),
    checkProfileFile(deps.profilePath),
    passed('secrets', {code: 'secrets-kept', ...(await deps.secrets())}),
    baseUrlResult.check,
    clock.check,
    key.check,
    checkWebhookSecret(credentials ? credentials.webhookSecret : fallback?.webhookSecret),
    checkBankCache(baseUrl ? await deps.readCachedBanks(baseUrl) : undefined, deps.now(), baseUrl !== undefined),
  ]
  const ok = checks.every((check) => check.status === 'pass')
  const unauthenticated = key.refused || outcome.error?.exitCode === ExitCode.authentication
  return {report: {ok, checks}, exitCode: ok ? ExitCode.ok : unauthenticated ? ExitCode.authentication : ExitCode.requestFailed}
}

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

/**
 * The profile file, which holds secrets, can be read and written by its owner only (mode 0600).
 * @example checkProfileFile('/home/me/.config/pay/profiles.json') // {status: 'pass', fact: {code: 'profile-file-private', octal: '0600', …}}
 */
export function checkProfileFile(path: string): DoctorFinding {
  if (!existsSync(path)) return passed('profile_file', {code: 'no-profile-file', path})
  const mode = statSync(path).mode & 0o777
  const octal = mode.toString(8).padStart(4, '0')
  if ((mode & 0o077) !== 0) return failed('profile_file', {code: 'profile-file-exposed', path, octal})
  return passed('profile_file', {code: 'profile-file-private', path, octal})
}

/**
 * A webhook secret is set, without the stray whitespace a paste brings, so webhooks can be verified.
 * @example checkWebhookSecret(undefined) // {name: 'webhook_secret', status: 'fail', fact: {code: 'webhook-secret-missing'}}
 */
export function checkWebhookSecret(secret: string | undefined): DoctorFinding {
  if (!secret) return failed('webhook_secret', {code: 'webhook-secret-missing'})
  if (secret !== secret.trim()) return failed('webhook_secret', {code: 'webhook-secret-whitespace'})
  return passed('webhook_secret', {code: 'webhook-secret-set', masked: maskSecret(secret)})
}
