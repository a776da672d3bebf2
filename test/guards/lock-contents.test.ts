import {execFileSync} from 'node:child_process'
import {existsSync, lstatSync, mkdirSync, readdirSync, readlinkSync, rmSync, symlinkSync, writeFileSync} from 'node:fs'
import {basename, dirname, join} from 'node:path'

import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {lookForUpdate} from '../../src/cli/update-check.js'
import {newApproverKeys} from '../../src/core/approvals/approver-keys.js'
import {lockPathOf} from '../../src/core/files/file-lock.js'
import {SETTINGS_FILE} from '../../src/core/profiles/settings.js'
import {KeyStore} from '../../src/core/secrets/key-store.js'
import {SANDBOX_STATE_FILE} from '../../src/sandbox/shared/state-file.js'
import {auditLogPath} from '../../src/services/audit/audit-log.js'
import {bankCachePath} from '../../src/services/banks/catalog.js'
import {runLockPath} from '../../src/services/batch/run-lock.js'
import {STORES} from '../../src/services/stores.js'
import {UPDATE_CHECK_FILE} from '../../src/services/updates/notice.js'
import type {CliHome} from '../helpers/cli.js'
import {commandsCalling} from '../helpers/commands-calling.js'
import type {InProcessResult} from '../helpers/in-process.js'
import {bankListOnlyStub, type StubServer} from '../helpers/stub-server.js'

// Guard (a lock holding what pay did not write): every lock pay takes, the lock of each store it rewrites
// (src/services/stores.ts, `rewritten`), of each it appends under a lock (`locked`) and each store that is a lock
// itself (`lock`), is found holding each
// thing below, and the command that takes it ends with a clear error naming the lock and the fix: exit 1,
// no TypeError or internal error, nothing sent, nothing left behind, the thing found left as it was. Each lock
// is taken by every command that changes what it guards (TAKERS); a new store or lock fails here until it has
// its takers.
const KEY = 'unk_test_lockcontents'

let stub: StubServer
let home: CliHome
let baseUrl: string

beforeAll(async () => {
  ;({stub, home, baseUrl} = await bankListOnlyStub(KEY))
})
afterAll(async () => {
  await stub?.stop()
  home?.cleanup()
})

const config = (file: string) => join(home.env.PAY_CONFIG_DIR, file)
const sandboxDir = () => join(home.root, 'sandbox-data')
const payouts = () => join(home.root, 'payouts.csv')

/** A run that takes a lock. `quiet`: a best-effort lock whose trouble never fails a command. */
type Take = () => Promise<InProcessResult | 'quiet'>

/** A run of `pay` with these arguments, in the test's process. */
const pay =
  (...args: string[]) =>
  () =>
    home.runHere(args)

/** A sandbox state naming a pid that is gone: every sandbox command that finds it drops it, under the lock. */
const stalePid = () => {
  mkdirSync(sandboxDir(), {recursive: true})
  writeFileSync(join(sandboxDir(), SANDBOX_STATE_FILE), JSON.stringify({base_url: 'http://127.0.0.1:1', pid: 999_999_999}))
}
const sandbox =
  (...args: string[]) =>
  () =>
    home.runHere(['sandbox', ...args, '--sandbox-data-dir', sandboxDir()])

const card = () => join(home.root, 'card.json')
const cardKeys = newApproverKeys()

/** An approver of this machine, `signer`, written as `pay approver add` writes one (its key in a 0600 file). */
const approverHere = () => {
  if (existsSync(config('approvers.json'))) return
  const keys = newApproverKeys()
  const store = new KeyStore({configDir: home.env.PAY_CONFIG_DIR, env: {PAY_KEYRING: 'off'}})
  mkdirSync(store.directory, {recursive: true, mode: 0o700})
  writeFileSync(store.fileOf(`approver/${keys.keyId}`), keys.privateKey, {mode: 0o600})
  const approver = {name: 'signer', key_id: keys.keyId, public_key: keys.publicKey, own: true, added_at: new Date().toISOString()}
  writeFileSync(config('approvers.json'), JSON.stringify({approvers: [approver]}))
}

