import {mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {afterEach, beforeEach, describe, expect, it} from 'vitest'
import {AuthError, InputError} from '../../src/core/errors.js'
import {maskKeyId, maskSecret, modeOfKeyId, resolveCredentials} from '../../src/core/profiles/credentials.js'
import {ProfileStore} from '../../src/core/profiles/store.js'

const SECRET = 'ab'.repeat(32)
const LIVE_SECRET = 'cd'.repeat(32)
let dir: string
let store: ProfileStore

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pay-cred-'))
  store = new ProfileStore(dir, {PAY_KEYRING: 'off'})
  await store.set('acme', {
    base_url: 'https://api.example.test',
    test: {key_id: 'unk_test_aaaa1111', secret: SECRET},
    live: {key_id: 'unk_live_bbbb2222', secret: LIVE_SECRET},
  })
  await store.set('other', {base_url: 'https://other.test', test: {key_id: 'xyz_test_cccc3333', secret: SECRET}})
  await store.setDefault('acme')
})
afterEach(() => rmSync(dir, {recursive: true, force: true}))

describe('modeOfKeyId', () => {
  it('reads the mode from any vendor prefix', () => {
    expect(modeOfKeyId('unk_test_1')).toBe('test')
    expect(modeOfKeyId('acme_live_1')).toBe('live')
  })

  it.each(['unk_prod_1', 'test_1', 'unk_test_', '', 'unk-live-1'])('refuses %j with exit 2', (keyId) => {
    expect(() => modeOfKeyId(keyId)).toThrowError(InputError)
  })
})

describe('resolveCredentials', () => {
  it('uses the default profile and its test key unless --live', async () => {
    const test = resolveCredentials({env: {}, store, live: false})
    expect(test).toMatchObject({source: 'profile', profileName: 'acme', keyId: 'unk_test_aaaa1111', mode: 'test'})
    // The live secret is the key store's (profiles.json keeps where), read before credentials resolve.
    expect(store.get('acme')?.live).toEqual({key_id: 'unk_live_bbbb2222', secret_in: 'file'})
    expect(() => resolveCredentials({env: {}, store, live: true})).toThrow('No secret profile/acme/live is kept on this machine')
    const liveSecret = {secret: (await store.keys.need('profile/acme/live')).secret}
    const live = resolveCredentials({env: {}, store, live: true, liveSecret})
    expect(live).toMatchObject({keyId: 'unk_live_bbbb2222', secret: LIVE_SECRET, mode: 'live'})
  })

  it('prefers --profile over PAY_PROFILE over the default', () => {
    expect(resolveCredentials({env: {PAY_PROFILE: 'other'}, store, live: false}).profileName).toBe('other')
    expect(resolveCredentials({env: {PAY_PROFILE: 'other'}, store, profileFlag: 'acme', live: false}).profileName).toBe('acme')
  })

  it('prefers environment credentials over any profile', () => {
    const env = {PAY_API_KEY: 'unk_test_env', PAY_API_SECRET: SECRET, PAY_BASE_URL: 'http://127.0.0.1:1'}
    expect(resolveCredentials({env, store, live: false})).toMatchObject({
      source: 'env',
      keyId: 'unk_test_env',
      baseUrl: 'http://127.0.0.1:1',
    })
  })

  it('takes the base URL from the profile when PAY_BASE_URL is not set', () => {
    const env = {PAY_API_KEY: 'unk_test_env', PAY_API_SECRET: SECRET}
    expect(resolveCredentials({env, store, live: false}).baseUrl).toBe('https://api.example.test')
  })

  it('refuses a live key from the environment without --live', () => {
    const env = {PAY_API_KEY: 'unk_live_env', PAY_API_SECRET: SECRET, PAY_BASE_URL: 'http://x'}
    expect(() => resolveCredentials({env, store, live: false})).toThrowError(/--live was not given/)
    expect(resolveCredentials({env, store, live: true}).mode).toBe('live')
  })

  it('refuses --live with a test key from the environment', () => {
    const env = {PAY_API_KEY: 'unk_test_env', PAY_API_SECRET: SECRET, PAY_BASE_URL: 'http://x'}
    expect(() => resolveCredentials({env, store, live: true})).toThrowError(/holds a test key/)
  })

  it('names the missing half of the environment credentials', () => {
    expect(() => resolveCredentials({env: {PAY_API_KEY: 'unk_test_x'}, store, live: false})).toThrowError(/PAY_API_SECRET is not set/)
  })

  it('exits 3 when there is no profile at all, or the named one is missing', () => {
    const empty = new ProfileStore(join(dir, 'empty'), {PAY_KEYRING: 'off'})
    expect(() => resolveCredentials({env: {}, store: empty, live: false})).toThrowError(AuthError)
    expect(() => resolveCredentials({env: {}, store, profileFlag: 'nope', live: false})).toThrowError(/No profile named "nope"/)
  })

  it('says how to add a missing live key', () => {
    expect(() => resolveCredentials({env: {}, store, profileFlag: 'other', live: true})).toThrowError(/has no live key/)
  })
})

describe('masking', () => {
  it('keeps the prefix and the last four characters of a key id', () => {
    expect(maskKeyId('unk_test_1a2b3c4d5e')).toBe('unk_test_…4d5e')
    expect(maskSecret(SECRET)).toBe('••••abab')
  })
})

describe('ProfileStore', () => {
  it('lists, removes and forgets the default of a removed profile', async () => {
    expect(store.list().map((entry) => [entry.name, entry.isDefault])).toEqual([
      ['acme', true],
      ['other', false],
    ])
    expect(await store.remove('acme')).toBe(true)
    expect(store.defaultName()).toBeUndefined()
    expect(await store.remove('acme')).toBe(false)
  })

  it('accepts profile names with dots', async () => {
    await store.set('acme.prod', {base_url: 'https://x'})
    expect(store.get('acme.prod')).toEqual({base_url: 'https://x'})
  })

  it('writes over what the file holds now, keeping what another process saved since this store read it', async () => {
    const other = new ProfileStore(dir, {PAY_KEYRING: 'off'})
    await other.set('third', {base_url: 'https://third.test'})
    await store.set('fourth', {base_url: 'https://fourth.test'})
    expect(new ProfileStore(dir, {PAY_KEYRING: 'off'}).list().map((entry) => entry.name)).toEqual(['acme', 'other', 'third', 'fourth'])
  })

  it('refuses a store that is not JSON, or not an object, naming the file and what to do', () => {
    for (const text of ['{"profiles": {', '[]', 'null']) {
      writeFileSync(join(dir, 'profiles.json'), text)
      expect(() => new ProfileStore(dir, {PAY_KEYRING: 'off'})).toThrow(InputError)
      expect(() => new ProfileStore(dir, {PAY_KEYRING: 'off'})).toThrow(join(dir, 'profiles.json'))
    }
  })

  it('does not see a profile in an inherited property name', () => {
    expect(store.get('constructor')).toBeUndefined()
    expect(store.get('__proto__')).toBeUndefined()
  })
})
