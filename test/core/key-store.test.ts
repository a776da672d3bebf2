import {mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {afterEach, beforeAll, describe, expect, it} from 'vitest'

import {PayError} from '../../src/core/errors.js'
import {type Keyring, KeyStore, secretFileName} from '../../src/core/secrets/key-store.js'

// The key store: the 0600 file always; the OS keyring's branch with a keyring double (its logic), and with the
// machine's own keyring where it has one (where it has none, that the binding's refusal sends the secret to a file).
const dirs: string[] = []
function configDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pay-keys-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, {recursive: true, force: true})
})

const PEM = '-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEIJ1x\n-----END PRIVATE KEY-----\n'

/** A keyring in memory, that can be made to refuse like one that is locked or absent. */
class KeyringDouble implements Keyring {
  readonly entries = new Map<string, string>()
  refuseWrites = false
  refuseReads = false
  set(name: string, secret: string): void {
    if (this.refuseWrites) throw new Error("Couldn't access platform storage: AccessDenied")
    this.entries.set(name, secret)
  }
  get(name: string): string | null {
    if (this.refuseReads) throw new Error('The keyring is locked')
    return this.entries.get(name) ?? null
  }
  delete(name: string): boolean {
    return this.entries.delete(name)
  }
  names(): string[] {
    return [...this.entries.keys()]
  }
}

const modeOf = (path: string) => statSync(path).mode & 0o777

describe('the key store without a keyring (PAY_KEYRING=off, or none answers)', () => {
  it('keeps each secret in a 0600 file of a 0700 folder, gives it back and says where', async () => {
    const store = new KeyStore({configDir: configDir(), env: {PAY_KEYRING: 'off'}})
    expect(await store.put('approver/somchai', PEM)).toBe('file')
    expect(modeOf(store.fileOf('approver/somchai'))).toBe(0o600)
    expect(modeOf(store.directory)).toBe(0o700)
    expect(await store.get('approver/somchai')).toEqual({secret: PEM, place: 'file'})
    expect(await store.placeForNew()).toBe('file')
    expect(await store.list('approver/')).toEqual([{name: 'approver/somchai', place: 'file'}])
  })

  it('replaces a secret whole, and removes it', async () => {
    const store = new KeyStore({configDir: configDir(), env: {PAY_KEYRING: 'off'}})
    await store.put('profile/shop/live', 'a'.repeat(64))
    await store.put('profile/shop/live', 'b'.repeat(64))
    expect((await store.get('profile/shop/live'))?.secret).toBe('b'.repeat(64))
    expect(readdirSync(store.directory)).toEqual([secretFileName('profile/shop/live')])
    expect(await store.remove('profile/shop/live')).toBe(true)
    expect(await store.get('profile/shop/live')).toBeUndefined()
    expect(await store.remove('profile/shop/live')).toBe(false)
  })

  it('tightens a secret file others could read before writing it again', async () => {
    const store = new KeyStore({configDir: configDir(), env: {PAY_KEYRING: 'off'}})
    mkdirSync(store.directory, {recursive: true})
    writeFileSync(store.fileOf('approver/ann'), 'old', {mode: 0o644})
    await store.put('approver/ann', PEM)
    expect(modeOf(store.fileOf('approver/ann'))).toBe(0o600)
  })

  it('names files so that no name leaves the folder or hides in it', () => {
    for (const name of ['..', '../profiles.json', '.hidden', 'a/b', 'ชื่อ']) expect(secretFileName(name)).toMatch(/^[^./][^/.]*$/)
    expect(decodeURIComponent(secretFileName('../x'))).toBe('../x')
  })
})

