import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {formatBaht, formatBahtGrouped, parseWireMoney} from '../../src/core/money/money.js'
import {answerInTerminal} from '../helpers/terminal.js'
import {type SandboxHome, sandboxHome, walletState} from './withdrawal-helpers.js'

const STEP_MS = 40
const PAYEE = ['--bank', 'kbank', '--account-name', 'Somchai Jaidee']
let env: SandboxHome

beforeAll(async () => {
  env = await sandboxHome({withdrawalStepMs: STEP_MS})
  await env.sandbox.topUp('10000.00')
})
afterAll(() => env?.close())

function create(amount: string, accountNo: string, extra: string[] = []) {
  return env.home.runHere(['withdrawal', 'create', '--amount', amount, ...PAYEE, '--account-no', accountNo, ...extra])
}

async function withdrawal(id: string) {
  return (await env.sandbox.call('GET', `/v1/withdrawals/${id}`)).body
}

describe('pay withdrawal create: each outcome, with the balance exact after each', () => {
  it.each([
    ['1234567890', 'SUCCESS', false],
    ['1234564001', 'FAILED', true],
    ['1234564002', 'REJECTED', true],
  ] as const)('account %s ends %s', async (accountNo, finalStatus, refunded) => {
    const before = await walletState(env.sandbox)
    const result = await create('500.00', accountNo, ['--json'])
    expect(result.code).toBe(0)
    const created = JSON.parse(result.stdout)
    expect(created).toMatchObject({status: 'PENDING', amount: '500.00', fee: '9.00', receiver_bank_provider: 'KBANK'})
    const gross = parseWireMoney(created.amount) + parseWireMoney(created.fee)
    expect(gross).toBe(50_900)

    const final = await env.sandbox.until(
      () => withdrawal(created.id),
      (body) => body.status === finalStatus,
    )
    expect(final.status).toBe(finalStatus)
    const after = await walletState(env.sandbox)
    expect(after.available).toBe(refunded ? before.available : before.available - gross)
    expect(after.pending).toBe(before.pending)
    expect(after.withdrawals).toBe(before.withdrawals + 1)
  })

  it('account ending 4003 stays PENDING, its gross held', async () => {
    const before = await walletState(env.sandbox)
    const result = await create('100', '1234564003', ['--json'])
    const created = JSON.parse(result.stdout)
    await new Promise((resolve) => setTimeout(resolve, STEP_MS * 6))
    expect((await withdrawal(created.id)).status).toBe('PENDING')
    const after = await walletState(env.sandbox)
    expect(after.available).toBe(before.available - 10_900)
    expect(after.pending).toBe(before.pending + 10_900)
  })

  it('shows amount, fee and gross to people, and says PENDING is not paid', async () => {
    const result = await create('1,250.5', '123-456-7890', ['--reference-user-id', 'user-42'])
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(/Status {7}PENDING/)
    expect(result.stdout).toContain('Amount       1,250.50 THB  for the destination, not paid yet')
    expect(result.stdout).toContain('Fee              9.00 THB')
    expect(result.stdout).toContain('Gross        1,259.50 THB  taken from the wallet')
    expect(result.stdout).toContain('Destination  KBANK 1234567890 · Somchai Jaidee')
    expect(result.stdout).toContain('Reference    user-42')
    expect(result.stderr).toMatch(/PENDING is not paid yet\. Follow it with: pay withdrawal watch [0-9a-f-]{36}/)
  })

  it('a retry with the same --idempotency-key pays once', async () => {
    const before = await walletState(env.sandbox)
    const first = await create('10', '1234567890', ['--idempotency-key', 'payout-once', '--json'])
    const second = await create('10', '1234567890', ['--idempotency-key', 'payout-once'])
    expect(second.code).toBe(0)
    expect(second.stdout).toContain(JSON.parse(first.stdout).id)
    expect(second.stderr).toContain('nothing was paid twice')
    expect((await walletState(env.sandbox)).withdrawals).toBe(before.withdrawals + 1)
  })
})

