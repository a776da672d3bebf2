import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {parseWireMoney} from '../../src/core/money/money.js'
import {answerInTerminal} from '../helpers/terminal.js'
import {type SandboxHome, sandboxHome, walletState} from './withdrawal-helpers.js'

let env: SandboxHome

beforeAll(async () => {
  env = await sandboxHome()
})
afterAll(() => env?.close())

async function deposit(id: string) {
  return (await env.sandbox.call('GET', `/v1/deposits/${id}`)).body
}

describe('pay test simulate-transfer', () => {
  it('pays a deposit as its payer and reports the credit', async () => {
    const created = await env.sandbox.createDeposit({amount: '200.00'})
    const before = await walletState(env.sandbox)
    const result = await env.home.runHere(['test', 'simulate-transfer', created.id, '--json'])
    expect(result.code).toBe(0)
    const report = JSON.parse(result.stdout)
    expect(report).toMatchObject({credited: true, matched_amount: created.expected_amount, reasons: []})
    expect(report.request).toEqual({
      deposit_id: created.id,
      sender_bank: 'KBANK',
      sender_name: 'Somchai Jaidee',
      sender_account: '1234567890',
    })
    expect(report.transfer).toMatchObject({amount: created.expected_amount, status: 'injected'})
    const after = await walletState(env.sandbox)
    expect(after.available - before.available).toBe(parseWireMoney(report.credited_amount))
    expect((await deposit(created.id)).status).toBe('CREDITED')
  })

  it('says so to people', async () => {
    const created = await env.sandbox.createDeposit({amount: '50.00'})
    const result = await env.home.runHere(['test', 'simulate-transfer', created.id])
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(
      new RegExp(`✓ Deposit ${created.id} CREDITED: matched ${created.expected_amount} THB, \\d+\\.\\d\\d THB credited to the wallet\\.`),
    )
  })

  it('gives the amount as the reason when it differs from expected_amount', async () => {
    const created = await env.sandbox.createDeposit({amount: '300.00'})
    const result = await env.home.runHere(['test', 'simulate-transfer', created.id, '--amount', '300'])
    expect(result.code).toBe(4)
    expect(result.stdout).toContain(`✗ Deposit ${created.id} was not credited (still PENDING). Likely:`)
    expect(result.stdout).toContain(
      `the transfer was 300.00 THB but the deposit expects exactly ${created.expected_amount} THB (expected_amount)`,
    )
    expect((await deposit(created.id)).status).toBe('PENDING')
  })

  it('gives the sender bank as the reason when it is not the payer bank', async () => {
    const created = await env.sandbox.createDeposit({amount: '400.00'})
    const result = await env.home.runHere(['test', 'simulate-transfer', created.id, '--sender-bank', 'scb', '--json'])
    expect(result.code).toBe(4)
    const report = JSON.parse(result.stdout)
    expect(report.credited).toBe(false)
    expect(report.reasons).toEqual([{code: 'SENDER_BANK_DIFFERS', message: "the sender bank SCB is not the payer's bank KBANK"}])
    expect((await deposit(created.id)).status).toBe('PENDING')
  })

  it('refuses a deposit that is no longer PENDING, sending no transfer', async () => {
    const created = await env.sandbox.createDeposit({amount: '60.00'})
    await env.home.runHere(['test', 'simulate-transfer', created.id])
    const before = await walletState(env.sandbox)
    const result = await env.home.runHere(['test', 'simulate-transfer', created.id, '--verbose'])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain(`Deposit ${created.id} is CREDITED, not PENDING`)
    expect(result.stderr).not.toContain('→ POST')
    expect(await walletState(env.sandbox)).toEqual(before)
  })
})

describe('pay test top-up', () => {
  it('credits the test wallet', async () => {
    const before = await walletState(env.sandbox)
    const result = await env.home.runHere(['test', 'top-up', '5,000'])
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('5,000.00 THB credited to the test wallet')
    expect((await walletState(env.sandbox)).available).toBe(before.available + 500_000)
  })

  it.each([
    ['1,000,000.01', 'The top-up amount 1,000,000.01 THB is over the limit of 1,000,000.00 THB per top-up.'],
    ['0', 'AMOUNT must be more than 0.00'],
    ['12.345', 'AMOUNT: amount must have at most 2 decimal places'],
  ])('refuses %s before sending', async (amount, message) => {
    const before = await walletState(env.sandbox)
    const result = await env.home.runHere(['test', 'top-up', amount, '--verbose'])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain(message)
    expect(result.stderr).not.toContain('→ POST')
    expect(await walletState(env.sandbox)).toEqual(before)
  })

  it('refuses in Thai with no English label', async () => {
    const result = await env.home.runHere(['test', 'top-up', '12.345'], {env: {PAY_LANG: 'th'}})
    expect(result.code).toBe(2)
    expect(result.stderr).toMatch(/^ข้อผิดพลาด: AMOUNT: ยอดเงินมีทศนิยม/m)
    expect(result.stderr).not.toMatch(/top-up amount|must have/)
  })

  it('prints the service answer with --json', async () => {
    const result = await env.home.runHere(['test', 'top-up', '1000000', '--json'])
    expect(JSON.parse(result.stdout)).toEqual({amount: '1000000.00', currency: 'THB', status: 'credited'})
  })
})

