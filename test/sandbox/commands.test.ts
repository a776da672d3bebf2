import {statSync} from 'node:fs'
import {join} from 'node:path'

import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {CliHome} from '../helpers/cli.js'

// The `pay sandbox …` commands as a user runs them, in-process in a temporary home.
let home: CliHome
const dataDir = () => join(home.env.PAY_DATA_DIR, 'sandbox')
const json = async (args: string[]) => {
  const result = await home.runHere([...args, '--json'])
  expect(result.code, result.stderr).toBe(0)
  return JSON.parse(result.stdout)
}

beforeAll(() => {
  home = new CliHome()
})
afterAll(async () => {
  await home.runHere(['sandbox', 'stop'])
  home.cleanup()
})

describe('pay sandbox', () => {
  it('starts in the background, writes the default profile, and pay balance works right after', async () => {
    const started = await json(['sandbox', 'start', '--detach', '--port', '0', '--withdrawal-step-ms', '0'])
    expect(started.base_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(started.merchants).toHaveLength(1)
    expect(started.merchants[0].test.key_id).toMatch(/^unk_test_[0-9a-f]+$/)
    expect(started.merchants[0].live.secret).toMatch(/^[0-9a-f]{64}$/)
    expect(statSync(join(dataDir(), 'admin-token')).mode & 0o777).toBe(0o600)
    expect(await json(['balance'])).toEqual({available: '0.00', pending: '0.00', currency: 'THB'})
    expect(await json(['sandbox', 'status'])).toMatchObject({running: true, base_url: started.base_url, merchants: 1, fault_rate: 0})
    expect(await json(['sandbox', 'keys'])).toEqual(started)
  })

  it('refuses a second start on the same data dir', async () => {
    const again = await home.runHere(['sandbox', 'start', '--detach', '--port', '0'])
    expect(again.code).toBe(1)
    expect(again.stderr).toMatch(/already running/)
  })

  it('rotates the test key, and the sandbox profile follows', async () => {
    const before = await json(['sandbox', 'keys'])
    const rotated = await json(['sandbox', 'key', 'rotate', '--mode', 'test'])
    expect(rotated).toMatchObject({merchant_id: before.merchants[0].id, mode: 'test'})
    expect(rotated.key_id).not.toBe(before.merchants[0].test.key_id)
    expect((await json(['sandbox', 'keys'])).merchants[0].test.key_id).toBe(rotated.key_id)
    expect((await json(['balance'])).currency).toBe('THB')
  })

  it('creates a merchant, settles a withdrawal, and refuses to expire an unknown deposit', async () => {
    const merchant = await json(['sandbox', 'merchant', 'create'])
    expect(merchant.id).toMatch(/^mch_/)
    expect((await json(['sandbox', 'keys'])).merchants).toHaveLength(2)
    await json(['test', 'top-up', '100.00'])
    const payout = await json([
      'withdrawal',
      'create',
      '--amount',
      '10',
      '--bank',
      'scb',
      '--account-no',
      '1234554003',
      '--account-name',
      'N',
    ])
    expect((await json(['sandbox', 'withdrawal', 'settle', payout.id, '--status', 'REJECTED'])).status).toBe('REJECTED')
    expect((await json(['balance'])).available).toBe('100.00')
    const expire = await home.runHere(['sandbox', 'deposit', 'expire', '00000000-0000-4000-8000-000000000000', '--json'])
    expect(expire.code).toBe(1)
    expect(JSON.parse(expire.stdout).error).toMatchObject({code: 'NOT_FOUND', status: 404})
  })

  it('shows the delivery log', async () => {
    expect(await json(['sandbox', 'webhooks'])).toEqual([])
  })

  it('stops, and keys still prints the credentials of the stopped sandbox', async () => {
    const keys = await json(['sandbox', 'keys'])
    expect(await json(['sandbox', 'stop'])).toMatchObject({stopped: true})
    const status = await home.runHere(['sandbox', 'status'])
    expect(status.code).toBe(1)
    expect(status.stderr).toContain('No sandbox is running for')
    expect(status.stderr).toContain('pay sandbox start --detach')
    expect(await json(['sandbox', 'keys'])).toEqual(keys)
    const adminCall = await home.runHere(['sandbox', 'merchant', 'create'])
    expect(adminCall.code).toBe(1)
    expect(adminCall.stderr).toMatch(/No sandbox is running/)
  })
})
