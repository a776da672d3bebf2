import {mkdtempSync, rmSync, statSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {basename, dirname, join} from 'node:path'

import {afterEach, beforeEach, describe, expect, it} from 'vitest'

import {PayError} from '../../src/core/errors.js'
import {openSqlite} from '../../src/core/sqlite/open.js'
import {type LedgerScope, ledgerPath} from '../../src/services/ledger/files.js'
import {type Ledger, openLedger} from '../../src/services/ledger/ledger.js'
import {depositEntry} from '../helpers/ledger-entries.js'

let dataDir: string
let scope: LedgerScope
let ledger: Ledger

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'pay-ledger-'))
  scope = {dataDir, profile: 'shop', mode: 'test'}
  ledger = await openLedger(scope)
})
afterEach(() => {
  ledger.close()
  rmSync(dataDir, {recursive: true, force: true})
})

const deposit = depositEntry

describe('recording', () => {
  it('keeps what was recorded, across a reopen, in a private file under ledger/', async () => {
    ledger.record(deposit())
    ledger.close()
    ledger = await openLedger(scope)
    expect(ledger.get('deposit', 'dep_1')).toEqual(deposit())
    expect(ledger.get('withdrawal', 'dep_1')).toBeUndefined()
    expect(ledger.path).toBe(join(dataDir, 'ledger', 'shop-test.db'))
    expect(statSync(ledger.path).mode & 0o777).toBe(0o600)
  })

  it('never moves a final status back, and keeps what is known when a later look lacks it', () => {
    ledger.record(deposit())
    ledger.record(deposit({status: 'CREDITED', credited: 9_850, fee: 150, settledAt: '2026-11-01T10:05:00Z', origin: 'seen'}))
    // an older look, arriving late (a webhook retried, a page read before): PENDING, nothing known
    ledger.record(deposit({status: 'PENDING', reference: null, createdAt: '2026-11-02T00:00:00Z', origin: 'seen'}))
    expect(ledger.get('deposit', 'dep_1')).toEqual(
      deposit({status: 'CREDITED', credited: 9_850, fee: 150, settledAt: '2026-11-01T10:05:00.000Z', origin: 'created'}),
    )
  })

  it('keeps the first time it was seen, and the first time it was final', () => {
    const withdrawal = deposit({kind: 'withdrawal', id: 'wd_1', origin: 'seen', createdAt: '2026-11-03T00:00:00Z'})
    ledger.record(withdrawal)
    ledger.record({...withdrawal, createdAt: '2026-11-01T00:00:00Z', status: 'FAILED', settledAt: '2026-11-04T00:00:00Z'})
    ledger.record({...withdrawal, createdAt: '2026-11-05T00:00:00Z', status: 'FAILED', settledAt: '2026-11-06T00:00:00Z'})
    const kept = ledger.get('withdrawal', 'wd_1')!
    expect([kept.createdAt, kept.settledAt]).toEqual(['2026-11-01T00:00:00.000Z', '2026-11-04T00:00:00.000Z'])
  })

  it('dates a final status first seen without a time, and clears a settled time on a status not final', () => {
    ledger.record(deposit({status: 'EXPIRED'}))
    expect(ledger.get('deposit', 'dep_1')!.settledAt).toMatch(/^\d{4}-\d\d-\d\dT/)
    ledger.record(deposit({id: 'dep_2', settledAt: '2026-11-01T00:00:00Z'}))
    expect(ledger.get('deposit', 'dep_2')!.settledAt).toBeNull()
  })

  it('remembers the last test-mode reset', () => {
    expect(ledger.lastReset()).toBeNull()
    ledger.recordReset('2026-11-02T00:00:00Z')
    ledger.recordReset('2026-11-01T00:00:00Z')
    expect(ledger.lastReset()).toBe('2026-11-02T00:00:00.000Z')
  })
})

