import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {runInTerminal} from '../helpers/terminal.js'
import {type SandboxHome, sandboxHome} from './withdrawal-helpers.js'

const PAYER = ['--payer-bank', 'KBANK', '--payer-name', 'Somchai Jaidee', '--payer-account', '1234567890']
const ANSI_COLOUR = /\u001B\[(3\d|9\d)m/

let env: SandboxHome

beforeAll(async () => {
  env = await sandboxHome()
})
afterAll(() => env?.close())

/** A withdrawal made straight through the API, funded first, for the watch commands to follow. */
async function newWithdrawal(amount: string): Promise<{body: {id: string}}> {
  await env.sandbox.topUp('500.00')
  return env.sandbox.call(
    'POST',
    '/v1/withdrawals',
    {amount, receiver_bank_provider: 'KBANK', receiver_bank_account_name: 'Somchai', receiver_bank_account_number: '1234567890'},
    {idempotencyKey: `watch-${amount}-${Date.now()}`},
  )
}

function terminalEnv(extra: Record<string, string> = {}): Record<string, string> {
  return {...env.home.env, ...extra}
}

describe('pay deposit create on a real terminal', () => {
  it('shows the amount to pay and the QR, then s pays it and the view ends CREDITED (exit 0)', async () => {
    const result = await runInTerminal(
      ['deposit', 'create', '--amount', '100', ...PAYER],
      terminalEnv(),
      [{waitFor: 's simulate transfer', send: 's'}],
      {
        size: {columns: 120, rows: 45},
      },
    )
    expect(result.code, result.stdout).toBe(0)
    expect(result.stdout).toMatch(/[▀▄█]{10}/)
    expect(result.stdout).toContain('Shown until')
    expect(result.stdout).toContain('Deposit CREDITED:')
    expect(result.stdout).not.toMatch(ANSI_COLOUR)
  })

  it('asks for the missing payer fields, with the bank searchable by name, and q leaves it PENDING', async () => {
    const result = await runInTerminal(['deposit', 'create', '--amount', '40', '--method', 'bank'], terminalEnv(), [
      {waitFor: "Payer's bank", send: 'kasikorn'},
      // The whole list is drawn before the search: KBANK counts only once drawn after the query.
      {waitFor: 'kasikorn', send: ''},
      {waitFor: '❯ KBANK', send: '\r'},
      {waitFor: "Payer's name", send: 'Malee S.\r'},
      {waitFor: "Payer's account number", send: '123-4-56789-0\r'},
      {waitFor: 'q leave', send: 'q'},
    ])
    expect(result.code, result.stdout).toBe(0)
    expect(result.stdout).toContain('Left; nothing was changed.')
    const id = /Deposit (\S+) {2}PENDING/.exec(result.stdout)![1]!
    const deposit = (await env.sandbox.call('GET', `/v1/deposits/${id}`)).body
    expect(deposit).toMatchObject({
      status: 'PENDING',
      payment_method_type: 'BANK_TRANSFER',
      payer: {bank: 'KBANK', name: 'Malee S.', account_no: '1234567890'},
    })
  })
})

describe('pay deposit watch on a real terminal', () => {
  it('c then y cancels (exit 4), with colour when NO_COLOR is not set', async () => {
    const deposit = await env.sandbox.createDeposit({amount: '41.00'})
    const result = await runInTerminal(['deposit', 'watch', deposit.id], terminalEnv({NO_COLOR: '', FORCE_COLOR: '1'}), [
      {waitFor: 'c cancel', send: 'c'},
      {waitFor: '[y/N]', send: 'y'},
    ])
    expect(result.code, result.stdout).toBe(4)
    expect(result.stdout).toContain('Deposit CANCELLED:')
    expect(result.stdout).toMatch(ANSI_COLOUR)
    expect((await env.sandbox.call('GET', `/v1/deposits/${deposit.id}`)).body.status).toBe('CANCELLED')
  })

  it('Ctrl-C exits 130, changes nothing and gives the terminal back as it was', async () => {
    const deposit = await env.sandbox.createDeposit({amount: '42.00'})
    const result = await runInTerminal(['deposit', 'watch', deposit.id], terminalEnv(), [{waitFor: 'q leave', send: '\u0003'}], {
      afterwards: 'stty -a',
    })
    expect(result.code, result.stdout).toBe(130)
    expect(result.stdout).toContain('Interrupted; nothing was changed.')
    expect(result.stdout.replace(/\s+/g, ' ')).toContain(`Follow it again with: pay deposit watch ${deposit.id}`)
    const afterwards = result.stdout.slice(result.stdout.indexOf('Interrupted'))
    expect(afterwards).toContain('\u001B[?25h')
    expect(afterwards).toMatch(/(^|\s)icanon(\s|$)/m)
    expect(afterwards).toMatch(/(^|\s)echo(\s|$)/m)
    expect((await env.sandbox.call('GET', `/v1/deposits/${deposit.id}`)).body.status).toBe('PENDING')
  })
})

describe('pay withdrawal watch on a real terminal', () => {
  it('follows a payout to SUCCESS (exit 0)', async () => {
    const created = await newWithdrawal('100.00')
    const result = await runInTerminal(['withdrawal', 'watch', created.body.id], terminalEnv(), [])
    expect(result.code, result.stdout).toBe(0)
    expect(result.stdout).toContain('Withdrawal SUCCESS: 100.00 THB paid to KBANK 1234567890.')
  })
})

describe('with CI set, on a terminal', () => {
  it('asks nothing: a missing payer field is an error naming its flag (exit 2)', async () => {
    const result = await runInTerminal(['deposit', 'create', '--amount', '44'], terminalEnv({CI: 'true'}), [])
    expect(result.code, result.stdout).toBe(2)
    expect(result.stdout).not.toContain("Payer's bank")
    expect(result.stdout).toContain('Pass --payer-bank, --payer-name, --payer-account.')
  })

  it('draws no live view: status lines, then the outcome (the rule of docs/cli-decisions.md)', async () => {
    const created = await newWithdrawal('60.00')
    const result = await runInTerminal(['withdrawal', 'watch', created.body.id], terminalEnv({CI: 'true'}), [])
    expect(result.code, result.stdout).toBe(0)
    expect(result.stdout).toMatch(new RegExp(`\\d\\d:\\d\\d:\\d\\d  withdrawal ${created.body.id}  SUCCESS\\r?\\n`))
    expect(result.stdout).toContain('Withdrawal SUCCESS: 60.00 THB paid to KBANK 1234567890.')
    expect(result.stdout).not.toContain('q leave')
  })
})
