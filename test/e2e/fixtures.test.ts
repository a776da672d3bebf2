import {writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'

import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {type SandboxHome, sandboxHome, walletState} from './withdrawal-helpers.js'

const EXAMPLES = fileURLToPath(new URL('../../examples/', import.meta.url))

let env: SandboxHome

beforeAll(async () => {
  env = await sandboxHome()
})
afterAll(() => env?.close())

/** A scenario file in the test's home. */
function scenario(name: string, steps: unknown[]): string {
  const file = join(env.home.root, `${name}.json`)
  writeFileSync(file, JSON.stringify({steps}))
  return file
}

const topUp = (name: string, amount: string) => ({name, method: 'POST', path: '/v1/test/top-up', body: {amount}})

describe('pay fixtures run, the examples against the sandbox', () => {
  it('pays a deposit with a simulated transfer of its expected amount', async () => {
    const result = await env.home.runHere(['fixtures', 'run', join(EXAMPLES, 'deposit-paid.json'), '--json'])
    expect(result.code).toBe(0)
    const {steps} = JSON.parse(result.stdout)
    expect(steps.map((step: {name: string; status: number}) => [step.name, step.status])).toEqual([
      ['deposit', 201],
      ['transfer', 202],
      ['check', 200],
    ])
    const [deposit, transfer, check] = steps
    expect(transfer.answer).toMatchObject({amount: deposit.answer.expected_amount, status: 'injected'})
    expect(check.path).toBe(`/v1/deposits/${deposit.answer.id}`)
    expect(check.answer.id).toBe(deposit.answer.id)
    for (const step of steps) expect(step.request_id).toMatch(/\S/)
    const credited = await env.sandbox.until(
      async () => (await env.sandbox.call('GET', `/v1/deposits/${deposit.answer.id}`)).body.status,
      (status) => status === 'CREDITED',
    )
    expect(credited).toBe('CREDITED')
  })

  it('tops up and pays out, with a body field overridden by --set, and prints a line a step', async () => {
    const before = await walletState(env.sandbox)
    const result = await env.home.runHere(['fixtures', 'run', join(EXAMPLES, 'top-up-withdraw.json'), '--set', 'withdrawal.amount=250.00'])
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(/✓ top_up {2}POST \/v1\/test\/top-up → 200 · request_id \S+ · \d+ ms/)
    expect(result.stdout).toMatch(/✓ withdrawal {2}POST \/v1\/withdrawals → 201/)
    expect(result.stdout).toMatch(/✓ check {2}GET \/v1\/withdrawals\/\S+ → 200/)
    expect(result.stdout).toContain('4 steps answered 2xx.')
    expect(result.stderr).toContain('Running 4 steps of ')
    expect(result.stderr).toContain('top-up-withdraw.json: Top up the test wallet, pay part of it out')
    expect((await walletState(env.sandbox)).withdrawals).toBe(before.withdrawals + 1)
    const [newest] = (await env.sandbox.call('GET', '/v1/withdrawals?limit=1')).body.data
    expect(newest).toMatchObject({amount: '250.00', fee: '9.00'})
  })
})

describe('pay fixtures run, a file checked before anything is sent', () => {
  it('names the step and field of every problem, and sends nothing', async () => {
    const file = scenario('bad', [
      topUp('first', '10.00'),
      {name: 'pay', method: 'POST', path: '/v1/test/simulate-transfer', body: {deposit_id: '${nope.id}', amount: '${later.amount}'}},
      {name: 'later', method: 'FETCH', path: '/v1/balance'},
      {name: 'nopath', method: 'GET'},
      {name: 'look', method: 'GET', path: '/v1/balance', body: {}, colour: 'red'},
    ])
    const before = await walletState(env.sandbox)
    const result = await env.home.runHere(['fixtures', 'run', file])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('nothing was sent')
    expect(result.stderr).toContain('step "later", method:')
    expect(result.stderr).toContain('step "nopath", path: is missing')
    expect(result.stderr).toContain('step "look", colour: unknown field')
    expect((await walletState(env.sandbox)).available).toBe(before.available)

    const structural = await env.home.runHere(['fixtures', 'run', file, '--json'])
    expect(JSON.parse(structural.stdout).error.details.problems).toEqual([
      {step: 'later', field: 'method', message: expect.stringContaining('GET')},
      {step: 'nopath', field: 'path', message: 'is missing'},
      {step: 'look', field: 'colour', message: 'unknown field'},
    ])
  })

  it('refuses references to unknown or later steps, a body on a GET and a --set on no step, all at once', async () => {
    const file = scenario('references', [
      topUp('first', '10.00'),
      {name: 'pay', method: 'POST', path: '/v1/test/simulate-transfer', body: {deposit_id: '${nope.id}', amount: '${later.amount}'}},
      {name: 'later', method: 'GET', path: '/v1/deposits/${pay}', body: {x: 1}},
    ])
    const before = await walletState(env.sandbox)
    const result = await env.home.runHere(['fixtures', 'run', file, '--set', 'ghost.amount=1.00', '--json'])
    expect(result.code).toBe(2)
    expect(JSON.parse(result.stdout).error).toMatchObject({
      code: 'INVALID_SCENARIO',
      details: {
        problems: [
          {step: 'ghost', field: 'body.amount', message: expect.stringContaining('--set names no step "ghost"')},
          {step: 'pay', field: 'body.deposit_id', message: '${nope.id} names no step "nope" (the steps are first, pay, later)'},
          {
            step: 'pay',
            field: 'body.amount',
            message: expect.stringContaining('${later.amount} refers to step "later", which runs later (step 3)'),
          },
          {step: 'later', field: 'body', message: expect.stringContaining('a GET sends no body')},
          {step: 'later', field: 'path', message: expect.stringContaining('${pay} names no field')},
        ],
      },
    })
    expect((await walletState(env.sandbox)).available).toBe(before.available)
  })

  it('refuses a --set that is not STEP.FIELD=VALUE', async () => {
    const result = await env.home.runHere(['fixtures', 'run', join(EXAMPLES, 'deposit-paid.json'), '--set', 'amount=1'])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('expected STEP.FIELD=VALUE')
  })
})

describe('pay fixtures run --live', () => {
  it('refuses a scenario that does more than GET without --yes off a terminal, sending nothing', async () => {
    const before = await walletState(env.sandbox, 'live')
    const result = await env.home.runHere(['fixtures', 'run', join(EXAMPLES, 'top-up-withdraw.json'), '--live', '--json'])
    expect(result.code).toBe(2)
    expect(JSON.parse(result.stdout).error.code).toBe('CONFIRMATION_REQUIRED')
    expect(await walletState(env.sandbox, 'live')).toEqual(before)
  })

  it('runs a scenario of GETs with the live key without asking', async () => {
    const result = await env.home.runHere([
      'fixtures',
      'run',
      scenario('live-read', [{name: 'balance', method: 'GET', path: '/v1/balance'}]),
      '--live',
      '--json',
    ])
    expect(result.code).toBe(0)
    expect(JSON.parse(result.stdout).steps[0].answer).toMatchObject({currency: 'THB'})
  })
})

describe('pay fixtures run --dry-run', () => {
  it('prints every step signed, leaves references to earlier answers as written, and sends nothing', async () => {
    const before = await walletState(env.sandbox)
    const result = await env.home.runHere(['fixtures', 'run', join(EXAMPLES, 'deposit-paid.json'), '--dry-run', '--json'])
    expect(result.code).toBe(0)
    const {dry_run: dryRun} = JSON.parse(result.stdout)
    expect(dryRun.steps.map((step: {name: string}) => step.name)).toEqual(['deposit', 'transfer', 'check'])
    const [deposit, transfer, check] = dryRun.steps
    expect(deposit.unresolved).toEqual([])
    expect(deposit.request.headers).toMatchObject({
      'x-signature': expect.stringMatching(/^[0-9a-f]{64}$/),
      'idempotency-key': expect.any(String),
    })
    expect(transfer.unresolved).toEqual(['deposit.id', 'deposit.expected_amount'])
    expect(JSON.parse(transfer.request.body)).toEqual({deposit_id: '${deposit.id}', amount: '${deposit.expected_amount}'})
    expect(check.request).toMatchObject({method: 'GET', url: `${env.sandbox.baseUrl}/v1/deposits/%24%7Bdeposit.id%7D`, body: null})
    expect((await walletState(env.sandbox)).available).toBe(before.available)

    const text = await env.home.runHere(['fixtures', 'run', join(EXAMPLES, 'deposit-paid.json'), '--dry-run'])
    expect(text.stdout).toContain('Step 2: transfer')
    expect(text.stdout).toContain('Left as written, filled in from earlier answers when it runs')
    expect(text.stdout).toContain('Canonical string:')
  })
})

describe('pay fixtures run, a failing step', () => {
  it('stops the run at the first step not answered 2xx, with its name and request id', async () => {
    const file = scenario('failing', [
      topUp('first', '20.00'),
      {
        name: 'payout',
        method: 'POST',
        path: '/v1/withdrawals',
        body: {amount: '5.00', receiver_bank_provider: 'NOBANK', receiver_bank_account_name: 'A', receiver_bank_account_number: '123'},
      },
      topUp('never', '30.00'),
    ])
    const before = await walletState(env.sandbox)
    const result = await env.home.runHere(['fixtures', 'run', file, '--json'])
    expect(result.code).toBe(1)
    const {error} = JSON.parse(result.stdout)
    expect(error).toMatchObject({
      code: 'INVALID_BANK',
      status: 422,
      request_id: expect.stringMatching(/\S/),
      details: {step: 'payout', steps_done: [{name: 'first', status: 200, answer: {amount: '20.00', status: 'credited'}}]},
    })
    expect(error.message).toMatch(/^Step "payout" \(POST \/v1\/withdrawals\) failed: /)
    expect((await walletState(env.sandbox)).available - before.available).toBe(2000)

    const text = await env.home.runHere(['fixtures', 'run', file])
    expect(text.code).toBe(1)
    expect(text.stdout).toMatch(/✓ first/)
    expect(text.stderr).toContain('Step "payout"')
    expect(text.stderr).toMatch(/req_\w+|request/i)
  })

  it('stops before a step whose reference names a field the answer does not have', async () => {
    const file = scenario('missing-field', [
      topUp('first', '1.00'),
      {name: 'look', method: 'GET', path: '/v1/deposits/${first.deposit_id}'},
    ])
    const result = await env.home.runHere(['fixtures', 'run', file, '--json'])
    expect(result.code).toBe(2)
    expect(JSON.parse(result.stdout).error).toMatchObject({
      code: 'UNRESOLVED_REFERENCE',
      message: expect.stringContaining(
        'Step "look", path: ${first.deposit_id} names a field that the answer of step "first" does not have',
      ),
      details: {step: 'look', field: 'path', steps_done: [expect.objectContaining({name: 'first'})]},
    })
  })
})

describe('pay fixtures run in Thai', () => {
  const THAI = {env: {PAY_LANG: 'th'}}

  /** The run in Thai, and its --json, the same as English's but for the request ids of the steps sent. */
  async function inThai(argv: string[]): Promise<{code: number; stderr: string}> {
    const said = await env.home.runHere(argv, THAI)
    const same = (json: string) => json.replace(/"(request_id|idempotency_key)": "[^"]+"/g, '"$1": "…"').replace(/"duration_ms": \d+/g, '')
    const english = await env.home.runHere([...argv, '--json'])
    const thai = await env.home.runHere([...argv, '--json'], THAI)
    expect(same(thai.stdout), argv.join(' ')).toBe(same(english.stdout))
    expect(thai.code).toBe(english.code)
    return said
  }

  it('says the problems of a file and a --set in Thai, the --json unchanged', async () => {
    const file = scenario('bad-thai', [
      topUp('first', '10.00'),
      {name: 'pay', method: 'POST', path: '/v1/test/simulate-transfer', body: {deposit_id: '${nope.id}'}},
      {name: 'first', method: 'GET', path: '/v1/balance'},
    ])
    const bad = await inThai(['fixtures', 'run', file])
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain('bad-thai.json: พบปัญหา 2 รายการ ไม่ได้ส่งอะไรออกไป')
    expect(bad.stderr).toContain('  ขั้นตอน "first" name: ขั้นตอนที่ 3 ใช้ชื่อเดียวกับขั้นตอนที่ 1: ชื่อขั้นตอนต้องไม่ซ้ำกัน')
    expect(bad.stderr).toContain('  ขั้นตอน "pay" body.deposit_id: ${nope.id} อ้างถึงขั้นตอน "nope" ซึ่งไม่มีอยู่ (ขั้นตอนที่มีคือ first, pay, first)')
    expect(bad.stderr).toContain('แก้ไฟล์ (ดูรูปแบบได้ใน docs/fixtures.md) แล้วรันอีกครั้ง')

    const structural = await inThai(['fixtures', 'run', scenario('structural-thai', [{name: 'nopath', method: 'FETCH'}])])
    expect(structural.stderr).toContain('  ขั้นตอน "nopath" method: ต้องเป็นค่าใดค่าหนึ่งใน GET, POST, PUT, PATCH, DELETE')
    expect(structural.stderr).toContain('  ขั้นตอน "nopath" path: ยังไม่ได้ระบุ')

    const set = await inThai(['fixtures', 'run', join(EXAMPLES, 'deposit-paid.json'), '--set', 'amount=1'])
    expect(set.stderr).toContain('--set "amount=1": ต้องเขียนในรูป STEP.FIELD=VALUE (หรือ STEP.FIELD:=JSON)')
  })

  it('says a failed step and a reference it cannot fill in Thai, the --json unchanged', async () => {
    const failing = scenario('failing-thai', [
      topUp('first', '20.00'),
      {
        name: 'payout',
        method: 'POST',
        path: '/v1/withdrawals',
        body: {amount: '5.00', receiver_bank_provider: 'NOBANK', receiver_bank_account_name: 'A', receiver_bank_account_number: '123'},
      },
    ])
    const failed = await inThai(['fixtures', 'run', failing])
    expect(failed.code).toBe(1)
    expect(failed.stderr).toContain('ขั้นตอน "payout" (POST /v1/withdrawals) ล้มเหลว: ')
    expect(failed.stderr).toContain('ขั้นตอนที่ส่งไปแล้วก่อนหน้า: first')
    expect(failed.stderr).toContain('ดูรหัสธนาคารที่ใช้ได้ด้วย `pay banks`')

    const missing = scenario('missing-field-thai', [
      topUp('first', '1.00'),
      {name: 'look', method: 'GET', path: '/v1/deposits/${first.deposit_id}'},
    ])
    const unresolved = await inThai(['fixtures', 'run', missing])
    expect(unresolved.code).toBe(2)
    expect(unresolved.stderr).toContain('ขั้นตอน "look" path: ${first.deposit_id} อ้างถึงฟิลด์ที่ไม่มีในคำตอบของขั้นตอน "first" จึงไม่ได้ส่งขั้นตอนนี้')
    expect(unresolved.stderr).toContain('ดูคำตอบของขั้นตอนก่อนหน้าด้วย --json แล้วอ้างถึงฟิลด์ที่มีอยู่ในคำตอบนั้น')
  })
})
