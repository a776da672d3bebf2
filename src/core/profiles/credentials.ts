import {AuthError, InputError, PayError} from '../errors.js'
import {checkHeaderValue} from '../http/header-value.js'
import {readBaseUrl} from '../http/url-input.js'
import {liveSecretName, type Profile, type ProfileStore} from './store.js'

export type Mode = 'live' | 'test'

/** What a command will use to sign its requests, and where it came from. */
export interface Credentials {
  source: 'env' | 'profile'
  profileName?: string
  baseUrl: string
  keyId: string
  secret: string
  mode: Mode
  webhookSecret?: string
}

const KEY_PREFIX = /^[A-Za-z0-9]+_(live|test)_./

/** The mode a key id belongs to, from its `<vendor>_live_` / `<vendor>_test_` prefix. */
export function modeOfKeyId(keyId: string): Mode {
  const match = KEY_PREFIX.exec(keyId)
  if (!match) {
    const masked = maskKeyId(keyId)
    throw new InputError({code: 'key-not-live-or-test', masked}, {code: 'INVALID_KEY_ID'})
  }
  // Wherever it comes from (a flag, a prompt, PAY_API_KEY, a profile), the key id is sent as X-Api-Key.
  checkHeaderValue(keyId, {kind: 'key-id'})
  return match[1] as Mode
}

/** `unk_test_1a2b3c4d…` → `unk_test_…3c4d`: enough to recognise a key, never the whole of it. */
export function maskKeyId(keyId: string): string {
  const prefix = /^[A-Za-z0-9]+_(live|test)_/.exec(keyId)?.[0] ?? ''
  const rest = keyId.slice(prefix.length)
  return rest.length <= 4 ? `${prefix}${'•'.repeat(rest.length)}` : `${prefix}…${rest.slice(-4)}`
}

/** `••••last4` of a secret, for `profile show`. */
export function maskSecret(secret: string): string {
  return `••••${secret.slice(-4)}`
}

export function isSecretShaped(secret: string): boolean {
  return /^[0-9a-fA-F]{64}$/.test(secret)
}

export interface ResolveOptions {
  env: NodeJS.ProcessEnv
  store: ProfileStore
  profileFlag?: string
  live: boolean
  /** The live key's secret as the key store gave it, or why it could not (the profile keeps only where it is). */
  liveSecret?: {secret: string} | {error: Error}
}

/**
 * Resolves credentials in the order of docs/configuration.md: `PAY_API_KEY` + `PAY_API_SECRET` (+ `PAY_BASE_URL`), else
 * the profile named by `--profile`, `PAY_PROFILE` or the default. The test key is used unless `--live`.
 */
export function resolveCredentials(options: ResolveOptions): Credentials {
  const {env, live} = options
  const envKey = env.PAY_API_KEY
  const envSecret = env.PAY_API_SECRET
  if (envKey || envSecret) {
    if (!envKey || !envSecret) {
      throw new AuthError({code: 'env-key-half', missing: envKey ? 'PAY_API_SECRET' : 'PAY_API_KEY'})
    }
    const mode = modeOfKeyId(envKey)
    checkModeAgainstFlag(mode, live)
    const profile = findProfile(options, false)
    const baseUrl = baseUrlToUse(env, profile)
    if (!baseUrl) {
      throw new AuthError({code: 'env-key-no-base-url'})
    }
    return {source: 'env', baseUrl, keyId: envKey, secret: envSecret, mode, webhookSecret: profile?.profile.webhook_secret}
  }

  const found = findProfile(options, true)!
  const pair = live ? found.profile.live : found.profile.test
  if (!pair) {
    throw new AuthError({code: 'profile-missing-key', name: found.name, mode: live ? 'live' : 'test'})
  }
  const mode = modeOfKeyId(pair.key_id)
  checkModeAgainstFlag(mode, live, found.name)
  const secret = pair.secret ?? keptSecret(options, found.name)
  return {
    source: 'profile',
    profileName: found.name,
    baseUrl: baseUrlToUse(env, found)!,
    keyId: pair.key_id,
    secret,
    mode,
    webhookSecret: found.profile.webhook_secret,
  }
}

/** The live secret the key store gave for the profile, or the error that says it is missing. */
function keptSecret(options: ResolveOptions, profile: string): string {
  const kept = options.liveSecret
  if (kept && 'secret' in kept) return kept.secret
  if (kept) throw kept.error
  throw new PayError({code: 'secret-missing', name: liveSecretName(profile)}, 1, {code: 'SECRET_MISSING'})
}

/**
 * The base URL requests go to, normalised: PAY_BASE_URL, else the profile's, read by the one URL reader. A profile
 * saved with a user name or password in its URL (before pay refused them) is refused here, saying how to set it again.
 */
export function baseUrlToUse(env: NodeJS.ProcessEnv, found: {name: string; profile: Profile} | undefined): string | undefined {
  if (env.PAY_BASE_URL) return readBaseUrl(env.PAY_BASE_URL, {kind: 'named', name: 'PAY_BASE_URL'})
  if (!found) return undefined
  return readBaseUrl(found.profile.base_url, {kind: 'profile', profile: found.name})
}

/** The profile a command would use: `--profile`, then `PAY_PROFILE`, then the default profile. */
export function findProfile(
  options: Pick<ResolveOptions, 'env' | 'store' | 'profileFlag'>,
  required: boolean,
): {name: string; profile: Profile} | undefined {
  const name = options.profileFlag ?? options.env.PAY_PROFILE ?? options.store.defaultName()
  if (!name) {
    if (!required) return undefined
    throw new AuthError({code: 'no-credentials'})
  }
  const profile = options.store.get(name)
  if (!profile) {
    if (!required && !options.profileFlag && !options.env.PAY_PROFILE) return undefined
    throw new AuthError({code: 'no-profile', name})
  }
  return {name, profile}
}

/** `profile`: the profile that holds the key; none for PAY_API_KEY. */
function checkModeAgainstFlag(mode: Mode, live: boolean, profile?: string): void {
  if (mode === 'live' && !live) {
    throw new InputError({code: 'live-key-without-flag', profile}, {code: 'LIVE_KEY_WITHOUT_FLAG'})
  }
  if (mode === 'test' && live) {
    throw new InputError({code: 'test-key-with-live-flag', profile}, {code: 'TEST_KEY_WITH_LIVE_FLAG'})
  }
}
