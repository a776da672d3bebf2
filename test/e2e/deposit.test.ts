import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {parseWireMoney} from '../../src/core/money/money.js'
import {bankListBody} from '../../src/sandbox/server/bank-list.js'
import {CliHome, type CliResult} from '../helpers/cli.js'
import {StubServer} from '../helpers/stub-server.js'
import {type SandboxHome, sandboxHome} from './withdrawal-helpers.js'

const PAYER = ['--payer-bank', 'kbank', '--payer-name', 'Somchai Jaidee', '--payer-account', '123-4-56789-0']
let env: SandboxHome

beforeAll(async () => {
  env = await sandboxHome()
})
afterAll(() => env?.close())

async function balance(): Promise<number> {
  const result = await env.home.runHere(['balance', '--json'])
  return parseWireMoney(JSON.parse(result.stdout).available)
}

/** Starts a command that waits, and resolves the deposit id from its first status line on stderr. */
function startWaiting(args: string[]): {id: Promise<string>; done: Promise<CliResult>} {
  let found: (id: string) => void
  const id = new Promise<string>((resolve) => (found = resolve))
  const done = env.home.runHere(args, {
    onStderr: (text) => {
      const match = /deposit (\S+) {2}PENDING/.exec(text)
      if (match) found(match[1]!)
    },
  })
  return {id, done}
}

