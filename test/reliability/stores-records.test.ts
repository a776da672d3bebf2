import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {dirname, join} from 'node:path'

import fc from 'fast-check'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {hashOf, newApproverKeys, signHash} from '../../src/core/approvals/approver-keys.js'
import type {SqlValue} from '../../src/core/sqlite/connection.js'
import {openSqlite} from '../../src/core/sqlite/open.js'
import {bankListBody} from '../../src/sandbox/server/bank-list.js'
import {auditLine, GENESIS} from '../../src/services/audit/audit-log.js'
import {bankCachePath} from '../../src/services/banks/catalog.js'
import {readPayoutFile} from '../../src/services/batch/payout-file.js'
import {inboxOf, ledgerPath} from '../../src/services/ledger/files.js'
import {LEDGER_SCHEMA} from '../../src/services/ledger/ledger.js'
import {STORES, type Store} from '../../src/services/stores.js'
import {CliHome} from '../helpers/cli.js'
import type {InProcessResult} from '../helpers/in-process.js'
import {depositEntry} from '../helpers/ledger-entries.js'
import {TestSandbox} from '../helpers/sandbox.js'

// Guards (records read with their schema; untrusted text from records): every store of src/services/stores.ts
// with records is written with damaged records among good ones, and with hostile text in every string field of
// a good one, and every command its entry says reads it is run (in-process). Damaged: no INTERNAL error, no
// NaN / Invalid Date / undefined, the exit code of the good records, and the skipped lines said (or, for a
// document, treated as absent; the profile store and batch journals, which hold secrets and payments, are
// refused naming the file). Hostile: no raw control character on stdout or stderr, piped or at a terminal.

let sandbox: TestSandbox
/** One payout file for every home, and what its journal calls it and its row. */
let payouts: {dir: string; path: string; contentId: string; rowId: string; payoutId: string}
beforeAll(async () => {
  sandbox = await TestSandbox.start()
  const dir = mkdtempSync(join(tmpdir(), 'pay-payouts-'))
  const path = join(dir, 'payouts.csv')
  writeFileSync(path, 'amount,bank,account_no,account_name\n10.00,SCB,1234567890,Somchai Jaidee\n')
  const file = await readPayoutFile({path, loadBanks: async () => bankListBody()})
  payouts = {dir, path, contentId: file.contentId, rowId: file.payouts[0]!.rowId, payoutId: file.payouts[0]!.payoutId}
})
afterAll(async () => {
  await sandbox.close()
  rmSync(payouts.dir, {recursive: true, force: true})
})

const NOW = new Date().toISOString()
const INBOX_FILE = '20261101T100000000Z-1234-0a1b2c3d.json'
const EVENT_ID = 'dep_1:deposit.success'

/** How one store is written into a home, and what its commands need. */
interface RecordFixture {
  file: (home: CliHome) => string
  /** Good records: one a line, or the document (one). */
  good: () => unknown[]
  /**
   * What becomes of a damaged file: lines skipped and said; the document taken as absent; the whole file refused;
   * a chain broken, said, with the exit code of each command in `brokenExit`.
   */
  damaged: 'skipped' | 'absent' | 'refused' | 'chain'
  /** A refused file: what the error names of it. */
  refusedNaming?: () => string
  brokenExit?: Record<string, number>
  /** Lines skipped: a last line cut short counts unless the reader waits for its end (it may be being written). */
  tornTailCounted?: boolean
  /** The arguments of each command of the store's `readBy`. */
  args: Record<string, (home: CliHome) => string[]>
  tty?: {env: Record<string, string | undefined>}
  /** Objects whose keys are data, not field names (profile names, bank codes): hostile text goes into those keys too. */
  dataKeys?: string[][]
  /** Fields that say which record it is (hostile text there makes another record, which the damaged case covers). */
  identity?: string[]
}

const delivery = () => ({
  source: 'listen',
  received_at: NOW,
  event_id: EVENT_ID,
  event_type: 'deposit.success',
  object_id: 'dep_1',
  amount: '100.00',
  signature_valid: true,
  signature_problem: null,
  duplicate: false,
  refused: null,
  forward: {url: 'http://127.0.0.1:9/', status: 200, error: null, duration_ms: 5},
  headers: [['content-type', 'application/json']],
  body_base64: Buffer.from(JSON.stringify({event_id: EVENT_ID, event_type: 'deposit.success', deposit_id: 'dep_1'})).toString('base64'),
})

