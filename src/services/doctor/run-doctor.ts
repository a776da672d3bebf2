import {ExitCode} from '../../core/errors.js'
import type {Credentials} from '../../core/profiles/credentials.js'
import type {BankCatalog} from '../banks/catalog.js'
import {checkBankCache} from './bank-cache-check.js'
import {type BaseUrlDependencies, checkBaseUrl} from './base-url-check.js'
import type {DoctorFinding} from './check.js'
import {checkClock} from './clock-check.js'
import {checkCredentials, checkKeyMode, resolveOutcome} from './credentials-checks.js'
import {checkKey} from './key-check.js'
import {checkProfileFile} from './profile-file-check.js'
import {checkWebhookSecret} from './webhook-secret-check.js'

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
