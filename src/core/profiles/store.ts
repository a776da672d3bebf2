import {chmodSync, existsSync, readFileSync, statSync} from 'node:fs'
import {join} from 'node:path'

import type ConfClass from 'conf'

import {InputError} from '../errors.js'
import {normalisedBaseUrl} from '../http/url-input.js'
import * as z from '../schemas/zod-mini.js'
import {KeyStore} from '../secrets/key-store.js'

/**
 * A key of a profile: its id and its secret, or, for a live key, where the key store keeps its secret
 * (`secret_in`; src/core/secrets/key-store.ts): profiles.json holds no live secret once pay has written it.
 */
const keyPairSchema = z
  .looseObject({key_id: z.string(), secret: z.optional(z.string()), secret_in: z.optional(z.enum(['keyring', 'file']))})
  .check(
    z.refine((pair) => pair.secret !== undefined || pair.secret_in !== undefined, {message: 'a key needs its secret, or where it is kept'}),
  )

/** A saved set of credentials (docs/configuration.md, Profiles): a base URL, one test key, one live key, a webhook secret. */
const profileSchema = z.looseObject({
  base_url: z.string(),
  test: z.optional(keyPairSchema),
  live: z.optional(keyPairSchema),
  webhook_secret: z.optional(z.string()),
  /** Written by `pay sandbox start` on the `sandbox` profile: where that sandbox keeps its data (absolute). */
  sandbox_data_dir: z.optional(z.string()),
})

/** The whole profile store: fields of a later version are kept as they are. */
export const profileStoreSchema = z.looseObject({
  default: z.optional(z.string()),
  profiles: z.optional(z.record(z.string(), profileSchema)),
})

/** One API key of a profile: the public key id and its 64-character secret, or where the key store keeps it. */
export type KeyPair = z.infer<typeof keyPairSchema>
export type Profile = z.infer<typeof profileSchema>

interface StoreShape {
  default?: string
  profiles: Record<string, Profile>
}

export const PROFILE_FILE_NAME = 'profiles'

/** The key store's name for the secret of a profile's live key. */
export function liveSecretName(profile: string): string {
  return `profile/${profile}/live`
}

/**
 * The profile store: a `conf` JSON file in the config dir, written with mode 0600. It holds the test keys'
 * secrets and the webhook secrets; a live key's secret goes to the key store (the OS keyring, else a 0600 file
 * of its own) whenever a profile is written, and the profile keeps where.
 *
 * Reading is a plain JSON read: `conf` (and the schema validator it loads) costs about 85 ms of start-up,
 * which `pay balance` and every other reading command would pay for nothing. It is loaded only to write.
 */
export class ProfileStore {
  readonly path: string
  private data: StoreShape

  /** The key store of live secrets (`env` says whether it may use the OS keyring: PAY_KEYRING). */
  readonly keys: KeyStore

  constructor(
    readonly configDir: string,
    env: NodeJS.ProcessEnv,
  ) {
    this.path = profileFilePath(configDir)
    this.data = readStore(this.path)
    this.keys = new KeyStore({configDir, env})
  }

  list(): Array<{name: string; profile: Profile; isDefault: boolean}> {
    const defaultName = this.defaultName()
    return Object.entries(this.data.profiles).map(([name, profile]) => ({
      name,
      profile,
      isDefault: name === defaultName,
    }))
  }

  get(name: string): Profile | undefined {
    return Object.hasOwn(this.data.profiles, name) ? this.data.profiles[name] : undefined
  }

  async set(name: string, profile: Profile): Promise<void> {
    await this.put(name, () => profile)
  }