const profileDocument = () => ({
  default: 'shop',
  profiles: {
    shop: {
      base_url: sandbox.baseUrl,
      test: {key_id: sandbox.merchant.test.key_id, secret: sandbox.merchant.test.secret},
      webhook_secret: sandbox.merchant.webhook_secret,
    },
  },
})

const FIXTURES: Record<string, RecordFixture> = {
  'profile store': {
    file: (home) => join(home.env.PAY_CONFIG_DIR, 'profiles.json'),
    good: () => [profileDocument()],
    damaged: 'refused',
    refusedNaming: () => 'profiles.json',
    args: {'profile list': () => ['profile', 'list'], 'profile show': () => ['profile', 'show'], whoami: () => ['whoami']},
    dataKeys: [['profiles']],
  },
  settings: {
    file: (home) => join(home.env.PAY_CONFIG_DIR, 'settings.json'),
    good: () => [{lang: 'en'}],
    damaged: 'absent',
    args: {'config get': () => ['config', 'get', 'lang'], doctor: () => ['doctor']},
  },
  approvers: {
    file: (home) => join(home.env.PAY_CONFIG_DIR, 'approvers.json'),
    good: () => {
      const keys = newApproverKeys()
      return [{approvers: [{name: 'somchai', key_id: keys.keyId, public_key: keys.publicKey, own: false, added_at: NOW}]}]
    },
    // Approvals are counted against it: never taken for empty, nor rewritten.
    damaged: 'refused',
    refusedNaming: () => 'approvers.json',
    args: {'approver list': () => ['approver', 'list']},
  },
  policies: {
    // Its signer is not trusted in this home (no approvers.json): policy show refuses it (exit 3), as a payout would.
    file: (home) => join(home.env.PAY_CONFIG_DIR, 'policies.json'),
    good: () => {
      const keys = newApproverKeys()
      const policy = {
        profile: 'shop',
        mode: 'test',
        base_url: sandbox.baseUrl,
        rules: {
          approvals: 2,
          max_row: '100.00',
          max_day: null,
          max_payee_day: null,
          new_payee_over: null,
          hours: {from: '09:00', to: '17:00'},
        },
        set_at: NOW,
        set_by: {name: 'somchai', key_id: keys.keyId},
        replaces: null,
      }
      const hash = hashOf(policy)
      return [{policies: [{policy, hash, signature: signHash(keys.privateKey, hash), approved_by: []}]}]
    },
    damaged: 'refused',
    refusedNaming: () => 'policies.json',
    args: {'policy show': () => ['policy', 'show']},
    identity: ['hash', 'signature', 'key_id', 'base_url'],
  },
  'bank list cache': {
    file: (home) => bankCachePath(home.env.PAY_CACHE_DIR, sandbox.baseUrl),
    good: () => [
      {
        base_url: sandbox.baseUrl,
        fetched_at: NOW,
        max_age: 3600,
        banks: {KBANK: {bank_code: 'KBANK', bank_number: '004', name_th: 'กสิกร', fullname_th: 'ธนาคารกสิกรไทย', name_en: 'Kasikornbank'}},
      },
    ],
    damaged: 'absent',
    args: {banks: () => ['banks'], doctor: () => ['doctor']},
    dataKeys: [['banks']],
  },
  'update check': {
    file: (home) => join(home.env.PAY_CACHE_DIR, 'update-check.json'),
    good: () => [{checked_at: NOW, latest: '0.0.1', notified_at: NOW}],
    damaged: 'absent',
    args: {'profile list': () => ['profile', 'list']},
    // At a terminal outside CI, so the notice reads it (a look it finds due goes to a registry that refuses).
    tty: {env: {CI: undefined, PAY_NO_UPDATE_NOTIFIER: undefined, npm_config_registry: 'http://127.0.0.1:9/'}},
  },
  'request history': {
    file: (home) => join(home.env.PAY_DATA_DIR, 'request-log', 'requests.jsonl'),
    good: () =>
      [1, 2].map((n) => ({
        at: NOW,
        profile: 'shop',
        mode: 'test',
        base_url: sandbox.baseUrl,
        method: 'GET',
        target: '/v1/balance',
        attempt: n,
        status: 200,
        request_id: `req_${n}`,
        idempotency_key: null,
        duration_ms: 12,
        error_code: null,
      })),
    damaged: 'skipped',
    tornTailCounted: false,
    args: {logs: () => ['logs']},
  },
  'webhook delivery log': {
    file: (home) => join(home.env.PAY_DATA_DIR, 'webhooks', 'events.jsonl'),
    good: () => [delivery()],
    damaged: 'skipped',
    tornTailCounted: true,
    args: {
      'webhook events': () => ['webhook', 'events'],
      'webhook reconcile': () => ['webhook', 'reconcile', '--limit', '5'],
      'webhook wait': () => ['webhook', 'wait', '--type', 'deposit.success', '--id', 'dep_1', '--timeout', '1'],
      'webhook replay': () => ['webhook', 'replay', EVENT_ID, '--forward-to', 'http://127.0.0.1:9/'],
    },
  },
  'batch journal': {
    // The journal of the payout file, its one row paid: the run sends nothing and says when and where it was paid.
    file: (home) => join(home.env.PAY_DATA_DIR, 'batches', `${payouts.contentId}.jsonl`),
    good: () => [
      {
        type: 'batch',
        batch_id: payouts.contentId,
        content_id: payouts.contentId,
        generation: 1,
        file: payouts.path,
        rows: 1,
        base_url: sandbox.baseUrl,
        mode: 'test',
        at: NOW,
      },
      {type: 'sent', row: 1, row_id: payouts.rowId, key: `batch-${payouts.contentId}-${payouts.rowId}`, at: NOW},
      {
        type: 'done',
        row: 1,
        row_id: payouts.rowId,
        payout_id: payouts.payoutId,
        key: `batch-${payouts.contentId}-${payouts.rowId}`,
        withdrawal_id: 'wd_1',
        status: 'SUCCESS',
        amount: '10.00',
        fee: '0.00',
        at: NOW,
      },
    ],
    damaged: 'refused',
    refusedNaming: () => `${payouts.contentId}.jsonl`,
    args: {'withdrawal batch': () => ['withdrawal', 'batch', payouts.path]},
    // base_url and mode say whose journal it is: another account's is refused by an error, which the error printer escapes.
    identity: ['batch_id', 'content_id', 'row_id', 'payout_id', 'key', 'base_url'],
  },
  'final statuses of payouts': {
    // The payout file's account FAILED twice: the batch names it and skips the row; the close-out of the
    // file, never run here, reads the store and refuses.
    file: (home) => join(home.env.PAY_DATA_DIR, 'payouts', 'final-statuses.jsonl'),
    good: () =>
      [1, 2].map((n) => ({
        withdrawal_id: `wd_${n}`,
        status: 'FAILED',
        reason: 'the receiving bank reported a failure',
        bank: 'SCB',
        account_no: '1234567890',
        amount: '10.00',
        fee: '9.00',
        base_url: sandbox.baseUrl,
        mode: 'test',
        final_at: NOW,
      })),
    damaged: 'skipped',
    tornTailCounted: true,
    args: {
      'withdrawal batch close': () => ['withdrawal', 'batch', 'close', payouts.path],
      'withdrawal batch': () => ['withdrawal', 'batch', payouts.path],
    },
    identity: ['withdrawal_id', 'base_url'],
  },
  ledger: {
    // Deposits not final, which `sync` reads back (each unknown to the sandbox: a 404, its id said).
    file: (home) => ledgerPath({dataDir: home.env.PAY_DATA_DIR, profile: 'shop', mode: 'test'}),
    good: () =>
      [1, 2].map((n) => ({
        kind: 'deposit',
        id: `dep_${n}`,
        reference: `order-${n}`,
        amount: 10_000,
        fee: null,
        credited: null,
        status: 'PENDING',
        created_at: NOW,
        settled_at: null,
        origin: 'created',
      })),
    damaged: 'refused',
    refusedNaming: () => join('ledger', 'shop-test.db'),
    args: {sync: () => ['sync'], statement: () => ['statement']},
    identity: ['kind', 'origin'],
  },
  'ledger inbox': {
    // What a `deposit get` left: recorded by the ledger's readers, which refuse a damaged file naming it.
    file: (home) => join(inboxOf(ledgerPath({dataDir: home.env.PAY_DATA_DIR, profile: 'shop', mode: 'test'})), INBOX_FILE),
    good: () => [
      {
        seen: [
          {
            entries: [depositEntry({createdAt: NOW, origin: 'seen'})],
            statuses: [{kind: 'deposit', id: 'dep_1', status: 'CANCELLED', at: NOW}],
          },
        ],
      },
    ],
    damaged: 'refused',
    refusedNaming: () => INBOX_FILE,
    args: {sync: () => ['sync'], statement: () => ['statement']},
    identity: ['kind', 'origin'],
  },
  'audit log': {
    // Two records chained as pay appends them: `audit verify` checks the chain, `audit export` writes the records.
    file: (home) => join(home.env.PAY_DATA_DIR, 'audit', 'log.jsonl'),
    good: () => {
      const first = auditRecord(1, GENESIS)
      return [first, auditRecord(2, first.hash)]
    },
    damaged: 'chain',
    brokenExit: {'audit verify': 4, 'audit export': 0},
    args: {'audit verify': () => ['audit', 'verify'], 'audit export': () => ['audit', 'export', '--format', 'csv']},
    identity: ['prev', 'hash'],
  },
  'sandbox state': {
    file: (home) => join(home.root, 'sandbox-data', 'sandbox.json'),
    good: () => [{base_url: 'http://127.0.0.1:9'}],
    damaged: 'absent',
    args: {'sandbox status': (home) => ['sandbox', 'status', '--data-dir', join(home.root, 'sandbox-data')]},
  },
}

