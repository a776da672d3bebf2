import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {parseWireMoney} from '../../src/core/money/money.js'
import {decodePromptPayPayload} from '../../src/core/promptpay/payload.js'
import {verifyWebhookBody} from '../../src/core/signing/sign-request.js'
import {TestSandbox} from '../helpers/sandbox.js'
import {eventually, WebhookReceiver} from '../helpers/webhook-receiver.js'

let clock = Date.now()
let sandbox: TestSandbox
let receiver: WebhookReceiver

beforeAll(async () => {
  receiver = new WebhookReceiver()
  const webhookUrl = await receiver.start()
  sandbox = await TestSandbox.start({now: () => clock, webhookUrl})
})
afterAll(async () => {
  await sandbox.close()
  await receiver.stop()
})

const balance = async () => (await sandbox.call('GET', '/v1/balance')).body
const deposit = async (id: string) => (await sandbox.call('GET', `/v1/deposits/${id}`)).body
const simulate = (body: Record<string, unknown>) =>
  sandbox.call('POST', '/v1/test/simulate-transfer', body, {idempotencyKey: `sim-${Math.random()}`})

describe('deposits', () => {
  it('quotes a unique expected_amount and a valid PromptPay QR for it', async () => {
    const created = await Promise.all(Array.from({length: 15}, () => sandbox.createDeposit({amount: '250.00'})))
    const expected = created.map((entry) => entry.expected_amount)
    expect(new Set(expected).size).toBe(15)
    for (const entry of created) {
      const offset = parseWireMoney(entry.expected_amount) - 25000
      expect(offset).toBeGreaterThanOrEqual(1)
      expect(offset).toBeLessThanOrEqual(99)
      const qr = decodePromptPayPayload(entry.pay_to.qr_payload)
      expect(qr).toMatchObject({crcValid: true, problems: [], amountSatang: parseWireMoney(entry.expected_amount)})
      // docs/sandbox.md: biller ID 010555012345601, reference 1 = the id without dashes, first 20 hex digits, upper case.
      const reference1 = entry.id.replaceAll('-', '').slice(0, 20).toUpperCase()
      expect(qr.fields.find((field) => field.id === '30')!.value).toContain(`01150105550123456010220${reference1}`)
      expect(Date.parse(entry.match_window_until) - Date.parse(entry.display_expires_at)).toBe(2 * 60_000)
    }
  })

  it('credits a matched transfer with the 1.00 % fee and sends a signed deposit.success', async () => {
    const before = parseWireMoney((await balance()).available)
    const created = await sandbox.createDeposit({amount: '500.00', user_ref: 'order-42'})
    const injected = await simulate({deposit_id: created.id})
    expect(injected.status).toBe(202)
    expect(injected.body).toMatchObject({status: 'injected', amount: created.expected_amount, currency: 'THB'})
    expect(injected.body.bank_txn_id).toMatch(/^test_/)
    const credited = await sandbox.until(
      () => deposit(created.id),
      (body) => body.status === 'CREDITED',
    )
    const matched = parseWireMoney(created.expected_amount)
    const fee = Math.floor((matched + 50) / 100)
    expect(credited).toMatchObject({
      matched_amount: created.expected_amount,
      credited_amount: (() => {
        const net = matched - fee
        return `${Math.floor(net / 100)}.${String(net % 100).padStart(2, '0')}`
      })(),
    })
    expect(credited.pay_to).toBeUndefined()
    expect(parseWireMoney((await balance()).available)).toBe(before + matched - fee)

    await eventually(() => receiver.received.some((delivery) => delivery.event.event_id === `${created.id}:deposit.success`))
    const delivery = receiver.received.find((entry) => entry.event.event_id === `${created.id}:deposit.success`)!
    expect(verifyWebhookBody(sandbox.merchant.webhook_secret, delivery.body, String(delivery.headers['x-webhook-signature']))).toBe(true)
    expect(delivery.headers['x-webhook-event-id']).toBe(`${created.id}:deposit.success`)
    expect(delivery.event).toMatchObject({
      event_type: 'deposit.success',
      deposit_id: created.id,
      user_ref: 'order-42',
      amount: created.expected_amount,
      status: 'CREDITED',
    })
  })

  it.each([
    ['a wrong amount', {amount: '1.00'}],
    ['a different sender bank', {sender_bank: 'SCB'}],
  ])('leaves the deposit PENDING and the balance unchanged for %s', async (_, change) => {
    const before = await balance()
    const created = await sandbox.createDeposit({amount: '80.00'})
    expect((await simulate({deposit_id: created.id, ...change})).status).toBe(202)
    // The matcher is queued before the 202 is written, so it has run before the server reads the next request.
    expect((await deposit(created.id)).status).toBe('PENDING')
    expect(await balance()).toEqual(before)
  })

  it('expires a deposit when its match window closes, with deposit.expired', async () => {
    const created = await sandbox.createDeposit({amount: '30.00'})
    clock += 7 * 60_000 + 1
    const expired = await sandbox.until(
      () => deposit(created.id),
      (body) => body.status === 'EXPIRED',
    )
    expect(expired.status).toBe('EXPIRED')
    await eventually(() =>
      receiver.ofType('deposit.expired').some((delivery) => delivery.event.event_id === `${created.id}:deposit.expired`),
    )
    expect(receiver.ofType('deposit.expired').map((delivery) => delivery.event.deposit_id)).toContain(created.id)
    expect((await simulate({deposit_id: created.id})).body.error.code).toBe('DEPOSIT_NOT_PENDING')
  })

  it('cancels a PENDING deposit once, and frees its amount slot', async () => {
    const created = await sandbox.createDeposit({amount: '10.00'})
    const cancelled = await sandbox.call('POST', `/v1/deposits/${created.id}/cancel`)
    expect(cancelled.body.status).toBe('CANCELLED')
    const again = await sandbox.call('POST', `/v1/deposits/${created.id}/cancel`)
    expect(again.status).toBe(409)
    expect(again.body.error.code).toBe('NOT_CANCELLABLE')
  })

  it('gives a bank account for BANK_TRANSFER', async () => {
    const created = await sandbox.createDeposit({payment_method_type: 'BANK_TRANSFER'})
    expect(created.pay_to.account_no).toBeTruthy()
    expect(created.pay_to.qr_payload).toBeUndefined()
  })

  it.each([
    [{amount: '1e2'}, 'INVALID_AMOUNT', 'amount must be a plain decimal number'],
    [{amount: '-5.00'}, 'INVALID_AMOUNT', 'amount must not be negative'],
    [{amount: '1.001'}, 'INVALID_AMOUNT', 'amount must have at most 2 decimal places'],
    [{amount: 100}, 'INVALID_AMOUNT', undefined],
    [{currency: 'USD'}, 'INVALID_CURRENCY', undefined],
    [{payment_method_type: 'CARD'}, 'INVALID_PAYMENT_METHOD', undefined],
    [{payer_bank_provider: 'NOPE'}, 'INVALID_BANK', undefined],
    [{payer_bank_account_name: '  '}, 'VALIDATION', undefined],
  ])('refuses %j with %s', async (change, code, message) => {
    const body = {amount: '100.00', payer_bank_provider: 'KBANK', payer_bank_account_name: 'A', payer_bank_account_number: '1', ...change}
    const answer = await sandbox.call('POST', '/v1/deposits', body, {idempotencyKey: `bad-${Math.random()}`})
    expect(answer.status).toBe(422)
    expect(answer.body.error.code).toBe(code)
    if (message) expect(answer.body.error.message).toBe(message)
  })

  it('answers 404 for a malformed or unknown id', async () => {
    expect((await sandbox.call('GET', '/v1/deposits/not-a-uuid')).status).toBe(404)
    expect((await sandbox.call('GET', '/v1/deposits/00000000-0000-4000-8000-000000000000')).status).toBe(404)
  })
})
