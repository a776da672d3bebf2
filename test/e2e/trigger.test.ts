import {join} from 'node:path'

import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {CliHome} from '../helpers/cli.js'
import {TestSandbox} from '../helpers/sandbox.js'
import {type ReceivedWebhook, WebhookReceiver, waitFor} from '../helpers/webhook-receiver.js'
import {walletState} from './withdrawal-helpers.js'

// `pay trigger` against a sandbox the CLI finds (the default data dir of the home), whose webhook URL is a
// receiver: each event must arrive as the sandbox's real delivery, about the object the trigger created.

let home: CliHome
let sandbox: TestSandbox
let app: WebhookReceiver

beforeAll(async () => {
  home = new CliHome()
  app = new WebhookReceiver()
  const webhookUrl = await app.start()
  sandbox = await TestSandbox.start({dataDir: join(home.env.PAY_DATA_DIR, 'sandbox'), webhookUrl})
  const {test, live, webhook_secret} = sandbox.merchant
  await home.addProfile('sandbox', sandbox.baseUrl, test.key_id, test.secret, webhook_secret)
  await home.addProfile('sandbox', sandbox.baseUrl, live.key_id, live.secret)
})

afterAll(async () => {
  await sandbox?.close()
  await app?.stop()
  home?.cleanup()
})

/** The delivery of an event, once it has arrived. */
function delivered(eventId: string): Promise<ReceivedWebhook> {
  return waitFor(() => app.received.find((delivery) => delivery.event.event_id === eventId))
}

async function deliveryCount(): Promise<number> {
  return (await sandbox.admin('GET', '/_sandbox/deliveries?limit=500')).body.data.length
}

async function trigger(...args: string[]): Promise<Record<string, any>> {
  const run = await home.runHere(['trigger', ...args, '--json'])
  expect(run.stderr).toBe('')
  expect(run.code).toBe(0)
  return JSON.parse(run.stdout)
}

