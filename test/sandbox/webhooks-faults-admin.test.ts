import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {MisbehavingServer} from '../helpers/misbehaving-server.js'
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
    await eventually(() => receiver.received.length >= 3)
    expect(receiver.received.map((delivery) => delivery.event.event_id)).toEqual(['test', 'test', 'test'])
    const delivery = (rows: any[]) => rows.find((row) => row.id === queued.body.delivery_id)
    const log = await sandbox.until(
      () => sandbox.admin('GET', '/_sandbox/deliveries?event_id=test').then((answer) => answer.body.data),
      (rows: any[]) => delivery(rows)?.state === 'delivered',
    )
    expect(delivery(log)).toMatchObject({state: 'delivered', attempts: 3, last_status: 200})
    expect(delivery(log).history.map((attempt: {status: number}) => attempt.status)).toEqual([500, 500, 200])
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

  it('gives an endpoint whose answer trickles in 10 s for the whole of it, then records the attempt failed', {
    timeout: 30_000,
  }, async () => {
    const slow = new MisbehavingServer('http://127.0.0.1:9', () => true)
    const url = (await sandbox.admin('GET', '/_sandbox/merchants/default/webhook')).body.url
    await sandbox.admin('PUT', '/_sandbox/merchants/default/webhook', {url: await slow.start()})
    try {
      const queued = await sandbox.admin('POST', '/_sandbox/merchants/default/webhook/test')
      const attempts = await sandbox.until(
        () => sandbox.admin('GET', '/_sandbox/deliveries?event_id=test').then((answer) => answer.body.data),
        (rows: any[]) => rows.find((row) => row.id === queued.body.delivery_id)?.attempts >= 1,
        160,
        100,
      )
      expect(attempts.find((row: any) => row.id === queued.body.delivery_id).history[0]).toMatchObject({
        status: null,
        error: 'no whole answer within 10 s',
      })
    } finally {
      await sandbox.admin('PUT', '/_sandbox/merchants/default/webhook', {url})
      await slow.stop()
    }
  })

  it('skips events the merchant did not subscribe to', async () => {
    const url = (await sandbox.admin('GET', '/_sandbox/merchants/default/webhook')).body.url
    await sandbox.admin('PUT', '/_sandbox/merchants/default/webhook', {url, events: ['deposit.success']})
    await sandbox.topUp('100.00')
    const payout = await sandbox.call(
      'POST',
      '/v1/withdrawals',
      {amount: '1.00', receiver_bank_provider: 'SCB', receiver_bank_account_name: 'N', receiver_bank_account_number: '1'},
      {idempotencyKey: 'sub-1'},
    )
    await sandbox.until(
      () => sandbox.call('GET', `/v1/withdrawals/${payout.body.id}`).then((answer) => answer.body.status),
      (status) => status === 'SUCCESS',
    )
    // One URL gets its deliveries in order, so once a later test event has arrived, nothing earlier is on its way.
    const tests = receiver.ofType('webhook.test').length
    await sandbox.admin('POST', '/_sandbox/merchants/default/webhook/test')
    await eventually(() => receiver.ofType('webhook.test').length > tests)
    expect(receiver.received.some((delivery) => delivery.event.withdrawal_id === payout.body.id)).toBe(false)
  })
})

describe('the circuit breaker and restarts', () => {
  let clock = Date.parse('2026-11-22T10:00:00Z')
  let receiver: WebhookReceiver
  let url: string

  beforeAll(async () => {
    receiver = new WebhookReceiver()
    url = await receiver.start()
  })
  afterAll(() => receiver.stop())

  const deliveries = (sandbox: TestSandbox) =>
    sandbox.admin('GET', '/_sandbox/deliveries?limit=50').then((answer) => answer.body.data as any[])

  it('pauses a URL for a minute after 5 failures in a row', async () => {
    const sandbox = await TestSandbox.start({now: () => clock, webhookUrl: url})
    try {
      receiver.status = () => 500
      const ids: number[] = []
      for (let index = 0; index < 6; index++)
        ids.push((await sandbox.admin('POST', '/_sandbox/merchants/default/webhook/test')).body.delivery_id)
      const failed = await sandbox.until(
        () => deliveries(sandbox),
        (rows) => rows.filter((row) => row.attempts === 1).length === 5,
      )
      expect(
        failed
          .filter((row) => row.attempts === 1)
          .map((row) => row.id)
          .sort(),
      ).toEqual(ids.slice(0, 5).sort())
      expect(failed.find((row) => row.id === ids[5])).toMatchObject({attempts: 0, state: 'pending'})
      expect(failed.find((row) => row.id === ids[0]).next_attempt_at).toBe(new Date(clock + 10_000).toISOString())

      receiver.status = () => 200
      clock += 60_000
      const resumed = await sandbox.until(
        () => deliveries(sandbox),
        (rows) => rows.every((row) => row.state === 'delivered'),
      )
      expect(resumed.map((row) => row.state)).toEqual(Array(6).fill('delivered'))
    } finally {
      await sandbox.close()
    }
  })

  it('keeps a pending retry across a restart and sends it afterwards', async () => {
    receiver.status = () => 503
    const first = await TestSandbox.start({now: () => clock, webhookUrl: url})
    const dataDir = first.dataDir
    const eventId = (await first.admin('POST', '/_sandbox/merchants/default/webhook/test')).body.event_id
    await first.until(
      () => deliveries(first),
      (rows) => rows[0]?.attempts === 1,
    )
    await first.sandbox.close()

    receiver.status = () => 200
    clock += 10_000
    const second = await TestSandbox.start({now: () => clock, dataDir})
    try {
      const [row] = await second.until(
        () => deliveries(second),
        (rows) => rows[0]?.state === 'delivered',
      )
      expect(row).toMatchObject({event_id: eventId, state: 'delivered', attempts: 2, url})
      expect(row.history.map((attempt: {status: number}) => attempt.status)).toEqual([503, 200])
    } finally {
      await second.close()
    }
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

  it('expires a deposit and settles a withdrawal on request, and reports its status', async () => {
    const deposit = await sandbox.createDeposit()
    const expired = await sandbox.admin('POST', `/_sandbox/deposits/${deposit.id}/expire`)
    expect(expired.body.status).toBe('EXPIRED')
    expect((await sandbox.admin('POST', `/_sandbox/deposits/${deposit.id}/expire`)).status).toBe(409)
    expect(
      (await sandbox.admin('POST', '/_sandbox/withdrawals/00000000-0000-4000-8000-000000000000/settle', {status: 'SUCCESS'})).status,
    ).toBe(404)
    expect((await sandbox.admin('GET', '/_sandbox/status')).body).toMatchObject({
      ok: true,
      base_url: sandbox.baseUrl,
      merchants: 1,
      fault_rate: 0,
    })
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
    const badUtf8 = await sandbox.call('POST', '/v1/test/top-up', undefined, {
      rawBody: Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x7d]),
      idempotencyKey: 'bu',
    })
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
    for (let index = 0; index < 61; index++)
      answers.push(await sandbox.call('POST', '/v1/test/top-up', {amount: '0.01'}, {idempotencyKey: `rate-${index}`}))
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