const storesWithRecords = STORES.filter((store) => store.records !== undefined)

/** A home whose profile store holds the sandbox's `shop` profile, and `contents` in the store's file (none: no file). */
function homeWith(store: Store, contents: string | undefined): CliHome {
  const home = new CliHome()
  mkdirSync(home.env.PAY_CONFIG_DIR, {recursive: true})
  writeFileSync(join(home.env.PAY_CONFIG_DIR, 'profiles.json'), JSON.stringify(profileDocument()), {mode: 0o600})
  const file = FIXTURES[store.name]!.file(home)
  mkdirSync(dirname(file), {recursive: true})
  if (contents !== undefined) {
    if (store.records?.form === 'rows') writeRows(file, contents)
    else writeFileSync(file, contents, {mode: 0o600})
  }
  return home
}

/** A store of rows: each line of `contents` (a JSON object of column values) inserted as it is, unchecked. */
function writeRows(file: string, contents: string): void {
  const db = openSqlite(file, {brief: true})
  try {
    db.exec(LEDGER_SCHEMA)
    for (const line of contents.split('\n').filter(Boolean)) {
      const row = JSON.parse(line) as Record<string, SqlValue>
      const columns = Object.keys(row)
      db.prepare(`INSERT INTO entries (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`).run(...Object.values(row))
    }
  } finally {
    db.close()
  }
}

