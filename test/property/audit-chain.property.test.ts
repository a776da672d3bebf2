import {readFileSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'

import fc from 'fast-check'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {auditLogPath} from '../../src/services/audit/audit-log.js'
import {verifyAuditText} from '../../src/services/audit/verify.js'
import {CliHome, ONE_PAYOUT} from '../helpers/cli.js'
import {TestSandbox} from '../helpers/sandbox.js'

// The audit log's chain (docs/approvals.md, "Audit log"): on a log written by real runs against the sandbox,
// `verify` holds; any one-byte edit, any deleted record but the last, and any two records swapped break it,
// and it names the record where it breaks. A record cut from the end leaves a shorter whole chain, told by the
// last hash an auditor kept.
let sandbox: TestSandbox
const home = new CliHome()
let log: string
let lines: string[]

beforeAll(async () => {
  sandbox = await TestSandbox.start()
  await home.addProfile('shop', sandbox.baseUrl, sandbox.merchant.test.key_id, sandbox.merchant.test.secret)
  await home.runHere(['profile', 'use', 'shop'])
  const payouts = join(home.root, 'payouts.csv')
  writeFileSync(payouts, 'amount,bank,account_no,account_name\n10.00,SCB,1234567890,Somchai Jaidee\n20.00,KBANK,1234567891,Mali Dee\n')
  const runs = [
    ['test', 'top-up', '1000.00'],
    ONE_PAYOUT,
    [
      'deposit',
      'create',
      '--amount',
      '100',
      '--payer-bank',
      'KBANK',
      '--payer-name',
      'Somchai',
      '--payer-account',
      '1234567890',
      '--no-watch',
    ],
    ['withdrawal', 'batch', payouts, '--yes'],
    ['test', 'top-up', '5.00'],
  ]
  for (const args of runs) {
    const run = await home.runHere(args)
    expect(run.code, `pay ${args.join(' ')}: ${run.stderr}`).toBe(0)
  }
  log = readFileSync(auditLogPath(home.env.PAY_DATA_DIR), 'utf8')
  lines = log.slice(0, -1).split('\n')
}, 120_000)
afterAll(async () => {
  await sandbox?.close()
  home.cleanup()
})

const join_ = (records: string[]) => `${records.join('\n')}\n`
/** The 1-based line that holds byte `offset` of the log (a line's ending newline belongs to it). */
const lineOf = (offset: number) => Buffer.from(log).subarray(0, offset).toString('latin1').split('\n').length

describe('the audit log of real runs', () => {
  it('holds: one record per run that sent money, each chained to the one before', () => {
    expect(lines).toHaveLength(5)
    expect(lines.map((line) => JSON.parse(line).command)).toEqual([
      'test top-up',
      'withdrawal create',
      'deposit create',
      'withdrawal batch',
      'test top-up',
    ])
    const verification = verifyAuditText(log)
    expect(verification.broken).toBeUndefined()
    expect(verification.records).toBe(5)
    expect(verification.last?.hash).toBe(JSON.parse(lines[4]!).hash)
  })

  it('breaks at the record of any one-byte edit, and names it', () => {
    const bytes = Buffer.from(log)
    fc.assert(
      fc.property(fc.nat({max: bytes.length - 1}), fc.integer({min: 1, max: 255}), (offset, delta) => {
        const edited = Buffer.from(bytes)
        edited[offset] = (edited[offset]! + delta) % 256
        const broken = verifyAuditText(edited.toString('utf8')).broken
        expect(broken, `byte ${offset}`).toBeDefined()
        expect(broken!.line, `byte ${offset}`).toBe(lineOf(offset))
      }),
      {numRuns: 300},
    )
  })

  it('breaks where a record was deleted, naming the record after the gap', () => {
    fc.assert(
      fc.property(fc.nat({max: lines.length - 2}), (index) => {
        const broken = verifyAuditText(join_(lines.filter((_, at) => at !== index))).broken
        expect(broken).toMatchObject({line: index + 1, seq: index + 2, expected: index + 1, problem: 'missing'})
      }),
    )
  })

  it('cut at its end, holds shorter: the last hash kept from before is no longer its last', () => {
    const kept = verifyAuditText(log).last!
    const cut = verifyAuditText(join_(lines.slice(0, -1)))
    expect(cut.broken).toBeUndefined()
    expect(cut.last?.hash).not.toBe(kept.hash)
    expect(cut.last?.seq).toBe(kept.seq - 1)
  })

  it('breaks where two records were swapped, naming the first out of its place', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.nat({max: lines.length - 1}), {minLength: 2, maxLength: 2}).map(([a, b]) => [Math.min(a!, b!), Math.max(a!, b!)]),
        ([first, second]) => {
          const swapped = [...lines]
          ;[swapped[first!], swapped[second!]] = [swapped[second!]!, swapped[first!]!]
          const broken = verifyAuditText(join_(swapped)).broken
          expect(broken).toMatchObject({line: first! + 1, seq: second! + 1, expected: first! + 1, problem: 'out-of-order'})
        },
      ),
    )
  })
})

describe('pay audit verify', () => {
  it('exits 0 on the real log, and 4 naming the first broken record when one was edited', async () => {
    const whole = await home.runHere(['audit', 'verify'])
    expect(whole.code, whole.stderr).toBe(0)
    expect(whole.stdout).toContain('The audit log is whole: 5 records')
    const edited = lines.map((line, index) => (index === 2 ? line.replace('"deposit create"', '"deposit cancel"') : line))
    writeFileSync(auditLogPath(home.env.PAY_DATA_DIR), join_(edited))
    const broken = await home.runHere(['audit', 'verify'])
    expect(broken.code).toBe(4)
    expect(broken.stdout).toContain('record 3 (line 3) was changed after it was written')
    expect(broken.stdout).toContain('The 2 records before it hold.')
    const json = JSON.parse((await home.runHere(['audit', 'verify', '--json'])).stdout)
    expect(json.broken).toEqual({line: 3, seq: 3, expected: 3, problem: 'edited'})
    writeFileSync(auditLogPath(home.env.PAY_DATA_DIR), log)
  })
})
