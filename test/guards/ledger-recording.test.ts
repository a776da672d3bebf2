import {writeFileSync} from 'node:fs'
import {join} from 'node:path'

import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {openLedger} from '../../src/services/ledger/ledger.js'
import type {LedgerEntry} from '../../src/services/ledger/seen.js'
import {CliHome} from '../helpers/cli.js'
import {commandsCalling} from '../helpers/commands-calling.js'
import {TestSandbox} from '../helpers/sandbox.js'
import {readSandboxDb} from '../helpers/sandbox-state.js'

// Guard (docs/books.md, "Ledger and sync"): every command that can see a deposit or a withdrawal leaves pay's
// ledger holding it as the service has it now. The commands are found in the sources (those whose imports reach a
// call of an endpoint of deposits, withdrawals or the test money, or `pay request`'s raw one); each is run here by
// RUNS, or says in SEES_NONE why it leaves nothing to record. A new one fails here until it is one or the other.
// What a run must leave recorded: the objects it was given (`ids`), and every deposit and withdrawal the sandbox
// created or changed while it ran.

const OBJECT_CALL =
  /\b(?:api|endpoint)\.(?:createDeposit|getDeposit|cancelDeposit|createWithdrawal|getWithdrawal|listWithdrawals|topUp|reset|send)\(|(?<!function )\bsendRawRequest\(/
const PAYER = ['--payer-bank', 'KBANK', '--payer-name', 'Somchai Jaidee', '--payer-account', '1234567890']

let sandbox: TestSandbox
const home = new CliHome()

beforeAll(async () => {
  // Withdrawals stay where they are until settled: a status read is still the service's at the check.
  sandbox = await TestSandbox.start({withdrawalStepMs: 3_600_000})
  await sandbox.topUp('100000.00')
  await home.addProfile('shop', sandbox.baseUrl, sandbox.merchant.test.key_id, sandbox.merchant.test.secret)
})
afterAll(async () => {
  await sandbox?.close()
  home.cleanup()
})

/** A withdrawal made straight through the API: pay learns of it only by reading it. */
async function outsideWithdrawal(settle?: 'SUCCESS' | 'FAILED'): Promise<string> {
  const body = {amount: '10.00', receiver_bank_provider: 'SCB', receiver_bank_account_name: 'A', receiver_bank_account_number: '1234567890'}
  const made = await sandbox.call('POST', '/v1/withdrawals', body, {idempotencyKey: `w-${Math.random()}`})
  if (settle) await sandbox.admin('POST', `/_sandbox/withdrawals/${made.body.id}/settle`, {status: settle})
  return made.body.id
}

function payoutFile(name: string): string {
  const path = join(home.root, `${name}.csv`)
  writeFileSync(path, 'amount,bank,account_no,account_name\n12.00,KBANK,1234567890,Payee One\n13.00,SCB,2234567890,Payee Two\n')
  return path
}

/** How to make each command see something: its arguments, and the objects it is given (made outside pay). */
const RUNS: Record<string, () => Promise<{args: string[]; ids?: string[]; code?: number}>> = {
  'deposit:create': async () => ({args: ['deposit', 'create', '--amount', '100', ...PAYER, '--user-ref', 'inv-9', '--no-watch']}),
  'deposit:get': async () => {
    const {id} = await sandbox.createDeposit()
    return {args: ['deposit', 'get', id], ids: [id]}
  },
  'deposit:cancel': async () => {
    const {id} = await sandbox.createDeposit()
    return {args: ['deposit', 'cancel', id], ids: [id]}
  },
  'deposit:watch': async () => {
    const {id, expected_amount: amount} = await sandbox.createDeposit()
    await sandbox.call('POST', '/v1/test/simulate-transfer', {deposit_id: id, amount}, {idempotencyKey: `t-${id}`})
    return {args: ['deposit', 'watch', id], ids: [id]}
  },
  'test:simulate-transfer': async () => {
    const {id} = await sandbox.createDeposit()
    return {args: ['test', 'simulate-transfer', id], ids: [id]}
  },
  'test:top-up': async () => ({args: ['test', 'top-up', '5.00']}),
  'withdrawal:create': async () => ({
    args: [
      'withdrawal',
      'create',
      '--amount',
      '20',
      '--bank',
      'KBANK',
      '--account-no',
      '1234567890',
      '--account-name',
      'Somchai Jaidee',
      '--reference-user-id',
      'pay-7',
      '--yes',
    ],
  }),
  'withdrawal:get': async () => {
    const id = await outsideWithdrawal()
    return {args: ['withdrawal', 'get', id], ids: [id]}
  },
  'withdrawal:list': async () => {
    const id = await outsideWithdrawal('FAILED')
    return {args: ['withdrawal', 'list'], ids: [id]}
  },
  'withdrawal:watch': async () => {
    const id = await outsideWithdrawal('SUCCESS')
    return {args: ['withdrawal', 'watch', id], ids: [id]}
  },
  'withdrawal:batch': async () => ({args: ['withdrawal', 'batch', payoutFile('batch'), '--yes']}),
  'withdrawal:batch:close': async () => {
    const file = payoutFile('close')
    expect((await home.runHere(['withdrawal', 'batch', file, '--yes'])).code).toBe(0)
    const open = readSandboxDb(sandbox.dataDir, (db) =>
      db.prepare("SELECT id FROM withdrawals WHERE status NOT IN ('SUCCESS', 'FAILED', 'REJECTED')").all(),
    ) as Array<{id: string}>
    for (const {id} of open) await sandbox.admin('POST', `/_sandbox/withdrawals/${id}/settle`, {status: 'SUCCESS'})
    return {args: ['withdrawal', 'batch', 'close', file], ids: open.map(({id}) => id)}
  },
  request: async () => {
    const id = await outsideWithdrawal()
    return {args: ['request', 'GET', `/v1/withdrawals/${id}`], ids: [id]}
  },
  // It reads the deposit back; its verdict on the deliveries (4 here) is not what is checked.
  'webhook:reconcile': async () => {
    const {id} = await sandbox.createDeposit()
    return {args: ['webhook', 'reconcile', '--deposit', id], ids: [id], code: 4}
  },
  trigger: async () => ({args: ['trigger', 'deposit.success']}),
  'fixtures:run': async () => ({args: ['fixtures', 'run', join(process.cwd(), 'examples', 'deposit-paid.json')]}),
  sync: async () => ({args: ['sync'], ids: [await outsideWithdrawal()]}),
  // Last: it wipes the wallet the others pay from.
  'test:reset': async () => ({args: ['test', 'reset', '--yes']}),
}

/** Commands that reach such a call in their code and leave nothing to record, with why. */
const SEES_NONE: Record<string, string> = {
  logs: 'reads the request history; sends no request',
  'webhook:wait': 'reads the delivery log; sends no request',
  'policy:set': "reaches the payout limits' code through the proposals it shares with the payouts; sends no request",
}

/** Every deposit and withdrawal id with its status, as the sandbox holds them (test mode). */
function sandboxObjects(): Map<string, {status: string; updated: number}> {
  return readSandboxDb(sandbox.dataDir, (db) => {
    const rows = db
      .prepare(
        "SELECT id, status, updated_at FROM deposits WHERE mode = 'test' UNION ALL SELECT id, status, updated_at FROM withdrawals WHERE mode = 'test'",
      )
      .all() as Array<{id: string; status: string; updated_at: number}>
    return new Map(rows.map((row) => [row.id, {status: row.status, updated: row.updated_at}]))
  })
}

async function ledgerEntries(): Promise<Map<string, LedgerEntry>> {
  const ledger = await openLedger({dataDir: home.env.PAY_DATA_DIR, profile: 'shop', mode: 'test'})
  try {
    return new Map([...ledger.entries()].map((entry) => [entry.id, entry]))
  } finally {
    ledger.close()
  }
}

describe('every command that can see a deposit or a withdrawal', () => {
  it('is found in the sources, and is run here or says why it sees none', () => {
    const found = commandsCalling(OBJECT_CALL)
    expect(found.filter((id) => !(id in RUNS) && !(id in SEES_NONE))).toEqual([])
    expect([...Object.keys(RUNS), ...Object.keys(SEES_NONE)].filter((id) => !found.includes(id))).toEqual([])
  })

  it.each(Object.keys(RUNS).map((id) => [id]))(
    '%s leaves the ledger holding what it saw, as the service has it',
    {timeout: 60_000},
    async (id) => {
      const {args, ids = [], code = 0} = await RUNS[id]!()
      const before = sandboxObjects()
      const run = await home.runHere(args)
      expect(run.code, `pay ${args.join(' ')}: ${run.stderr}`).toBe(code)
      expect(run.stderr).not.toMatch(/ledger cannot be written/)
      const after = sandboxObjects()
      const changed = [...after].filter(([objectId, now]) => before.get(objectId)?.updated !== now.updated).map(([objectId]) => objectId)
      const entries = await ledgerEntries()
      const expected = [...new Set([...ids, ...changed])]
      if (id !== 'test:reset' && id !== 'test:top-up')
        expect(expected.length, 'the run saw nothing: make it see something').toBeGreaterThan(0)
      for (const objectId of expected) {
        expect(entries.get(objectId)?.status, `${id}: ${objectId}`).toBe(after.get(objectId)?.status)
      }
    },
  )

  it('test top-up and test reset are recorded too: the top-up by its key, the reset by its time', async () => {
    const ledger = await openLedger({dataDir: home.env.PAY_DATA_DIR, profile: 'shop', mode: 'test'})
    try {
      expect([...ledger.entries({kind: 'top-up'})].map((entry) => entry.amount)).toContain(500)
      expect(ledger.lastReset()).not.toBeNull()
    } finally {
      ledger.close()
    }
  })
})