/** The ledger's columns of integers (src/services/ledger/ledger.ts); the others hold text. */
const INTEGER_COLUMNS = new Set(['amount', 'fee', 'credited'])

/**
 * Rows of a good record with one column of another type or out of its values, each in turn, as SQLite keeps them:
 * a number given to a column of text is kept as text, so those columns get other texts.
 */
function damagedRows(record: unknown): string[] {
  const texts: SqlValue[] = ['yesterday at noon', 'ten', '']
  const numbers: SqlValue[] = [-1, 1.5, 2 ** 60]
  return Object.keys(record as object).flatMap((column) =>
    [...texts, ...(INTEGER_COLUMNS.has(column) ? numbers : [])].map((bad) =>
      JSON.stringify({...(record as object), ...(column === 'id' ? {} : {id: `bad_${column}_${String(bad)}`}), [column]: bad}),
    ),
  )
}

/** Runs every reader of the store in a home holding `contents`; the home is removed after. */
async function runReaders(
  store: Store,
  contents: string | undefined,
  options: {tty?: boolean} = {},
): Promise<Array<{command: string; run: InProcessResult}>> {
  const fixture = FIXTURES[store.name]!
  const home = homeWith(store, contents)
  try {
    const runs = []
    for (const command of store.readBy) {
      const run = await home.runHere(fixture.args[command]!(home), {tty: options.tty ?? fixture.tty !== undefined, env: fixture.tty?.env})
      runs.push({command, run})
    }
    return runs
  } finally {
    home.cleanup()
  }
}

/** A record of the audit log as pay appends it, sealed by its hash. */
function auditRecord(seq: number, prev: string): {hash: string} {
  return JSON.parse(
    auditLine({
      seq,
      at: NOW,
      command: 'withdrawal create',
      who: {approver: null, os_user: 'somchai'},
      profile: 'shop',
      mode: 'test',
      base_url: sandbox.baseUrl,
      requests: [
        {
          method: 'POST',
          target: '/v1/withdrawals',
          idempotency_key: `key-${seq}`,
          body_sha256: 'ab'.repeat(32),
          amount: '10.00',
          status: 201,
          object_id: `wd_${seq}`,
          attempts: 1,
        },
      ],
      totals: {requests: 1, amount: '10.00', answered: 1, answered_amount: '10.00'},
      approvals: [],
      outcome: {exit_code: 0, error_code: null},
      prev,
    }),
  ) as {hash: string}
}

