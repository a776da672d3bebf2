import {existsSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'

import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {CliHome} from '../helpers/cli.js'
import {TestSandbox} from '../helpers/sandbox.js'

// Live secrets (docs/approvals.md, "Where secrets live"): a live key's secret is kept by the key store, never
// in profiles.json; a profile saved before is moved on its first use with --live, and says so once. The test
// home has no OS keyring (PAY_KEYRING=off), so the key store's file is where it goes (its keyring branch:
// test/core/key-store.test.ts).
let sandbox: TestSandbox
const home = new CliHome()
const profiles = () => join(home.env.PAY_CONFIG_DIR, 'profiles.json')
const secretFile = (name: string) => join(home.env.PAY_CONFIG_DIR, 'secrets', encodeURIComponent(`profile/${name}/live`))

beforeAll(async () => {
  sandbox = await TestSandbox.start()
})
afterAll(async () => {
  await sandbox?.close()
  home.cleanup()
})

async function addLive(name: string): Promise<void> {
  const {live} = sandbox.merchant
  const run = await home.runHere(['profile', 'add', name, '--base-url', sandbox.baseUrl, '--key-id', live.key_id, '--secret-stdin'], {
    stdin: live.secret,
  })
  expect(run.code, run.stderr).toBe(0)
}

describe('a live key saved by profile add', () => {
  it('has its secret in a 0600 file of the key store, and profiles.json says where, not what', async () => {
    await addLive('shop')
    const {live} = sandbox.merchant
    expect(readFileSync(profiles(), 'utf8')).not.toContain(live.secret)
    expect(JSON.parse(readFileSync(profiles(), 'utf8')).profiles.shop.live).toEqual({key_id: live.key_id, secret_in: 'file'})
    expect(readFileSync(secretFile('shop'), 'utf8')).toBe(live.secret)
    expect(statSync(secretFile('shop')).mode & 0o777).toBe(0o600)
    const show = await home.runHere(['profile', 'show', 'shop'])
    expect(show.stdout).toMatch(/Live key +unk_live_…\w{4} {2}secret in a 0600 file \(no OS keyring\)/)
    expect(JSON.parse((await home.runHere(['profile', 'show', 'shop', '--json'])).stdout)).toMatchObject({
      live_secret: null,
      live_secret_in: 'file',
    })
  })

  it('signs with it under --live', async () => {
    const run = await home.runHere(['balance', '--live', '--profile', 'shop', '--json'])
    expect(run.code, run.stderr).toBe(0)
    expect(run.stderr).not.toContain('Moved the live secret')
  })

  it('is gone with its profile', async () => {
    await addLive('gone')
    expect(existsSync(secretFile('gone'))).toBe(true)
    expect((await home.runHere(['profile', 'remove', 'gone'])).code).toBe(0)
    expect(existsSync(secretFile('gone'))).toBe(false)
  })

  it('refuses to send, naming it, when the key store has lost it', async () => {
    await addLive('lost')
    rmSync(secretFile('lost'))
    const run = await home.runHere([
      'withdrawal',
      'create',
      '--live',
      '--profile',
      'lost',
      '--amount',
      '1',
      '--bank',
      'SCB',
      '--account-no',
      '1234567890',
      '--account-name',
      'Somchai Jaidee',
      '--yes',
    ])
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('No secret profile/lost/live is kept on this machine')
    expect(existsSync(join(home.env.PAY_DATA_DIR, 'audit', 'log.jsonl'))).toBe(false)
  })
})

describe('a live secret profiles.json still holds (saved by an earlier pay)', () => {
  it('moves to the key store at its first use with --live, says so once, and signs', async () => {
    const {live} = sandbox.merchant
    const store = JSON.parse(readFileSync(profiles(), 'utf8'))
    store.profiles.old = {base_url: sandbox.baseUrl, live: {key_id: live.key_id, secret: live.secret}}
    writeFileSync(profiles(), JSON.stringify(store), {mode: 0o600})

    const first = await home.runHere(['balance', '--live', '--profile', 'old'])
    expect(first.code, first.stderr).toBe(0)
    expect(first.stderr).toContain(
      `Moved the live secret of profile old out of profiles.json into a 0600 file in ${join(home.env.PAY_CONFIG_DIR, 'secrets')} (this machine has no OS keyring).`,
    )
    expect(readFileSync(profiles(), 'utf8')).not.toContain(live.secret)
    expect(readFileSync(secretFile('old'), 'utf8')).toBe(live.secret)

    const second = await home.runHere(['balance', '--live', '--profile', 'old'])
    expect(second.code, second.stderr).toBe(0)
    expect(second.stderr).not.toContain('Moved the live secret')
  })

  it('is counted by doctor until it moves', async () => {
    const {live} = sandbox.merchant
    const store = JSON.parse(readFileSync(profiles(), 'utf8'))
    store.profiles.older = {base_url: sandbox.baseUrl, live: {key_id: live.key_id, secret: live.secret}}
    writeFileSync(profiles(), JSON.stringify(store), {mode: 0o600})
    const doctor = JSON.parse((await home.runHere(['doctor', '--json', '--profile', 'shop'])).stdout)
    expect(doctor.checks.find((check: {name: string}) => check.name === 'secrets').detail).toMatch(
      /^live keys' secrets: 0 in the OS keyring, 2 in 0600 files; 1 still in profiles.json, moved at their next use with --live;/,
    )
  })
})
