import {spawn} from 'node:child_process'
import {mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'

import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {parseJsonLines} from '../../src/core/files/json-lines.js'
import {profileStoreSchema} from '../../src/core/profiles/store.js'
import {policiesFileSchema} from '../../src/core/schemas/approvals.js'
import {settingsSchema} from '../../src/core/schemas/settings.js'
import {verifyAuditLog} from '../../src/services/audit/verify.js'
import {bankCacheFileSchema, bankCachePath} from '../../src/services/banks/catalog.js'
import {openLedger} from '../../src/services/ledger/ledger.js'
import {STORES, type Store} from '../../src/services/stores.js'
import {updateCheckSchema} from '../../src/services/updates/notice.js'
import {deliveryLogLineSchema} from '../../src/services/webhooks/delivery-log.js'
import {CliHome} from '../helpers/cli.js'
import {TestSandbox} from '../helpers/sandbox.js'

// Guard (lost updates): every store of src/services/stores.ts that several processes write is written by many
// processes at once, mixed with the other writers, and nothing is lost. Only processes show it: one process's
// writes never overlap. The writers that no command runs alone are in test/fixtures/store-writers.mjs.
const WRITERS = fileURLToPath(new URL('../fixtures/store-writers.mjs', import.meta.url))
const AT_ONCE = 12
/** Many processes start at once on a shared machine: give each more than the usual 30 s. */
const SLOW = {timeoutMs: 100_000}

let home: CliHome
let sandbox: TestSandbox

beforeAll(async () => {
  home = new CliHome()
  sandbox = await TestSandbox.start()
})

afterAll(async () => {
  await sandbox.close()
  home.cleanup()
})

function runWriter(args: string[]): Promise<{code: number | null; stdout: string; stderr: string}> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [WRITERS, ...args], {stdio: ['ignore', 'pipe', 'pipe']})
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const timer = setTimeout(() => child.kill('SIGKILL'), SLOW.timeoutMs)
    child.on('error', reject)
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({code, stdout, stderr})
    })
  })
}

const secretOf = (n: number) => n.toString(16).padStart(2, '0').repeat(32)

