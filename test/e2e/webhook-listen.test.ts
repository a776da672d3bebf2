import {createHmac} from 'node:crypto'
import {type AddressInfo, createServer} from 'node:net'
import {join} from 'node:path'

import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {CliHome} from '../helpers/cli.js'
import {Listener} from '../helpers/listener.js'
import {TestSandbox} from '../helpers/sandbox.js'
import {eventually, WebhookReceiver} from '../helpers/webhook-receiver.js'
import {freePort} from '../reliability/sandbox-process.js'

const sign = (secret: string, body: Buffer | string) => createHmac('sha256', secret).update(body).digest('hex')

let home: CliHome
let sandbox: TestSandbox
let app: WebhookReceiver
let appUrl: string
let listener: Listener

async function creditedDeposit(amount: string): Promise<string> {
  const deposit = await sandbox.createDeposit({amount})
  const injected = await sandbox.call(
    'POST',
    '/v1/test/simulate-transfer',
    {deposit_id: deposit.id},
    {idempotencyKey: `simulate-${deposit.id}`},
  )
  expect(injected.status).toBe(202)
  return `${deposit.id}:deposit.success`
}

async function deliveries(eventId: string): Promise<Array<Record<string, any>>> {
  return (await sandbox.admin('GET', `/_sandbox/deliveries?event_id=${encodeURIComponent(eventId)}`)).body.data
}

beforeAll(async () => {
  home = new CliHome()
  sandbox = await TestSandbox.start({dataDir: join(home.env.PAY_DATA_DIR, 'sandbox'), webhookRetryScale: 0.001})
  const {test, webhook_secret} = sandbox.merchant
  await home.addProfile('sandbox', sandbox.baseUrl, test.key_id, test.secret, webhook_secret)
  app = new WebhookReceiver()
  appUrl = await app.start()
  await sandbox.admin('PUT', '/_sandbox/merchants/default/webhook', {url: 'http://127.0.0.1:9/before'})
  listener = await Listener.start(home, ['--forward-to', appUrl, '--json'])
})

afterAll(async () => {
  await listener?.stop()
  await app?.stop()
  await sandbox?.close()
  home?.cleanup()
})

