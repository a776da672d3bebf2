import {createHmac} from 'node:crypto'

import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import type {CliHome} from '../helpers/cli.js'
import type {IODouble} from '../helpers/io-double.js'
import {loadOutsideCi} from '../helpers/outside-ci.js'
import type {TestSandbox} from '../helpers/sandbox.js'
import {webhookSandboxHome} from '../helpers/webhook-home.js'
import {waitFor} from '../helpers/webhook-receiver.js'
import {Downstream} from '../services/webhook-downstream.js'

// The browser runs in this process: Ink is loaded here first, as at a person's terminal.
await loadOutsideCi(() => import('ink'))

let home: CliHome
let sandbox: TestSandbox
const deposits = new Downstream()
const payouts = new Downstream()
let depositsUrl: string
let payoutsUrl: string

beforeAll(async () => {
  ;({home, sandbox} = await webhookSandboxHome())
  depositsUrl = await deposits.start()
  payoutsUrl = await payouts.start()
})

afterAll(async () => {
  await deposits.stop()
  await payouts.stop()
  await sandbox?.close()
  home?.cleanup()
})

/** A credited deposit and a withdrawal paid out, so the sandbox sends deposit.success and withdrawal.success. */
async function creditAndPayOut(): Promise<{depositId: string; withdrawalId: string}> {
  const deposit = await sandbox.createDeposit({amount: '120.00'})
  await sandbox.call('POST', '/v1/test/simulate-transfer', {deposit_id: deposit.id}, {idempotencyKey: `simulate-${deposit.id}`})
  const withdrawal = await sandbox.call(
    'POST',
    '/v1/withdrawals',
    {
      amount: '10.00',
      receiver_bank_provider: 'KBANK',
      receiver_bank_account_number: '1234567890',
      receiver_bank_account_name: 'Somchai Jaidee',
    },
    {idempotencyKey: `payout-${deposit.id}`},
  )
  expect(withdrawal.status).toBe(201)
  return {depositId: deposit.id, withdrawalId: withdrawal.body.id}
}

const typesOf = (app: Downstream) => app.received.map((request) => JSON.parse(request.body.toString()).event_type as string)

