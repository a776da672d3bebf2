import {readFileSync} from 'node:fs'

import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {openLedger} from '../../src/services/ledger/ledger.js'
import type {LedgerEntry} from '../../src/services/ledger/seen.js'
import {syncReportSchema} from '../../src/services/ledger/sync.js'
import {requestLogPath} from '../../src/services/request-log/log-file.js'
import {CliHome} from '../helpers/cli.js'
import {TestSandbox} from '../helpers/sandbox.js'

// `pay sync`: every withdrawal (every page) and every deposit pay knows that is not final; a second run sends only
// what it must, which pay's request history shows request by request.
let sandbox: TestSandbox
let home: CliHome
const PAYER = ['--payer-bank', 'KBANK', '--payer-name', 'Somchai Jaidee', '--payer-account', '1234567890']
const PAYOUT = {
  amount: '10.00',
  receiver_bank_provider: 'SCB',
  receiver_bank_account_name: 'Somchai Jaidee',
  receiver_bank_account_number: '1234567890',
}

beforeAll(async () => {
  // Withdrawals stay where they are until settled here: the test decides which are final.
  sandbox = await TestSandbox.start({withdrawalStepMs: 3_600_000})
  home = new CliHome()
  await home.addProfile('shop', sandbox.baseUrl, sandbox.merchant.test.key_id, sandbox.merchant.test.secret)
  await sandbox.topUp('100000.00')
})
afterAll(async () => {
  await sandbox?.close()
  home?.cleanup()
})

async function ok(args: string[]) {
  const run = await home.runHere(args)
  expect(run.code, `pay ${args.join(' ')}: ${run.stderr}`).toBe(0)
  return run
}

/** The targets of the requests pay sent since the history had `from` lines. */
function requestsSince(from: number): string[] {
  const lines = readFileSync(requestLogPath(home.env.PAY_DATA_DIR), 'utf8').trim().split('\n')
  return lines.slice(from).map((line) => {
    const {method, target} = JSON.parse(line) as {method: string; target: string}
    return `${method} ${target}`
  })
}
const historyLength = () => readFileSync(requestLogPath(home.env.PAY_DATA_DIR), 'utf8').trim().split('\n').length

async function ledgerEntries(): Promise<LedgerEntry[]> {
  const ledger = await openLedger({dataDir: home.env.PAY_DATA_DIR, profile: 'shop', mode: 'test'})
  try {
    return [...ledger.entries()]
  } finally {
    ledger.close()
  }
}

/** A withdrawal made straight through the API, not by pay: the ledger learns of it only from the service. */
async function outsideWithdrawal(reference: string): Promise<string> {
  const made = await sandbox.call(
    'POST',
    '/v1/withdrawals',
    {...PAYOUT, additional: {reference_user_id: reference}},
    {
      idempotencyKey: `w-${reference}`,
    },
  )
  expect(made.status).toBe(201)
  return made.body.id
}

