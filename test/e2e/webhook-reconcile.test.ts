import {readFileSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'

import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {DeliveryLog} from '../../src/services/webhooks/delivery-log.js'
import {type Listening, listenForWebhooks} from '../../src/services/webhooks/listen.js'
import {REAL_SERVICE_CANNOT_RESEND} from '../../src/services/webhooks/reconcile.js'
import type {CliHome} from '../helpers/cli.js'
import type {TestSandbox} from '../helpers/sandbox.js'
import {webhookSandboxHome} from '../helpers/webhook-home.js'

let home: CliHome
let sandbox: TestSandbox
let listening: Listening
let log: DeliveryLog

beforeAll(async () => {
  ;({home, sandbox} = await webhookSandboxHome())
  listening = await listenForWebhooks({
    host: '127.0.0.1',
    port: 0,
    webhookSecret: sandbox.merchant.webhook_secret,
    dataDir: home.env.PAY_DATA_DIR,
    onDelivery: () => {},
  })
  log = new DeliveryLog(home.env.PAY_DATA_DIR)
  await pointWebhooksAt(listening.url)
})

afterAll(async () => {
  await listening?.stop()
  await sandbox?.close()
  home?.cleanup()
})

async function pointWebhooksAt(url: string): Promise<void> {
  expect((await sandbox.admin('PUT', '/_sandbox/merchants/default/webhook', {url})).status).toBe(200)
}

async function loggedEventIds(): Promise<string[]> {
  return (await log.newestFirst()).flatMap((record) => (record.event_id ? [record.event_id] : []))
}

async function untilLogged(eventIds: string[]): Promise<void> {
  const ids = await sandbox.until(loggedEventIds, (logged) => eventIds.every((id) => logged.includes(id)))
  expect(ids).toEqual(expect.arrayContaining(eventIds))
}

async function creditedDeposit(amount: string): Promise<string> {
  const deposit = await sandbox.createDeposit({amount})
  const injected = await sandbox.call(
    'POST',
    '/v1/test/simulate-transfer',
    {deposit_id: deposit.id},
    {idempotencyKey: `simulate-${deposit.id}`},
  )
  expect(injected.status).toBe(202)
  return deposit.id
}

async function withdrawal(accountNo: string): Promise<string> {
  await sandbox.topUp('100.00')
  const body = {
    amount: '10.00',
    receiver_bank_provider: 'KBANK',
    receiver_bank_account_name: 'Malee Sukjai',
    receiver_bank_account_number: accountNo,
  }
  const created = await sandbox.call('POST', '/v1/withdrawals', body, {idempotencyKey: `withdrawal-${Math.random()}`})
  expect(created.status).toBe(201)
  return created.body.id
}

/** Waits until the sandbox has tried (and failed) to deliver the event to a dead target. */
async function untilFailedOnce(eventId: string): Promise<void> {
  const attempts = await sandbox.until(
    async () => (await sandbox.admin('GET', `/_sandbox/deliveries?event_id=${encodeURIComponent(eventId)}`)).body.data[0]?.attempts ?? 0,
    (count) => count > 0,
  )
  expect(attempts).toBeGreaterThan(0)
}

describe('pay webhook reconcile, against the sandbox', () => {
  it('finds nothing missing when every event of the objects arrived (exit 0)', async () => {
    const depositId = await creditedDeposit('100.00')
    const failedId = await withdrawal('1234564001')
    await untilLogged([`${depositId}:deposit.success`, `${failedId}:withdrawal.failed`, `${failedId}:withdrawal.refunded`])
    const result = await home.runHere(['webhook', 'reconcile', '--json'])
    expect(result.code).toBe(0)
    expect(JSON.parse(result.stdout)).toMatchObject({checked: {deposits: 1, withdrawals: 1}, sandbox: true, missing: []})
    const text = await home.runHere(['webhook', 'reconcile'])
    expect(text.stdout).toContain('Checked 1 deposit and 1 withdrawal against 3 events in')
    expect(text.stdout).toContain('✓ No event is missing.')
  })

  it('lists an event sent to a dead target (exit 4), and --replay has the sandbox send it again', async () => {
    await pointWebhooksAt('http://127.0.0.1:9/dead')
    const paidId = await withdrawal('1234567890')
    const eventId = `${paidId}:withdrawal.success`
    await untilFailedOnce(eventId)
    await pointWebhooksAt(listening.url)

    const found = await home.runHere(['webhook', 'reconcile', '--json'])
    expect(found.code).toBe(4)
    expect(JSON.parse(found.stdout).missing).toEqual([
      {
        event_id: eventId,
        event_type: 'withdrawal.success',
        object: 'withdrawal',
        object_id: paidId,
        object_status: 'SUCCESS',
        replay: null,
      },
    ])
    const text = await home.runHere(['webhook', 'reconcile'])
    expect(text.code).toBe(4)
    expect(text.stdout).toContain('✗ 1 event should have arrived and did not:')
    expect(text.stdout).toMatch(new RegExp(`${eventId}\\s+withdrawal SUCCESS`))
    expect(text.stdout).toContain('Have the sandbox send them again with --replay.')

    const replayed = await home.runHere(['webhook', 'reconcile', '--replay', '--json'])
    expect(replayed.code).toBe(0)
    expect(JSON.parse(replayed.stdout).missing).toEqual([
      expect.objectContaining({event_id: eventId, replay: {queued: true, delivery_id: expect.any(Number), reason: null}}),
    ])
    await untilLogged([eventId])
    expect((await home.runHere(['webhook', 'reconcile', '--json'])).code).toBe(0)
  })

  it('finds a deposit whose delivery was deleted from the log through the sandbox, and replays it', async () => {
    const depositId = await creditedDeposit('200.00')
    const eventId = `${depositId}:deposit.success`
    await untilLogged([eventId])
    const lines = readFileSync(log.path, 'utf8').split('\n')
    writeFileSync(log.path, lines.filter((line) => !line.includes(eventId)).join('\n'))

    const found = await home.runHere(['webhook', 'reconcile', '--replay', '--json'])
    expect(found.code).toBe(0)
    expect(JSON.parse(found.stdout)).toMatchObject({
      checked: {deposits: 2},
      missing: [{event_id: eventId, object: 'deposit', object_status: 'CREDITED', replay: {queued: true}}],
    })
    await untilLogged([eventId])
  })

  it('without a sandbox, checks deposits named by --deposit and explains why --replay cannot send (exit 4)', async () => {
    const depositId = await creditedDeposit('300.00')
    const eventId = `${depositId}:deposit.success`
    await untilLogged([eventId])
    const lines = readFileSync(log.path, 'utf8').split('\n')
    writeFileSync(log.path, lines.filter((line) => !line.includes(eventId)).join('\n'))
    const noSandbox = join(home.root, 'no-sandbox')

    const unseen = await home.runHere(['webhook', 'reconcile', '--sandbox-data-dir', noSandbox, '--json'])
    expect(JSON.parse(unseen.stdout).missing.map((event: {event_id: string}) => event.event_id)).not.toContain(eventId)

    const result = await home.runHere([
      'webhook',
      'reconcile',
      '--sandbox-data-dir',
      noSandbox,
      '--deposit',
      depositId,
      '--replay',
      '--json',
    ])
    expect(result.code).toBe(4)
    const report = JSON.parse(result.stdout)
    expect(report.sandbox).toBe(false)
    expect(report.missing).toEqual([
      expect.objectContaining({
        event_id: eventId,
        replay: {queued: false, delivery_id: null, reason: expect.stringContaining('no API to send an event again')},
      }),
    ])
    expect(await loggedEventIds()).not.toContain(eventId)
  })

  it('refuses a --since that is not a time, sending nothing', async () => {
    const result = await home.runHere(['webhook', 'reconcile', '--since', 'yesterday'])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('--since "yesterday" is not a date or time.')
  })

  it('leaves out objects created before --since', async () => {
    await pointWebhooksAt('http://127.0.0.1:9/dead')
    const paidId = await withdrawal('1234567891')
    await untilFailedOnce(`${paidId}:withdrawal.success`)
    await pointWebhooksAt(listening.url)
    expect((await home.runHere(['webhook', 'reconcile', '--json'])).code).toBe(4)
    const later = new Date(Date.now() + 60_000).toISOString()
    const result = await home.runHere(['webhook', 'reconcile', '--since', later, '--json'])
    expect(result.code).toBe(0)
    expect(JSON.parse(result.stdout).missing).toEqual([])
  })

  it('suggests --replay only for events the sandbox can send again, and says why the others cannot be', async () => {
    expect((await sandbox.admin('PUT', '/_sandbox/merchants/default/webhook', {url: null})).status).toBe(200)
    const since = ['--since', new Date().toISOString()]
    const paidId = await withdrawal('1234567892')
    await sandbox.until(
      async () => (await sandbox.call('GET', `/v1/withdrawals/${paidId}`)).body.status,
      (status) => status === 'SUCCESS',
    )
    await pointWebhooksAt(listening.url)

    const found = await home.runHere(['webhook', 'reconcile', ...since])
    expect(found.code).toBe(4)
    expect(found.stdout).toContain(`${paidId}:withdrawal.success`)
    expect(found.stdout).not.toContain('--replay')
    expect(found.stdout).toContain('None can be sent again: the sandbox never queued it')

    const replayed = await home.runHere(['webhook', 'reconcile', '--replay', ...since, '--json'])
    expect(replayed.code).toBe(4)
    expect(JSON.parse(replayed.stdout).replayable).toBe(0)
  })

  it('gives the retry window of the real service: about 24 hours', () => {
    expect(REAL_SERVICE_CANNOT_RESEND).toContain('about 24 hours')
  })
})
