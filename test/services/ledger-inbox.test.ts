import {execFile} from 'node:child_process'
import {cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'
import {promisify} from 'node:util'

import {afterAll, afterEach, beforeAll, beforeEach, describe, expect, it} from 'vitest'

import {openSqlite} from '../../src/core/sqlite/open.js'
import {inboxOf, LEDGER_INBOX_FILE, type LedgerScope, ledgerPath, writeInbox} from '../../src/services/ledger/files.js'
import {openLedger} from '../../src/services/ledger/ledger.js'
import type {LedgerEntry, Seen} from '../../src/services/ledger/seen.js'
import {syncReportSchema} from '../../src/services/ledger/sync.js'
import {CliHome} from '../helpers/cli.js'
import {depositEntry} from '../helpers/ledger-entries.js'
import {TestSandbox} from '../helpers/sandbox.js'

// The ledger's inbox (docs/books.md, "The inbox"): a short command leaves what it saw beside the ledger without
// opening SQLite, and every opening of the ledger records it first.

const deposit = (over: Partial<LedgerEntry> = {}): LedgerEntry => depositEntry({origin: 'seen', ...over})
const seen = (over: Partial<Seen> = {}): Seen => ({entries: [], statuses: [], ...over})

describe('a short command', () => {
  let sandbox: TestSandbox
  let home: CliHome
  beforeAll(async () => {
    sandbox = await TestSandbox.start()
    home = new CliHome()
    await home.addProfile('shop', sandbox.baseUrl, sandbox.merchant.test.key_id, sandbox.merchant.test.secret)
  })
  afterAll(async () => {
    await sandbox?.close()
    home?.cleanup()
  })

  const ledgerFolder = () => join(home.env.PAY_DATA_DIR, 'ledger')
  const inboxFiles = () => {
    const inbox = inboxOf(ledgerPath({dataDir: home.env.PAY_DATA_DIR, profile: 'shop', mode: 'test'}))
    return existsSync(inbox) ? readdirSync(inbox).map((name) => join(inbox, name)) : []
  }
  async function ok(args: string[]) {
    const run = await home.runHere(args)
    expect(run.code, `pay ${args.join(' ')}: ${run.stderr}`).toBe(0)
    return run
  }

  it('pay deposit get leaves the deposit in the inbox, a private file, and creates no SQLite database', async () => {
    const {id} = await sandbox.createDeposit()
    await ok(['deposit', 'get', id])
    expect(readdirSync(ledgerFolder())).toEqual(['shop-test.inbox'])
    const [file] = inboxFiles()
    expect(inboxFiles()).toHaveLength(1)
    expect(`ledger/shop-test.inbox/${file!.split('/').at(-1)}`).toMatch(LEDGER_INBOX_FILE)
    expect(statSync(file!).mode & 0o777).toBe(0o600)
    expect(statSync(join(ledgerFolder(), 'shop-test.inbox')).mode & 0o777).toBe(0o700)
    expect(JSON.parse(readFileSync(file!, 'utf8'))).toMatchObject({seen: [{entries: [{kind: 'deposit', id, status: 'PENDING'}]}]})
  })

  it('pay statement and pay sync after it see the deposit, and the inbox is emptied', async () => {
    const statement = JSON.parse((await ok(['statement', '--json'])).stdout)
    expect(statement.ledger.deposits_open).toBe(1)
    expect(inboxFiles()).toEqual([])
    const {id} = await sandbox.createDeposit()
    await ok(['deposit', 'get', id])
    expect(inboxFiles()).toHaveLength(1)
    // Both deposits are open: sync reads each back from the service.
    const report = syncReportSchema.parse(JSON.parse((await ok(['sync', '--json'])).stdout))
    expect(report.fetched.deposits).toBe(2)
    expect(report.still_pending.deposits).toBe(2)
    expect(inboxFiles()).toEqual([])
  })

  it('a damaged inbox file: pay statement refuses naming it and keeps it; moved aside, the books read again', async () => {
    const damaged = join(ledgerFolder(), 'shop-test.inbox', '20261101T090000000Z-1-00000000.json')
    writeFileSync(damaged, '{"seen":[{"entr', {mode: 0o600})
    const {id} = await sandbox.createDeposit()
    await ok(['deposit', 'get', id])
    const refused = await home.runHere(['statement'])
    expect(refused.code, refused.stderr).toBe(2)
    expect(refused.stderr).toContain(damaged)
    expect(refused.stderr).toContain("A file of the ledger's inbox")
    expect(refused.stderr).toContain('not what pay writes there')
    expect(inboxFiles()).toEqual([damaged])
    renameSync(damaged, join(home.root, 'kept.json'))
    const statement = JSON.parse((await ok(['statement', '--json'])).stdout)
    expect(statement.ledger.deposits_open).toBe(3)
  })
})

describe('a command that runs past the gathering', () => {
  let sandbox: TestSandbox
  let home: CliHome
  beforeAll(async () => {
    // Each step of a withdrawal takes this long: a watch of one runs past the first second.
    sandbox = await TestSandbox.start({withdrawalStepMs: 800})
    await sandbox.topUp('1000.00')
    home = new CliHome()
    await home.addProfile('shop', sandbox.baseUrl, sandbox.merchant.test.key_id, sandbox.merchant.test.secret)
  })
  afterAll(async () => {
    await sandbox?.close()
    home?.cleanup()
  })

  it('writes the ledger itself, with what it saw before the recorder loaded, and leaves nothing in the inbox', async () => {
    const {body} = await sandbox.call(
      'POST',
      '/v1/withdrawals',
      {amount: '10.00', receiver_bank_provider: 'SCB', receiver_bank_account_name: 'A', receiver_bank_account_number: '1234567890'},
      {idempotencyKey: 'w-gathering'},
    )
    const run = await home.runHere(['withdrawal', 'watch', body.id])
    expect(run.code, run.stderr).toBe(0)
    const ledgerFile = ledgerPath({dataDir: home.env.PAY_DATA_DIR, profile: 'shop', mode: 'test'})
    expect(existsSync(ledgerFile)).toBe(true)
    expect(existsSync(inboxOf(ledgerFile)) ? readdirSync(inboxOf(ledgerFile)) : []).toEqual([])
    const db = openSqlite(ledgerFile, {brief: true})
    try {
      expect(db.prepare('SELECT id, status FROM entries').all()).toEqual([{id: body.id, status: 'SUCCESS'}])
    } finally {
      db.close()
    }
  })
})

describe('opening the ledger', () => {
  let dataDir: string
  let scope: LedgerScope
  let ledgerFile: string
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'pay-inbox-'))
    scope = {dataDir, profile: 'shop', mode: 'test'}
    ledgerFile = ledgerPath(scope)
  })
  afterEach(() => rmSync(dataDir, {recursive: true, force: true}))

  async function withLedger<T>(use: (ledger: Awaited<ReturnType<typeof openLedger>>) => T): Promise<T> {
    const ledger = await openLedger(scope)
    try {
      return use(ledger)
    } finally {
      ledger.close()
    }
  }

  it('records the inbox files in the order they were written: a status alone after the entry it names', async () => {
    writeInbox(ledgerFile, [seen({entries: [deposit()]})])
    writeInbox(ledgerFile, [seen({statuses: [{kind: 'deposit', id: 'dep_1', status: 'CANCELLED', at: '2026-11-01T11:00:00.000Z'}]})])
    const entry = await withLedger((ledger) => ledger.get('deposit', 'dep_1'))
    expect(entry).toEqual(deposit({status: 'CANCELLED', settledAt: '2026-11-01T11:00:00.000Z'}))
    expect(readdirSync(inboxOf(ledgerFile))).toEqual([])
  })

  it('records a file again, as after a stop between the commit and the removal, and nothing changes', async () => {
    writeInbox(ledgerFile, [
      seen({entries: [deposit()]}),
      seen({resetAt: '2026-11-02T00:00:00.000Z'}),
      seen({entries: [deposit({status: 'CREDITED', credited: 9_850, fee: 150})]}),
    ])
    const inbox = inboxOf(ledgerFile)
    const kept = mkdtempSync(join(tmpdir(), 'pay-inbox-kept-'))
    try {
      cpSync(inbox, kept, {recursive: true})
      const first = await withLedger((ledger) => {
        // What happens after the commit: a sync's mark, which a reset recorded again would forget.
        ledger.setMark('withdrawals-read-through', 'wd_9')
        return ledger.get('deposit', 'dep_1')
      })
      expect(first).toMatchObject({status: 'CREDITED', credited: 9_850, fee: 150})
      // The files the commit recorded, back as the stop left them.
      cpSync(kept, inbox, {recursive: true})
      expect(readdirSync(inbox)).toHaveLength(1)
      const again = await withLedger((ledger) => ({
        entry: ledger.get('deposit', 'dep_1'),
        entries: [...ledger.entries()].length,
        reset: ledger.lastReset(),
        mark: ledger.mark('withdrawals-read-through'),
      }))
      expect(again).toEqual({entry: first, entries: 1, reset: '2026-11-02T00:00:00.000Z', mark: 'wd_9'})
      expect(readdirSync(inbox)).toEqual([])
      const db = openSqlite(ledgerFile, {brief: true})
      try {
        expect(db.prepare('SELECT COUNT(*) AS n FROM resets').get()).toEqual({n: 1})
      } finally {
        db.close()
      }
    } finally {
      rmSync(kept, {recursive: true, force: true})
    }
  })

  it('refuses to read the books while an inbox file does not fit its schema, naming where', async () => {
    writeInbox(ledgerFile, [seen({entries: [deposit()]})])
    const damaged = join(inboxOf(ledgerFile), '20261101T090000000Z-1-00000000.json')
    writeFileSync(damaged, JSON.stringify({seen: [seen({entries: [deposit({amount: -1})]})]}), {mode: 0o600})
    await withLedger((ledger) => {
      expect(() => [...ledger.entries()]).toThrow(
        expect.objectContaining({
          facts: expect.objectContaining({code: 'ledger-inbox-damaged', path: damaged, at: 'seen.0.entries.0.amount'}),
        }),
      )
      // The good file is recorded all the same, and recording goes on (a long command writes the ledger).
      expect(ledger.get('deposit', 'dep_1')).toEqual(deposit())
      ledger.record(deposit({id: 'dep_2'}))
    })
    expect(readdirSync(inboxOf(ledgerFile))).toEqual([damaged.split('/').at(-1)])
  })
})

