import {readFileSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'

import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {parseJsonLines, readTextIfAny} from '../../src/core/files/json-lines.js'
import {auditLogPath} from '../../src/services/audit/audit-log.js'
import {verifyAuditLog} from '../../src/services/audit/verify.js'
import {requestLogPath} from '../../src/services/request-log/log-file.js'
import {requestLogLineSchema} from '../../src/services/request-log/log-reader.js'
import {CliHome, ONE_PAYOUT} from '../helpers/cli.js'
import {commandsSendingMoney} from '../helpers/money-commands.js'
import {TestSandbox} from '../helpers/sandbox.js'
import {sandboxState} from '../helpers/sandbox-state.js'

// Guard (docs/approvals.md, "Audit log"): every money-moving command appends a record naming it, with the
// Idempotency-Key of each money request it sent. The commands are those of oclif.manifest.json whose code can
// send a money request (test/helpers/money-commands.ts); each is run here, or says why a person alone sends
// from it. A new money-moving command fails here until it is run and leaves its record.
let sandbox: TestSandbox
const home = new CliHome()
const payouts = join(home.root, 'payouts.csv')

beforeAll(async () => {
  sandbox = await TestSandbox.start()
  await sandbox.topUp('100000.00')
  await home.addProfile('shop', sandbox.baseUrl, sandbox.merchant.test.key_id, sandbox.merchant.test.secret)
  await home.runHere(['profile', 'use', 'shop'])
  writeFileSync(payouts, 'amount,bank,account_no,account_name\n10.00,SCB,1234567890,Somchai Jaidee\n20.00,KBANK,1234567891,Mali Dee\n')
})
afterAll(async () => {
  await sandbox?.close()
  home.cleanup()
})

const PAYOUT = {
  amount: '1.00',
  receiver_bank_provider: 'KBANK',
  receiver_bank_account_name: 'Somchai',
  receiver_bank_account_number: '1234567890',
}

/** How to run each money-moving command once, given a PENDING deposit made for it. */
const RUNS: Record<string, (depositId: string) => string[]> = {
  'withdrawal:create': () => ONE_PAYOUT,
  'withdrawal:batch': () => ['withdrawal', 'batch', payouts, '--yes'],
  'deposit:create': () => [
    'deposit',
    'create',
    '--amount',
    '10.00',
    '--payer-bank',
    'KBANK',
    '--payer-name',
    'Somchai',
    '--payer-account',
    '1234567890',
    '--no-watch',
  ],
  'test:top-up': () => ['test', 'top-up', '1.00'],
  'test:simulate-transfer': (depositId) => ['test', 'simulate-transfer', depositId],
  request: () => ['request', 'POST', '/v1/withdrawals', '-d', JSON.stringify(PAYOUT)],
  trigger: () => ['trigger', 'deposit.success'],
  'fixtures:run': () => ['fixtures', 'run', fileURLToPath(new URL('../../examples/top-up-withdraw.json', import.meta.url))],
  // Last: it empties the wallet the others pay from.
  'test:reset': () => ['test', 'reset', '--yes'],
}

/** Money-moving commands that send only on a person's key press in a live view, through the same session as every command. */
const SENT_BY_A_PERSON: Record<string, string> = {
  'deposit:watch': "the live view's simulate key (test mode)",
  'withdrawal:watch': "none: it shares the deposit's live view, whose simulate key only a deposit has",
}

/** The Idempotency-Keys the request history holds, in order. */
function keysSent(): string[] {
  const {records} = parseJsonLines(readTextIfAny(requestLogPath(home.env.PAY_DATA_DIR)) ?? '', requestLogLineSchema)
  return records.flatMap((record) => (record.idempotency_key ? [record.idempotency_key] : []))
}

function auditRecords(): Array<{command: string; requests: Array<{idempotency_key: string}>; outcome: {exit_code: number}}> {
  const text = readTextIfAny(auditLogPath(home.env.PAY_DATA_DIR)) ?? ''
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
}

describe('every money-moving command', () => {
  it('is run here, or sends only on a person’s key', () => {
    expect(commandsSendingMoney().sort()).toEqual([...Object.keys(RUNS), ...Object.keys(SENT_BY_A_PERSON)].sort())
  })

  for (const [id, args] of Object.entries(RUNS)) {
    it(`${id}: appends one record naming it, with the key of every money request it sent`, async () => {
      const depositId = id === 'test:simulate-transfer' ? (await sandbox.createDeposit({amount: '50.00'})).id : ''
      const [recordsBefore, keysBefore] = [auditRecords().length, keysSent().length]
      const run = await home.runHere(args(depositId))
      expect(run.code, run.stderr).toBe(0)
      const records = auditRecords().slice(recordsBefore)
      expect(records).toHaveLength(1)
      expect(records[0]!.command).toBe(id.replaceAll(':', ' '))
      expect(records[0]!.outcome.exit_code).toBe(0)
      const keys = [...new Set(keysSent().slice(keysBefore))]
      expect(keys.length).toBeGreaterThan(0)
      expect(records[0]!.requests.map((request) => request.idempotency_key)).toEqual(keys)
    }, 60_000)
  }

  it('leave one chain, whole', () => {
    expect(verifyAuditLog(home.env.PAY_DATA_DIR)).toMatchObject({records: auditRecords().length})
    expect(verifyAuditLog(home.env.PAY_DATA_DIR).broken).toBeUndefined()
  })

  it('record a run that failed after sending, with its outcome', async () => {
    const before = auditRecords().length
    const run = await home.runHere([
      'withdrawal',
      'create',
      '--amount',
      '99999999',
      '--bank',
      'SCB',
      '--account-no',
      '1234567890',
      '--account-name',
      'Somchai Jaidee',
    ])
    expect(run.code).not.toBe(0)
    const [record] = auditRecords().slice(before) as unknown as Array<{outcome: {exit_code: number; error_code: string | null}}>
    expect(record?.outcome).toEqual({exit_code: run.code, error_code: expect.any(String)})
  })

  it('record nothing for a dry run, which sends nothing', async () => {
    const before = readFileSync(auditLogPath(home.env.PAY_DATA_DIR), 'utf8')
    expect((await home.runHere([...ONE_PAYOUT, '--dry-run'])).code).toBe(0)
    expect(readFileSync(auditLogPath(home.env.PAY_DATA_DIR), 'utf8')).toBe(before)
  })
})

describe('every money-moving command, when the audit log ends in a line that is not a record', () => {
  // No record could be chained to it (docs/approvals.md, "Audit log"): a run would move money unrecorded.
  const torn = '{"seq": 9, "command": "withdrawal cre\n'
  // A batch whose rows were paid above has nothing left to send: this one has a row of its own.
  const unpaid = join(home.root, 'unpaid.csv')
  writeFileSync(unpaid, 'amount,bank,account_no,account_name\n30.00,SCB,1234567892,Somsri Dee\n')
  const argsOf = (id: string, depositId: string) =>
    id === 'withdrawal:batch' ? ['withdrawal', 'batch', unpaid, '--yes'] : RUNS[id]!(depositId)

  for (const id of Object.keys(RUNS)) {
    it(`${id}: refuses before it sends a money request, and leaves the log as it was`, async () => {
      const depositId = id === 'test:simulate-transfer' ? (await sandbox.createDeposit({amount: '50.00'})).id : ''
      const path = auditLogPath(home.env.PAY_DATA_DIR)
      const whole = readFileSync(path, 'utf8')
      writeFileSync(path, whole + torn)
      const [keysBefore, stateBefore] = [keysSent().length, sandboxState(sandbox.dataDir)]
      try {
        const run = await home.runHere([...argsOf(id, depositId), '--json'])
        expect(run.code, run.stderr).toBe(1)
        expect(JSON.parse(run.stdout).error).toMatchObject({code: 'AUDIT_LOG_BROKEN'})
        expect(keysSent()).toHaveLength(keysBefore)
        expect(sandboxState(sandbox.dataDir)).toEqual(stateBefore)
        expect(readFileSync(path, 'utf8')).toBe(whole + torn)
      } finally {
        writeFileSync(path, whole)
      }
    }, 60_000)
  }
})
