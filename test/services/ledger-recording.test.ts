import {createHmac} from 'node:crypto'
import {mkdirSync, rmSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'

import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {openLedger} from '../../src/services/ledger/ledger.js'
import type {LedgerEntry} from '../../src/services/ledger/seen.js'
import type {CliHome} from '../helpers/cli.js'
import type {TestSandbox} from '../helpers/sandbox.js'
import {webhookSandboxHome} from '../helpers/webhook-home.js'
import {waitFor} from '../helpers/webhook-receiver.js'

// Recording never costs a command its outcome, and what `webhook listen` receives is recorded only when its
// signature was checked.
let home: CliHome
let sandbox: TestSandbox
const PAYER = ['--payer-bank', 'KBANK', '--payer-name', 'Somchai Jaidee', '--payer-account', '1234567890']

beforeAll(async () => {
  ;({home, sandbox} = await webhookSandboxHome())
})
afterAll(async () => {
  await sandbox?.close()
  home?.cleanup()
})

async function entry(id: string, dataDir = home.env.PAY_DATA_DIR): Promise<LedgerEntry | undefined> {
  const ledger = await openLedger({dataDir, profile: 'sandbox', mode: 'test'})
  try {
    return [...ledger.entries()].find((one) => one.id === id)
  } finally {
    ledger.close()
  }
}

describe('a ledger that cannot be written', () => {
  it('is a warning on stderr, once: the deposit is created and printed, exit 0', async () => {
    const dataDir = join(home.root, 'blocked-data')
    mkdirSync(dataDir, {recursive: true})
    // The ledgers' folder is a file: nothing can be opened under it.
    writeFileSync(join(dataDir, 'ledger'), 'not a folder')
    const run = await home.runHere(['deposit', 'create', '--amount', '100', ...PAYER, '--no-watch', '--json'], {
      env: {PAY_DATA_DIR: dataDir},
    })
    expect(run.code, run.stderr).toBe(0)
    expect(JSON.parse(run.stdout)).toMatchObject({status: 'PENDING'})
    expect(run.stderr.match(/ledger cannot be written/g)).toHaveLength(1)
    // A short command leaves what it saw in the ledger's inbox (docs/books.md): that is what could not be written.
    expect(run.stderr).toContain(join(dataDir, 'ledger', 'sandbox-test.inbox'))
    expect(run.stderr).toContain('pay sync')
  })
})

describe('withdrawal batch', () => {
  it('records the withdrawals its journal says earlier runs made: a run while the ledger could not be written is caught up', {
    timeout: 60_000,
  }, async () => {
    const dataDir = join(home.root, 'batch-data')
    mkdirSync(dataDir, {recursive: true})
    writeFileSync(join(dataDir, 'ledger'), 'not a folder')
    const file = join(home.root, 'payouts.csv')
    writeFileSync(file, 'amount,bank,account_no,account_name,reference_user_id\n11.00,KBANK,1234567890,Payee One,pay-1\n')
    await sandbox.topUp('1000.00')
    const first = await home.runHere(['withdrawal', 'batch', file, '--yes', '--json'], {env: {PAY_DATA_DIR: dataDir}})
    expect(first.code, first.stderr).toBe(0)
    expect(first.stderr).toMatch(/ledger cannot be written/)
    const withdrawalId = JSON.parse(first.stdout).rows[0].withdrawal_id as string
    rmSync(join(dataDir, 'ledger'))
    // Nothing is left to send: the row is in the journal, and so, now, in the ledger.
    const again = await home.runHere(['withdrawal', 'batch', file, '--yes'], {env: {PAY_DATA_DIR: dataDir}})
    expect(again.code, again.stderr).toBe(0)
    expect(await entry(withdrawalId, dataDir)).toMatchObject({kind: 'withdrawal', reference: 'pay-1', amount: 1100, origin: 'created'})
  })
})

describe('webhook listen', () => {
  it('records a credited deposit from a delivery whose signature it checked, and nothing from a forged one', async () => {
    const deliver = (url: string, event: Record<string, unknown>, forged = false) => {
      const body = JSON.stringify(event)
      const signature = forged ? 'ab'.repeat(32) : createHmac('sha256', sandbox.merchant.webhook_secret).update(body).digest('hex')
      return fetch(url, {method: 'POST', body, headers: {'content-type': 'application/json', 'x-webhook-signature': signature}})
    }
    const credited = {
      event_type: 'deposit.success',
      event_id: 'dep_hook:deposit.success',
      deposit_id: 'dep_hook',
      user_ref: 'order-77',
      amount: '100.00',
      credited_amount: '98.50',
    }
    const forged = {...credited, event_id: 'dep_forged:deposit.success', deposit_id: 'dep_forged'}
    const run = await home.runHere(['webhook', 'listen', '--port', '0'], {
      whileRunning: async (io) => {
        const url = await waitFor(() => /Listening on (\S+\/)/.exec(io.stderr.text)?.[1])
        expect((await deliver(url, credited)).status).toBe(200)
        expect((await deliver(url, forged, true)).status).toBe(400)
        io.signal('SIGINT')
      },
    })
    expect(run.stderr).not.toMatch(/ledger cannot be written/)
    expect(await entry('dep_hook')).toMatchObject({
      kind: 'deposit',
      reference: 'order-77',
      amount: 10_000,
      credited: 9_850,
      status: 'CREDITED',
      origin: 'seen',
    })
    expect(await entry('dep_forged')).toBeUndefined()
  })
})