/** Every lock, where it is, and every command that takes it (a store's lock: every command that changes the store). */
const TAKERS: Record<string, {lock: () => string; prepare?: () => void; takers: Record<string, Take>}> = {
  'profile store': {
    lock: () => lockPathOf(config('profiles.json')),
    takers: {
      'profile add': () =>
        home.runHere(['profile', 'add', 'other', '--base-url', baseUrl, '--key-id', KEY, '--secret-stdin'], {stdin: 'b'.repeat(64)}),
      'profile use': pay('profile', 'use', 'stub'),
      'profile remove': pay('profile', 'remove', 'stub'),
    },
  },
  settings: {
    lock: () => lockPathOf(config(SETTINGS_FILE)),
    takers: {'config set': pay('config', 'set', 'lang', 'en'), 'config unset': pay('config', 'unset', 'lang')},
  },
  approvers: {
    lock: () => lockPathOf(config('approvers.json')),
    prepare: () =>
      writeFileSync(card(), JSON.stringify({pay_approver: 1, name: 'card', key_id: cardKeys.keyId, public_key: cardKeys.publicKey})),
    takers: {'approver add': pay('approver', 'add', 'newcomer'), 'approver trust': () => home.runHere(['approver', 'trust', card()])},
  },
  policies: {
    lock: () => lockPathOf(config('policies.json')),
    prepare: approverHere,
    takers: {'policy set': pay('policy', 'set', '--approvals', '0', '--as', 'signer', '--profile', 'stub')},
  },
  'bank list cache': {
    lock: () => lockPathOf(bankCachePath(home.env.PAY_CACHE_DIR, baseUrl)),
    takers: {banks: pay('banks', '--refresh', '--profile', 'stub')},
  },
  'update check': {
    lock: () => lockPathOf(join(home.env.PAY_CACHE_DIR, UPDATE_CHECK_FILE)),
    takers: {
      'any command at a terminal': async () => {
        const announced: string[] = []
        const io = {env: {}, stderrIsTTY: true} as never
        lookForUpdate({
          io,
          json: false,
          root: '/nonexistent',
          name: 'pay',
          version: '0.0.1',
          cacheDir: home.env.PAY_CACHE_DIR,
          announce: (v) => announced.push(v),
        })
        expect(announced).toEqual([])
        return 'quiet'
      },
    },
  },
  'sandbox state': {
    lock: () => lockPathOf(join(sandboxDir(), SANDBOX_STATE_FILE)),
    prepare: stalePid,
    takers: {
      'sandbox status': sandbox('status'),
      'sandbox stop': sandbox('stop'),
      'sandbox webhooks': sandbox('webhooks'),
      'sandbox deposit expire': sandbox('deposit', 'expire', 'dep_1'),
      'sandbox withdrawal settle': sandbox('withdrawal', 'settle', 'wd_1', '--status', 'SUCCESS'),
      'sandbox key rotate': sandbox('key', 'rotate', '--mode', 'test'),
      'sandbox merchant create': sandbox('merchant', 'create'),
    },
  },
  // Checked before any money request is sent: a run whose audit record could not be appended moves no money.
  'audit log': {
    lock: () => lockPathOf(auditLogPath(home.env.PAY_DATA_DIR)),
    takers: {
      'test top-up': pay('test', 'top-up', '1.00', '--profile', 'stub'),
      'withdrawal create': pay(
        'withdrawal',
        'create',
        '--amount',
        '1.00',
        '--bank',
        'KBANK',
        '--account-no',
        '1234567890',
        '--account-name',
        'A',
        '--profile',
        'stub',
        '--yes',
      ),
    },
  },
  'batch run lock': {
    lock: () => runLockPath(home.env.PAY_DATA_DIR),
    prepare: () => writeFileSync(payouts(), 'amount,bank,account_no,account_name\n100.00,KBANK,1234567890,Somchai\n'),
    takers: {'withdrawal batch': () => home.runHere(['withdrawal', 'batch', payouts(), '--yes', '--profile', 'stub'])},
  },
}

/**
 * The calls that take a lock, where a call names it: a command whose code (its imports, loaded at once or on
 * demand) holds one takes that lock, and must be among its takers above or in TAKEN_ELSEWHERE. The other locks
 * are taken in code every command of a kind shares: the sandbox's state by each that finds a stale pid
 * (`readLiveState`), the bank list cache by each that loads the list, the update check by the runtime.
 */