const lines = (records: unknown[]) => records.map((record) => `${JSON.stringify(record)}\n`).join('')

/** Records that are JSON but not of the store, whatever the store: the cases of issue 26 among them. */
const FOREIGN = ['{"event_id":5}', '{"event_type":{}}', '{}', 'null', '[]', 'not json', '{"at":1e400}', '"a string"', '12']

/** A good record with its time made unreadable, and with a number too large for a double. */
function spoiled(record: unknown): string[] {
  const text = JSON.stringify(record)
  return [text.replace(NOW, 'yesterday at noon'), text.replace(/:(\d+)([,}])/, ':1e400$2')].filter((line) => line !== text)
}

/** Every path to a leaf (a string, number, boolean or null) of a JSON value. */
function leafPaths(value: unknown, path: Array<string | number> = []): Array<Array<string | number>> {
  if (value === null || typeof value !== 'object') return [path]
  return Object.entries(value).flatMap(([key, child]) => leafPaths(child, [...path, Array.isArray(value) ? Number(key) : key]))
}

/** A copy of `record` with the leaf at `path` replaced. */
function withLeaf(record: unknown, path: Array<string | number>, leaf: unknown): unknown {
  if (path.length === 0) return leaf
  const copy = structuredClone(record) as Record<string | number, unknown>
  let parent = copy
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>
  parent[path.at(-1)!] = leaf
  return copy
}

/** The record with one field of the wrong type ({}), for each field in turn: `{"event_type":{}}` among them. */
function wrongTypes(record: unknown): string[] {
  return leafPaths(record).map((path) => JSON.stringify(withLeaf(record, path, {})))
}

/** fast-check's JSON values and strings, one a line: none of them a record of any store. */
const generated = fc
  .sample(
    fc.oneof(
      fc.jsonValue().map((value) => JSON.stringify(value)),
      fc.string(),
    ),
    {numRuns: 12, seed: 26},
  )
  .filter((line) => !/[\n\r]/.test(line) && line.trim() !== '')

/** True when the text is in fact a record of the store (a generated `{}` is a profile store with no profiles). */
function fits(store: Store, text: string): boolean {
  try {
    return store.records!.schema.safeParse(JSON.parse(text)).success
  } catch {
    return false
  }
}

function expectNoBrokenWords(run: InProcessResult, where: string): void {
  const output = `${run.stdout}\n${run.stderr}`
  expect(output, where).not.toMatch(/INTERNAL|NaN|Invalid Date|undefined|is not a function/)
}