/** For each store written by several processes: writes it many times at once, mixed with others, and checks nothing was lost. */
const CONCURRENT_WRITES: Record<string, () => Promise<void>> = {
  async 'profile store'() {
    const {test} = sandbox.merchant
    await home.addProfile('shop', sandbox.baseUrl, test.key_id, test.secret)
    const adds = Array.from({length: AT_ONCE}, (_, n) =>
      home.run(['profile', 'add', `p${n}`, '--base-url', sandbox.baseUrl, '--key-id', `unk_test_${n}`, '--secret-stdin'], {
        ...SLOW,
        stdin: secretOf(n),
      }),
    )
    // Two adds to one profile, one key each: both keys must be kept.
    const keys = ['unk_test_both', 'unk_live_both'].map((keyId, n) =>
      home.run(['profile', 'add', 'both', '--base-url', sandbox.baseUrl, '--key-id', keyId, '--secret-stdin'], {
        ...SLOW,
        stdin: secretOf(100 + n),
      }),
    )
    const others = [
      home.run(['profile', 'use', 'shop'], SLOW),
      home.run(['banks', '--refresh', '--profile', 'shop'], SLOW),
      home.run(['banks', '--refresh', '--profile', 'shop'], SLOW),
    ]
    const runs = await Promise.all([...adds, ...keys, ...others])
    for (const run of runs) expect(run.code, run.stderr).toBe(0)
    for (const [n, run] of adds.entries()) expect((await run).stdout).toContain(`Added profile p${n}`)
    const store = profileStoreSchema.parse(JSON.parse(readFileSync(join(home.env.PAY_CONFIG_DIR, 'profiles.json'), 'utf8')))
    for (let n = 0; n < AT_ONCE; n++)
      expect(store.profiles?.[`p${n}`]?.test, `p${n}`).toEqual({key_id: `unk_test_${n}`, secret: secretOf(n)})
    // The live key's secret is kept by the key store (a 0600 file: test homes use no OS keyring), not profiles.json.
    expect(store.profiles?.both).toMatchObject({
      test: {key_id: 'unk_test_both', secret: secretOf(100)},
      live: {key_id: 'unk_live_both', secret_in: 'file'},
    })
    expect(readFileSync(join(home.env.PAY_CONFIG_DIR, 'secrets', 'profile%2Fboth%2Flive'), 'utf8')).toBe(secretOf(101))
    expect(store.default).toBe('shop')
  },

  async 'bank list cache'() {
    const runs = await Promise.all([
      ...Array.from({length: AT_ONCE / 2}, () => home.run(['banks', '--refresh', '--profile', 'shop', '--json'], SLOW)),
      ...Array.from({length: AT_ONCE / 2}, (_, n) =>
        home.run(['profile', 'add', `q${n}`, '--base-url', sandbox.baseUrl, '--key-id', `unk_test_q${n}`, '--secret-stdin'], {
          ...SLOW,
          stdin: secretOf(n),
        }),
      ),
    ])
    for (const run of runs) expect(run.code, run.stderr).toBe(0)
    const cache = bankCacheFileSchema.parse(JSON.parse(readFileSync(bankCachePath(home.env.PAY_CACHE_DIR, sandbox.baseUrl), 'utf8')))
    expect(Object.keys(cache.banks).length).toBeGreaterThan(0)
    const store = profileStoreSchema.parse(JSON.parse(readFileSync(join(home.env.PAY_CONFIG_DIR, 'profiles.json'), 'utf8')))
    for (let n = 0; n < AT_ONCE / 2; n++) expect(store.profiles?.[`q${n}`], `q${n}`).toBeDefined()
  },

  async approvers() {
    // Approvers added by many processes at once, each under the lock from a fresh read: every one is kept, with its key.
    const runs = await Promise.all(Array.from({length: AT_ONCE}, (_, n) => home.run(['approver', 'add', `a${n}`, '--json'], SLOW)))
    for (const run of runs) expect(run.code, run.stderr).toBe(0)
    const list = JSON.parse((await home.run(['approver', 'list', '--json'], SLOW)).stdout)
    const added = list.approvers.filter((approver: {name: string}) => /^a\d+$/.test(approver.name))
    expect(added.map((approver: {name: string}) => approver.name).sort()).toEqual(Array.from({length: AT_ONCE}, (_, n) => `a${n}`).sort())
    for (const approver of added) expect(approver.key, approver.name).toBe('file')
  },

  async policies() {
    // The policies of many profiles set at once, one process each: every profile keeps its own.
    const {test} = sandbox.merchant
    await home.runHere(['approver', 'add', 'setter'])
    for (let n = 0; n < AT_ONCE; n++) await home.addProfile(`pol${n}`, sandbox.baseUrl, test.key_id, test.secret)
    const runs = await Promise.all(
      Array.from({length: AT_ONCE}, (_, n) =>
        home.run(['policy', 'set', '--approvals', '1', '--max-row', '100', '--as', 'setter', '--profile', `pol${n}`], SLOW),
      ),
    )
    for (const run of runs) expect(run.code, run.stderr).toBe(0)
    const {policies} = policiesFileSchema.parse(JSON.parse(readFileSync(join(home.env.PAY_CONFIG_DIR, 'policies.json'), 'utf8')))
    const profiles = policies.map((signed) => signed.policy.profile).filter((profile) => profile?.startsWith('pol'))
    expect(profiles.sort()).toEqual(Array.from({length: AT_ONCE}, (_, n) => `pol${n}`).sort())
  },

  async settings() {
    // Settings changed by many processes at once, each a whole file under the lock: the file is always one of them, never torn or mixed.
    const values = ['th', 'en']
    const runs = await Promise.all(
      Array.from({length: AT_ONCE}, (_, n) =>
        home.run(n % 3 === 2 ? ['config', 'unset', 'lang'] : ['config', 'set', 'lang', values[n % 2]!], SLOW),
      ),
    )
    for (const run of runs) expect(run.code, run.stderr).toBe(0)
    const text = readFileSync(join(home.env.PAY_CONFIG_DIR, 'settings.json'), 'utf8')
    expect(settingsSchema.parse(JSON.parse(text))).toEqual(expect.objectContaining({}))
    expect(readdirSync(home.env.PAY_CONFIG_DIR).filter((name) => name.endsWith('.tmp') || name.endsWith('.lock'))).toEqual([])
    // The last change wins whole: set once more and read it back.
    expect((await home.run(['config', 'set', 'lang', 'en'], SLOW)).code).toBe(0)
    expect(JSON.parse((await home.run(['config', 'get', 'lang', '--json'], SLOW)).stdout)).toEqual({key: 'lang', value: 'en'})
  },

  async 'update check'() {
    // A later version is known and was not announced today: of commands ending at once, exactly one says so.
    const cacheDir = join(home.root, 'update-cache')
    mkdirSync(cacheDir)
    writeFileSync(join(cacheDir, 'update-check.json'), JSON.stringify({checked_at: new Date().toISOString(), latest: '99.0.0'}))
    const runs = await Promise.all(Array.from({length: AT_ONCE}, () => runWriter(['notify', cacheDir])))
    for (const run of runs) expect(run.code, run.stderr).toBe(0)
    expect(runs.filter((run) => run.stdout.includes('ANNOUNCED'))).toHaveLength(1)
    expect(updateCheckSchema.parse(JSON.parse(readFileSync(join(cacheDir, 'update-check.json'), 'utf8'))).notified_at).toBeDefined()
  },

  async 'sandbox state'() {
    // A sandbox records its pid while `status` processes drop a stale one: the live pid must never be dropped.
    const dataDir = join(home.root, 'sandbox-state')
    mkdirSync(dataDir)
    // All write until the same moment, late enough for every process to have started: the overlap is what counts.
    const until = String(Date.now() + 3000)
    const [start, ...forgets] = await Promise.all([
      runWriter(['sandbox-start', dataDir, until]),
      ...Array.from({length: 3}, () => runWriter(['sandbox-forget', dataDir, until])),
    ])
    for (const run of [start!, ...forgets]) expect(run.code, run.stderr).toBe(0)
    expect(start!.stdout.trim()).toBe('LOST 0')
  },
}

