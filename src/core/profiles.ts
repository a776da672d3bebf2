import {chmodSync, existsSync, statSync} from 'node:fs'
import {join} from 'node:path'

import Conf from 'conf'

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
}

interface StoreShape {
  default?: string
  profiles: Record<string, Profile>
}

export const PROFILE_FILE_NAME = 'profiles'

/**
 * The profile store: a `conf` JSON file in the config dir, written with mode 0600. The only place secrets
 * are ever written.
 */
export class ProfileStore {
  private readonly conf: Conf<StoreShape>

  constructor(readonly configDir: string) {
    this.conf = new Conf<StoreShape>({
      cwd: configDir,
      configName: PROFILE_FILE_NAME,
      configFileMode: 0o600,
      accessPropertiesByDotNotation: false,
      defaults: {profiles: {}},
    })
  }

  get path(): string {
    return this.conf.path
  }

  list(): Array<{name: string; profile: Profile; isDefault: boolean}> {
    const defaultName = this.defaultName()
    return Object.entries(this.conf.get('profiles')).map(([name, profile]) => ({
      name,
      profile,
      isDefault: name === defaultName,
    }))
  }

  get(name: string): Profile | undefined {
    return this.conf.get('profiles')[name]
  }

  set(name: string, profile: Profile): void {
    this.conf.set('profiles', {...this.conf.get('profiles'), [name]: profile})
    this.tightenFileMode()
  }

  remove(name: string): boolean {
    const {[name]: removed, ...rest} = this.conf.get('profiles')
    if (!removed) return false
    this.conf.set('profiles', rest)
    if (this.defaultName() === name) this.conf.delete('default')
    return true
  }

  defaultName(): string | undefined {
    return this.conf.get('default')
  }

  setDefault(name: string): void {
    this.conf.set('default', name)
  }

  /** True when the file exists and group or others may read or write it. */
  isExposed(): boolean {
    return existsSync(this.path) && (statSync(this.path).mode & 0o077) !== 0
  }

  // conf applies its mode when it creates the file; a file created otherwise keeps its mode, so set it.
  private tightenFileMode(): void {
    if (this.isExposed()) chmodSync(this.path, 0o600)
  }
}

export function profileFilePath(configDir: string): string {
  return join(configDir, `${PROFILE_FILE_NAME}.json`)
}
