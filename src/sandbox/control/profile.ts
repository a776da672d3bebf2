import {join, resolve} from 'node:path'

import type {ProfileStore} from '../../core/profiles/store.js'

export const SANDBOX_PROFILE = 'sandbox'

export interface SandboxMerchantKeys {
  test: {key_id: string; secret: string}
  live: {key_id: string; secret: string}
  webhook_secret: string
}

/**
 * Writes the `sandbox` profile so that `pay balance` works right after `pay sandbox start`; it carries the
 * sandbox's data dir, so the commands that talk to that sandbox find it without `--sandbox-data-dir`.
 */
export async function writeSandboxProfile(
  store: ProfileStore,
  started: {baseUrl: string; dataDir: string; merchant: SandboxMerchantKeys},
): Promise<{madeDefault: boolean}> {
  const {merchant} = started
  const profile = {
    base_url: started.baseUrl,
    test: merchant.test,
    live: merchant.live,
    webhook_secret: merchant.webhook_secret,
    sandbox_data_dir: resolve(started.dataDir),
  }
  const {madeDefault} = await store.put(SANDBOX_PROFILE, () => profile, {defaultIfNone: true})
  return {madeDefault}
}

/** Where `pay sandbox start` keeps its data unless told otherwise: `<pay data dir>/sandbox`. */
export function defaultSandboxDataDir(payDataDir: string): string {
  return join(payDataDir, 'sandbox')
}

/**
 * The data dirs where the sandbox a command means may run, most likely first: the one the profile in use was
 * written for, the one of the `sandbox` profile, then the default.
 * @example sandboxDataDirs(store, '/home/me/.local/share/pay', 'sandbox') // ['/tmp/sb', '/home/me/.local/share/pay/sandbox']
 */
export function sandboxDataDirs(store: ProfileStore, payDataDir: string, profileName?: string): string[] {
  const written = [profileName, SANDBOX_PROFILE].map((name) => (name === undefined ? undefined : store.get(name)?.sandbox_data_dir))
  return [...new Set([...written.filter((dir): dir is string => typeof dir === 'string' && dir !== ''), defaultSandboxDataDir(payDataDir)])]
}

/** Puts a rotated key into the `sandbox` profile, if there is one; true when it did. */
export async function updateSandboxProfileKey(
  store: ProfileStore,
  rotated: {mode: 'test' | 'live'; key_id: string; secret: string},
): Promise<boolean> {
  return store.changeIfPresent(SANDBOX_PROFILE, (profile) => ({
    ...profile,
    [rotated.mode]: {key_id: rotated.key_id, secret: rotated.secret},
  }))
}
