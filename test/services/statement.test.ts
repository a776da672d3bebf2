import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {afterEach, beforeEach, describe, expect, it} from 'vitest'

import {InputError} from '../../src/core/errors.js'
import {type Ledger, openLedger} from '../../src/services/ledger/ledger.js'
import type {LedgerEntry} from '../../src/services/ledger/seen.js'
import {buildStatement, reachesToday, readPeriod, statementDocument} from '../../src/services/statement/statement.js'

let dataDir: string
let ledger: Ledger

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'pay-statement-'))
  ledger = await openLedger({dataDir, profile: 'shop', mode: 'test'})
})
afterEach(() => {
  ledger.close()
  rmSync(dataDir, {recursive: true, force: true})
})

const labels = {from: '--from', to: '--to'}
const NOVEMBER = readPeriod({from: '2026-11-01', to: '2026-11-30'}, labels, Date.parse('2026-11-28T00:00:00Z'))

const withdrawal = (id: string, amount: number, status: string, createdAt: string, settledAt: string | null): LedgerEntry => ({
  kind: 'withdrawal',
  id,
  reference: null,
  amount,
  fee: 900,
  credited: null,
  status,
  createdAt,
  settledAt,
  origin: 'created',
})
const deposit = (id: string, credited: number | null, status: string, createdAt: string): LedgerEntry => ({
  kind: 'deposit',
  id,
  reference: `order-${id}`,
  amount: 10_000,
  fee: credited === null ? null : 10_000 - credited,
  credited,
  status,
  createdAt,
  settledAt: status === 'PENDING' ? null : createdAt,
  origin: 'created',
})
const topUp = (id: string, amount: number, at: string): LedgerEntry => ({
  kind: 'top-up',
  id,
  reference: null,
  amount,
  fee: null,
  credited: null,
  status: 'credited',
  createdAt: at,
  settledAt: at,
  origin: 'created',
})

describe('the period', () => {
  it('is whole days in Thailand, UTC+07:00', () => {
    expect(NOVEMBER).toEqual({
      fromDay: '2026-11-01',
      toDay: '2026-11-30',
      from: '2026-10-31T17:00:00.000Z',
      to: '2026-11-30T16:59:59.999Z',
    })
  })

  it('runs by default from the first of this month in Thailand to today', () => {
    // 2026-11-30 20:00 UTC is already 1 December in Bangkok.
    expect(readPeriod({}, labels, Date.parse('2026-11-30T20:00:00Z'))).toMatchObject({fromDay: '2026-12-01', toDay: '2026-12-01'})
  })

  it.each(['2026-02-30', '2026-11-1', '1/11/2026', 'today'])('refuses %s as a day', (day) => {
    expect(() => readPeriod({from: day}, labels, Date.now())).toThrow(InputError)
  })

  it('reaches today while its last instant is not past', () => {
    expect(reachesToday(NOVEMBER, Date.parse('2026-11-30T16:59:59.999Z'))).toBe(true)
    expect(reachesToday(NOVEMBER, Date.parse('2026-11-30T17:00:00.000Z'))).toBe(false)
  })
})

