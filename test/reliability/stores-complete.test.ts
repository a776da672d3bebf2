import {createHmac} from 'node:crypto'
import {type Dirent, mkdirSync, readdirSync, writeFileSync} from 'node:fs'
import {join, relative, sep} from 'node:path'

import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {STORES, type StoreRoot, storeOf} from '../../src/services/stores.js'
import {CliHome} from '../helpers/cli.js'
import {TestSandbox} from '../helpers/sandbox.js'
import {eventually, waitFor} from '../helpers/webhook-receiver.js'

// Guard: every file pay writes is in the one list of stores (src/services/stores.ts). A home runs a broad set of
// commands against a sandbox kept in its data dir; every file left under its config, cache and data dirs must
// be named by a store, so a file pay starts writing without listing it fails here.
let home: CliHome
let sandbox: TestSandbox
let sandboxDir: string

beforeAll(async () => {
  home = new CliHome()
  sandboxDir = join(home.env.PAY_DATA_DIR, 'sandbox')
  sandbox = await TestSandbox.start({dataDir: sandboxDir})
  await sandbox.topUp('100000.00')
})

afterAll(async () => {
  await sandbox.close()
  home.cleanup()
})

/** Every file under `dir`, `/`-separated relative to it. */
function filesUnder(dir: string): string[] {
  let entries: Dirent[]
  try {
    entries = readdirSync(dir, {recursive: true, withFileTypes: true})
  } catch {
    return []
  }
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
}

/** Each file found, with the root it is under (the sandbox's data dir is its own root, inside pay's data dir). */
function filesFound(): Array<{root: StoreRoot; path: string}> {
  const roots: Array<[StoreRoot, string]> = [
    ['config', home.env.PAY_CONFIG_DIR],
    ['cache', home.env.PAY_CACHE_DIR],
    ['data', home.env.PAY_DATA_DIR],
  ]
  const found = roots.flatMap(([root, dir]) => filesUnder(dir).map((path) => ({root, path})))
  return found.map((file) =>
    file.root === 'data' && file.path.startsWith('sandbox/') ? {root: 'sandbox', path: file.path.slice('sandbox/'.length)} : file,
  )
}

describe('the list of stores', () => {
  it('names every file pay wrote after a broad run of commands', async () => {
    const {test, webhook_secret: webhookSecret} = sandbox.merchant
    const ok = async (args: string[], options: Parameters<CliHome['runHere']>[1] = {}) => {
      const run = await home.runHere(args, options)
      expect(run.code, `pay ${args.join(' ')}: ${run.stderr}`).toBe(0)
      return run
    }
    await ok(
      ['profile', 'add', 'shop', '--base-url', sandbox.baseUrl, '--key-id', test.key_id, '--secret-stdin', '--webhook-secret-stdin'],
      {stdin: `${test.secret}\n${webhookSecret}\n`},
    )
    await ok(['profile', 'use', 'shop'])
    // At a terminal, outside CI, the update notice marks its look (against a registry that refuses).
    await ok(['balance'], {tty: true, env: {CI: undefined, PAY_NO_UPDATE_NOTIFIER: undefined, npm_config_registry: 'http://127.0.0.1:9/'}})
    await ok(['banks'])
    const deposit = JSON.parse(
      (
        await ok([
          'deposit',
          'create',
          '--amount',
          '100',
          '--payer-bank',
          'KBANK',
          '--payer-name',
          'Somchai Jaidee',
          '--payer-account',
          '1234567890',
          '--no-watch',
          '--json',
        ])
      ).stdout,
    ) as {id: string}
    await ok([
      'withdrawal',
      'create',
      '--amount',
      '50',
      '--bank',
      'SCB',
      '--account-no',
      '1234567890',
      '--account-name',
      'Somchai Jaidee',
      '--json',
    ])
    // Reading the ledger records its inbox (what the short commands above saw): `deposit get` below fills it again.
    await ok(['sync'])
    const inputs = join(home.root, 'inputs')
    mkdirSync(inputs)
    writeFileSync(join(inputs, 'payouts.csv'), 'amount,bank,account_no,account_name\n10.00,SCB,1234567890,Somchai Jaidee\n')
    await ok(['withdrawal', 'batch', join(inputs, 'payouts.csv')])
    const body = JSON.stringify({
      event_id: `${deposit.id}:deposit.success`,
      event_type: 'deposit.success',
      deposit_id: deposit.id,
      amount: '100.00',
    })
    await ok(['webhook', 'listen', '--port', '0'], {
      whileRunning: async (io) => {
        const url = await waitFor(() => /Listening on (\S+\/)/.exec(io.stderr.text)?.[1])
        const signature = createHmac('sha256', webhookSecret).update(body).digest('hex')
        await fetch(url, {method: 'POST', body, headers: {'content-type': 'application/json', 'x-webhook-signature': signature}})
        io.signal('SIGINT')
      },
    })
    for (const args of [
      ['deposit', 'get', deposit.id],
      ['webhook', 'events'],
      ['logs'],
      ['doctor'],
      ['whoami'],
      ['profile', 'list'],
      ['sandbox', 'status', '--data-dir', sandboxDir],
    ])
      await home.runHere(args)
    await eventually(() => filesFound().some((file) => file.path === 'update-check.json'))

    const found = filesFound()
    const unlisted = found.filter((file) => !storeOf(file.root, file.path))
    expect(unlisted, 'files pay wrote that no store in src/services/stores.ts names: add them to the list').toEqual([])
    // The run reached the stores it is meant to: a file no longer written there would make this guard hollow.
    const reached = new Set(found.map((file) => storeOf(file.root, file.path)!.name))
    expect([...reached].sort()).toEqual(
      [
        'profile store',
        'bank list cache',
        'update check',
        'request history',
        'webhook delivery log',
        'batch journal',
        'ledger',
        'ledger inbox',
        'audit log',
        'sandbox state',
        'sandbox database',
        'sandbox admin token',
      ].sort(),
    )
  })

  it('gives each store one place to live', () => {
    for (const store of STORES) {
      const others = STORES.filter((other) => other !== store && other.root === store.root && other.path.source === store.path.source)
      expect(others, store.name).toEqual([])
    }
  })
})
