import {InputError} from '../../core/errors.js'
import {readBaseUrl} from '../../core/http/url-input.js'
import {isSecretShaped, modeOfKeyId} from '../../core/profiles/credentials.js'
import type {Profile, ProfileStore} from '../../core/profiles/store.js'

export interface SaveProfileOptions {
  store: ProfileStore
  name: string
  baseUrl?: string
  keyId?: string
  secret?: string
  webhookSecret?: string
}

export interface SavedProfile {
  name: string
  profile: Profile
  created: boolean
  madeDefault: boolean
}

/**
 * Adds or updates a profile: the key goes to the test or live slot its prefix names, the other slot and the
 * rest are kept. The first profile becomes the default.
 */
export async function saveProfile(options: SaveProfileOptions): Promise<SavedProfile> {
  checkProfileName(options.name)
  const baseUrl = options.baseUrl === undefined ? undefined : readBaseUrl(options.baseUrl, {kind: 'base-url'})
  if ((options.keyId === undefined) !== (options.secret === undefined)) {
    throw new InputError({code: 'key-without-secret'})
  }
  if (options.keyId === undefined && options.webhookSecret === undefined && !baseUrl) {
    throw new InputError({code: 'nothing-to-save'})
  }
  if (options.secret !== undefined) checkSecret(options.secret)
  if (options.webhookSecret === '') {
    throw new InputError({code: 'webhook-secret-empty'})
  }
  // Merged under the store's lock with the profile as the file holds it then, so concurrent adds keep each other's keys.
  const saved = await options.store.put(options.name, (existing) => mergeProfile({...options, baseUrl}, existing), {defaultIfNone: true})
  return {name: options.name, ...saved}
}

function mergeProfile(options: SaveProfileOptions, existing: Profile | undefined): Profile {
  const baseUrl = options.baseUrl ?? existing?.base_url
  if (!baseUrl) {
    throw new InputError({code: 'profile-needs-base-url', name: options.name})
  }
  const profile: Profile = {...existing, base_url: baseUrl}
  if (options.keyId !== undefined && options.secret !== undefined)
    profile[modeOfKeyId(options.keyId)] = {key_id: options.keyId, secret: options.secret}
  if (options.webhookSecret !== undefined) profile.webhook_secret = options.webhookSecret
  return profile
}

/** What a command run next without --profile uses: the key in the environment, PAY_PROFILE, or the default. */
export type NextCredentials = {via: 'environment key'} | {via: 'PAY_PROFILE' | 'default'; name: string} | {via: 'none'}

export function credentialsUsedNext(env: NodeJS.ProcessEnv, store: ProfileStore): NextCredentials {
  if (env.PAY_API_KEY) return {via: 'environment key'}
  if (env.PAY_PROFILE) return {via: 'PAY_PROFILE', name: env.PAY_PROFILE}
  const name = store.defaultName()
  return name ? {via: 'default', name} : {via: 'none'}
}

export function checkProfileName(name: string): void {
  if (!/^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/.test(name)) {
    throw new InputError({code: 'bad-profile-name', name})
  }
}

export function checkBaseUrl(baseUrl: string): void {
  readBaseUrl(baseUrl, {kind: 'base-url'})
}

/** The service issues every secret as a 64-character hexadecimal string. */
export function checkSecret(secret: string): void {
  if (!isSecretShaped(secret)) {
    throw new InputError({code: 'secret-not-hex', length: secret.length})
  }
}

/** The secrets read from stdin: the first line is the key secret, the next the webhook secret when both are asked. */
export function splitStdinSecrets(
  text: string,
  wanted: {secret: boolean; webhookSecret: boolean},
): {secret?: string; webhookSecret?: string} {
  const lines = text.split(/\r?\n/).map((line) => line.trim())
  if (wanted.secret && wanted.webhookSecret) return {secret: lines[0] ?? '', webhookSecret: lines[1] ?? ''}
  if (wanted.secret) return {secret: lines[0] ?? ''}
  if (wanted.webhookSecret) return {webhookSecret: lines[0] ?? ''}
  return {}
}