const TAKING_CALLS: Record<string, RegExp> = {
  'profile store': /(?<!function )\b(?:saveProfile|writeSandboxProfile|updateSandboxProfileKey)\(|store\(\)\.(?:remove|setDefault)\(/,
  settings: /(?<!function )\bsaveSetting\(/,
  'batch run lock': /\bRunLock\.acquire\(/,
  approvers: /(?<!function )\b(?:addApprover|trustApprovers)\(/,
  policies: /(?<!function )\bchangePolicy\(/,
}

/** Commands that take a lock and are not run above, with why: each takes it through the same call as a command that is. */
const TAKEN_ELSEWHERE: Record<string, string> = {
  login: 'saveProfile, as profile add, once the service accepted the key (a person at a terminal; this stub accepts none)',
  'sandbox:start': 'writeSandboxProfile (profile store, through withFileLock as profile add) once a sandbox runs',
  'sandbox:key:rotate': 'updateSandboxProfileKey (profile store, through withFileLock as profile add) after the sandbox rotated the key',
}

/** Commands whose code holds such a call only in a module they share with a taker, and why they take no lock. */
const SHARES_THE_MODULE: Record<string, string> = {
  'sandbox:stop': "src/sandbox/control/lifecycle.ts holds sandbox start's profile write; stop changes no profile",
}

/** Every lock pay takes, from the list of stores. */
const LOCKS = STORES.filter((store) => store.write === 'rewritten' || store.write === 'lock' || store.locked).map((store) => store.name)

const elsewhere = () => join(home.root, 'elsewhere.json')

/** What is planted at a lock's path, and the damage it is named as. */
const FOUND: Array<[string, (path: string) => void]> = [
  ['{}', (path) => writeFileSync(path, '{}')],
  ['null', (path) => writeFileSync(path, 'null')],
  ['garbage bytes', (path) => writeFileSync(path, Buffer.from([0xff, 0x00, 0x9b, 0x31, 0x6d, 0x0a]))],
  ['an empty file', (path) => writeFileSync(path, '')],
  ['a directory', (path) => mkdirSync(join(path, 'inside'), {recursive: true})],
  [
    'a symlink to elsewhere',
    (path) => {
      writeFileSync(elsewhere(), JSON.stringify({pid: 1, hostname: 'elsewhere', started_at: 'x', file: 'x'}))
      symlinkSync(elsewhere(), path)
    },
  ],
  ['a FIFO', (path) => execFileSync('mkfifo', [path])],
]

/** The entries of the lock's directory and what the lock's path is, to show nothing was added, removed or changed. */
function snapshot(lock: string) {
  const found = lstatSync(lock)
  return {
    beside: readdirSync(dirname(lock)).sort(),
    kind: found.isSymbolicLink()
      ? `link to ${readlinkSync(lock)}`
      : found.isDirectory()
        ? 'directory'
        : found.isFIFO()
          ? 'fifo'
          : `file of ${found.size}`,
  }
}

describe('every lock pay takes, holding what pay did not write', () => {
  it.each(Object.keys(TAKING_CALLS))('%s: every command whose code takes it is run here, or says why not', (name) => {
    const run = Object.keys(TAKERS[name]!.takers).map((command) => command.replaceAll(' ', ':'))
    expect(
      commandsCalling(TAKING_CALLS[name]!).filter((id) => !run.includes(id) && !(id in TAKEN_ELSEWHERE) && !(id in SHARES_THE_MODULE)),
    ).toEqual([])
  })

  it('lists no command as taking a lock elsewhere that takes none', () => {
    const found = Object.values(TAKING_CALLS).flatMap((calls) => commandsCalling(calls))
    expect([...Object.keys(TAKEN_ELSEWHERE), ...Object.keys(SHARES_THE_MODULE)].filter((id) => !found.includes(id))).toEqual([])
  })

  it('has a taker for each lock the list of stores names', () => {
    expect(LOCKS.filter((name) => !(name in TAKERS))).toEqual([])
    expect(Object.keys(TAKERS).filter((name) => !LOCKS.includes(name))).toEqual([])
  })

  describe.each(LOCKS.flatMap((name) => Object.keys(TAKERS[name]?.takers ?? {}).map((command) => [name, command])))(
    '%s, taken by %s',
    (name, command) => {
      it.each(FOUND)('refuses %s by name, with the fix, sending nothing and leaving nothing', async (_what, plant) => {
        const taker = TAKERS[name]!
        const lock = taker.lock()
        mkdirSync(dirname(lock), {recursive: true})
        taker.prepare?.()
        plant(lock)
        stub.received.length = 0
        const before = snapshot(lock)
        try {
          const result = await taker.takers[command]!()
          if (result !== 'quiet') {
            expect(result.code, result.stderr).toBe(1)
            expect(result.stderr).toContain(`The lock ${lock} is not one pay wrote`)
            expect(result.stderr).toContain(`rm ${existsSync(lock) && lstatSync(lock).isDirectory() ? '-r ' : ''}${lock}`)
            expect(result.stderr).not.toMatch(/TypeError|internal error|at \S+ \(/i)
          }
          expect(stub.received.filter((request) => request.method !== 'GET')).toEqual([])
          expect(snapshot(lock)).toEqual(before)
        } finally {
          rmSync(lock, {recursive: true, force: true})
          rmSync(elsewhere(), {force: true})
        }
        expect(readdirSync(dirname(lock)).filter((entry) => entry.startsWith(basename(lock)))).toEqual([])
      })
    },
  )
})