describe('reading', () => {
  it('gives every entry once, ordered by createdAt then id, across pages', () => {
    const times = ['2026-11-02T00:00:00.000Z', '2026-11-01T00:00:00.000Z', '2026-11-03T00:00:00.000Z']
    ledger.recordAll(Array.from({length: 1_234}, (_, n) => deposit({id: `dep_${String(n).padStart(5, '0')}`, createdAt: times[n % 3]!})))
    const read = [...ledger.entries()]
    expect(read).toHaveLength(1_234)
    const keys = read.map((entry) => `${entry.createdAt} ${entry.id}`)
    expect(keys).toEqual([...keys].sort())
    expect(new Set(keys).size).toBe(1_234)
  })

  it('bounds by day in Thailand (inclusive), by kind, by time final and by not being final', () => {
    // A day is a day in Bangkok (UTC+07:00): 1 November starts at 31 October 17:00 UTC.
    ledger.recordAll([
      deposit({id: 'a', createdAt: '2026-10-31T16:59:59.999Z'}),
      deposit({id: 'b', createdAt: '2026-10-31T17:00:00Z', status: 'CREDITED', settledAt: '2026-11-03T00:00:00Z'}),
      deposit({id: 'c', createdAt: '2026-11-30T16:59:59.999Z'}),
      deposit({kind: 'withdrawal', id: 'd', createdAt: '2026-11-15T00:00:00Z', status: 'SUCCESS', settledAt: '2026-12-01T00:00:00Z'}),
      deposit({id: 'e', createdAt: '2026-11-30T17:00:00Z'}),
    ])
    const ids = (filter: Parameters<Ledger['entries']>[0]) => [...ledger.entries(filter)].map((entry) => entry.id)
    expect(ids({from: '2026-11-01', to: '2026-11-30'})).toEqual(['b', 'd', 'c'])
    expect(ids({from: '2026-11-01T00:00:00.001Z'})).toEqual(['d', 'c', 'e'])
    expect(ids({kind: 'deposit', to: '2026-11-01'})).toEqual(['a', 'b'])
    expect(ids({by: 'settledAt', from: '2026-11-01', to: '2026-11-30'})).toEqual(['b'])
    expect(ids({by: 'settledAt'})).toEqual(['b', 'd'])
    expect(ids({final: false, kind: 'deposit'})).toEqual(['a', 'c', 'e'])
  })

  it('refuses a damaged row, naming the file and the row, rather than trusting it', () => {
    ledger.record(deposit())
    ledger.close()
    const db = openSqlite(ledgerPath(scope), {brief: true})
    db.prepare(
      "INSERT INTO entries VALUES ('deposit', 'dep_bad', NULL, 'lots', NULL, NULL, 'PENDING', '2026-11-02T00:00:00Z', NULL, 'seen')",
    ).run()
    db.close()
    return openLedger(scope).then((reopened) => {
      ledger = reopened
      const error = (() => {
        try {
          ;[...ledger.entries()]
        } catch (caught) {
          return caught
        }
      })() as PayError
      expect(error).toBeInstanceOf(PayError)
      expect(error.facts).toMatchObject({code: 'ledger-damaged', path: ledgerPath(scope), id: 'dep_bad', at: 'amount'})
      expect(() => ledger.get('deposit', 'dep_bad')).toThrow(PayError)
      // recording over it replaces it with what is known now
      ledger.record(deposit({id: 'dep_bad', origin: 'seen'}))
      expect([...ledger.entries()].map((entry) => entry.id)).toEqual(['dep_1', 'dep_bad'])
    })
  })
})

describe('the file of a profile and mode', () => {
  it('is one per profile and mode, named safely whatever the profile is called', () => {
    const path = (profile: string, mode: 'test' | 'live' = 'test') => ledgerPath({dataDir, profile, mode})
    expect(path('shop', 'live')).not.toBe(path('shop'))
    const names = ['Shop', 'shop', '../../etc/x', 'ร้านค้า', 'a/b', 'a_b', '.', 'x'.repeat(300)]
    const files = names.map((name) => path(name))
    expect(new Set(files.map((file) => file.toLowerCase())).size).toBe(names.length)
    for (const file of files) {
      expect(dirname(file)).toBe(join(dataDir, 'ledger'))
      expect(basename(file)).toMatch(/^[a-z0-9_-]{1,64}-test\.db$/)
    }
  })
})
