import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {findSandboxMerchant, mayBeSandbox, registerWithSandbox} from '../../src/sandbox/control/webhook-registration.js'
import {TestSandbox} from '../helpers/sandbox.js'

let sandbox: TestSandbox

beforeAll(async () => {
  sandbox = await TestSandbox.start({webhookUrl: 'http://127.0.0.1:9/previous'})
})
afterAll(() => sandbox.close())

describe('mayBeSandbox', () => {
  it('is the sandbox profile or a base URL on this machine, judged by where its host resolves', async () => {
    expect(await mayBeSandbox({profileName: 'sandbox', baseUrl: 'https://api.example.com'})).toBe(true)
    expect(await mayBeSandbox({baseUrl: 'http://localhost:4010'})).toBe(true)
    expect(await mayBeSandbox({baseUrl: 'http://127.0.0.1:4010'})).toBe(true)
    expect(await mayBeSandbox({profileName: 'acme', baseUrl: 'https://api.example.com'})).toBe(false)
    expect(await mayBeSandbox({baseUrl: 'http://127.attacker.invalid:4010'})).toBe(false)
  })
})

describe('findSandboxMerchant and registerWithSandbox', () => {
  it('finds the merchant of the key, sets the URL keeping the subscriptions, and puts the old URL back', async () => {
    await sandbox.admin('PUT', '/_sandbox/merchants/default/webhook', {url: 'http://127.0.0.1:9/previous', events: ['deposit.success']})
    const target = {
      dataDirs: ['/nonexistent', sandbox.dataDir],
      baseUrl: sandbox.baseUrl.replace('127.0.0.1', 'localhost'),
      keyId: sandbox.merchant.test.key_id,
    }
    const found = await findSandboxMerchant(target)
    expect(found).toEqual({dataDir: sandbox.dataDir, merchantId: sandbox.merchant.id})
    const registration = await registerWithSandbox(found!, 'http://127.0.0.1:4011/')
    expect(registration.foundUrl).toBe('http://127.0.0.1:9/previous')
    expect((await sandbox.admin('GET', '/_sandbox/merchants/default/webhook')).body).toMatchObject({
      url: 'http://127.0.0.1:4011/',
      events: ['deposit.success'],
    })
    await registration.restore()
    expect((await sandbox.admin('GET', '/_sandbox/merchants/default/webhook')).body).toMatchObject({
      url: 'http://127.0.0.1:9/previous',
      events: ['deposit.success'],
    })
  })

  it('removes the URL on restore when the old one was this listener left behind', async () => {
    await sandbox.admin('PUT', '/_sandbox/merchants/default/webhook', {url: 'http://127.0.0.1:4011/'})
    const registration = await registerWithSandbox({dataDir: sandbox.dataDir, merchantId: sandbox.merchant.id}, 'http://127.0.0.1:4011/')
    await registration.restore()
    expect((await sandbox.admin('GET', '/_sandbox/merchants/default/webhook')).body.url).toBeNull()
  })

  it('replaces the registration of a killed listener on the same URL, and puts back what that one found', async () => {
    await sandbox.admin('PUT', '/_sandbox/merchants/default/webhook', {url: 'http://127.0.0.1:9/previous'})
    const merchant = {dataDir: sandbox.dataDir, merchantId: sandbox.merchant.id}
    await registerWithSandbox(merchant, 'http://127.0.0.1:4011/')
    const again = await registerWithSandbox(merchant, 'http://127.0.0.1:4011/')
    expect(again.foundUrl).toBe('http://127.0.0.1:9/previous')
    expect(await again.restore()).toEqual({kind: 'restored', url: 'http://127.0.0.1:9/previous'})
    expect((await sandbox.admin('GET', '/_sandbox/merchants/default/webhook')).body.url).toBe('http://127.0.0.1:9/previous')
  })

  it('finds nothing for another key or another server', async () => {
    const base = {dataDirs: [sandbox.dataDir], baseUrl: sandbox.baseUrl, keyId: sandbox.merchant.test.key_id}
    expect(await findSandboxMerchant({...base, keyId: 'unk_test_someoneelse'})).toBeUndefined()
    expect(await findSandboxMerchant({...base, baseUrl: 'http://127.0.0.1:1'})).toBeUndefined()
  })
})