describe('pay withdrawal create: INSUFFICIENT_BALANCE', () => {
  it('explains the shortfall with the fee, and prints the Idempotency-Key', async () => {
    const {available} = await walletState(env.sandbox)
    const amount = available + 100
    const result = await create(formatBaht(amount), '1234567890')
    expect(result.code).toBe(1)
    const needed = amount + 900
    expect(result.stderr).toContain('code INSUFFICIENT_BALANCE')
    expect(result.stderr).toContain(
      `Available ${formatBahtGrouped(available)} THB, this payout needs ${formatBahtGrouped(needed)} THB (${formatBahtGrouped(amount)} + fee 9.00): 10.00 THB short. Add it with \`pay test top-up 10.00\`, or pay less.`,
    )
    expect(result.stderr).toMatch(/Idempotency-Key: ([0-9a-f-]{36})\n {2}Retry with: pay withdrawal create .* --idempotency-key \1\n/)
  })

  it('puts the numbers in the JSON error', async () => {
    const {available} = await walletState(env.sandbox)
    const result = await create(formatBaht(available + 1), '1234567890', ['--json'])
    expect(result.code).toBe(1)
    const {error} = JSON.parse(result.stdout)
    expect(error).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      status: 422,
      details: {available: formatBaht(available), fee: '9.00', short: '9.01'},
    })
    expect(error.idempotency_key).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe('pay withdrawal create: bad input is refused before sending', () => {
  const valid: Record<string, string> = {'--amount': '100', '--bank': 'KBANK', '--account-no': '1234567890', '--account-name': 'Somchai'}
  const cases: Array<[string, Record<string, string>, string]> = [
    ['a negative amount', {'--amount': '-5'}, '--amount: amount must not be negative'],
    ['three decimals', {'--amount': '1.234'}, '--amount: amount must have at most 2 decimal places'],
    ['an exponent', {'--amount': '1e3'}, '--amount: amount must be a plain decimal number'],
    ['an empty amount', {'--amount': ''}, '--amount: amount is required'],
    ['NaN', {'--amount': 'NaN'}, '--amount: amount must be a decimal number'],
    ['zero', {'--amount': '0.00'}, '--amount must be more than 0.00'],
    ['an unknown bank', {'--bank': 'XYZ'}, '--bank: unknown bank code "XYZ"'],
    ['a blank name', {'--account-name': '  '}, '--account-name is blank'],
    ['a blank account', {'--account-no': ''}, '--account-no is blank'],
    ['letters in the account', {'--account-no': '12ab'}, '--account-no: "12ab" is not an account number'],
  ]

  it.each(cases)('%s', async (_name, override, message) => {
    const before = await walletState(env.sandbox)
    const flags = Object.entries({...valid, ...override}).flatMap(([flag, value]) => [`${flag}=${value}`])
    const result = await env.home.runHere(['withdrawal', 'create', ...flags, '--verbose'])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain(message)
    expect(result.stderr).not.toContain('POST')
    expect(await walletState(env.sandbox)).toEqual(before)
  })

  it('names the field in the JSON error', async () => {
    const result = await create('abc', '1234567890', ['--json'])
    expect(result.code).toBe(2)
    expect(JSON.parse(result.stdout).error).toMatchObject({code: 'INVALID_INPUT', details: {field: 'amount'}})
  })
})

describe('pay withdrawal create: the live guard', () => {
  const live = ['--live', '--amount', '500', ...PAYEE, '--account-no', '1234567890']

  it('refuses without --yes when there is no terminal, and sends nothing', async () => {
    const before = await walletState(env.sandbox, 'live')
    const result = await env.home.runHere(['withdrawal', 'create', ...live, '--verbose'])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain(
      "Pay 500.00 THB plus the service's fee from the LIVE wallet to KBANK account 1234567890 (Somchai Jaidee)? Refused: there is no terminal to confirm on.",
    )
    expect(result.stderr).toContain('Pass --yes')
    expect(result.stderr).toContain('LIVE MODE')
    expect(result.stderr).not.toContain('POST')
    expect(await walletState(env.sandbox, 'live')).toEqual(before)
  })

  it('names the bank in Thai beside its code in a Thai run', async () => {
    const result = await env.home.runHere(['withdrawal', 'create', ...live], {env: {PAY_LANG: 'th'}})
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('ไปยังบัญชี KBANK (กสิกรไทย) 1234567890 (Somchai Jaidee) ใช่หรือไม่?')
  })

  it('sends with --yes (the empty live wallet then explains its shortfall without a top-up hint)', async () => {
    const result = await env.home.runHere(['withdrawal', 'create', ...live, '--yes'])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(
      'Available 0.00 THB, this payout needs 509.00 THB (500.00 + fee 9.00): 509.00 THB short. Fund the wallet, or pay less.',
    )
  })

  it('asks on a terminal, and "n" sends nothing', async () => {
    const before = await walletState(env.sandbox, 'live')
    const result = await answerInTerminal(env.home, ['withdrawal', 'create', ...live], 'from the LIVE wallet', 'n\r')
    expect(result.prompted).toBe(true)
    expect(result.stdout).toContain("Pay 500.00 THB plus the service's fee from the LIVE wallet to KBANK account")
    expect(result.stdout).toContain('1234567890 (Somchai Jaidee)? (y/N)')
    expect(result.stdout).toContain('Cancelled; nothing was sent.')
    expect(result.code).toBe(2)
    expect(await walletState(env.sandbox, 'live')).toEqual(before)
  })

  it('asks on a terminal, and "y" sends', async () => {
    const result = await answerInTerminal(env.home, ['withdrawal', 'create', ...live], 'from the LIVE wallet', 'y\r')
    expect(result.prompted).toBe(true)
    expect(result.stdout).toContain('INSUFFICIENT_BALANCE')
    expect(result.code).toBe(1)
  })

  it('--dry-run asks nothing and sends nothing, even in live mode', async () => {
    const before = await walletState(env.sandbox, 'live')
    const result = await env.home.runHere(['withdrawal', 'create', ...live, '--dry-run', '--json'])
    expect(result.code).toBe(0)
    const {dry_run: report} = JSON.parse(result.stdout)
    expect(report).toMatchObject({method: 'POST', url: `${env.sandbox.baseUrl}/v1/withdrawals`})
    expect(JSON.parse(report.body)).toEqual({
      amount: '500.00',
      receiver_bank_provider: 'KBANK',
      receiver_bank_account_name: 'Somchai Jaidee',
      receiver_bank_account_number: '1234567890',
    })
    expect(await walletState(env.sandbox, 'live')).toEqual(before)
  })

  it('does not ask in test mode, even on a terminal', async () => {
    const result = await answerInTerminal(
      env.home,
      ['withdrawal', 'create', '--amount', '1', ...PAYEE, '--account-no', '1234567890'],
      '?',
      '',
    )
    expect(result.prompted).toBe(false)
    expect(result.code).toBe(0)
  })
})

describe('pay withdrawal get', () => {
  it('prints the summary, or the object with --json', async () => {
    const created = JSON.parse((await create('20', '9876543210', ['--json'])).stdout)
    const human = await env.home.runHere(['withdrawal', 'get', created.id])
    expect(human.code).toBe(0)
    expect(human.stdout).toContain(`Withdrawal   ${created.id}`)
    // "Net payout" once SUCCESS, "Net amount" before: the sandbox may have moved it on by now.
    expect(human.stdout).toMatch(/Net (payout|amount) {3}20\.00 THB/)
    expect(human.stdout).toMatch(/Created {6}\d{4}-\d\d-\d\d \d\d:\d\d:\d\d \((now|\d+ seconds? ago)\)/)
    const json = await env.home.runHere(['withdrawal', 'get', created.id, '--json'])
    // The sandbox moves a withdrawal on as time passes: the status is the one of the moment pay asked, the rest as the service keeps it.
    // updated_at moves with the status.
    const {status, updated_at: _then, ...rest} = JSON.parse(json.stdout)
    const {status: _now, updated_at: _since, ...kept} = await withdrawal(created.id)
    expect(rest).toEqual(kept)
    // Any state on the way to SUCCESS, as the sandbox steps a payout through them.
    expect(['PENDING', 'APPROVED', 'PROCESSING', 'IN_PROGRESS', 'SUCCESS']).toContain(status)
  })

  it('takes the first 8 or more characters of an id, as a narrow `withdrawal list` shows it, for get and watch', async () => {
    const created = JSON.parse((await create('21', '9876543211', ['--json'])).stdout)
    const prefix = created.id.slice(0, 8)
    const listed = await env.home.runHere(['withdrawal', 'list'], {tty: true, columns: 80})
    expect(listed.stdout).toContain(prefix)
    expect(listed.stdout).not.toContain(created.id)
    const got = await env.home.runHere(['withdrawal', 'get', prefix, '--json'])
    expect(got.code, got.stderr).toBe(0)
    expect(JSON.parse(got.stdout).id).toBe(created.id)
    const watched = await env.home.runHere(['withdrawal', 'watch', prefix, '--json'])
    expect(JSON.parse(watched.stdout).id).toBe(created.id)
    const unknown = await env.home.runHere(['withdrawal', 'get', 'ffffffff'])
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toContain('NOT_FOUND')
  })

  it.each([
    ['1234564001', 'FAILED', 'the receiving bank reported a failure'],
    ['1234564002', 'REJECTED', 'rejected at approval'],
  ] as const)('a payout to %s: get and watch say %s, the reason, nothing paid, the gross returned', async (accountNo, status, reason) => {
    const created = JSON.parse((await create('300', accountNo, ['--json'])).stdout)
    const watched = await env.home.runHere(['withdrawal', 'watch', created.id])
    expect(watched.code).toBe(4)
    expect(watched.stderr).toContain(
      `Withdrawal ${status}: nothing was paid; the gross 309.00 THB went back to the wallet. The service's reason: ${reason}.`,
    )
    const get = await env.home.runHere(['withdrawal', 'get', created.id])
    for (const text of [watched.stdout, get.stdout]) {
      expect(text).toContain(`Status       ${status}\nReason       ${reason}\n`)
      expect(text).toContain('Amount       300.00 THB  not paid\n')
      expect(text).toContain('Gross        309.00 THB  returned to the wallet\n')
      expect(text).not.toMatch(/received|Net payout/)
    }
    const thai = await env.home.runHere(['withdrawal', 'get', created.id], {env: {LANG: 'th_TH.UTF-8'}})
    expect(thai.stdout).toMatch(new RegExp(`สาเหตุ +${reason}\n`))
    expect(thai.stdout).not.toMatch(/ได้รับ|ยอดโอนสุทธิ/)
  })

  it('says an unknown id was not found', async () => {
    const result = await env.home.runHere(['withdrawal', 'get', '00000000-0000-4000-8000-000000000000'])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('code NOT_FOUND')
  })
})