describe('the key store with a keyring (a double: the logic of the branch)', () => {
  it('puts a secret in the keyring and no file, and gives it back from there', async () => {
    const keyring = new KeyringDouble()
    const store = new KeyStore({configDir: configDir(), env: {}, keyring: async () => keyring})
    expect(await store.put('approver/somchai', PEM)).toBe('keyring')
    expect(keyring.entries.get('approver/somchai')).toBe(PEM)
    expect(() => statSync(store.fileOf('approver/somchai'))).toThrow(/ENOENT/)
    expect(await store.get('approver/somchai')).toEqual({secret: PEM, place: 'keyring'})
    expect(await store.placeForNew()).toBe('keyring')
    expect(keyring.names()).toEqual(['approver/somchai'])
    expect(await store.list()).toEqual([{name: 'approver/somchai', place: 'keyring'}])
  })

  it('moves a secret kept in a file into the keyring when it is written again (one place at a time)', async () => {
    const dir = configDir()
    await new KeyStore({configDir: dir, env: {PAY_KEYRING: 'off'}}).put('profile/shop/live', 'a'.repeat(64))
    const keyring = new KeyringDouble()
    const store = new KeyStore({configDir: dir, env: {}, keyring: async () => keyring})
    expect(await store.get('profile/shop/live')).toEqual({secret: 'a'.repeat(64), place: 'file'})
    expect(await store.put('profile/shop/live', 'a'.repeat(64))).toBe('keyring')
    expect(await store.get('profile/shop/live')).toEqual({secret: 'a'.repeat(64), place: 'keyring'})
    expect(readdirSync(store.directory)).toEqual([])
  })

  it('falls back to the file when the keyring refuses a write, and says so', async () => {
    const keyring = new KeyringDouble()
    keyring.refuseWrites = true
    const store = new KeyStore({configDir: configDir(), env: {}, keyring: async () => keyring})
    expect(await store.placeForNew()).toBe('file')
    expect(await store.put('approver/ann', PEM)).toBe('file')
    expect(await store.get('approver/ann')).toEqual({secret: PEM, place: 'file'})
    expect(keyring.entries.size).toBe(0)
  })

  it('falls back to the file when the binding cannot be loaded', async () => {
    const store = new KeyStore({configDir: configDir(), env: {}, keyring: () => Promise.reject(new Error('no prebuilt binary'))})
    expect(await store.put('approver/ann', PEM)).toBe('file')
  })

  it("says a needed secret is missing, naming it and the keyring's words, when the keyring will not give it back", async () => {
    const keyring = new KeyringDouble()
    const store = new KeyStore({configDir: configDir(), env: {}, keyring: async () => keyring})
    await store.put('approver/ann', PEM)
    keyring.refuseReads = true
    expect(await store.get('approver/ann')).toBeUndefined()
    const error = await store.need('approver/ann').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(PayError)
    expect((error as PayError).facts).toEqual({code: 'secret-missing', name: 'approver/ann', keyring: 'The keyring is locked'})
    expect((error as PayError).message).not.toContain(PEM)
  })

  it('never loads the keyring under PAY_KEYRING=off', async () => {
    let loaded = false
    const store = new KeyStore({
      configDir: configDir(),
      env: {PAY_KEYRING: 'off'},
      keyring: async () => {
        loaded = true
        return new KeyringDouble()
      },
    })
    expect(await store.put('approver/ann', PEM)).toBe('file')
    expect(loaded).toBe(false)
  })
})

describe("the machine's own OS keyring (@napi-rs/keyring)", () => {
  // Whether this machine has a keyring that keeps a secret: a probe written and removed under pay's service.
  let machineHasKeyring = false
  beforeAll(async () => {
    machineHasKeyring = (await new KeyStore({configDir: configDir(), env: {}}).placeForNew()) === 'keyring'
  })
  const name = `test/key-store-${process.pid}`

  it('keeps a secret in the keyring where the machine has one; where it has none, in the file', async () => {
    const store = new KeyStore({configDir: configDir(), env: {}})
    try {
      const place = await store.put(name, PEM)
      // Both branches assert: this machine's answer decides which one is the truth here.
      expect(place).toBe(machineHasKeyring ? 'keyring' : 'file')
      expect(await store.get(name)).toEqual({secret: PEM, place})
      if (place === 'file') expect(modeOf(store.fileOf(name))).toBe(0o600)
    } finally {
      await store.remove(name)
    }
    expect(await store.get(name)).toBeUndefined()
    await expect(store.need(name)).rejects.toMatchObject({facts: {code: 'secret-missing', name}})
  })
})