describe('every store with records', () => {
  it('has a fixture here, with arguments for each command that reads it', () => {
    expect(Object.keys(FIXTURES).sort()).toEqual(storesWithRecords.map((store) => store.name).sort())
    for (const store of storesWithRecords) {
      expect(store.readBy.length, `${store.name}: no command reads it`).toBeGreaterThan(0)
      for (const command of store.readBy) expect(FIXTURES[store.name]!.args[command], `${store.name}: ${command}`).toBeDefined()
    }
  })

  for (const store of storesWithRecords) {
    const fixture = FIXTURES[store.name]!
    it(`${store.name}: damaged records do not break ${store.readBy.join(', ')}`, async () => {
      const good = fixture.good()
      const baseline = await runReaders(store, store.records!.form === 'document' ? JSON.stringify(good[0]) : lines(good))
      const bad =
        store.records!.form === 'rows'
          ? good
              .slice(0, 1)
              .flatMap(damagedRows)
              .filter((text) => !fits(store, text))
          : [...FOREIGN, ...good.flatMap(spoiled), ...good.flatMap(wrongTypes), ...generated].filter((text) => !fits(store, text))
      if (store.records!.form === 'rows') {
        // Each damaged row alone among the good ones: refused, naming the file, before anything is sent.
        for (const row of bad) {
          for (const {command, run} of await runReaders(store, `${lines(good)}${row}\n`)) {
            expectNoBrokenWords(run, `${command} with ${row}`)
            expect(run.code, `${command} with ${row}: ${run.stderr}`).toBe(2)
            expect(run.stderr, command).toContain(fixture.refusedNaming!())
          }
        }
        return
      }
      if (store.records!.form === 'lines') {
        // Each bad line between good ones, and the last good record cut short at the end.
        const torn = JSON.stringify(good[0]).slice(0, 20)
        const text = `${bad.map((line, index) => `${line}\n${index % 3 === 0 ? lines(good) : ''}`).join('')}${lines(good)}${torn}`
        const skipped = bad.length + (fixture.tornTailCounted ? 1 : 0)
        const damaged = await runReaders(store, text)
        for (const [index, {command, run}] of damaged.entries()) {
          expectNoBrokenWords(run, command)
          if (fixture.damaged === 'chain') {
            expect(run.code, `${command}: ${run.stderr}`).toBe(fixture.brokenExit![command])
            expect(`${run.stdout}${run.stderr}`, command).toContain('audit log')
            expect(`${run.stdout}${run.stderr}`, command).toMatch(/broken/)
            continue
          }
          if (fixture.damaged === 'refused') {
            expect(run.code, `${command}: ${run.stderr}`).toBe(2)
            expect(run.stderr, command).toContain(fixture.refusedNaming!())
            continue
          }
          expect(run.code, `${command}: ${run.stderr}`).toBe(baseline[index]!.run.code)
          expect(run.stderr, command).toContain(`skipped ${skipped} lines of `)
        }
        return
      }
      const absent = fixture.damaged === 'absent' ? await runReaders(store, undefined) : undefined
      for (const document of bad) {
        for (const [index, {command, run}] of (await runReaders(store, document)).entries()) {
          expectNoBrokenWords(run, `${command} with ${document}`)
          if (absent) expect(run.code, `${command} with ${document}: ${run.stderr}`).toBe(absent[index]!.run.code)
          else {
            expect(run.code, `${command} with ${document}: ${run.stderr}`).toBe(2)
            expect(run.stderr, command).toContain(fixture.refusedNaming!())
          }
        }
      }
    }, 240_000)
  }
})

/** Text a file could hold if someone else wrote it: colour, bell, a carriage return, a forged line, C1, bidi. */
const HOSTILE = 'x\u001b[31mred\u0007\r\nFORGED line\u009b2J\u202eevil\u2066'
const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001a\u001c-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|\u001b\[31m/u

/**
 * The record with HOSTILE in every string it can hold while still fitting its store's schema (a field of fixed
 * values, a time, keep theirs), and in every key of its `dataKeys` objects.
 */
function hostile(store: Store, record: unknown): unknown {
  let current = record
  for (const path of leafPaths(record)) {
    const leaf = path.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)[key], record)
    if (typeof leaf !== 'string' || FIXTURES[store.name]!.identity?.includes(String(path.at(-1)))) continue
    const next = withLeaf(current, path, `${leaf}${HOSTILE}`)
    if (store.records!.schema.safeParse(next).success) current = next
  }
  for (const path of FIXTURES[store.name]!.dataKeys ?? []) {
    const copy = structuredClone(current) as Record<string, unknown>
    const parent = path.slice(0, -1).reduce<Record<string, any>>((value, step) => value[step], copy)
    const keyed = parent[path.at(-1)!] as Record<string, unknown>
    parent[path.at(-1)!] = Object.fromEntries(Object.entries(keyed).map(([key, value]) => [`${key}${HOSTILE}`, value]))
    current = copy
  }
  return current
}

function expectNoRawControl(run: InProcessResult, where: string): void {
  for (const [stream, text] of [
    ['stdout', run.stdout],
    ['stderr', run.stderr],
  ] as const) {
    expect(text, `${where}, ${stream}`).not.toMatch(RAW_CONTROL)
    expect(text, `${where}, ${stream}: a line forged`).not.toMatch(/^FORGED/m)
  }
}

describe('text read back from every store with records', () => {
  for (const store of storesWithRecords) {
    it(`${store.name}: hostile text in its records reaches no terminal raw through ${store.readBy.join(', ')}`, async () => {
      const records = FIXTURES[store.name]!.good().map((record) => hostile(store, record))
      const contents = store.records!.form === 'document' ? JSON.stringify(records[0]) : lines(records)
      for (const tty of [false, true]) {
        for (const {command, run} of await runReaders(store, contents, {tty})) {
          expectNoBrokenWords(run, command)
          expectNoRawControl(run, `${command}${tty ? ' at a terminal' : ''}`)
        }
      }
    }, 240_000)
  }
})
