import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {CliHome} from '../helpers/cli.js'
import {TestSandbox} from '../helpers/sandbox.js'
import {sandboxState, seedObjects} from '../helpers/sandbox-state.js'
import {eventually, WebhookReceiver} from '../helpers/webhook-receiver.js'

// What the real service does, held by the sandbox (docs/sandbox.md).

let sandbox: TestSandbox
let receiver: WebhookReceiver
let receiverUrl: string
let depositId: string

beforeAll(async () => {
  receiver = new WebhookReceiver()
  receiverUrl = await receiver.start()
  sandbox = await TestSandbox.start({webhookUrl: receiverUrl})
  ;({deposit: depositId} = await seedObjects(sandbox))
})
afterAll(async () => {
  await sandbox?.close()
  await receiver?.stop()
})

describe("the portal's webhook test event", () => {
  it('is the body and event id the docs show, and its delivery can be found by the id answered', async () => {
    const queued = await sandbox.admin('POST', '/_sandbox/merchants/default/webhook/test')
    expect(queued.status).toBe(202)
    expect(queued.body).toEqual({status: 'queued', event_id: 'test', delivery_id: expect.any(Number)})
    await eventually(() => receiver.ofType('webhook.test').length > 0)
    const [delivery] = receiver.ofType('webhook.test')
    expect(delivery!.body.toString('utf8')).toBe('{"event_id":"test","event_type":"webhook.test"}')
    expect(delivery!.headers['x-webhook-event-id']).toBe('test')
    const logged = (await sandbox.admin('GET', '/_sandbox/deliveries?event_id=test')).body.data
    expect(logged.map((row: {id: number}) => row.id)).toContain(queued.body.delivery_id)
  })
})

describe('webhook URLs', () => {
  const put = (url: string) => sandbox.admin('PUT', '/_sandbox/merchants/default/webhook', {url})

  it.each([
    'http://example.com/hook',
    'http://10.0.0.8/hook',
    'http://192.168.1.2:3000/hook',
    'http://127.example.com/hook',
    'https://user:secret@example.com/hook',
    'ftp://example.com/hook',
    'not a url',
  ])('%s is refused with 422 INVALID_URL, on the webhook and on a new merchant, and nothing changes', async (url) => {
    const before = sandboxState(sandbox.dataDir)
    const answer = await put(url)
    expect(answer.status).toBe(422)
    expect(answer.body.error).toMatchObject({code: 'INVALID_URL', details: {field: 'url'}})
    const merchant = await sandbox.admin('POST', '/_sandbox/merchants', {webhook_url: url})
    expect(merchant.body.error).toMatchObject({code: 'INVALID_URL', details: {field: 'webhook_url'}})
    expect(sandboxState(sandbox.dataDir)).toEqual(before)
  })

  it.each([
    'https://example.com/hook',
    'http://127.0.0.1:3000/hook',
    'http://127.8.9.10/hook',
    'http://localhost:3000/hook',
    'http://[::1]:3000/hook',
  ])('%s is taken', async (url) => {
    expect((await put(url)).status).toBe(200)
    await put(receiverUrl)
  })

  it('pay sandbox start --webhook-url refuses a plain-http remote URL (exit 2) before starting anything', async () => {
    const home = new CliHome()
    try {
      const result = await home.run(['sandbox', 'start', '--port', '0', '--webhook-url', 'http://example.com/hook'])
      expect(result.code).toBe(2)
      expect(result.stderr).toContain('--webhook-url must be https (plain http only to a loopback address)')
      expect((await home.run(['sandbox', 'status'])).stdout).not.toContain('http://127.0.0.1')
    } finally {
      home.cleanup()
    }
  })
})