describe('the statement', () => {
  it('places debits and credits when created, refunds when settled, and carries the rest as the opening', () => {
    ledger.recordAll([
      topUp('t1', 100_000, '2026-10-05T03:00:00.000Z'),
      // Created in October (Bangkok), refunded in November: the debit is in the opening, the refund in the period.
      withdrawal('w-oct', 20_000, 'FAILED', '2026-10-31T16:59:59.000Z', '2026-11-02T01:00:00.000Z'),
      deposit('d1', 9_900, 'CREDITED', '2026-10-31T17:00:00.000Z'),
      withdrawal('w1', 5_000, 'SUCCESS', '2026-11-03T00:00:00.000Z', '2026-11-03T00:01:00.000Z'),
      withdrawal('w2', 7_000, 'REJECTED', '2026-11-04T00:00:00.000Z', '2026-11-04T00:00:30.000Z'),
      deposit('d2', null, 'EXPIRED', '2026-11-05T00:00:00.000Z'),
      deposit('d3', null, 'PENDING', '2026-11-06T00:00:00.000Z'),
      // After the period: neither in it nor in its opening.
      deposit('d4', 9_900, 'CREDITED', '2026-11-30T17:00:00.000Z'),
    ])
    const statement = buildStatement({ledger, period: NOVEMBER, balance: null})
    expect(statement.opening).toBe(100_000 - 20_900)
    expect(statement.totals).toEqual({
      deposits: 9_900,
      topUps: 0,
      debits: 5_900 + 7_900,
      refunds: 20_900 + 7_900,
      depositFees: 100,
      withdrawalFees: 1_800,
      feesReturned: 1_800,
      lines: 5,
    })
    expect(statement.closing).toBe(79_100 + 9_900 - 13_800 + 28_800)
    expect(statement.depositsOpen).toBe(1)
    const lines = [...statement.lines()]
    expect(lines.map((line) => `${line.kind} ${line.id} ${line.amount} ${line.balance}`)).toEqual([
      'credit d1 9900 89000',
      'refund w-oct 20900 109900',
      'debit w1 -5900 104000',
      'debit w2 -7900 96100',
      'refund w2 7900 104000',
    ])
    expect(lines.at(-1)!.balance).toBe(statement.closing)
  })

  it('starts the history at the last test-mode reset', () => {
    ledger.recordAll([topUp('before', 500_000, '2026-11-02T00:00:00.000Z'), topUp('after', 1_000, '2026-11-03T00:00:00.000Z')])
    ledger.recordReset('2026-11-02T12:00:00.000Z')
    const statement = buildStatement({ledger, period: NOVEMBER, balance: null})
    expect(statement.historyStart).toBe('2026-11-02T12:00:00.000Z')
    expect([statement.opening, statement.totals.topUps, statement.closing]).toEqual([0, 1_000, 1_000])
    expect([...statement.lines()].map((line) => line.id)).toEqual(['after'])
  })

  it('calls money more at the service unseen deposits only when its pending agrees with the ledger', () => {
    ledger.recordAll([
      topUp('t1', 100_000, '2026-11-02T00:00:00.000Z'),
      withdrawal('w1', 1_000, 'PENDING', '2026-11-03T00:00:00.000Z', null),
    ])
    const agreeing = buildStatement({ledger, period: NOVEMBER, balance: {available: '1000.00', pending: '19.00', currency: 'THB'}})
    expect(agreeing.service).toMatchObject({difference: 1_900, unseenDeposits: 1_900, unexplained: 0})
    // The service no longer holds w1 pending: it ended, maybe FAILED and given back, which pay has not seen.
    const stale = buildStatement({ledger, period: NOVEMBER, balance: {available: '1000.00', pending: '0.00', currency: 'THB'}})
    expect(stale.service).toMatchObject({difference: 1_900, unseenDeposits: 0, unexplained: 1_900})
    const short = buildStatement({ledger, period: NOVEMBER, balance: {available: '900.00', pending: '19.00', currency: 'THB'}})
    expect(short.service).toMatchObject({difference: -8_100, unseenDeposits: 0, unexplained: -8_100})
    expect(statementDocument(short, {mode: 'test', profile: 'shop'}).balance_proof).toMatchObject({
      closing: '981.00',
      difference: '-81.00',
      unexplained: '-81.00',
    })
  })

  it('counts a deposit CREDITED without its credited amount, and leaves it out of the sums', () => {
    ledger.record(deposit('d1', null, 'CREDITED', '2026-11-02T00:00:00.000Z'))
    const statement = buildStatement({ledger, period: NOVEMBER, balance: null})
    expect([statement.creditsUnknown, statement.totals.deposits, statement.totals.lines]).toEqual([1, 0, 0])
  })
})