describe('pay deposit create → simulate → get', () => {
  it('creates a PENDING deposit, is credited by a simulated transfer, and the balance rises by the credited amount', async () => {
    const before = await balance()
    const created = await env.home.runHere([
      'deposit',
      'create',
      '--amount',
      '1,000',
      ...PAYER,
      '--user-ref',
      'order-7',
      '--meta',
      'table=4',
      '--no-watch',
      '--json',
    ])
    expect(created.code).toBe(0)
    const deposit = JSON.parse(created.stdout)
    expect(deposit).toMatchObject({status: 'PENDING', amount: '1000.00', payment_method_type: 'PROMPTPAY_QR', user_ref: 'order-7'})
    expect(deposit.payer).toMatchObject({bank: 'KBANK', account_no: '1234567890', name: 'Somchai Jaidee'})
    expect(deposit.pay_to.qr_payload).toMatch(/^000201/)
    expect(created.stderr).toBe('')

    const simulated = await env.home.runHere(['test', 'simulate-transfer', deposit.id, '--json'])
    expect(JSON.parse(simulated.stdout).credited).toBe(true)

    const got = await env.home.runHere(['deposit', 'get', deposit.id, '--json'])
    const final = JSON.parse(got.stdout)
    expect(final.status).toBe('CREDITED')
    expect(final.matched_amount).toBe(deposit.expected_amount)
    expect((await balance()) - before).toBe(parseWireMoney(final.credited_amount))

    const human = await env.home.runHere(['deposit', 'get', deposit.id])
    expect(human.code).toBe(0)
    expect(human.stdout).toContain('CREDITED')
    expect(human.stdout).toContain(deposit.id)
  })

  it('prints the deposit for people without a terminal and says how to follow it', async () => {
    const created = await env.home.runHere(['deposit', 'create', '--amount', '50', '--method', 'bank', ...PAYER])
    expect(created.code).toBe(0)
    expect(created.stdout).toContain('PENDING')
    expect(created.stdout).not.toContain('█')
    expect(created.stderr).toMatch(/Follow it with: pay deposit watch \S+ \(or pass --wait/)
  })

  it('returns the original deposit for a reused Idempotency-Key, and says so', async () => {
    const args = ['deposit', 'create', '--amount', '75', ...PAYER, '--no-watch', '--json', '--idempotency-key', `e2e-${Date.now()}`]
    const first = JSON.parse((await env.home.runHere(args)).stdout)
    const again = await env.home.runHere(args)
    expect(JSON.parse(again.stdout).id).toBe(first.id)
    expect(again.stderr).toContain('nothing was created twice')
  })
})

describe('--wait and deposit watch without a terminal', () => {
  it('--wait exits 0 on CREDITED, with status lines on stderr and the final deposit on stdout', async () => {
    const waiting = startWaiting(['deposit', 'create', '--amount', '20', ...PAYER, '--wait', '--json'])
    const id = await waiting.id
    expect((await env.home.runHere(['test', 'simulate-transfer', id])).code).toBe(0)
    const result = await waiting.done
    expect(result.code).toBe(0)
    expect(JSON.parse(result.stdout)).toMatchObject({id, status: 'CREDITED'})
    expect(result.stderr).toMatch(new RegExp(`deposit ${id} {2}PENDING\\n.*deposit ${id} {2}CREDITED\\nDeposit CREDITED: `))
  })

  it('--wait exits 4 when the deposit is cancelled elsewhere', async () => {
    const waiting = startWaiting(['deposit', 'create', '--amount', '21', ...PAYER, '--wait'])
    const id = await waiting.id
    expect((await env.home.runHere(['deposit', 'cancel', id])).code).toBe(0)
    const result = await waiting.done
    expect(result.code).toBe(4)
    expect(result.stdout).toContain('CANCELLED')
    expect(result.stderr).toContain('Deposit CANCELLED: a transfer made now will not be matched to it.')
  })

  it('deposit watch exits 4 when the deposit expires', async () => {
    const deposit = await env.sandbox.createDeposit({amount: '22.00'})
    const waiting = startWaiting(['deposit', 'watch', deposit.id, '--json'])
    await waiting.id
    expect((await env.sandbox.admin('POST', `/_sandbox/deposits/${deposit.id}/expire`)).status).toBe(200)
    const result = await waiting.done
    expect(result.code).toBe(4)
    expect(JSON.parse(result.stdout)).toMatchObject({id: deposit.id, status: 'EXPIRED'})
    // Expired early, its match window is still ahead: no "before" a time to come.
    expect(result.stderr).toContain('Deposit EXPIRED: no transfer matched it. Create a new one for the customer.')
  })

  it('deposit watch of a final deposit answers at once with its exit code', async () => {
    const deposit = await env.sandbox.createDeposit({amount: '23.00'})
    await env.sandbox.call('POST', `/v1/deposits/${deposit.id}/cancel`)
    const result = await env.home.runHere(['deposit', 'watch', deposit.id])
    expect(result.code).toBe(4)
    expect(result.stdout).toContain('CANCELLED')
  })
})

describe('pay deposit cancel', () => {
  it('cancels a PENDING deposit, and refuses a second time with what to do', async () => {
    const deposit = await env.sandbox.createDeposit({amount: '30.00'})
    const cancelled = await env.home.runHere(['deposit', 'cancel', deposit.id, '--json'])
    expect(cancelled.code).toBe(0)
    expect(JSON.parse(cancelled.stdout)).toMatchObject({id: deposit.id, status: 'CANCELLED', expected_amount: deposit.expected_amount})
    const again = await env.home.runHere(['deposit', 'cancel', deposit.id])
    expect(again.code).toBe(1)
    expect(again.stderr).toContain('NOT_CANCELLABLE')
    expect(again.stderr).toContain('Only a PENDING deposit can be cancelled')
  })
})

describe('pay withdrawal watch without a terminal', () => {
  it('exits 0 on SUCCESS and 4 on FAILED', async () => {
    await env.sandbox.topUp('2000.00')
    const outcomes: Array<[string, string, number]> = [
      ['1234567890', 'SUCCESS', 0],
      ['1234564001', 'FAILED', 4],
    ]
    for (const [account, status, code] of outcomes) {
      const created = JSON.parse(
        (
          await env.home.runHere([
            'withdrawal',
            'create',
            '--amount',
            '100',
            '--bank',
            'KBANK',
            '--account-no',
            account,
            '--account-name',
            'Somchai',
            '--json',
          ])
        ).stdout,
      )
      const result = await env.home.runHere(['withdrawal', 'watch', created.id, '--json'])
      expect(result.code, result.stderr).toBe(code)
      expect(JSON.parse(result.stdout)).toMatchObject({id: created.id, status})
      expect(result.stderr).toContain(`Withdrawal ${status}:`)
    }
  })
})

describe('bad input is refused with exit 2 and nothing is created', () => {
  const KEY = 'unk_test_deposits'
  const SECRET = 'cd'.repeat(32)
  const stub = new StubServer({[KEY]: SECRET})
  const home = new CliHome()

  beforeAll(async () => {
    const baseUrl = await stub.start()
    stub.respond((request) => (request.target === '/v1/banks' ? {status: 200, body: bankListBody()} : {status: 500, body: {}}))
    await home.addProfile('stub', baseUrl, KEY, SECRET)
  })
  afterAll(async () => {
    await stub.stop()
    home.cleanup()
  })

  it.each([
    [['--amount', '100'], 'Pass --payer-bank, --payer-name, --payer-account.'],
    [['--amount', '100', '--payer-bank', 'KBANK'], 'Pass --payer-name, --payer-account.'],
    [['--amount', '-5', ...PAYER], '--amount'],
    [['--amount', '1.005', ...PAYER], 'at most 2 decimal places'],
    [['--amount', '1e3', ...PAYER], '--amount'],
    [['--amount', '', ...PAYER], '--amount'],
    [['--amount', 'NaN', ...PAYER], '--amount'],
    [['--amount', '0', ...PAYER], 'must be more than 0.00'],
    [['--amount', '100', ...PAYER.slice(0, 4), '--payer-account', '12-ab'], 'is not an account number'],
    [['--amount', '100', '--payer-bank', 'NOPE', ...PAYER.slice(2)], 'unknown bank code "NOPE"'],
    [['--amount', '100', ...PAYER, '--meta', 'oops'], 'is not key=value'],
    [['--amount', '100', ...PAYER, '--method', 'card'], 'Expected --method=card to be one of'],
    [['--amount', '100', ...PAYER, '--wait', '--no-watch'], 'cannot also be provided'],
  ])('deposit create %j', async (args, message) => {
    stub.received.length = 0
    const result = await home.runHere(['deposit', 'create', ...args])
    expect(result.code, result.stderr).toBe(2)
    expect(result.stderr).toContain(message)
    expect(stub.received.filter((request) => request.method !== 'GET')).toEqual([])
  })

  it('deposit cancel: a cancel the service answered {id, status} succeeds even when the deposit cannot be read back', async () => {
    stub.respond((request) =>
      request.method === 'POST'
        ? {status: 200, body: {id: 'dep_9', status: 'CANCELLED'}}
        : {status: 500, body: {error: {code: 'INTERNAL', message: 'x', request_id: 'r'}}},
    )
    const json = await home.runHere(['deposit', 'cancel', 'dep_9', '--json', '--retries', '0'])
    expect(json.code, json.stderr).toBe(0)
    expect(JSON.parse(json.stdout)).toEqual({id: 'dep_9', status: 'CANCELLED'})
    const human = await home.runHere(['deposit', 'cancel', 'dep_9', '--retries', '0'])
    expect(human.code, human.stderr).toBe(0)
    expect(human.stdout).toMatch(/Status\s+CANCELLED/)
    stub.respond((request) => (request.target === '/v1/banks' ? {status: 200, body: bankListBody()} : {status: 500, body: {}}))
    stub.received.length = 0
  })

  it('--no-input refuses to ask even when the payer is missing, naming the flags', async () => {
    const result = await home.runHere(['deposit', 'create', '--amount', '100', '--no-input', '--json'])
    expect(result.code).toBe(2)
    expect(JSON.parse(result.stdout).error.code).toBe('INVALID_INPUT')
    expect(stub.received.filter((request) => request.method !== 'GET')).toEqual([])
  })
})