describe('test commands refuse live mode before sending', () => {
  it.each([
    [['test', 'top-up', '100']],
    [['test', 'reset', '--yes']],
    [['test', 'simulate-transfer', '00000000-0000-4000-8000-000000000000']],
  ])('%j --live', async (args) => {
    const before = await walletState(env.sandbox)
    const result = await env.home.runHere([...args, '--live', '--verbose'])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain(
      `\`pay ${args.slice(0, 2).join(' ')}\` works in test mode only, and --live was given. Nothing was sent.`,
    )
    expect(result.stderr).not.toMatch(/→ (GET|POST) /)
    expect(await walletState(env.sandbox)).toEqual(before)
  })
})

describe('pay test reset', () => {
  it('refuses without --yes when there is no terminal', async () => {
    const before = await walletState(env.sandbox)
    expect(before.available).toBeGreaterThan(0)
    const result = await env.home.runHere(['test', 'reset'])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('This cannot be undone. Refused: there is no terminal to confirm on.')
    expect(await walletState(env.sandbox)).toEqual(before)
  })

  it('asks on a terminal; "n" keeps everything', async () => {
    const before = await walletState(env.sandbox)
    const result = await answerInTerminal(env.home, ['test', 'reset'], 'cannot be undone', 'n\r')
    expect(result.prompted).toBe(true)
    expect(result.code).toBe(2)
    expect(result.stdout).toContain('Cancelled; nothing was sent.')
    expect(await walletState(env.sandbox)).toEqual(before)
  })

  it('asks on a terminal; "y" wipes the test data', async () => {
    await env.sandbox.call(
      'POST',
      '/v1/withdrawals',
      {amount: '1.00', receiver_bank_provider: 'KBANK', receiver_bank_account_name: 'S', receiver_bank_account_number: '1234564003'},
      {idempotencyKey: 'before-reset'},
    )
    expect((await walletState(env.sandbox)).withdrawals).toBe(1)
    const result = await answerInTerminal(env.home, ['test', 'reset'], 'cannot be undone', 'y\r')
    expect(result.prompted).toBe(true)
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('Test data wiped')
    expect(await walletState(env.sandbox)).toEqual({available: 0, pending: 0, withdrawals: 0})
  })

  it("echoes the answer in Thai in a Thai run, not the prompt library's Yes/No", async () => {
    const thai = {env: {...env.home.env, PAY_LANG: 'th'}}
    const no = await answerInTerminal(thai, ['test', 'reset'], 'ย้อนกลับไม่ได้', 'n\r')
    expect(no.prompted).toBe(true)
    expect(no.code).toBe(2)
    expect(no.stdout).toMatch(/ย้อนกลับไม่ได้ ไม่ใช่/)
    expect(no.stdout).not.toMatch(/\bNo\b/)
    await env.sandbox.topUp('1.00')
    const yes = await answerInTerminal(thai, ['test', 'reset'], 'ย้อนกลับไม่ได้', 'y\r')
    expect(yes.code).toBe(0)
    expect(yes.stdout).toMatch(/ย้อนกลับไม่ได้ ใช่/)
    expect(yes.stdout).not.toMatch(/\bYes\b/)
  })

  it('with --no-input says no confirmation could be asked, not that the operator said no', async () => {
    const english = await env.home.runHere(['test', 'reset', '--no-input'])
    expect(english.code).toBe(2)
    expect(english.stderr).toContain('input is off (--no-input), so no confirmation could be asked')
    expect(english.stderr).toContain('--yes')
    const thai = await env.home.runHere(['test', 'reset', '--no-input'], {env: {PAY_LANG: 'th'}})
    expect(thai.stderr).toContain('ยังไม่ได้ยืนยัน: ปิดการรับข้อมูลไว้ (--no-input) จึงถามยืนยันไม่ได้')
    expect(thai.stderr).toContain('ระบุ --yes')
  })

  it('wipes with --yes off a terminal, printing the answer with --json', async () => {
    await env.sandbox.topUp('10.00')
    const result = await env.home.runHere(['test', 'reset', '--yes', '--json'])
    expect(result.code).toBe(0)
    expect(JSON.parse(result.stdout)).toEqual({status: 'reset'})
    expect((await walletState(env.sandbox)).available).toBe(0)
  })
})
