import {mkdirSync, readdirSync, rmSync} from 'node:fs'
import {join} from 'node:path'

import {PayError} from '../errors.js'
import {readTextIfAny} from '../files/json-lines.js'
import {writePrivateFile} from '../files/private-file.js'

/** Where a secret is kept: the OS keyring (macOS Keychain, Windows Credential Manager, Secret Service), or a 0600 file. */
export type SecretPlace = 'keyring' | 'file'

/** The few calls pay makes of an OS keyring, one entry per name under pay's service (a double in tests). */
export interface Keyring {
  set(name: string, secret: string): void
  /** The secret, or null when the keyring holds none of that name. */
  get(name: string): string | null
  /** False when there was none to delete. */
  delete(name: string): boolean
  /** The names the keyring holds under pay's service. */
  names(): string[]
}

export interface KeyStoreOptions {
  configDir: string
  env: NodeJS.ProcessEnv
  /** The keyring to use; by default @napi-rs/keyring's, loaded on first use (none when PAY_KEYRING=off). */
  keyring?: () => Promise<Keyring>
}

/** The keyring service pay's entries are under (the account of each entry is the secret's name). */
export const KEYRING_SERVICE = 'pay'
/** The folder of the config dir that holds one 0600 file per secret when there is no keyring. */
export const SECRETS_DIR = 'secrets'

/**
 * Named secrets (a live key's secret, an approver's private key), kept in the OS keyring where one answers and
 * in a 0600 file of its own under `<config dir>/secrets/` where none does (containers, CI, a Linux without a
 * Secret Service): each call that writes says which it used. A secret is in one place at a time: written to the
 * keyring, its file is removed. Names are pay's own (`profile/shop/live`, `approver/somchai`).
 *
 * The native keyring binding is loaded only when a secret is written, or read and not found in a file.
 * PAY_KEYRING=off keeps every secret in files (a shared account, tests that must not touch a person's keyring).
 * @example await new KeyStore({configDir, env: process.env}).put('approver/somchai', pem) // 'file' on this machine
 */
export class KeyStore {
  private keyringLoaded?: Promise<Keyring | undefined>

  constructor(private readonly options: KeyStoreOptions) {}

  /** The directory of the file fallback. */
  get directory(): string {
    return join(this.options.configDir, SECRETS_DIR)
  }

  /** The file a secret of this name is kept in when it is not in the keyring. */
  fileOf(name: string): string {
    return join(this.directory, secretFileName(name))
  }

  /** Keeps `secret` under `name`, replacing what was there: in the keyring when it takes it, else in the file. */
  async put(name: string, secret: string): Promise<SecretPlace> {
    const keyring = await this.keyring()
    if (keyring && tries(() => keyring.set(name, secret))) {
      rmSync(this.fileOf(name), {force: true})
      return 'keyring'
    }
    mkdirSync(this.directory, {recursive: true, mode: 0o700})
    writePrivateFile(this.fileOf(name), secret)
    return 'file'
  }

  /**
   * The secret of this name and where it was found, or undefined when neither place holds it. A keyring that
   * cannot be reached (no desktop session, no D-Bus) holds nothing that can be read: undefined too.
   */
  async get(name: string): Promise<{secret: string; place: SecretPlace} | undefined> {
    const found = await this.lookUp(name)
    return 'secret' in found ? found : undefined
  }

  /** The secret of this name, which must be there: else an error naming it, with the keyring's words when it failed. */
  async need(name: string): Promise<{secret: string; place: SecretPlace}> {
    const found = await this.lookUp(name)
    if ('secret' in found) return found
    const reason = found.keyringError instanceof Error ? found.keyringError.message : undefined
    throw new PayError({code: 'secret-missing', name, keyring: reason}, 1, {code: 'SECRET_MISSING'})
  }

  private async lookUp(name: string): Promise<{secret: string; place: SecretPlace} | {keyringError?: unknown}> {
    const inFile = readTextIfAny(this.fileOf(name))
    if (inFile !== undefined) return {secret: inFile, place: 'file'}
    const keyring = await this.keyring()
    if (!keyring) return {}
    try {
      const secret = keyring.get(name)
      return secret === null ? {} : {secret, place: 'keyring'}
    } catch (error) {
      return {keyringError: error}
    }
  }

  /** Removes the secret from both places; false when neither held it. */
  async remove(name: string): Promise<boolean> {
    const file = this.fileOf(name)
    const hadFile = readTextIfAny(file) !== undefined
    rmSync(file, {force: true})
    const keyring = await this.keyring()
    let inKeyring = false
    if (keyring) {
      try {
        inKeyring = keyring.delete(name)
      } catch {
        // A keyring that cannot be reached holds nothing pay put there.
      }
    }
    return hadFile || inKeyring
  }

  /** Where a secret written now would go: the keyring when it takes (and gives back) a probe entry, else the file. */
  async placeForNew(): Promise<SecretPlace> {
    const keyring = await this.keyring()
    if (!keyring) return 'file'
    const probe = 'pay-keyring-probe'
    const works = tries(() => {
      keyring.set(probe, probe)
      if (keyring.get(probe) !== probe) throw new Error('not kept')
    })
    tries(() => keyring.delete(probe))
    return works ? 'keyring' : 'file'
  }

  /** Every secret's name and place, those of `prefix` only when given (files first; a keyring that cannot be read lists none). */
  async list(prefix = ''): Promise<Array<{name: string; place: SecretPlace}>> {
    let files: string[] = []
    try {
      files = readdirSync(this.directory).filter((file) => !file.startsWith('.'))
    } catch {
      // No secret was ever written to a file.
    }
    const inFiles = files.map((file) => ({name: decodeURIComponent(file), place: 'file' as const}))
    const keyring = await this.keyring()
    let inKeyring: string[] = []
    if (keyring) {
      try {
        inKeyring = keyring.names()
      } catch {
        // None listed.
      }
    }
    const found = [...inFiles, ...inKeyring.map((name) => ({name, place: 'keyring' as const}))]
    return found.filter((entry) => entry.name.startsWith(prefix) && entry.name !== 'pay-keyring-probe')
  }

  private keyring(): Promise<Keyring | undefined> {
    if (this.options.env.PAY_KEYRING === 'off') return Promise.resolve(undefined)
    this.keyringLoaded ??= (this.options.keyring ?? loadOsKeyring)().catch(() => undefined)
    return this.keyringLoaded
  }
}

/**
 * The OS keyring through @napi-rs/keyring (a native module, loaded here only). On Linux the entry is pinned to
 * the Secret Service: the binding's fallback, the kernel's keyring, forgets every secret at log-out.
 */
async function loadOsKeyring(): Promise<Keyring> {
  const {Entry, findCredentials} = await import('@napi-rs/keyring')
  const entry = (name: string) => new Entry(KEYRING_SERVICE, name, {linux: {store: 'secret-service'}})
  return {
    set: (name, secret) => entry(name).setPassword(secret),
    get: (name) => entry(name).getPassword() ?? null,
    delete: (name) => entry(name).deletePassword(),
    names: () => findCredentials(KEYRING_SERVICE).map((credential) => credential.account),
  }
}

/** A name as a file name: readable for plain names, no `/`, no `.` (so never `..` nor a hidden file), and reversible. */
export function secretFileName(name: string): string {
  return encodeURIComponent(name).replaceAll('.', '%2E')
}

function tries(step: () => void): boolean {
  try {
    step()
    return true
  } catch {
    return false
  }
}