describe('pay sync', () => {
  it('reads every page the first time, and the second time only the first page and what is not final', {timeout: 120_000}, async () => {
    // 150 withdrawals made outside pay (two pages of 100), the oldest and one of the newest left PENDING.
    const outside: string[] = []
    for (let n = 0; n < 150; n++) outside.push(await outsideWithdrawal(`order-${n}`))
    const [oldest, newestPending] = [outside[0]!, outside[140]!]
    for (const id of outside.filter((id) => id !== oldest && id !== newestPending)) {
      const settled = await sandbox.admin('POST', `/_sandbox/withdrawals/${id}/settle`, {status: id.endsWith('7') ? 'FAILED' : 'SUCCESS'})
      expect(settled.status).toBe(200)
    }
    // Deposits pay created: one paid, one cancelled, one left PENDING.
    const deposit = async (ref: string) =>
      JSON.parse((await ok(['deposit', 'create', '--amount', '100', ...PAYER, '--user-ref', ref, '--no-watch', '--json'])).stdout)
        .id as string
    const [paid, cancelled, pending] = [await deposit('inv-1'), await deposit('inv-2'), await deposit('inv-3')]
    await ok(['test', 'simulate-transfer', paid])
    await ok(['deposit', 'cancel', cancelled])

    const first = syncReportSchema.parse(JSON.parse((await ok(['sync', '--json'])).stdout))
    expect(first.fetched).toEqual({withdrawal_pages: 2, withdrawals: 150, deposits: 1})
    expect(first.added).toBe(150)
    expect(first.still_pending).toEqual({deposits: 1, withdrawals: 2})

    const entries = await ledgerEntries()
    const byId = new Map(entries.map((entry) => [entry.id, entry]))
    expect(entries.filter((entry) => entry.kind === 'withdrawal')).toHaveLength(150)
    expect(byId.get(outside[7]!)).toMatchObject({reference: 'order-7', amount: 1000, status: expect.stringMatching(/SUCCESS|FAILED/)})
    expect(byId.get(oldest)).toMatchObject({status: 'PENDING', settledAt: null, origin: 'seen'})
    expect(byId.get(paid)).toMatchObject({status: 'CREDITED', reference: 'inv-1', origin: 'created', credited: expect.any(Number)})
    expect(byId.get(cancelled)).toMatchObject({status: 'CANCELLED', origin: 'created'})
    expect(byId.get(pending)).toMatchObject({status: 'PENDING', reference: 'inv-3'})

    // The deep PENDING one settles meanwhile; the second run reads one page, it, and the PENDING deposit.
    await sandbox.admin('POST', `/_sandbox/withdrawals/${oldest}/settle`, {status: 'REJECTED'})
    const before = historyLength()
    const second = syncReportSchema.parse(JSON.parse((await ok(['sync', '--json'])).stdout))
    expect(requestsSince(before).sort()).toEqual(
      [`GET /v1/withdrawals?limit=100`, `GET /v1/withdrawals/${oldest}`, `GET /v1/deposits/${pending}`].sort(),
    )
    expect(second).toMatchObject({added: 0, updated: 1, still_pending: {deposits: 1, withdrawals: 1}})
    expect((await ledgerEntries()).find((entry) => entry.id === oldest)).toMatchObject({status: 'REJECTED', settledAt: expect.any(String)})

    // A withdrawal made since is on the first page: still one page.
    const newer = await outsideWithdrawal('order-new')
    const third = historyLength()
    const last = syncReportSchema.parse(JSON.parse((await ok(['sync', '--json'])).stdout))
    expect(requestsSince(third).sort()).toEqual([`GET /v1/withdrawals?limit=100`, `GET /v1/deposits/${pending}`].sort())
    expect(last).toMatchObject({added: 1, updated: 0})
    expect((await ledgerEntries()).find((entry) => entry.id === newer)).toMatchObject({reference: 'order-new', status: 'PENDING'})
  })

  it('says what it did in English and in Thai', {timeout: 60_000}, async () => {
    const english = await ok(['sync'])
    expect(english.stdout).toMatch(/brought up to date/)
    expect(english.stdout).toMatch(/Still pending\s+1 deposit, 2 withdrawals not final yet/)
    const thai = await home.runHere(['sync'], {env: {PAY_LANG: 'th'}})
    expect(thai.code, thai.stderr).toBe(0)
    expect(thai.stdout).toContain('ให้เป็นปัจจุบันแล้ว')
    expect(thai.stdout).toContain('ยังไม่ถึงสถานะสุดท้าย')
  })

  it('sends nothing under --dry-run, and shows the first request', async () => {
    const before = historyLength()
    const run = await ok(['sync', '--dry-run'])
    expect(run.stdout).toContain('/v1/withdrawals?limit=100')
    expect(historyLength()).toBe(before)
  })
})

describe('a sync after a test-mode reset', () => {
  it('leaves what the reset wiped alone, and reads the list from the top again', {timeout: 60_000}, async () => {
    await ok(['test', 'reset', '--yes'])
    const before = historyLength()
    const report = syncReportSchema.parse(JSON.parse((await ok(['sync', '--json'])).stdout))
    expect(requestsSince(before)).toEqual(['GET /v1/withdrawals?limit=100'])
    expect(report).toMatchObject({
      fetched: {withdrawal_pages: 1, withdrawals: 0, deposits: 0},
      still_pending: {deposits: 0, withdrawals: 0},
    })
    const ledger = await openLedger({dataDir: home.env.PAY_DATA_DIR, profile: 'shop', mode: 'test'})
    try {
      expect(ledger.lastReset()).not.toBeNull()
    } finally {
      ledger.close()
    }
  })
})
