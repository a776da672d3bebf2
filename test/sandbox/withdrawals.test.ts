import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {parseWireMoney} from '../../src/core/money/money.js'
import {TestSandbox} from '../helpers/sandbox.js'
import {eventually, WebhookReceiver} from '../helpers/webhook-receiver.js'

let sandbox: TestSandbox
let receiver: WebhookReceiver

beforeAll(async () => {
  receiver = new WebhookReceiver()
  sandbox = await TestSandbox.start({webhookUrl: await receiver.start(), withdrawalStepMs: 0})
})
afterAll(async () => {
  await sandbox.close()
  await receiver.stop()
})

const balance = async () => (await sandbox.call('GET', '/v1/balance')).body
const pay = (amount: string, account: string, bank = 'SCB') =>
  sandbox.call(
    'POST',
    '/v1/withdrawals',
    {amount, receiver_bank_provider: bank, receiver_bank_account_name: 'Somsri Rakdee', receiver_bank_account_number: account},
    {idempotencyKey: `w-${Math.random()}`},
  )
const settled = (id: string, status: string) =>
  sandbox.until(
    () => sandbox.call('GET', `/v1/withdrawals/${id}`).then((answer) => answer.body),
    (body) => body.status === status,
  )

describe('withdrawal outcomes by account number', () => {
  it('walks to SUCCESS and keeps the gross out of the wallet', async () => {
    await sandbox.call('POST', '/v1/test/reset', {}, {idempotencyKey: `reset-${Math.random()}`})
    await sandbox.topUp('1000.00')
    const created = await pay('100.00', '1234567890')
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      status: 'PENDING',
      amount: '100.00',
      fee: '9.00',
      net_payout: '100.00',
      receiver_bank_provider: 'SCB',
    })
    // The walk may already be over (step 0): the held gross is checked with the 4003 account below.
    expect((await balance()).available).toBe('891.00')
    await settled(created.body.id, 'SUCCESS')
    expect(await balance()).toMatchObject({available: '891.00', pending: '0.00'})
    await eventually(() => receiver.received.some((delivery) => delivery.event.event_id === `${created.body.id}:withdrawal.success`))
  })

  it.each([
    ['4001', 'FAILED', 'withdrawal.failed'],
    ['4002', 'REJECTED', 'withdrawal.rejected'],
  ])('account ending %s ends %s, refunds the gross, and sends the event then withdrawal.refunded', async (ending, status, eventType) => {
    const before = await balance()
    const created = await pay('50.00', `99${ending}`)
    await settled(created.body.id, status)
    expect(await balance()).toEqual(before)
    await eventually(() => receiver.received.filter((delivery) => delivery.event.withdrawal_id === created.body.id).length >= 2)
    const events = receiver.received
      .filter((delivery) => delivery.event.withdrawal_id === created.body.id)
      .map((delivery) => delivery.event)
    expect(events.map((event) => event.event_type)).toEqual([eventType, 'withdrawal.refunded'])
    expect(events[0]!.reason).toBeTruthy()
    expect(events[1]!.amount).toBe('59.00')
  })

  it('account ending 4003 stays PENDING with its gross held', async () => {
    const before = await balance()
    const created = await pay('10.00', '554003')
    const later = await pay('1.00', '1111')
    await settled(later.body.id, 'SUCCESS')
    expect((await sandbox.call('GET', `/v1/withdrawals/${created.body.id}`)).body.status).toBe('PENDING')
    const after = await balance()
    expect(parseWireMoney(before.available) - parseWireMoney(after.available)).toBe(1900 + 1000)
    expect(parseWireMoney(after.pending) - parseWireMoney(before.pending)).toBe(1900)
    const settledByAdmin = await sandbox.admin('POST', `/_sandbox/withdrawals/${created.body.id}/settle`, {status: 'REJECTED'})
    expect(settledByAdmin.body.status).toBe('REJECTED')
    expect(parseWireMoney(before.available) - parseWireMoney((await balance()).available)).toBe(1000)
    expect((await balance()).pending).toBe(before.pending)
  })
})

