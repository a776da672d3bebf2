import {request} from 'undici'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {authHeaders, signRequest, unixSeconds} from '../../src/core/signing/sign-request.js'
import {TestSandbox} from '../helpers/sandbox.js'

let sandbox: TestSandbox

beforeAll(async () => {
  sandbox = await TestSandbox.start()
})
afterAll(() => sandbox.close())

describe('the IP allowlist', () => {
  const allow = (setting: {enabled?: boolean; cidrs?: string[]}) =>
    sandbox.admin('PUT', '/_sandbox/merchants/default/ip-allowlist', setting)
  const balanceStatus = async () => (await sandbox.call('GET', '/v1/balance')).status

  afterAll(() => allow({}))

  it('lets every IP through when it is off, and only the listed CIDRs when it is on', async () => {
    expect(await balanceStatus()).toBe(200)
    await allow({enabled: true, cidrs: ['127.0.0.1/32']})
    expect(await balanceStatus()).toBe(200)
    await allow({enabled: true, cidrs: ['10.0.0.0/8', '192.168.1.7']})
    const blocked = await sandbox.call('GET', '/v1/balance')
    expect(blocked.status).toBe(403)
    expect(blocked.body.error).toMatchObject({code: 'IP_NOT_ALLOWED', message: 'source ip not allowed'})
    await allow({enabled: true, cidrs: []})
    expect(await balanceStatus()).toBe(403)
    await allow({enabled: false, cidrs: ['10.0.0.0/8']})
    expect(await balanceStatus()).toBe(200)
  })

  it('checks the signature first: a bad signature from a blocked IP is 401', async () => {
    await allow({enabled: true, cidrs: ['10.0.0.0/8']})
    const forged = await sandbox.call('GET', '/v1/balance', undefined, {
      key: {key_id: sandbox.merchant.test.key_id, secret: 'f'.repeat(64)},
    })
    expect(forged.status).toBe(401)
    await allow({})
  })

  it('blocks before any money logic: a blocked top-up changes nothing', async () => {
    await allow({enabled: true, cidrs: ['10.0.0.0/8']})
    expect((await sandbox.call('POST', '/v1/test/top-up', {amount: '5.00'}, {idempotencyKey: 'blocked-top-up'})).status).toBe(403)
    await allow({})
    expect((await sandbox.call('GET', '/v1/balance')).body.available).toBe('0.00')
  })

  it('refuses a /0 entry', async () => {
    expect((await allow({enabled: true, cidrs: ['0.0.0.0/0']})).status).toBe(422)
  })
})

describe('raw bodies', () => {
  // Other Content-Types are refused: test/sandbox/fidelity.test.ts.
  it.each(['application/json', 'application/json; charset=utf-8'])(
    'reads and verifies a JSON body sent with Content-Type %s',
    async (contentType) => {
      const body = JSON.stringify({amount: '1.00'})
      const signed = signRequest({
        secret: sandbox.merchant.test.secret,
        method: 'POST',
        target: '/v1/test/top-up',
        timestamp: unixSeconds(),
        body,
      })
      const headers: Record<string, string> = {...authHeaders(sandbox.merchant.test.key_id, signed), 'idempotency-key': `ct-${contentType}`}
      headers['content-type'] = contentType
      const answer = await request(`${sandbox.baseUrl}/v1/test/top-up`, {method: 'POST', headers, body})
      expect(answer.statusCode).toBe(200)
      expect(await answer.body.json()).toEqual({amount: '1.00', currency: 'THB', status: 'credited'})
    },
  )

  it('signs non-ASCII bodies over their UTF-8 bytes', async () => {
    const deposit = await sandbox.createDeposit({payer_bank_account_name: 'สมชาย ใจดี', user_ref: 'ลูกค้า-1'})
    expect(deposit.payer.name).toBe('สมชาย ใจดี')
  })

  it('answers 422 VALIDATION for a body that is JSON but not an object', async () => {
    const answer = await sandbox.call('POST', '/v1/test/top-up', [1], {idempotencyKey: 'array-body'})
    expect(answer.status).toBe(422)
    expect(answer.body.error.code).toBe('VALIDATION')
  })
})