describe('pay webhook listen, against the sandbox', () => {
  it('registers its URL as the merchant webhook URL', async () => {
    expect(listener.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/)
    expect((await sandbox.admin('GET', '/_sandbox/merchants/default/webhook')).body.url).toBe(listener.url)
    expect(listener.stderr).toContain('Registered with the sandbox')
  })

  it('forwards a credited deposit byte for byte with a valid signature, and prints it', async () => {
    const eventId = await creditedDeposit('100.00')
    await eventually(() => app.received.some((delivery) => delivery.event.event_id === eventId) && listener.ofEvent(eventId).length > 0)
    const [sent] = await deliveries(eventId)
    const received = app.received.filter((delivery) => delivery.event.event_id === eventId)
    expect(received).toHaveLength(1)
    expect(received[0]!.body.toString('utf8')).toBe(sent!.body)
    expect(received[0]!.headers['x-webhook-signature']).toBe(sign(sandbox.merchant.webhook_secret, received[0]!.body))
    expect(received[0]!.headers['x-webhook-event-id']).toBe(eventId)
    expect(listener.ofEvent(eventId)).toEqual([
      expect.objectContaining({
        event_type: 'deposit.success',
        event: JSON.parse(sent!.body),
        signature_valid: true,
        duplicate: false,
        forwarded: expect.objectContaining({url: appUrl, status: 200}),
      }),
    ])
  })

  it('prints a redelivered event as a duplicate and does not forward it again', async () => {
    const eventId = await creditedDeposit('101.00')
    await eventually(() => listener.ofEvent(eventId).length === 1)
    const [first] = await deliveries(eventId)
    expect((await sandbox.admin('POST', `/_sandbox/deliveries/${first!.id}/replay`)).status).toBe(202)
    await eventually(() => listener.ofEvent(eventId).length === 2)
    expect(listener.ofEvent(eventId).map((line) => [line.duplicate, line.forwarded?.status ?? null])).toEqual([
      [false, 200],
      [true, null],
    ])
    expect(app.received.filter((delivery) => delivery.event.event_id === eventId)).toHaveLength(1)
    await eventually(() => false, 10)
    expect((await deliveries(eventId)).map((delivery) => delivery.state)).toEqual(['delivered', 'delivered'])
  })

  it("answers the app's 500, so the sandbox retries, and forwards the retry", async () => {
    const failOnce = new Set<string>()
    app.status = (delivery) => {
      const id = delivery.event.event_id
      if (id.endsWith(':deposit.success') && !failOnce.has(id) && delivery.event.amount?.toString().startsWith('102.')) {
        failOnce.add(id)
        return 500
      }
      return 200
    }
    const eventId = await creditedDeposit('102.00')
    await eventually(() => listener.ofEvent(eventId).length === 2)
    app.status = () => 200
    expect(listener.ofEvent(eventId).map((line) => [line.duplicate, line.forwarded?.status])).toEqual([
      [false, 500],
      [false, 200],
    ])
    expect(app.received.filter((delivery) => delivery.event.event_id === eventId)).toHaveLength(2)
    await eventually(() => false, 10)
    expect(await deliveries(eventId)).toEqual([expect.objectContaining({state: 'delivered', attempts: 2, last_status: 200})])
  })

  it('refuses a forged event with 400, logs it unverified and does not forward it; replay refuses it unless --force', async () => {
    const eventId = 'forged:withdrawal.success'
    const before = app.received.length
    const body = '{"event_id":"forged:withdrawal.success","event_type":"withdrawal.success","withdrawal_id":"forged"}'
    for (const signature of [{'x-webhook-signature': sign('not the secret', body)}, {}] as Array<Record<string, string>>) {
      const response = await fetch(listener.url, {method: 'POST', body, headers: {'content-type': 'application/json', ...signature}})
      expect(response.status).toBe(400)
    }
    // The answer can arrive before the listener's line about it does.
    await eventually(() => listener.ofEvent(eventId).length === 2)
    expect(listener.ofEvent(eventId)).toEqual([
      expect.objectContaining({
        signature_valid: false,
        signature_problem: expect.stringMatching(/^does not match the body/),
        refused: {status: 400, reason: 'signature not verified'},
        forwarded: null,
      }),
      expect.objectContaining({
        signature_valid: false,
        signature_problem: 'no X-Webhook-Signature header',
        refused: {status: 400, reason: 'signature not verified'},
      }),
    ])
    expect(app.received.length).toBe(before)

    const replay = await home.runHere(['webhook', 'replay', eventId, '--forward-to', appUrl])
    expect(replay.code).toBe(2)
    expect(replay.stderr).toContain('was only ever received unverified (no X-Webhook-Signature header)')
    expect(app.received.length).toBe(before)
    const forced = await home.runHere(['webhook', 'replay', eventId, '--forward-to', appUrl, '--force'])
    expect(forced.code, forced.stderr).toBe(0)
    expect(app.received.length).toBe(before + 1)
    expect(app.received.at(-1)!.headers['x-pay-signature-unverified']).toBe('no X-Webhook-Signature header')
  })

  it('refuses a body over 1 MiB with 413, forwarding and keeping nothing', async () => {
    const before = app.received.length
    const response = await fetch(listener.url, {method: 'POST', body: 'x'.repeat(1024 * 1024 + 1)})
    expect(response.status).toBe(413)
    expect(app.received.length).toBe(before)
    await eventually(() => listener.stderr.includes('413'))
    expect(listener.stderr).toContain('413')
  })

  it('lists every delivery with `pay webhook events`, newest first', async () => {
    const result = await home.runHere(['webhook', 'events', '--json'])
    expect(result.code).toBe(0)
    const records = JSON.parse(result.stdout) as Array<Record<string, any>>
    expect(records[0]).toMatchObject({event_id: 'forged:withdrawal.success', signature_valid: false})
    const times = records.map((record) => Date.parse(record.received_at))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    expect(records.filter((record) => record.event_type === 'deposit.success')).toHaveLength(5)
    expect(records.every((record) => typeof record.body_base64 === 'string')).toBe(true)
    expect(records.filter((record) => record.source === 'replay').map((record) => record.event_id)).toEqual(['forged:withdrawal.success'])
    const table = await home.runHere(['webhook', 'events', '--limit', '2'])
    expect(table.stdout.split('\n')[0]).toMatch(/^Time\s+Event id\s+Type\s+Signature\s+Forwarded$/)
    expect(table.stdout).toContain('forged:withdrawal.success')
    expect(table.stdout.trim().split('\n')).toHaveLength(3)
  })

  it('replays an event with its original bytes and signature to the app', async () => {
    const [record] = JSON.parse((await home.runHere(['webhook', 'events', '--json'])).stdout).filter(
      (entry: any) => entry.event_type === 'deposit.success' && entry.signature_valid,
    )
    const before = app.received.length
    const result = await home.runHere(['webhook', 'replay', record.event_id])
    expect(result.code).toBe(0)
    expect(result.stdout).toContain(`${record.event_id} replayed to ${appUrl}: 200`)
    expect(app.received.length).toBe(before + 1)
    const replayed = app.received.at(-1)!
    expect(replayed.body.equals(Buffer.from(record.body_base64, 'base64'))).toBe(true)
    expect(replayed.headers['x-webhook-signature']).toBe(sign(sandbox.merchant.webhook_secret, replayed.body))
  })

  it('exits 1 when the replay is refused or cannot be delivered, and 2 for an unknown event (nothing sent)', async () => {
    const [record] = JSON.parse((await home.runHere(['webhook', 'events', '--json'])).stdout).filter(
      (entry: any) => entry.source === 'listen' && entry.event_type === 'deposit.success' && entry.signature_valid,
    )
    app.status = () => 503
    const refused = await home.runHere(['webhook', 'replay', record.event_id, '--json'])
    app.status = () => 200
    expect(refused.code).toBe(1)
    expect(JSON.parse(refused.stdout).error).toMatchObject({code: 'DOWNSTREAM_REJECTED', status: 503})
    const unreachable = await home.runHere(['webhook', 'replay', record.event_id, '--forward-to', 'http://127.0.0.1:9/down'])
    expect(unreachable.code).toBe(1)
    expect(unreachable.stderr).toContain('did not reach http://127.0.0.1:9/down')
    const before = app.received.length
    const unknown = await home.runHere(['webhook', 'replay', 'nope:deposit.success'])
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain('No delivery of event nope:deposit.success')
    expect(app.received.length).toBe(before)
  })

  it('puts the previous webhook URL back when stopped', async () => {
    expect(await listener.stop()).toBe(0)
    expect(listener.stderr).toMatch(
      /Stopped: \d+ deliveries received, 1 of them duplicates; [^.]*\. The sandbox's webhook URL was put back to http:\/\/127\.0\.0\.1:9\/before\./,
    )
    expect((await sandbox.admin('GET', '/_sandbox/merchants/default/webhook')).body.url).toBe('http://127.0.0.1:9/before')
  })
})