describe('a request body without Content-Type: application/json', () => {
  const withdrawal = JSON.stringify({
    amount: '1.00',
    receiver_bank_provider: 'KBANK',
    receiver_bank_account_name: 'Somchai Jaidee',
    receiver_bank_account_number: '1234564003',
  })

  it.each([
    ['no Content-Type', {}],
    ['an empty Content-Type', {'content-type': ' '}],
    ['text/plain', {'content-type': 'text/plain'}],
    ['a form', {'content-type': 'application/x-www-form-urlencoded'}],
    ['JSON in Latin-1', {'content-type': 'application/json; charset=iso-8859-1'}],
  ])('with %s is 400 BAD_REQUEST naming the header, and nothing is created', async (_what, headers: Record<string, string>) => {
    const before = sandboxState(sandbox.dataDir)
    for (const [target, body] of [
      ['/v1/withdrawals', withdrawal],
      ['/v1/test/top-up', '{"amount":"1.00"}'],
      ['/v1/deposits', JSON.stringify({amount: '1.00'})],
    ] as const) {
      const answer = await sandbox.call('POST', target, undefined, {
        rawBody: body,
        headers: {'content-type': '', ...headers},
        idempotencyKey: `ct-${Math.random()}`,
      })
      expect({target, status: answer.status, code: answer.body.error.code}).toEqual({target, status: 400, code: 'BAD_REQUEST'})
      expect(answer.body.error.message).toContain('Content-Type: application/json')
    }
    expect(sandboxState(sandbox.dataDir)).toEqual(before)
  })

  it.each(['application/json', 'Application/JSON', 'application/json; charset=utf-8', 'application/json;charset="UTF-8"'])(
    '%s is taken',
    async (contentType) => {
      const answer = await sandbox.call('POST', '/v1/withdrawals', undefined, {
        rawBody: withdrawal,
        headers: {'content-type': contentType},
        idempotencyKey: `ct-${Math.random()}`,
      })
      expect(answer.status).toBe(201)
    },
  )
})

describe('JSON null in an optional field', () => {
  it('means its default, in every optional field of every endpoint', async () => {
    await sandbox.topUp('100.00')
    const deposit = await sandbox.call(
      'POST',
      '/v1/deposits',
      {
        amount: '10.00',
        payer_bank_provider: 'KBANK',
        payer_bank_account_name: 'A',
        payer_bank_account_number: '1234567890',
        currency: null,
        payment_method_type: null,
        user_ref: null,
        additional_data: null,
        callback_meta: null,
      },
      {idempotencyKey: `null-${Math.random()}`},
    )
    expect(deposit.status).toBe(201)
    expect(deposit.body).toMatchObject({currency: 'THB', payment_method_type: 'PROMPTPAY_QR'})

    const withdrawal = await sandbox.call(
      'POST',
      '/v1/withdrawals',
      {
        amount: '1.00',
        receiver_bank_provider: 'KBANK',
        receiver_bank_account_name: 'A',
        receiver_bank_account_number: '1234564003',
        currency: null,
        kind: null,
        additional: {description: null, reference_user_id: null},
      },
      {idempotencyKey: `null-${Math.random()}`},
    )
    expect(withdrawal.status).toBe(201)
    expect(withdrawal.body).toMatchObject({currency: 'THB', kind: 'customer'})
    expect(
      (
        await sandbox.call(
          'POST',
          '/v1/withdrawals',
          {
            amount: '1.00',
            receiver_bank_provider: 'KBANK',
            receiver_bank_account_name: 'A',
            receiver_bank_account_number: '1234564003',
            additional: null,
          },
          {idempotencyKey: `null-${Math.random()}`},
        )
      ).status,
    ).toBe(201)

    const transfer = await sandbox.call(
      'POST',
      '/v1/test/simulate-transfer',
      {deposit_id: depositId, amount: null, sender_bank: null, sender_name: null, sender_account: null},
      {idempotencyKey: `null-${Math.random()}`},
    )
    expect(transfer.status).toBe(202)
    expect(transfer.body.amount).toBe((await sandbox.call('GET', `/v1/deposits/${depositId}`)).body.expected_amount)

    const topUp = await sandbox.call('POST', '/v1/test/top-up', {amount: '1.00', currency: null}, {idempotencyKey: `null-${Math.random()}`})
    expect(topUp.body).toMatchObject({currency: 'THB', status: 'credited'})

    expect(
      (await sandbox.admin('PUT', '/_sandbox/merchants/default/ip-allowlist', {enabled: null, cidrs: null})).body.ip_allowlist,
    ).toBeNull()
    expect((await sandbox.admin('PUT', '/_sandbox/merchants/default/webhook', {url: receiverUrl, events: null})).body.events).toBeNull()
  })
})