/** For each store appended to: lines written by several processes at once, all whole, none lost. */
const CONCURRENT_APPENDS: Record<string, string | (() => Promise<void>)> = {
  'request history': 'test/services/request-log.test.ts: "keeps every line whole when several processes append at once"',
  async 'webhook delivery log'() {
    const dataDir = join(home.root, 'deliveries')
    const names = ['a', 'b', 'c', 'd']
    const runs = await Promise.all(names.map((name) => runWriter(['deliveries', dataDir, '200', name])))
    for (const run of runs) expect(run.code, run.stderr).toBe(0)
    const {records, skipped} = parseJsonLines(readFileSync(join(dataDir, 'webhooks', 'events.jsonl'), 'utf8'), deliveryLogLineSchema)
    expect(skipped).toBe(0)
    for (const name of names) expect(records.filter((record) => record.event_id?.startsWith(`${name}:`))).toHaveLength(200)
  },
  'final statuses of payouts':
    'one O_APPEND write per close-out through appendLogLine: test/services/request-log.test.ts, "keeps every line whole when several processes append at once"',
  'batch journal': 'one writer per data dir: the batch run lock (test/services/batch, "refuses a second run while one holds the lock")',
  async 'audit log'() {
    // Runs that move money at once, each appending its record chained to the last another wrote: one chain, none lost.
    const dataDir = join(home.root, 'audit-appends')
    const {key_id: key, secret} = sandbox.merchant.test
    const env = {PAY_DATA_DIR: dataDir, PAY_API_KEY: key, PAY_API_SECRET: secret, PAY_BASE_URL: sandbox.baseUrl}
    const runs = await Promise.all(Array.from({length: AT_ONCE / 2}, () => home.run(['test', 'top-up', '1.00'], {...SLOW, env})))
    for (const run of runs) expect(run.code, run.stderr).toBe(0)
    const verification = verifyAuditLog(dataDir)
    expect(verification.broken).toBeUndefined()
    expect(verification.records).toBe(AT_ONCE / 2)
  },
  'detached sandbox log': 'one writer: the sandbox process that owns the data dir',
}

/** For each SQLite database several processes change: transactions of several processes at once, none lost. */
const CONCURRENT_TRANSACTIONS: Record<string, () => Promise<void>> = {
  async ledger() {
    const dataDir = join(home.root, 'ledgers')
    const names = ['a', 'b', 'c', 'd']
    const runs = await Promise.all(names.map((name) => runWriter(['ledger', dataDir, '100', name])))
    for (const run of runs) expect(run.code, run.stderr).toBe(0)
    const ledger = await openLedger({dataDir, profile: 'shop', mode: 'test'})
    try {
      const ids = [...ledger.entries()].map((entry) => entry.id)
      for (const name of names) expect(ids.filter((id) => id.startsWith(`${name}-`))).toHaveLength(100)
    } finally {
      ledger.close()
    }
  },
}

function storesWritten(write: Store['write']): string[] {
  return STORES.filter((store) => store.write === write).map((store) => store.name)
}

describe('stores written by several processes at once', () => {
  it('each store that is rewritten or appended to has its concurrency check here', () => {
    expect(Object.keys(CONCURRENT_WRITES).sort()).toEqual(storesWritten('rewritten').sort())
    expect(Object.keys(CONCURRENT_APPENDS).sort()).toEqual(storesWritten('appended').sort())
    expect(Object.keys(CONCURRENT_TRANSACTIONS).sort()).toEqual(storesWritten('database').sort())
  })

  // In order: the bank cache run uses the profile the first one added.
  for (const name of storesWritten('rewritten')) {
    it(`${name}: many writers at once lose nothing`, () => CONCURRENT_WRITES[name]!(), 240_000)
  }

  for (const name of storesWritten('database')) {
    it(`${name}: transactions at once lose nothing`, () => CONCURRENT_TRANSACTIONS[name]!(), 240_000)
  }

  for (const name of storesWritten('appended')) {
    const check = CONCURRENT_APPENDS[name]
    if (typeof check === 'function') it(`${name}: appends at once lose no line`, check, 240_000)
  }
})
