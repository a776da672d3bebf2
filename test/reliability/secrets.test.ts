import {chmodSync, readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'

import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {signWebhookBody} from '../../src/core/signing.js'
import {CliHome, type CliResult} from '../helpers/cli.js'
import {TestSandbox} from '../helpers/sandbox.js'

const WRONG_SECRET = 'e'.repeat(64)

let sandbox: TestSandbox
let home: CliHome
let secrets: string[]
const seen: Array<{args: string[]; result: CliResult}> = []

beforeAll(async () => {
  sandbox = await TestSandbox.start()
  home = new CliHome()
  const {test, webhook_secret: webhookSecret} = sandbox.merchant
  await home.addProfile('main', sandbox.baseUrl, test.key_id, test.secret, webhookSecret)
  await home.addProfile('wrong', sandbox.baseUrl, test.key_id, WRONG_SECRET)
  await home.run(['profile', 'use', 'main'])
  await sandbox.topUp('1000.00')
  secrets = [test.secret, webhookSecret, WRONG_SECRET]
})
afterAll(async () => {
  await sandbox?.close()
  home?.cleanup()
})

async function run(args: string[], options: {stdin?: string} = {}): Promise<CliResult> {
  const result = await home.run(args, options)
  seen.push({args, result})
  return result
}

/** Every file below a directory, recursively. */
function filesBelow(dir: string): string[] {
  let entries: string[]
  try {
    entries = readdirSync(dir)
  } catch {
    return []
  }
  return entries.flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesBelow(path) : [path]
  })
}

const PAYER = ['--payer-bank', 'KBANK', '--payer-name', 'Somchai', '--payer-account', '1234567890']
const PAYEE = ['--bank', 'KBANK', '--account-no', '1234567890', '--account-name', 'Somchai']
const MODES = [[], ['--json'], ['--verbose']]
/** CLI processes at once: they mostly wait on the sandbox, so a few share two cores well. */
const PARALLEL = 4

describe('secrets never leave the profile store', () => {
  it('runs every command in every output mode, and on its error paths, without printing a secret', {timeout: 300_000}, async () => {
    const deposit = JSON.parse((await run(['deposit', 'create', '--amount', '10', ...PAYER, '--no-watch', '--json'])).stdout)
    const withdrawal = JSON.parse((await run(['withdrawal', 'create', '--amount', '10', ...PAYEE, '--json'])).stdout)
    const body = JSON.stringify({event_id: 'e1', event_type: 'deposit.success', deposit_id: deposit.id})
    const bodyFile = join(home.root, 'webhook.json')
    writeFileSync(bodyFile, body)
    const webhookSignature = signWebhookBody(sandbox.merchant.webhook_secret, body)

    const commands: string[][] = [
      ['balance'],
      ['banks'],
      ['whoami'],
      ['profile', 'list'],
      ['profile', 'show', 'main'],
      ['doctor'],
      ['deposit', 'get', deposit.id],
      ['deposit', 'watch', deposit.id, '--json'],
      ['withdrawal', 'get', withdrawal.id],
      ['withdrawal', 'list', '--all'],
      ['withdrawal', 'watch', withdrawal.id],
      ['request', 'GET', '/v1/balance', '--include'],
      ['sign', 'POST', '/v1/deposits', '-d', '{"amount":"1.00"}', '--explain'],
      ['webhook', 'verify', bodyFile, '--signature', webhookSignature],
      ['webhook', 'verify', bodyFile, '--signature', 'ab'.repeat(32)],
      ['webhook', 'events'],
    ]
    const sending: string[][] = [
      ['deposit', 'create', '--amount', '11', ...PAYER, '--no-watch'],
      ['withdrawal', 'create', '--amount', '12', ...PAYEE],
      ['test', 'top-up', '5'],
      ['test', 'simulate-transfer', deposit.id],
      ['deposit', 'cancel', deposit.id],
      ['request', 'POST', '/v1/test/top-up', '-d', '{"amount":"1.00"}'],
    ]
    const errors: string[][] = [
      ['deposit', 'get', 'dep_missing'],
      ['deposit', 'create', '--amount', '1.001', ...PAYER],
      ['withdrawal', 'create', '--amount', '99999999', ...PAYEE],
      ['request', 'GET', '/v1/nothing-here'],
      ['balance', '--profile', 'wrong'],
      ['whoami', '--profile', 'wrong'],
      ['withdrawal', 'create', '--amount', '5', ...PAYEE, '--live'],
      ['balance', '--profile', 'nobody'],
    ]
    const runs = [...commands, ...sending, ...errors].flatMap((args) => MODES.map((mode) => [...args, ...mode]))
    runs.push(...sending.map((args) => [...args, '--dry-run']))
    for (let start = 0; start < runs.length; start += PARALLEL) await Promise.all(runs.slice(start, start + PARALLEL).map((args) => run(args)))
    await run(['profile', 'add', 'piped', '--base-url', sandbox.baseUrl, '--key-id', sandbox.merchant.test.key_id, '--secret-stdin', '--json'], {
      stdin: sandbox.merchant.test.secret,
    })

    expect(seen.length).toBe(runs.length + 3)
    expect(seen.some(({result}) => result.code === 3)).toBe(true)
    expect(seen.some(({result}) => result.stdout.includes('x-signature'))).toBe(true)
    for (const {args, result} of seen) {
      for (const secret of secrets) {
        expect(result.stdout, `stdout of pay ${args.join(' ')}`).not.toContain(secret)
        expect(result.stderr, `stderr of pay ${args.join(' ')}`).not.toContain(secret)
      }
    }
  })

  it('writes secrets to no file but the profile store: not the cache, the data dir or a log', () => {
    const files = [...filesBelow(home.env.PAY_CACHE_DIR), ...filesBelow(home.env.PAY_DATA_DIR), ...filesBelow(home.env.PAY_CONFIG_DIR)].filter(
      (path) => !path.endsWith('profiles.json'),
    )
    expect(files.length).toBeGreaterThan(0)
    for (const path of files) {
      const text = readFileSync(path).toString('latin1')
      for (const secret of secrets) expect(text, path).not.toContain(secret)
    }
  })

  it('keeps the profile store at 0600, and warns when others can read it', async () => {
    const store = join(home.env.PAY_CONFIG_DIR, 'profiles.json')
    expect(statSync(store).mode & 0o777).toBe(0o600)
    chmodSync(store, 0o644)
    const result = await home.run(['balance'])
    expect(result.code).toBe(0)
    expect(result.stderr).toContain(`Warning: ${store} can be read by other users; it holds secrets. Fix it with: chmod 600 ${store}`)
    chmodSync(store, 0o600)
    expect((await home.run(['balance'])).stderr).not.toContain('Warning')
  })
})
