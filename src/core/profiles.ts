import {chmodSync, existsSync, readFileSync, statSync} from 'node:fs'
import {join} from 'node:path'

import type Conf from 'conf'

import {InputError} from './errors.js'

/** One API key of a profile: the public key id and its 64-character secret. */
export interface KeyPair {
  key_id: string
  secret: string
}

/** A saved set of credentials (PRODUCT.md §3): a base URL, one test key, one live key, a webhook secret. */
export interface Profile {
  base_url: string
  test?: KeyPair
  live?: KeyPair
  webhook_secret?: string
  /** Written by `pay sandbox start` on the `sandbox` profile: where that sandbox keeps its data (absolute). */
  sandbox_data_dir?: string
}

interface StoreShape {
  default?: string
  profiles: Record<string, Profile>
}

export const PROFILE_FILE_NAME = 'profiles'

/**
 * The profile store: a `conf` JSON file in the config dir, written with mode 0600. The only place secrets
 * are ever written.
 *
 * Reading is a plain JSON read: `conf` (and the schema validator it loads) costs about 85 ms of start-up,
 * which `pay balance` and every other reading command would pay for nothing. It is loaded only to write.
 */
export class ProfileStore {
  readonly path: string
  private data: StoreShape

  constructor(readonly configDir: string) {
    this.path = profileFilePath(configDir)
    this.data = readStore(this.path)
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
    await this.write((data) => ({...data, profiles: {...data.profiles, [name]: profile}}))
    this.tightenFileMode()
  }

  async remove(name: string): Promise<boolean> {
    if (!this.get(name)) return false
    await this.write(({default: defaultName, profiles: {[name]: _removed, ...rest}}) =>
      defaultName === name ? {profiles: rest} : {default: defaultName, profiles: rest},
    )
    return true
  }

  defaultName(): string | undefined {
    return this.data.default
  }

  async setDefault(name: string): Promise<void> {
    await this.write((data) => ({...data, default: name}))
  }

  /** True when the file exists and group or others may read or write it. */
  isExposed(): boolean {
    return existsSync(this.path) && (statSync(this.path).mode & 0o077) !== 0
  }

  /** Applies `change` to what the file holds now (another process may have written since it was read). */
  private async write(change: (data: StoreShape) => StoreShape): Promise<void> {
    const conf = await openConf(this.configDir)
    conf.store = change(conf.store)
    this.data = conf.store
  }

  // conf applies its mode when it creates the file; a file created otherwise keeps its mode, so set it.
  private tightenFileMode(): void {
    if (this.isExposed()) chmodSync(this.path, 0o600)
  }
}

async function openConf(configDir: string): Promise<Conf<StoreShape>> {
  const {default: Conf} = await import('conf')
  return new Conf<StoreShape>({
    cwd: configDir,
    configName: PROFILE_FILE_NAME,
    configFileMode: 0o600,
    accessPropertiesByDotNotation: false,
    defaults: {profiles: {}},
  })
}

const REPAIR_STORE = 'Repair the file, or move it away and add the profiles again (pay profile add).'

function readStore(path: string): StoreShape {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {profiles: {}}
    throw error
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new InputError(`The profile store ${path} is not valid JSON.`, {tryMessage: REPAIR_STORE})
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new InputError(`The profile store ${path} does not hold a JSON object.`, {tryMessage: REPAIR_STORE})
  }
  const stored = parsed as Partial<StoreShape>
  return {...stored, profiles: stored.profiles ?? {}}
}

export function profileFilePath(configDir: string): string {
  return join(configDir, `${PROFILE_FILE_NAME}.json`)
}