describe('pay trigger, in the sandbox', () => {
  it('deposit.success: a deposit paid by a simulated transfer, its real delivery', async () => {
    const result = await trigger('deposit.success')
    expect(result).toMatchObject({
      event: 'deposit.success',
      target: 'sandbox',
      deposit: {status: 'CREDITED'},
      transfer: {status: 'injected'},
    })
    const depositId = result.deposit.id
    expect(result.events).toEqual([
      {event_id: `${depositId}:deposit.success`, event_type: 'deposit.success', object_id: depositId, delivery_id: expect.any(Number)},
    ])
    const delivery = await delivered(`${depositId}:deposit.success`)
    expect(delivery.event).toMatchObject({
      event_type: 'deposit.success',
      deposit_id: depositId,
      status: 'CREDITED',
      amount: result.deposit.expected_amount,
    })
    expect(delivery.headers['x-webhook-event-id']).toBe(`${depositId}:deposit.success`)
  })

  it('deposit.expired: a deposit expired by the sandbox', async () => {
    const result = await trigger('deposit.expired')
    const depositId = result.deposit.id
    expect(result.deposit.status).toBe('EXPIRED')
    expect(result.events.map((event: any) => event.event_id)).toEqual([`${depositId}:deposit.expired`])
    expect((await delivered(`${depositId}:deposit.expired`)).event).toMatchObject({
      event_type: 'deposit.expired',
      deposit_id: depositId,
      status: 'EXPIRED',
    })
  })

  it('withdrawal.success: a withdrawal settled by the sandbox, the wallet topped up to cover it', async () => {
    const result = await trigger('withdrawal.success')
    const withdrawalId = result.withdrawal.id
    expect(result).toMatchObject({target: 'sandbox', withdrawal: {status: 'SUCCESS'}, top_up: {status: 'credited'}})
    expect(result.events.map((event: any) => event.event_type)).toEqual(['withdrawal.success'])
    expect((await delivered(`${withdrawalId}:withdrawal.success`)).event).toMatchObject({withdrawal_id: withdrawalId, status: 'SUCCESS'})
  })

  it.each([
    ['withdrawal.failed', 'FAILED'],
    ['withdrawal.rejected', 'REJECTED'],
  ])('%s: the withdrawal settled so, then withdrawal.refunded, both delivered', async (event, status) => {
    const result = await trigger(event)
    const withdrawalId = result.withdrawal.id
    expect(result.withdrawal.status).toBe(status)
    expect(result.events.map((triggered: any) => [triggered.event_type, typeof triggered.delivery_id])).toEqual([
      [event, 'number'],
      ['withdrawal.refunded', 'number'],
    ])
    expect((await delivered(`${withdrawalId}:${event}`)).event).toMatchObject({
      event_type: event,
      withdrawal_id: withdrawalId,
      status,
      reason: expect.any(String),
    })
    expect((await delivered(`${withdrawalId}:withdrawal.refunded`)).event).toMatchObject({withdrawal_id: withdrawalId, amount: '109.00'})
  })

  it("webhook.test: the sandbox's test event", async () => {
    const before = app.ofType('webhook.test').length
    const result = await trigger('webhook.test')
    expect(result.events).toEqual([{event_id: 'test', event_type: 'webhook.test', object_id: null, delivery_id: expect.any(Number)}])
    await waitFor(() => app.ofType('webhook.test')[before])
    expect(app.ofType('webhook.test')[before]!.event).toEqual({event_id: 'test', event_type: 'webhook.test'})
  })

  it('--override shapes the objects created', async () => {
    const deposit = await trigger(
      'deposit.success',
      '--override',
      'amount=250.00',
      '--override',
      'payer_bank_provider=scb',
      '--override',
      'user_ref=order-42',
    )
    expect(deposit.deposit).toMatchObject({amount: '250.00', payer: {bank: 'SCB'}, status: 'CREDITED'})
    expect((await delivered(`${deposit.deposit.id}:deposit.success`)).event).toMatchObject({user_ref: 'order-42'})

    const withdrawal = await trigger(
      'withdrawal.rejected',
      '--override',
      'amount=250',
      '--override',
      'receiver_bank_provider=SCB',
      '--override',
      'receiver_bank_account_name=Malee S.',
    )
    expect(withdrawal.withdrawal).toMatchObject({amount: '250.00', destination: {bank: 'SCB', name: 'Malee S.'}, status: 'REJECTED'})
    expect((await delivered(`${withdrawal.withdrawal.id}:withdrawal.refunded`)).event).toMatchObject({amount: '259.00'})
  })

  it.each([
    [['withdrawal.failed', '--override', 'colour=red'], 'withdrawal.failed has no field "colour"', 'colour'],
    [['deposit.success', '--override', 'amount=12.345'], '--override amount', 'amount'],
    [['withdrawal.success', '--override', 'receiver_bank_account_number=1234567890'], 'must end in 4003', 'receiver_bank_account_number'],
    [
      ['withdrawal.success', '--override', 'receiver_bank_provider=NOPE'],
      '--override receiver_bank_provider: unknown bank code "NOPE"',
      'bank',
    ],
    [['webhook.test', '--override', 'amount=1'], 'webhook.test creates no object', 'amount'],
  ])('a bad override (%j) is refused naming it, and nothing is sent', async (args, message, field) => {
    await sandbox.topUp('1000.00')
    const [wallet, deliveries] = [await walletState(sandbox), await deliveryCount()]
    const run = await home.runHere(['trigger', ...args, '--json'])
    expect(run.code).toBe(2)
    const {error} = JSON.parse(run.stdout)
    expect(error.message).toContain(message)
    expect(error.details).toEqual({field})
    expect(await walletState(sandbox)).toEqual(wallet)
    expect(await deliveryCount()).toBe(deliveries)
  })

  it('says a bad override in Thai, its --json error the same bytes as in English', async () => {
    const args = ['trigger', 'withdrawal.failed', '--override', 'colour=red']
    const thai = await home.runHere(args, {env: {PAY_LANG: 'th'}})
    expect(thai.code).toBe(2)
    expect(thai.stderr).toContain('--override colour: withdrawal.failed ไม่มีฟิลด์ "colour" ไม่ได้ส่งอะไรออกไป')
    expect(thai.stderr).toContain('→ ฟิลด์ที่ใช้ได้: amount, receiver_bank_provider,')
    const json = (lang: string) => home.runHere([...args, '--json'], {env: {PAY_LANG: lang}})
    const [thaiJson, englishJson] = [await json('th'), await json('en')]
    expect(thaiJson.stdout).toBe(englishJson.stdout)
    expect(JSON.parse(englishJson.stdout).error).toMatchObject({
      code: 'INVALID_OVERRIDE',
      message: '--override colour: withdrawal.failed has no field "colour". Nothing was sent.',
    })
  })

  it('refuses a live key, sending nothing', async () => {
    const [wallet, deliveries] = [await walletState(sandbox, 'live'), await deliveryCount()]
    const run = await home.runHere(['trigger', 'withdrawal.success', '--live', '--json'])
    expect(run.code).toBe(2)
    expect(JSON.parse(run.stdout).error).toMatchObject({code: 'TEST_MODE_ONLY'})
    expect(await walletState(sandbox, 'live')).toEqual(wallet)
    expect(await deliveryCount()).toBe(deliveries)
  })

  it('refuses when the merchant has no webhook URL, sending nothing', async () => {
    const {url} = (await sandbox.admin('GET', '/_sandbox/merchants/default/webhook')).body
    await sandbox.admin('PUT', '/_sandbox/merchants/default/webhook', {url: null})
    try {
      const wallet = await walletState(sandbox)
      const run = await home.runHere(['trigger', 'withdrawal.success'])
      expect(run.code).toBe(2)
      expect(run.stderr).toContain('no webhook URL')
      expect(run.stderr).toContain('pay webhook listen')
      expect(await walletState(sandbox)).toEqual(wallet)
    } finally {
      await sandbox.admin('PUT', '/_sandbox/merchants/default/webhook', {url})
    }
  })

  it('prints one line per object and event without --json', async () => {
    const run = await home.runHere(['trigger', 'withdrawal.failed'])
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(
      /^✓ Triggered withdrawal.failed in the sandbox\.\n {2}Withdrawal \S+ FAILED: 100\.00 THB to KBANK 1234564003\n {4}The service's reason: the receiving bank reported a failure\.\n {2}Event \S+:withdrawal\.failed \(sandbox delivery \d+\)\n {2}Event \S+:withdrawal\.refunded/,
    )
  })
})