  /**
   * Writes one profile made by `change` from the one the file holds now (undefined when there is none), and
   * with `defaultIfNone` makes it the default when no default is set: all under the store's lock, so profiles
   * other processes add at the same time are kept.
   */
  async put(
    name: string,
    change: (current: Profile | undefined) => Profile,
    options: {defaultIfNone?: boolean} = {},
  ): Promise<{profile: Profile; created: boolean; madeDefault: boolean}> {
    const outcome = await this.write(async (data) => {
      const current = Object.hasOwn(data.profiles, name) ? data.profiles[name] : undefined
      const profile = await this.stored(name, change(current))
      const madeDefault = options.defaultIfNone === true && data.default === undefined
      return {
        data: {...data, ...(madeDefault ? {default: name} : {}), profiles: {...data.profiles, [name]: profile}},
        result: {profile, created: !current, madeDefault},
      }
    })
    this.tightenFileMode()
    return outcome
  }

  /** Changes a profile the file holds now (under the store's lock); false, and nothing written, when it holds none of that name. */
  async changeIfPresent(name: string, change: (current: Profile) => Profile): Promise<boolean> {
    return this.write(async (data) =>
      Object.hasOwn(data.profiles, name)
        ? {data: {...data, profiles: {...data.profiles, [name]: await this.stored(name, change(data.profiles[name]!))}}, result: true}
        : {result: false},
    )
  }

  /** Removes a profile; false when the file holds none of that name. */
  async remove(name: string): Promise<boolean> {
    return this.write(async (data) => {
      if (!Object.hasOwn(data.profiles, name)) return {result: false}
      await this.keys.remove(liveSecretName(name))
      const {[name]: _removed, ...rest} = data.profiles
      return {data: data.default === name ? {...data, default: undefined, profiles: rest} : {...data, profiles: rest}, result: true}
    })
  }

  defaultName(): string | undefined {
    return this.data.default
  }

  /** Makes a profile the default; false when the file holds none of that name. */
  async setDefault(name: string): Promise<boolean> {
    return this.write((data) => (Object.hasOwn(data.profiles, name) ? {data: {...data, default: name}, result: true} : {result: false}))
  }

  /** True when the file exists and group or others may read or write it. */
  isExposed(): boolean {
    return existsSync(this.path) && (statSync(this.path).mode & 0o077) !== 0
  }

  /**
   * Applies `change` to what the file holds now, under the store's lock: another process may have written
   * since this one read it, and conf's atomic write alone would drop that process's change. A change that
   * returns no data writes nothing.
   */
  private async write<T>(
    change: (data: StoreShape) => {data?: StoreShape; result: T} | Promise<{data?: StoreShape; result: T}>,
  ): Promise<T> {
    // Loaded only to write, as conf is: the lock and what it reads are not on a reading command's path.
    const [Conf, {withFileLock}] = await Promise.all([loadConf(), import('../files/file-lock.js')])
    return withFileLock(this.path, async () => {
      const current = readStore(this.path)
      const {data, result} = await change(current)
      // Opened under the lock too: conf writes its defaults when it finds no file.
      if (data) openConf(Conf, this.configDir).store = data
      this.data = data ?? current
      return result
    })
  }

  /**
   * A profile as the store writes it, whoever saves it: its base URL normalised (docs/configuration.md, "The
   * same service"), and its live key's secret, when it holds one, moved to the key store.
   */
  private async stored(name: string, profile: Profile): Promise<Profile> {
    const live = profile.live
    const moved =
      live?.secret === undefined ? live : {key_id: live.key_id, secret_in: await this.keys.put(liveSecretName(name), live.secret)}
    return {...profile, base_url: normalisedBaseUrl(profile.base_url), ...(moved && {live: moved})}
  }

  // conf applies its mode when it creates the file; a file created otherwise keeps its mode, so set it.
  private tightenFileMode(): void {
    if (this.isExposed()) chmodSync(this.path, 0o600)
  }
}

async function loadConf(): Promise<typeof ConfClass> {
  return (await import('conf')).default
}

function openConf(Conf: typeof ConfClass, configDir: string): ConfClass<StoreShape> {
  return new Conf<StoreShape>({
    cwd: configDir,
    configName: PROFILE_FILE_NAME,
    configFileMode: 0o600,
    accessPropertiesByDotNotation: false,
    defaults: {profiles: {}},
  })
}