describe('absorbing at once', () => {
  const WRITERS = fileURLToPath(new URL('../fixtures/store-writers.mjs', import.meta.url))
  const run = promisify(execFile)

  it('several processes writing the inbox and several opening the ledger lose no file and record each once', {
    timeout: 240_000,
  }, async () => {
    // On node:sqlite the openings read the inbox at once; on Node 20 node-sqlite3-wasm's lock takes them in turn.
    const dataDir = mkdtempSync(join(tmpdir(), 'pay-inbox-at-once-'))
    try {
      const names = ['a', 'b', 'c', 'd']
      const runs = await Promise.all([
        ...names.map((name) => run(process.execPath, [WRITERS, 'inbox', dataDir, '40', name])),
        ...[1, 2, 3].map(() => run(process.execPath, [WRITERS, 'absorb', dataDir, '20'])),
      ])
      for (const {stderr} of runs) expect(stderr).toBe('')
      const ledger = await openLedger({dataDir, profile: 'shop', mode: 'test'})
      try {
        const ids = [...ledger.entries()].map((entry) => entry.id)
        expect(ids).toHaveLength(names.length * 40)
        for (const name of names) expect(new Set(ids.filter((id) => id.startsWith(`${name}-`))).size).toBe(40)
      } finally {
        ledger.close()
      }
      expect(readdirSync(inboxOf(ledgerPath({dataDir, profile: 'shop', mode: 'test'})))).toEqual([])
    } finally {
      rmSync(dataDir, {recursive: true, force: true})
    }
  })
})
