import {PayError} from '../../core/errors.js'
import {type Credentials, maskKeyId} from '../../core/profiles/credentials.js'
import {type DoctorCheck, failed, passed, skipped} from './check.js'

/** Credentials as resolved for a command, or the error that stopped them. */
export type CredentialsOutcome = {credentials: Credentials; error?: undefined} | {credentials?: undefined; error: PayError}

/** The resolution errors that are about the key's mode, not about finding credentials. */
const MODE_ERRORS = new Set(['LIVE_KEY_WITHOUT_FLAG', 'TEST_KEY_WITH_LIVE_FLAG', 'INVALID_KEY_ID'])

export function resolveOutcome(resolve: () => Credentials): CredentialsOutcome {
  try {
    return {credentials: resolve()}
  } catch (error) {
    if (error instanceof PayError) return {error}
    throw error
  }
}

/**
 * Credentials resolve: from PAY_API_KEY/PAY_API_SECRET or a profile.
 * @example checkCredentials({credentials}) // {status: 'pass', detail: 'profile "sandbox": test key unk_test_…4d5e, base URL http://127.0.0.1:4010'}
 */
export function checkCredentials(outcome: CredentialsOutcome): DoctorCheck {
  const {credentials, error} = outcome
  if (error && MODE_ERRORS.has(error.code)) return passed('credentials', 'a key was found (its mode is checked below)')
  if (error) return failed('credentials', error.message, error.tryMessage ?? 'Run `pay login`, or set PAY_API_KEY and PAY_API_SECRET.')
  const source = credentials.source === 'env' ? 'PAY_API_KEY / PAY_API_SECRET' : `profile "${credentials.profileName}"`
  return passed('credentials', `${source}: ${credentials.mode} key ${maskKeyId(credentials.keyId)}, base URL ${credentials.baseUrl}`)
}

/**
 * The key's mode, from its `<vendor>_live_` / `<vendor>_test_` prefix, matches --live.
 * @example checkKeyMode({credentials}, false) // {status: 'pass', detail: 'test key, and --live was not given'}
 */
export function checkKeyMode(outcome: CredentialsOutcome, live: boolean): DoctorCheck {
  const {credentials, error} = outcome
  if (error && MODE_ERRORS.has(error.code)) return failed('mode', error.message, error.tryMessage ?? 'Use a key of the mode you mean.')
  if (error) return skipped('mode', 'no credentials')
  return passed('mode', `${credentials.mode} key, and --live was ${live ? '' : 'not '}given`)
}