function readStore(path: string): StoreShape {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT') return {profiles: {}}
    throw unreadableStore(path, code)
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new InputError({code: 'store-not-json', path})
  }
  const plain = plainStore(parsed)
  if (plain) return plain
  const stored = profileStoreSchema.safeParse(parsed)
  if (!stored.success) {
    const issue = stored.error.issues[0]!
    const at = issue.path.length > 0 ? issue.path.join('.') : undefined
    throw new InputError({code: 'store-damaged', path, at, issue: issue.message}, {code: 'PROFILE_STORE_DAMAGED'})
  }
  return {...stored.data, profiles: stored.data.profiles ?? {}}
}

/**
 * A store the schema takes as it is (objects where it wants objects, strings where it wants strings, no `__proto__`
 * key, which it drops), read without it and given back as it gives it: the shape's keys first. Zod compiles a schema
 * on its first parse, ~3 ms of every command's start (docs/benchmarks.md). Undefined for anything else, which the
 * schema reads, to say what is wrong.
 */
export function plainStore(value: unknown): StoreShape | undefined {
  if (!isRecord(value) || !optional(value.default, isString)) return undefined
  if (!optional(value.profiles, (profiles) => isRecord(profiles) && Object.values(profiles).every(isPlainProfile))) return undefined
  const profiles = Object.entries((value.profiles ?? {}) as Record<string, Profile>).map(([name, profile]) => [
    name,
    {
      ...inShapeOrder(profile, profileSchema),
      ...(profile.test && {test: inShapeOrder(profile.test, keyPairSchema)}),
      ...(profile.live && {live: inShapeOrder(profile.live, keyPairSchema)}),
    },
  ])
  return {...inShapeOrder(value, profileStoreSchema), profiles: Object.fromEntries(profiles)}
}

function isPlainProfile(value: unknown): boolean {
  return (
    isRecord(value) &&
    isString(value.base_url) &&
    optional(value.test, isPlainKeyPair) &&
    optional(value.live, isPlainKeyPair) &&
    optional(value.webhook_secret, isString) &&
    optional(value.sandbox_data_dir, isString)
  )
}

const isPlainKeyPair = (value: unknown) =>
  isRecord(value) &&
  isString(value.key_id) &&
  optional(value.secret, isString) &&
  optional(value.secret_in, (place) => place === 'keyring' || place === 'file') &&
  (value.secret !== undefined || value.secret_in !== undefined)
const isString = (value: unknown) => typeof value === 'string'
const optional = (value: unknown, check: (value: unknown) => boolean) => value === undefined || check(value)
/** A JSON object (not an array, not null) with no own `__proto__` key. */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !Object.hasOwn(value, '__proto__')

/** An object as a loose object schema gives it back: the keys of its shape first, in that order, then the others. */
function inShapeOrder<T extends object>(value: T, schema: {shape: object}): T {
  const shapeKeys = Object.keys(schema.shape)
  const keys = [...shapeKeys.filter((key) => Object.hasOwn(value, key)), ...Object.keys(value).filter((key) => !shapeKeys.includes(key))]
  return Object.fromEntries(keys.map((key) => [key, value[key as keyof T]])) as T
}

/** Why the store could not be read (EACCES: this user may not; EISDIR: a directory in its place), naming the file and the fix. */
function unreadableStore(path: string, errno: string | undefined): InputError {
  const reason = errno === 'EACCES' || errno === 'EPERM' ? 'permission' : errno === 'EISDIR' ? 'directory' : (errno ?? 'unknown')
  return new InputError({code: 'store-unreadable', path, reason}, {code: 'PROFILE_STORE_UNREADABLE'})
}

export function profileFilePath(configDir: string): string {
  return join(configDir, `${PROFILE_FILE_NAME}.json`)
}