describe('pay trigger, against a service the CLI knows only by its API', () => {
  // A second sandbox in a data dir the CLI does not know: to the CLI it is the service, reached by its API alone.
  let service: TestSandbox
  let serviceApp: WebhookReceiver
  let other: CliHome

  beforeAll(async () => {
    other = new CliHome()
    serviceApp = new WebhookReceiver()
    service = await TestSandbox.start({webhookUrl: await serviceApp.start()})
    await other.addProfile('acme', service.baseUrl, service.merchant.test.key_id, service.merchant.test.secret)
  })

  afterAll(async () => {
    await service?.close()
    await serviceApp?.stop()
    other?.cleanup()
  })

  it('triggers deposit.success with a deposit and a simulated transfer; the service delivers it', async () => {
    const run = await other.runHere(['trigger', 'deposit.success', '--override', 'amount=42', '--json'])
    expect(run.code).toBe(0)
    const result = JSON.parse(run.stdout)
    const depositId = result.deposit.id
    expect(result).toMatchObject({target: 'service', deposit: {amount: '42.00', status: 'CREDITED'}})
    expect(result.events).toEqual([
      {event_id: `${depositId}:deposit.success`, event_type: 'deposit.success', object_id: depositId, delivery_id: null},
    ])
    await waitFor(() => serviceApp.received.find((delivery) => delivery.event.event_id === `${depositId}:deposit.success`))
  })

  it.each(['deposit.expired', 'withdrawal.failed', 'webhook.test'])('refuses %s with the reason, sending nothing', async (event) => {
    const wallet = await walletState(service)
    const received = serviceApp.received.length
    const run = await other.runHere(['trigger', event])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain(`\`pay trigger ${event}\` needs the sandbox`)
    expect(await walletState(service)).toEqual(wallet)
    expect(serviceApp.received.length).toBe(received)
  })

  it('says why in Thai, its --json error the same bytes as in English', async () => {
    // Its base URL is on loopback: to the CLI, a sandbox that is not running.
    const thai = await other.runHere(['trigger', 'withdrawal.rejected'], {env: {PAY_LANG: 'th'}})
    expect(thai.code).toBe(2)
    expect(thai.stderr).toContain(
      `\`pay trigger withdrawal.rejected\` ต้องใช้แซนด์บ็อกซ์ แต่ไม่มีแซนด์บ็อกซ์ที่ทำงานอยู่ที่ ${service.baseUrl} และใช้กับผู้ให้บริการจริงไม่ได้ เพราะผู้ให้บริการปิดรายการถอนเงินเมื่อทีมงานอนุมัติเองเท่านั้น`,
    )
    expect(thai.stderr).toContain('→ เริ่มแซนด์บ็อกซ์ด้วย `pay sandbox start --detach`')
    const json = (lang: string) => other.runHere(['trigger', 'withdrawal.rejected', '--json'], {env: {PAY_LANG: lang}})
    const [thaiJson, englishJson] = [await json('th'), await json('en')]
    expect(thaiJson.stdout).toBe(englishJson.stdout)
    expect(JSON.parse(englishJson.stdout).error).toMatchObject({code: 'SANDBOX_NOT_RUNNING'})
  })
})