describe('pay webhook listen, for people and without a secret', () => {
  it('prints one line per event, and refuses it (400) when the profile has no webhook secret', async () => {
    const other = new CliHome()
    try {
      await other.addProfile('acme', 'https://api.example.com', 'unk_test_acme1234', 'ab'.repeat(32))
      const human = await Listener.start(other, [])
      const body =
        '{"event_id":"dep_9:deposit.success","event_type":"deposit.success","deposit_id":"dep_9","amount":"1234.50","credited_amount":"1222.16"}'
      const response = await fetch(human.url, {method: 'POST', body, headers: {'x-webhook-signature': sign('x', body)}})
      expect(response.status).toBe(400)
      await eventually(() => human.stdout.includes('\n'))
      expect(human.stdout).toMatch(
        /^\d\d:\d\d:\d\d {2}deposit\.success {2}dep_9 {2}1,234\.50 THB {2}⚠ signature: no webhook secret set {2}refused 400: signature not verified, not forwarded\n$/,
      )
      expect(human.stderr).toContain('No webhook secret')
      expect(human.stderr).toContain('--webhook-secret-stdin')
      expect(human.stderr).not.toContain('Registered with the sandbox')
      expect(await human.stop()).toBe(0)
      expect(`${human.stdout}${human.stderr}`.match(/Listening on/g)).toHaveLength(1)
    } finally {
      other.cleanup()
    }
  })

  it('refuses a --forward-to that points at the listener itself (exit 2), and leaves the port free', async () => {
    const port = await freePort()
    for (const target of [`http://localhost:${port}/hooks`, `http://127.0.0.1:${port}`, `http://0.0.0.0:${port}/`]) {
      const result = await home.runHere(['webhook', 'listen', '--port', String(port), '--forward-to', target])
      expect(result.code).toBe(2)
      expect(result.stderr).toContain(`--forward-to ${target} points at this listener itself`)
    }
    const target = `http://localhost:${port}/hooks`
    const args = ['webhook', 'listen', '--port', String(port), '--forward-to', target]
    const thai = await home.runHere(args, {env: {PAY_LANG: 'th'}})
    expect(thai.stderr).toContain(`--forward-to ${target} ชี้มาที่ตัวรับนี้เอง (พอร์ต ${port})`)
    expect(thai.stderr).toContain('ระบุ URL ของแอปคุณเอง')
    const [english, thaiJson] = [await home.runHere([...args, '--json']), await home.runHere([...args, '--json'], {env: {PAY_LANG: 'th'}})]
    expect(thaiJson.stdout).toBe(english.stdout)
    expect(JSON.parse(english.stdout).error.code).toBe('FORWARD_TO_SELF')
    expect(await freePort(port)).toBe(port)
  })

  it('says a port already taken, in Thai too, with the same --json', async () => {
    const taken = createServer()
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve))
    const args = ['webhook', 'listen', '--port', String((taken.address() as AddressInfo).port)]
    try {
      const english = await home.runHere([...args, '--json'])
      expect(english.code).toBe(1)
      expect(JSON.parse(english.stdout).error).toMatchObject({code: 'PORT_IN_USE'})
      expect((await home.runHere([...args, '--json'], {env: {PAY_LANG: 'th'}})).stdout).toBe(english.stdout)
      const thai = await home.runHere(args, {env: {PAY_LANG: 'th'}})
      expect(thai.stderr).toContain('มีโปรแกรมอื่นใช้อยู่แล้ว')
      expect(thai.stderr).toContain('เลือกพอร์ตอื่นด้วย --port')
    } finally {
      taken.close()
    }
  })

  it('refuses a --forward-to that is not a URL before listening', async () => {
    const result = await home.runHere(['webhook', 'listen', '--port', '0', '--forward-to', 'localhost:3000'])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('--forward-to must be an http:// or https:// URL')
  })
})