describe('pay webhook listen, routed', () => {
  it('picks events with --events and sends each type to its own target with the --header added', async () => {
    let ids: {depositId: string; withdrawalId: string} | undefined
    const stop = async (io: IODouble) => {
      await waitFor(() => /Listening on \S+\//.exec(io.stderr.text)?.[0])
      ids = await creditAndPayOut()
      await waitFor(() =>
        deposits.received.length > 0 && payouts.received.some((request) => request.body.toString().includes('withdrawal.success'))
          ? true
          : undefined,
      )
      io.signal('SIGINT')
    }
    const run = await home.runHere(
      [
        'webhook',
        'listen',
        '--port',
        '0',
        '--json',
        '--events',
        'deposit.success,withdrawal.*',
        '--forward-to',
        `withdrawal.*=${payoutsUrl}`,
        '--forward-to',
        depositsUrl,
        '--header',
        'X-Tenant: acme',
      ],
      {whileRunning: stop},
    )
    expect(run.code).toBe(0)
    expect(typesOf(deposits)).toEqual(['deposit.success'])
    expect(new Set(typesOf(payouts))).toEqual(new Set(['withdrawal.success']))
    expect(deposits.received[0]!.headers['x-tenant']).toBe('acme')
    const lines = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(lines.find((line) => line.event_type === 'deposit.success').forwarded).toMatchObject({url: depositsUrl, status: 200})
    expect(lines.find((line) => line.event_type === 'withdrawal.success').forwarded).toMatchObject({url: payoutsUrl, status: 200})
    expect(JSON.parse(deposits.received[0]!.body.toString()).deposit_id).toBe(ids!.depositId)
    expect(payouts.received.map((request) => JSON.parse(request.body.toString()).withdrawal_id)).toContain(ids!.withdrawalId)
    expect(run.stderr).toContain(`withdrawal.* → ${payoutsUrl}`)
    expect(run.stderr).toContain(`every other event → ${depositsUrl}`)
    expect(run.stderr).toContain('Forwarded requests also carry X-Tenant.')
    expect(run.stderr).not.toContain('acme')
  })

  it('prints nothing for an event not picked, answers it 200 and counts it when stopped', async () => {
    deposits.received.length = 0
    const body =
      '{"event_id":"dep_7:deposit.success","event_type":"deposit.success","deposit_id":"dep_7","amount":"10.00","credited_amount":"9.90"}'
    const signature = createHmac('sha256', sandbox.merchant.webhook_secret).update(body).digest('hex')
    let answer: {status: number; body: unknown} | undefined
    const run = await home.runHere(['webhook', 'listen', '--port', '0', '--events', 'deposit.expired', '--forward-to', depositsUrl], {
      whileRunning: async (io) => {
        const url = await waitFor(() => /Listening on (\S+\/)/.exec(io.stderr.text)?.[1])
        const response = await fetch(url, {
          method: 'POST',
          body,
          headers: {'content-type': 'application/json', 'x-webhook-signature': signature},
        })
        answer = {status: response.status, body: await response.json()}
        io.signal('SIGINT')
      },
    })
    expect(run.code).toBe(0)
    expect(answer).toEqual({status: 200, body: {received: true, filtered: true}})
    expect(run.stdout).toBe('')
    expect(run.stderr).toContain('Only deposit.expired: other events are answered 200 and logged, not forwarded.')
    expect(run.stderr).toContain('1 delivery received, 0 of them duplicates, 1 not picked.')
    expect(deposits.received).toHaveLength(0)
    const events = await home.runHere(['webhook', 'events', '--json'])
    expect(JSON.parse(events.stdout)[0]).toMatchObject({event_id: 'dep_7:deposit.success', filtered: true, forward: null})
  })

  it.each([
    [['--events', 'deposit.sucess'], '--events: "deposit.sucess" matches no event the service sends.'],
    [['--forward-to', 'withdrawal.failes=http://127.0.0.1:3000/x'], 'matches no event the service sends'],
    [['--header', 'X-Webhook-Signature: forged'], '--header cannot set X-Webhook-Signature'],
    [['--header', 'no colon here'], '--header must be "Name: value"'],
  ])('refuses %j before listening (exit 2)', async (flags, message) => {
    const run = await home.runHere(['webhook', 'listen', '--port', '0', ...flags])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain(message)
    expect(run.stderr).not.toContain('Listening on')
  })

  it.each([
    [['--events', 'deposit.sucess'], '--events: "deposit.sucess" ไม่ตรงกับเหตุการณ์ใดที่ผู้ให้บริการส่ง', 'หรือรูปแบบอย่าง deposit.*'],
    [['--events', ' , '], '--events ไม่ได้ระบุเหตุการณ์ใดเลย', 'ระบุประเภทเหตุการณ์อย่างน้อยหนึ่งประเภท เช่น --events'],
  ])('refuses %j in Thai, with the --json of English', async (flags, message, next) => {
    const args = ['webhook', 'listen', '--port', '0', ...flags]
    const thai = await home.runHere(args, {env: {PAY_LANG: 'th'}})
    expect(thai.code).toBe(2)
    expect(thai.stderr).toContain(message)
    expect(thai.stderr).toContain(next)
    const english = await home.runHere([...args, '--json'])
    expect(JSON.parse(english.stdout).error).toMatchObject({code: 'INVALID_EVENT_FILTER'})
    expect((await home.runHere([...args, '--json'], {env: {PAY_LANG: 'th'}})).stdout).toBe(english.stdout)
  })
})

describe('pay webhook listen at a terminal', () => {
  it('browses the deliveries: r replays the newest to its route, q stops listening', async () => {
    deposits.received.length = 0
    const body =
      '{"event_id":"dep_8:deposit.success","event_type":"deposit.success","deposit_id":"dep_8","amount":"10.00","credited_amount":"9.90"}'
    const signature = createHmac('sha256', sandbox.merchant.webhook_secret).update(body).digest('hex')
    const run = await home.runHere(['webhook', 'listen', '--port', '0', '--forward-to', depositsUrl], {
      tty: true,
      env: {CI: undefined},
      whileRunning: async (io) => {
        const url = await waitFor(() => /Listening on (\S+\/)/.exec(io.stdout.text)?.[1])
        await waitFor(() => io.stdin.isRaw || undefined)
        const answer = await fetch(url, {
          method: 'POST',
          body,
          headers: {'content-type': 'application/json', 'x-webhook-signature': signature},
        })
        expect(answer.status).toBe(200)
        io.stdin.write('r')
        await waitFor(() => (deposits.received.length === 2 ? true : undefined))
        io.stdin.write('q')
      },
    })
    expect(run.code).toBe(0)
    expect(deposits.received.map((request) => request.body.toString())).toEqual([body, body])
    expect(run.stdout).toMatch(/deposit\.success dep_8 ✓ → 200/)
    // At a terminal the sentence wraps to its width.
    expect(run.stderr.replaceAll(/\s+/g, ' ')).toContain(
      'Stopped: 1 delivery received, 0 of them duplicates; 1 forwarded and accepted by the app (2xx).',
    )
    // Said once: the browser's heading (redrawn with each frame), not the notes on stderr too.
    expect(run.stderr).not.toContain('Listening on')
    expect(run.stdout).toContain(`Listening on http://127.0.0.1:`)
    expect(run.stderr).toContain('Every delivery is kept in')
    const events = JSON.parse((await home.runHere(['webhook', 'events', '--json'])).stdout) as Array<{event_id: string; source: string}>
    expect(events.filter((event) => event.event_id === 'dep_8:deposit.success').map((event) => event.source)).toEqual(['replay', 'listen'])
  })
})