describe('concurrency', () => {
  it('50 concurrent withdrawals against a balance that covers 10 create exactly 10', async () => {
    const fresh = await TestSandbox.start({withdrawalStepMs: 60_000})
    try {
      await fresh.topUp('1090.00')
      const answers = await Promise.all(
        Array.from({length: 50}, (_, index) =>
          fresh.call(
            'POST',
            '/v1/withdrawals',
            {
              amount: '100.00',
              receiver_bank_provider: 'KBANK',
              receiver_bank_account_name: 'N',
              receiver_bank_account_number: `10${index}`,
            },
            {idempotencyKey: `c-${index}`},
          ),
        ),
      )
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(10)
      const refused = answers.filter((answer) => answer.status !== 201)
      expect(refused).toHaveLength(40)
      expect(refused.every((answer) => answer.status === 422 && answer.body.error.code === 'INSUFFICIENT_BALANCE')).toBe(true)
      expect(refused[0]!.body.error.details).toMatchObject({available: '0.00', required: '109.00', fee: '9.00'})
      expect((await fresh.call('GET', '/v1/balance')).body).toMatchObject({available: '0.00', pending: '1090.00'})
    } finally {
      await fresh.close()
    }
  })
})

describe('validation', () => {
  it.each([
    [{receiver_bank_provider: 'XYZ'}, 'INVALID_BANK'],
    [{receiver_bank_account_name: ''}, 'VALIDATION'],
    [{receiver_bank_account_number: ' '}, 'VALIDATION'],
    [{kind: 'merchant'}, 'INVALID_KIND'],
    [{amount: '0.00'}, 'INVALID_AMOUNT'],
  ])('refuses %j with %s and takes nothing', async (change, code) => {
    const before = await balance()
    const body = {
      amount: '1.00',
      receiver_bank_provider: 'SCB',
      receiver_bank_account_name: 'N',
      receiver_bank_account_number: '1',
      ...change,
    }
    const answer = await sandbox.call('POST', '/v1/withdrawals', body, {idempotencyKey: `v-${Math.random()}`})
    expect(answer.status).toBe(422)
    expect(answer.body.error.code).toBe(code)
    expect(await balance()).toEqual(before)
  })

  it('accepts a bank alias in any case and sends back the canonical code', async () => {
    const created = await pay('1.00', '777', ' cimb ')
    expect(created.body.receiver_bank_provider).toBe('CIMBT')
  })
})

describe('the list', () => {
  it('pages newest first with a cursor, and filters by status', async () => {
    const fresh = await TestSandbox.start({withdrawalStepMs: 60_000})
    try {
      await fresh.topUp('10000.00')
      const ids: string[] = []
      for (let index = 0; index < 25; index++) {
        const answer = await fresh.call(
          'POST',
          '/v1/withdrawals',
          {amount: '1.00', receiver_bank_provider: 'BBL', receiver_bank_account_name: 'N', receiver_bank_account_number: `${index}`},
          {idempotencyKey: `l-${index}`},
        )
        ids.push(answer.body.id)
      }
      const seen: string[] = []
      let cursor: string | null = null
      let pages = 0
      do {
        const page: any = (await fresh.call('GET', `/v1/withdrawals?limit=10${cursor ? `&cursor=${cursor}` : ''}`)).body
        seen.push(...page.data.map((withdrawal: {id: string}) => withdrawal.id))
        expect(page.has_more).toBe(page.next_cursor !== null)
        cursor = page.next_cursor
        pages++
      } while (cursor)
      expect(pages).toBe(3)
      expect(seen).toEqual([...ids].reverse())
      expect((await fresh.call('GET', '/v1/withdrawals?status=SUCCESS')).body.data).toEqual([])
      for (const bad of ['limit=0', 'limit=101', 'status=DONE', 'cursor=garbage']) {
        expect((await fresh.call('GET', `/v1/withdrawals?${bad}`)).status).toBe(422)
      }
    } finally {
      await fresh.close()
    }
  })
})
