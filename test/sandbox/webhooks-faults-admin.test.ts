import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {TestSandbox} from '../helpers/sandbox.js'
import {eventually, WebhookReceiver} from '../helpers/webhook-receiver.js'

describe('webhook delivery', () => {
  let sandbox: TestSandbox
  let receiver: WebhookReceiver

  beforeAll(async () => {
    receiver = new WebhookReceiver()
    sandbox = await TestSandbox.start({webhookUrl: await receiver.start(), webhookRetryScale: 0.001})
  })
  afterAll(async () => {
    await sandbox.close()
    await receiver.stop()
  })

  it('retries after a 500 and logs every attempt', async () => {
    let answered = 0
    receiver.status = () => (++answered <= 2 ? 500 : 200)
    const queued = await sandbox.admin('POST', '/_sandbox/merchants/default/webhook/test')
    const eventId = queued.body.event_id
    expect(eventId).toMatch(/^whtest_[0-9a-f]+:webhook\.test$/)
    await eventually(() => receiver.received.length >= 3)
    expect(receiver.received.map((delivery) => delivery.event.event_id)).toEqual([eventId, eventId, eventId])
    const log = await sandbox.until(
      () => sandbox.admin('GET', `/_sandbox/deliveries?event_id=${encodeURIComponent(eventId)}`).then((answer) => answer.body.data),
      (rows: any[]) => rows[0]?.state === 'delivered',
    )
    expect(log[0]).toMatchObject({state: 'delivered', attempts: 3, last_status: 200})
    expect(log[0].history.map((attempt: {status: number}) => attempt.status)).toEqual([500, 500, 200])
    receiver.status = () => 200
  })

  it('replays a delivery with the same event id and body', async () => {
    const [latest] = (await sandbox.admin('GET', '/_sandbox/deliveries?limit=1')).body.data
    const before = receiver.received.length
    const replay = await sandbox.admin('POST', `/_sandbox/deliveries/${latest.id}/replay`)
    expect(replay.status).toBe(202)
    await eventually(() => receiver.received.length > before)
    expect(receiver.received.at(-1)!.body.toString()).toBe(latest.body)
  })

  it('skips events the merchant did not subscribe to', async () => {
    const url = (await sandbox.admin('GET', '/_sandbox/merchants/default/webhook')).body.url
    await sandbox.admin('PUT', '/_sandbox/merchants/default/webhook', {url, events: ['deposit.success']})
    await sandbox.topUp('100.00')
    const payout = await sandbox.call('POST', '/v1/withdrawals', {amount: '1.00', receiver_bank_provider: 'SCB', receiver_bank_account_name: 'N', receiver_bank_account_number: '1'}, {idempotencyKey: 'sub-1'})
    await sandbox.until(() => sandbox.call('GET', `/v1/withdrawals/${payout.body.id}`).then((answer) => answer.body.status), (status) => status === 'SUCCESS')
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(receiver.received.some((delivery) => delivery.event.withdrawal_id === payout.body.id)).toBe(false)
  })
})

describe('fault injection', () => {
  it('fails some requests with 503 and drops others after processing them', async () => {
    const sandbox = await TestSandbox.start({faultRate: 1})
    try {
      const outcomes = {unavailable: 0, dropped: 0}
      for (let index = 0; index < 30; index++) {
        try {
          const answer = await sandbox.call('POST', '/v1/test/top-up', {amount: '1.00'}, {idempotencyKey: `fault-${index}`})
          expect(answer.status).toBe(503)
          expect(answer.body.error.code).toBe('SERVICE_UNAVAILABLE')
          outcomes.unavailable++
        } catch {
          outcomes.dropped++
        }
      }
      expect(outcomes.unavailable).toBeGreaterThan(0)
      expect(outcomes.dropped).toBeGreaterThan(0)
      await sandbox.admin('PUT', '/_sandbox/faults', {rate: 0})
      const balance = (await sandbox.call('GET', '/v1/balance')).body
      expect(balance.available).toBe(`${outcomes.dropped}.00`)
    } finally {
      await sandbox.close()
    }
  })
})

describe('the admin API and bad requests', () => {
  let sandbox: TestSandbox
  beforeAll(async () => {
    sandbox = await TestSandbox.start()
  })
  afterAll(() => sandbox.close())

  it('refuses requests without the token or with a wrong one', async () => {
    const none = await fetch(`${sandbox.baseUrl}/_sandbox/credentials`)
    expect(none.status).toBe(401)
    const wrong = await fetch(`${sandbox.baseUrl}/_sandbox/credentials`, {headers: {authorization: 'Bearer nope'}})
    expect(wrong.status).toBe(401)
    expect((await sandbox.admin('GET', '/_sandbox/credentials')).status).toBe(200)
  })

  it('binds to loopback by default', () => {
    expect(sandbox.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  })

  it('answers 413 over 64 KiB, 400 for bad JSON or bad UTF-8, 405 for a wrong method, with nothing changed', async () => {
    const big = JSON.stringify({amount: '1.00', pad: 'x'.repeat(70 * 1024)})
    expect((await sandbox.call('POST', '/v1/test/top-up', undefined, {rawBody: big, idempotencyKey: 'big'})).status).toBe(413)
    const badJson = await sandbox.call('POST', '/v1/test/top-up', undefined, {rawBody: '{"amount": ', idempotencyKey: 'bj'})
    expect(badJson.status).toBe(400)
    expect(badJson.body.error.code).toBe('BAD_REQUEST')
    const badUtf8 = await sandbox.call('POST', '/v1/test/top-up', undefined, {rawBody: Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x7d]), idempotencyKey: 'bu'})
    expect(badUtf8.status).toBe(400)
    const wrongMethod = await sandbox.call('DELETE', '/v1/balance')
    expect(wrongMethod.status).toBe(405)
    expect(wrongMethod.body.error.code).toBe('METHOD_NOT_ALLOWED')
    expect((await sandbox.call('GET', '/v1/balance')).body.available).toBe('0.00')
  })

  it('answers top-ups over the limit and too many top-ups a minute', async () => {
    const big = await sandbox.call('POST', '/v1/test/top-up', {amount: '1000000.01'}, {idempotencyKey: 'too-big'})
    expect(big.body.error.code).toBe('AMOUNT_TOO_LARGE')
    const answers = []
    for (let index = 0; index < 61; index++) answers.push(await sandbox.call('POST', '/v1/test/top-up', {amount: '0.01'}, {idempotencyKey: `rate-${index}`}))
    const limited = answers.at(-1)!
    expect(limited.status).toBe(429)
    expect(limited.body.error.code).toBe('RATE_LIMITED')
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('puts the request id in the X-Request-Id header too', async () => {
    const answer = await sandbox.call('GET', '/v1/deposits/nope')
    expect(answer.headers.get('x-request-id')).toBe(answer.body.error.request_id)
  })
})
