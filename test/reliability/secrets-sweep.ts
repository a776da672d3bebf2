import {chmodSync, readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'

import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {signWebhookBody} from '../../src/core/signing/sign-request.js'
import {CliHome, type CliResult, type CliRun} from '../helpers/cli.js'
import type {InProcessRun} from '../helpers/in-process.js'
import {TestSandbox} from '../helpers/sandbox.js'
import {WebhookReceiver, waitFor} from '../helpers/webhook-receiver.js'

const WRONG_SECRET = 'e'.repeat(64)

/**
 * Where the sweep runs each command: in the test's process through the IO double (fast, the suite's way), or
 * as a process of its own (the soak suite's way: everything a process prints, oclif's own lines included).
 */
export type SweepRunner = 'in-process' | 'process'

/** Commands run as processes by the in-process sweep too, in its three modes: the share that shows the process's own output. */
const PROCESS_SHARE: string[][] = [
  ['balance'],
  ['balance', '--profile', 'wrong'],
  ['request', 'GET', '/v1/balance', '--include'],
  ['sign', 'POST', '/v1/deposits', '-d', '{"amount":"1.00"}', '--explain'],
  ['profile', 'show', 'main'],
]

/** Commands run again on a terminal (IO double with TTYs, colour on), where output takes other paths. */
const TERMINAL_SHARE: string[][] = [
  ['balance'],
  ['whoami'],
  ['profile', 'show', 'main'],
  ['request', 'GET', '/v1/balance', '--include'],
  ['sign', 'POST', '/v1/deposits', '-d', '{"amount":"1.00"}', '--explain'],
  ['balance', '--profile', 'wrong'],
]

export function describeSecretsSweep(runner: SweepRunner): void {
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

  async function run(
    args: string[],
    options: CliRun & {tty?: boolean; as?: SweepRunner; whileRunning?: InProcessRun['whileRunning']} = {},
  ): Promise<CliResult> {
    const {tty, as = runner, whileRunning, ...rest} = options
    const result =
      as === 'process'
        ? await home.run(args, rest)
        : await home.runHere(args, {env: rest.env, stdin: rest.stdin as string | undefined, tty, whileRunning})
    seen.push({args, result})
    return result
  }

  /** Points the webhooks at one listener and queues a test event for it; chained, so each event meets its own listener. */
  let registering: Promise<unknown> = Promise.resolve()

  /** Points the sandbox's webhooks at a listener and has it send a test event there. */
  function register(url: string): Promise<unknown> {
    const merchant = `/_sandbox/merchants/${sandbox.merchant.id}`
    registering = registering.then(async () => {
      await sandbox.admin('PUT', `${merchant}/webhook`, {url})
      await sandbox.admin('POST', `${merchant}/webhook/test`)
    })
    return registering
  }

  /**
   * `pay webhook listen` for a moment: once it listens, the sandbox delivers a test event to it, which it verifies
   * with the webhook secret and keeps in its log. In the test's process it is stopped with Ctrl-C once the event
   * is printed; as a process it is ended by SIGKILL at the timeout.
   */
  async function listenOnce(mode: string[]): Promise<void> {
    const args = ['webhook', 'listen', '--port', '0', ...mode]
    if (runner === 'in-process') {
      await run(args, {
        whileRunning: async (io) => {
          const url = await waitFor(() => /Listening on (\S+\/)/.exec(io.stderr.text)?.[1])
          await register(url)
          await waitFor(() => io.stdout.text.includes('webhook.test') || undefined)
          io.signal('SIGINT')
        },
      })
      return
    }
    let asked = false
    await run(args, {
      timeoutMs: 10_000,
      onStderr: (soFar) => {
        const url = /Listening on (\S+\/)/.exec(soFar)?.[1]
        if (!url || asked) return
        asked = true
        void register(url)
      },
    })
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

  /** The process and terminal shares of an in-process sweep; returns how many runs they made. */
  async function runShares(): Promise<number> {
    const asProcess = PROCESS_SHARE.flatMap((args) => MODES.map((mode) => [...args, ...mode]))
    for (let start = 0; start < asProcess.length; start += PARALLEL)
      await Promise.all(asProcess.slice(start, start + PARALLEL).map((args) => run(args, {as: 'process'})))
    for (const args of TERMINAL_SHARE) await run(args, {tty: true, env: {NO_COLOR: '', FORCE_COLOR: '1'}})
    return asProcess.length + TERMINAL_SHARE.length
  }

  describe(`secrets never leave the profile store (${runner})`, () => {
    it('runs every command in every output mode, and on its error paths, without printing a secret', {timeout: 600_000}, async () => {
      const deposit = JSON.parse((await run(['deposit', 'create', '--amount', '10', ...PAYER, '--no-watch', '--json'])).stdout)
      // Watched once it is final, so that the watch shows its whole output and ends.
      const credited = JSON.parse((await run(['deposit', 'create', '--amount', '9', ...PAYER, '--no-watch', '--json'])).stdout)
      await run(['test', 'simulate-transfer', credited.id])
      const withdrawal = JSON.parse((await run(['withdrawal', 'create', '--amount', '10', ...PAYEE, '--json'])).stdout)
      const body = JSON.stringify({event_id: 'e1', event_type: 'deposit.success', deposit_id: deposit.id})
      const bodyFile = join(home.root, 'webhook.json')
      writeFileSync(bodyFile, body)
      const webhookSignature = signWebhookBody(sandbox.merchant.webhook_secret, body)
      await Promise.all(MODES.map((mode) => listenOnce(mode)))
      const logged = JSON.parse((await run(['webhook', 'events', '--json'])).stdout) as Array<{event_id: string}>
      expect(logged.length).toBeGreaterThanOrEqual(MODES.length)
      const app = new WebhookReceiver()
      const appUrl = await app.start()
      const payouts = MODES.map((_, index) => {
        const file = join(home.root, `payouts-${index}.csv`)
        writeFileSync(file, `amount,bank,account_no,account_name\n${index + 1}.00,KBANK,1234567890,Somchai\n2.00,SCB,1234564001,Malee\n`)
        return file
      })
      const sandboxAdminDir = ['--data-dir', sandbox.dataDir]
      const expiring = JSON.parse((await run(['deposit', 'create', '--amount', '13', ...PAYER, '--no-watch', '--json'])).stdout)
      const held = JSON.parse(
        (
          await run([
            'withdrawal',
            'create',
            '--amount',
            '14',
            ...PAYEE.slice(0, 2),
            '--account-no',
            '1234564003',
            ...PAYEE.slice(4),
            '--json',
          ])
        ).stdout,
      )

      const commands: string[][] = [
        ['balance'],
        ['banks'],
        ['whoami'],
        ['profile', 'list'],
        ['profile', 'show', 'main'],
        ['doctor'],
        ['deposit', 'get', deposit.id],
        ['deposit', 'watch', credited.id],
        ['withdrawal', 'get', withdrawal.id],
        ['withdrawal', 'list', '--all'],
        ['withdrawal', 'watch', withdrawal.id],
        ['request', 'GET', '/v1/balance', '--include'],
        ['sign', 'POST', '/v1/deposits', '-d', '{"amount":"1.00"}', '--explain'],
        ['webhook', 'verify', bodyFile, '--signature', webhookSignature],
        ['webhook', 'verify', bodyFile, '--signature', 'ab'.repeat(32)],
        ['webhook', 'events'],
        ['webhook', 'replay', logged[0]!.event_id, '--forward-to', appUrl],
        ['webhook', 'reconcile', '--deposit', credited.id],
        ['webhook', 'check', appUrl, '--only', 'genuine.webhook.test,forged.other-secret'],
        ['profile', 'use', 'main'],
        ['sandbox', 'status', ...sandboxAdminDir],
        ['sandbox', 'webhooks', ...sandboxAdminDir],
        ['logs', '--limit', '100'],
      ]
      const sending: string[][] = [
        ['deposit', 'create', '--amount', '11', ...PAYER, '--no-watch'],
        ['withdrawal', 'create', '--amount', '12', ...PAYEE],
        ['test', 'top-up', '5'],
        ['test', 'simulate-transfer', deposit.id],
        ['deposit', 'cancel', deposit.id],
        ['request', 'POST', '/v1/test/top-up', '-d', '{"amount":"1.00"}'],
        ['fixtures', 'run', fileURLToPath(new URL('../../examples/top-up-withdraw.json', import.meta.url))],
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
        ['login', '--no-input'],
        ['withdrawal', 'batch', join(home.root, 'missing.csv')],
        ['webhook', 'replay', 'no-such-event'],
        ['sandbox', 'deposit', 'expire', '00000000-0000-4000-8000-000000000000', ...sandboxAdminDir],
      ]
      const runs = [...commands, ...sending, ...errors].flatMap((args) => MODES.map((mode) => [...args, ...mode]))
      runs.push(...sending.map((args) => [...args, '--dry-run']), ...sending.map((args) => [...args, '--log-bodies']))
      runs.push(
        ...payouts.map((file) => ['withdrawal', 'batch', file, '--dry-run']),
        ...payouts.map((file, index) => ['withdrawal', 'batch', file, ...MODES[index]!]),
      )
      for (let start = 0; start < runs.length; start += PARALLEL)
        await Promise.all(runs.slice(start, start + PARALLEL).map((args) => run(args)))
      await run(['test', 'top-up', '7', '--verbose'], {env: {PAY_DEBUG: '1'}})
      await run(['sandbox', 'deposit', 'expire', expiring.id, ...sandboxAdminDir])
      await run(['sandbox', 'withdrawal', 'settle', held.id, '--status', 'FAILED', ...sandboxAdminDir, '--json'])
      await run(
        [
          'profile',
          'add',
          'piped',
          '--base-url',
          sandbox.baseUrl,
          '--key-id',
          sandbox.merchant.test.key_id,
          '--secret-stdin',
          '--webhook-secret-stdin',
          '--json',
        ],
        {
          stdin: `${sandbox.merchant.test.secret}\n${sandbox.merchant.webhook_secret}\n`,
        },
      )
      await run(['profile', 'show', 'piped', '--json'])
      await run(['profile', 'remove', 'piped'])
      await run(['test', 'reset', '--yes', '--verbose'])
      await app.stop()
      const shares = runner === 'in-process' ? await runShares() : 0

      expect(seen.length).toBe(MODES.length + 7 + runs.length + 7 + shares)
      // In each mode: the replay, and the two deliveries of `webhook check`.
      expect(app.received.length).toBe(MODES.length * 3)
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
      const files = [
        ...filesBelow(home.env.PAY_CACHE_DIR),
        ...filesBelow(home.env.PAY_DATA_DIR),
        ...filesBelow(home.env.PAY_CONFIG_DIR),
      ].filter((path) => !path.endsWith('profiles.json'))
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
}
