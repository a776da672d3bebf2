import {mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {afterEach, beforeEach, describe, expect, it} from 'vitest'

import type {OperatorRow} from '../../../src/services/books/operator-file.js'
import {checkPeriod, matchRows, reconcileFile} from '../../../src/services/books/reconcile.js'
import type {LedgerScope} from '../../../src/services/ledger/files.js'
import {openLedger} from '../../../src/services/ledger/ledger.js'
import type {LedgerEntry} from '../../../src/services/ledger/seen.js'
import {CLEAN_FILE, FIXTURE_COLUMNS, FIXTURE_ENTRIES, FIXTURE_FILE, FIXTURE_SUMMARY} from '../../helpers/reconcile-fixture.js'

const row = (number: number, key: string, amount: number): OperatorRow => ({
  row: number,
  line: number + 1,
  key,
  amount,
})
const entry = (id: string, reference: string | null, amount: number, over: Partial<LedgerEntry> = {}): LedgerEntry => ({
  kind: 'withdrawal',
  id,
  reference,
  amount,
  fee: 1_000,
  credited: null,
  status: 'SUCCESS',
  createdAt: `2026-11-01T00:00:0${id.at(-1)}.000Z`,
  settledAt: null,
  origin: 'created',
  ...over,
})
const classes = (result: ReturnType<typeof matchRows>) => result.lines.map((line) => [line.class, line.row, line.pay?.id ?? null])

describe('checkPeriod', () => {
  it('takes a date as its whole day, and refuses a period that ends before it starts', () => {
    expect(checkPeriod('2026-11-01', '2026-11-01')).toBeUndefined()
    expect(checkPeriod('2026-11-01T12:00:00+07:00', '2026-11-01')).toBeUndefined()
    for (const [from, to] of [
      ['2026-11-30', '2026-11-01'],
      ['2026-11-01T12:00:00+07:00', '2026-11-01T09:00:00+07:00'],
    ]) {
      const error = (() => {
        try {
          checkPeriod(from, to)
        } catch (caught) {
          return caught
        }
      })()
      expect(error).toMatchObject({exitCode: 2, code: 'INVALID_PERIOD', message: `--from ${from} is after --to ${to}.`})
    }
  })
})

describe('matchRows', () => {
  it('pairs rows and entries of one reference by equal amounts first, then in order', () => {
    const rows = [row(1, 'E', 200), row(2, 'E', 100), row(3, 'E', 300)]
    const entries = [entry('w1', 'E', 100), entry('w2', 'E', 250), entry('w3', 'E', 200)]
    expect(classes(matchRows(rows, entries, {onlyListed: false}))).toEqual([
      ['matched', 1, 'w3'],
      ['matched', 2, 'w1'],
      ['amount_differs', 3, 'w2'],
    ])
    expect(matchRows(rows, entries, {onlyListed: false}).lines[2]!.difference).toBe('0.50')
  })

  it('counts the withdrawals paired with a row that are not final: matched as records, not yet as money', () => {
    const rows = [row(1, 'P', 100), row(2, 'Q', 100), row(3, 'R', 100), row(4, 'S', 100)]
    const entries = [
      entry('w1', 'P', 100, {status: 'PENDING'}),
      entry('w2', 'Q', 150, {status: 'PROCESSING'}),
      entry('w3', 'R', 100),
      entry('w4', 'S', 100, {kind: 'deposit', status: 'CREDITED', credited: 99}),
    ]
    const result = matchRows(rows, entries, {onlyListed: false})
    expect(classes(result)).toEqual([
      ['matched', 1, 'w1'],
      ['amount_differs', 2, 'w2'],
      ['matched', 3, 'w3'],
      ['matched', 4, 'w4'],
    ])
    expect(result.notFinal).toBe(2)
  })

  it('calls the first unpaired row of a reference missing and the others duplicates; an unpaired entry extra', () => {
    const rows = [row(1, 'A', 100), row(2, 'A', 100), row(3, 'B', 100), row(4, 'B', 100), row(5, 'C', 100)]
    const entries = [entry('w1', 'B', 100), entry('w2', 'C', 100), entry('w3', 'C', 100)]
    expect(classes(matchRows(rows, entries, {onlyListed: true}))).toEqual([
      ['missing_in_pay', 1, null],
      ['duplicate_in_file', 2, null],
      ['matched', 3, 'w1'],
      ['duplicate_in_file', 4, null],
      ['matched', 5, 'w2'],
      // Named by a row, so kept under --only-listed too: the file lists C once, the ledger twice.
      ['extra_in_pay', null, 'w3'],
    ])
  })

  it('names, beside a missing row, the entry of its reference that moved no money', () => {
    const rows = [row(1, 'A', 100)]
    const entries = [entry('w1', 'A', 100, {status: 'FAILED'}), entry('d2', 'A', 100, {kind: 'deposit', status: 'EXPIRED'})]
    const [line] = matchRows(rows, entries, {onlyListed: false}).lines
    expect(line).toMatchObject({class: 'missing_in_pay', pay: {id: 'd2', status: 'EXPIRED'}})
  })

  it('counts as extra only what moved money, in the ledger order, and nothing of it under --only-listed', () => {
    const entries = [
      entry('w1', 'X', 100),
      entry('w2', null, 100, {status: 'IN_PROGRESS'}),
      entry('w3', 'Y', 100, {status: 'REJECTED'}),
      entry('d4', 'Z', 100, {kind: 'deposit', status: 'CREDITED'}),
      entry('d5', 'Z', 100, {kind: 'deposit', status: 'PENDING'}),
      entry('t6', null, 100, {kind: 'top-up', status: 'credited'}),
    ]
    const all = matchRows([], entries, {onlyListed: false})
    expect(classes(all)).toEqual([
      ['extra_in_pay', null, 'w1'],
      ['extra_in_pay', null, 'w2'],
      ['extra_in_pay', null, 'd4'],
    ])
    expect(all.entries).toBe(5)
    expect(matchRows([], entries, {onlyListed: true}).lines).toEqual([])
  })
})

describe('reconcileFile against a ledger', () => {
  let dir: string
  let scope: LedgerScope
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pay-reconcile-'))
    scope = {dataDir: dir, profile: 'shop', mode: 'test'}
    const ledger = await openLedger(scope)
    ledger.recordAll(FIXTURE_ENTRIES)
    ledger.close()
  })
  afterEach(() => rmSync(dir, {recursive: true, force: true}))

  const columns = {key: {name: FIXTURE_COLUMNS.key, label: '--key'}, amount: {name: FIXTURE_COLUMNS.amount, label: '--amount-column'}}

  it('reports exactly the seeded defects of every class', async () => {
    const path = join(dir, 'orders.csv')
    writeFileSync(path, FIXTURE_FILE)
    const result = await reconcileFile({path, columns, scope, from: '2026-11-01', onlyListed: false})
    expect(result.summary).toEqual(FIXTURE_SUMMARY)
    expect(result.lines.map((line) => [line.class, line.key ?? line.pay?.id])).toEqual([
      ['matched', 'ORD-1'],
      ['matched', 'EMP-1'],
      ['matched', 'EMP-2'],
      ['amount_differs', 'ORD-2'],
      ['missing_in_pay', 'ORD-3'],
      ['duplicate_in_file', 'ORD-1'],
      ['missing_in_pay', 'ORD-4'],
      ['missing_in_pay', 'EMP-3'],
      ['extra_in_pay', 'dep_9'],
      ['extra_in_pay', 'wd_9'],
    ])
    expect(result.lines[3]).toMatchObject({file_amount: '550.00', pay: {amount: '500.00', credited: '495.00'}, difference: '50.00'})
    expect(result).toMatchObject({rows: 8, entries: 10, format: 'csv', period: {from: '2026-11-01', to: null}})
  })

  it('reads the whole ledger when no period is given: the October deposit is extra too', async () => {
    const path = join(dir, 'orders.csv')
    writeFileSync(path, FIXTURE_FILE)
    const result = await reconcileFile({path, columns, scope, onlyListed: false})
    expect(result.summary.extra_in_pay).toBe(3)
  })

  it('finds nothing to say of a clean file', async () => {
    const path = join(dir, 'clean.csv')
    writeFileSync(path, CLEAN_FILE)
    const result = await reconcileFile({path, columns, scope, from: '2026-11-01', to: '2026-11-08', onlyListed: false})
    expect(result.summary).toEqual({matched: 5, missing_in_pay: 0, extra_in_pay: 0, amount_differs: 0, duplicate_in_file: 0})
  })
})
