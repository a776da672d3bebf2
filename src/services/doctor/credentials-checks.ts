import {PayError} from '../../core/errors.js'
import {type Credentials, maskKeyId} from '../../core/profiles/credentials.js'
import {type DoctorFinding, errorFacts, failed, passed, skipped} from './check.js'

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
 * @example checkCredentials({credentials}) // {status: 'pass', fact: {code: 'credentials-found', profile: 'sandbox', mode: 'test', keyId: 'unk_test_…4d5e', …}}
 */
export function checkCredentials(outcome: CredentialsOutcome): DoctorFinding {
  const {credentials, error} = outcome
  if (error && MODE_ERRORS.has(error.code)) return passed('credentials', {code: 'key-found-mode-below'})
  if (error) return failed('credentials', {code: 'credentials-error', error: errorFacts(error)})
  return passed('credentials', {
    code: 'credentials-found',
    ...(credentials.source === 'env' ? {} : {profile: String(credentials.profileName)}),
    mode: credentials.mode,
    keyId: maskKeyId(credentials.keyId),
    baseUrl: credentials.baseUrl,
  })
}

/**
 * The key's mode, from its `<vendor>_live_` / `<vendor>_test_` prefix, matches --live.
 * @example checkKeyMode({credentials}, false) // {status: 'pass', fact: {code: 'mode-ok', mode: 'test', live: false}}
 */
export function checkKeyMode(outcome: CredentialsOutcome, live: boolean): DoctorFinding {
  const {credentials, error} = outcome
  if (error && MODE_ERRORS.has(error.code)) return failed('mode', {code: 'mode-error', error: errorFacts(error)})
  if (error) return skipped('mode', {code: 'no-credentials'})
  return passed('mode', {code: 'mode-ok', mode: credentials.mode, live})
}
