import {mkdirSync, rmSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'

import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {requiresIdempotencyKey} from '../../src/core/http/api.js'
import {requestLogPath} from '../../src/services/request-log/log-file.js'
import {en} from '../../src/ui/words/en/index.js'
import {payoutFile} from '../e2e/batch-helpers.js'
import {CliHome, ONE_PAYOUT} from '../helpers/cli.js'
import type {InProcessResult} from '../helpers/in-process.js'
import type {IODouble} from '../helpers/io-double.js'
import {MisbehavingServer, type Misbehaviour} from '../helpers/misbehaving-server.js'
import {commandsSendingMoney, MANIFEST} from '../helpers/money-commands.js'
import {TestSandbox} from '../helpers/sandbox.js'

// Guard (docs/configuration.md, "Timeouts, answer size, and interrupted money requests"): every money-moving
// command. Those that can send a money request are found in the sources (the commands whose imports reach a
// call of a money endpoint); each takes --idempotency-key, and is run here by MONEY_ARGS, or keeps its keys
// elsewhere, as KEYS_KEPT_ELSEWHERE says. A new one fails here until it is one or the other.

const KEYED = Object.keys(MANIFEST.commands).filter((id) => 'idempotency-key' in MANIFEST.commands[id]!.flags)
const PAYER = ['--payer-bank', 'KBANK', '--payer-name', 'Somchai', '--payer-account', '1234567890']
const PAYOUT = {
  amount: '1.00',
  receiver_bank_provider: 'KBANK',
  receiver_bank_account_name: 'Somchai',
  receiver_bank_account_number: '1234567890',
}

/** How to run each money-moving command once: its arguments, given a PENDING deposit made for it. */
const MONEY_ARGS: Record<string, (depositId: string) => string[]> = {
  'withdrawal:create': () => ONE_PAYOUT,
  'deposit:create': () => ['deposit', 'create', '--amount', '10.00', ...PAYER, '--no-watch'],
  'test:top-up': () => ['test', 'top-up', '1.00'],
  'test:simulate-transfer': (depositId) => ['test', 'simulate-transfer', depositId],
  'test:reset': () => ['test', 'reset', '--yes'],
  request: () => ['request', 'POST', '/v1/withdrawals', '-d', JSON.stringify(PAYOUT)],
}

/** Money-moving commands without --idempotency-key, and where the keys of their requests are. */
const KEYS_KEPT_ELSEWHERE: Record<string, string> = {
  'withdrawal:batch': "its journal, a key a row, and the summary's keys (docs/batch-journal.md); run below",
  trigger: 'test mode, several steps: a step that gets no answer fails the run with its key',
  'fixtures:run': "test mode, a scenario's steps: a step that gets no answer fails the run with its key",
  'deposit:watch': "test mode: the live view's simulate key, whose failure the view shows",
  'withdrawal:watch': "none: it shares the deposit's live view (src/flows/follow.ts), whose simulate key only a deposit has",
}

let sandbox: TestSandbox
let server: MisbehavingServer
const home = new CliHome()

beforeAll(async () => {
  sandbox = await TestSandbox.start()
  await sandbox.topUp('100000.00')
  server = new MisbehavingServer(sandbox.baseUrl, requiresIdempotencyKey)
  await home.addProfile('flaky', await server.start(), sandbox.merchant.test.key_id, sandbox.merchant.test.secret)
  await home.runHere(['profile', 'use', 'flaky'])
})
afterAll(async () => {
  await server?.stop()
  await sandbox?.close()
  home.cleanup()
})

async function runMoney(
  id: string,
  mode: Misbehaviour,
  extra: string[],
  whileRunning?: (io: IODouble) => Promise<void>,
  env: Record<string, string> = {},
) {
  const depositId = id === 'test:simulate-transfer' ? (await sandbox.createDeposit({amount: '50.00'})).id : ''
  server.mode = mode
  server.keys.length = 0
  const args = [...MONEY_ARGS[id]!(depositId), ...extra]
  const result = await home.runHere(args, {whileRunning, env})
  expect(server.keys).toHaveLength(1)
  return {result, key: server.keys[0]!, args}
}

/** The human error names the key and the command that retries the same request with it. */
function expectKeyAndRetry(result: InProcessResult, id: string, key: string): void {
  expect(result.stderr).toContain(`Idempotency-Key: ${key}`)
  expect(result.stderr).toMatch(new RegExp(`Retry with: pay ${id.replaceAll(':', ' ')} .*--idempotency-key ${key}\\n`))
}

function jsonError(result: InProcessResult): {code: string; idempotency_key?: string; retry_command?: string} {
  return (JSON.parse(result.stdout) as {error: {code: string; idempotency_key?: string; retry_command?: string}}).error
}

describe('every money-moving command', () => {
  it('is known: each command taking --idempotency-key has its arguments here', () => {
    expect(KEYED.sort()).toEqual(Object.keys(MONEY_ARGS).sort())
  })

  it('is found: each command that can send a money request takes --idempotency-key, or keeps its keys elsewhere', () => {
    const found = commandsSendingMoney()
    expect(found.filter((id) => !KEYED.includes(id) && !(id in KEYS_KEPT_ELSEWHERE))).toEqual([])
    expect([...KEYED, ...Object.keys(KEYS_KEPT_ELSEWHERE)].filter((id) => !found.includes(id))).toEqual([])
  })

  describe.each(KEYED.map((id) => [id]))('%s', (id) => {
    it('ends at --timeout when the answer trickles in, with the key and the retry command', {timeout: 30_000}, async () => {
      const human = await runMoney(id, 'trickle', ['--timeout', '1', '--retries', '0'])
      expect(human.result.code).toBe(1)
      expect(human.result.stderr).toContain('timed out')
      expectKeyAndRetry(human.result, id, human.key)
      const json = await runMoney(id, 'trickle', ['--timeout', '1', '--retries', '0', '--json'])
      expect(json.result.code).toBe(1)
      expect(jsonError(json.result)).toMatchObject({code: 'TIMEOUT', idempotency_key: json.key})
      expect(jsonError(json.result).retry_command).toMatch(new RegExp(` --json .*--idempotency-key ${json.key}$`))
      expect(server.closedByClient).toBeGreaterThanOrEqual(1)
    })

    it('refuses an answer that never ends, as no answer: the key and the retry command', {timeout: 30_000}, async () => {
      const {result, key} = await runMoney(id, 'endless', ['--json'])
      expect(result.code).toBe(1)
      expect(jsonError(result)).toMatchObject({code: 'ANSWER_TOO_LARGE', idempotency_key: key})
      expect(jsonError(result).retry_command).toContain(`--idempotency-key ${key}`)
    })

    it('Ctrl-C while the request is out prints the key and the retry command (130), for people and in --json', {
      timeout: 30_000,
    }, async () => {
      const interrupt = async (io: IODouble) => {
        await server.arrived()
        expect(io.signal('SIGINT')).toBe(true)
      }
      const human = await runMoney(id, 'hold', [], interrupt)
      expect(human.result.code).toBe(130)
      expectKeyAndRetry(human.result, id, human.key)
      const json = await runMoney(id, 'hold', ['--json'], interrupt)
      expect(json.result.code).toBe(130)
      expect(jsonError(json.result)).toMatchObject({code: 'INTERRUPTED', idempotency_key: json.key})
    })

    it('prints the outcome and exits 0 when what follows the answer fails (the words and the request history gone)', {
      timeout: 30_000,
    }, async () => {
      let restore = () => {}
      server.beforeAnswer = () => (restore = wordsGone())
      // The request history's file is a directory: its warning, without words, fails too.
      const dataDir = join(home.root, 'data-unwritable')
      mkdirSync(requestLogPath(dataDir), {recursive: true})
      try {
        const {result, key} = await runMoney(id, 'answer-then', [], undefined, {PAY_DATA_DIR: dataDir})
        expect(result.code).toBe(0)
        const answer = JSON.parse(server.answers.at(-1)!)
        expect(result.stdout).toContain(answer.id ?? answer.bank_txn_id ?? answer.status)
        // `pay request` prints the answer as the service gave it, with no word to lose, and no key of its own.
        if (id !== 'request') expect(result.stdout).toContain(`Idempotency-Key=${key}`)
      } finally {
        restore()
        server.beforeAnswer = () => {}
      }
    })
  })

  it('deposit create --json: its QR file cannot be written after the answer: the deposit is the document, exit 0', {
    timeout: 30_000,
  }, async () => {
    const folder = join(home.root, 'qr-folder')
    mkdirSync(folder)
    server.beforeAnswer = () => rmSync(folder, {recursive: true})
    try {
      const {result, key} = await runMoney('deposit:create', 'answer-then', ['--qr-png', join(folder, 'pay.png'), '--json'])
      expect(result.code).toBe(0)
      expect(JSON.parse(result.stdout)).toMatchObject({id: JSON.parse(server.answers.at(-1)!).id, status: 'PENDING'})
      expect(result.stderr).toContain('Warning: the answer came')
      expect(key).toMatch(/^[0-9a-f-]{36}$/)
    } finally {
      server.beforeAnswer = () => {}
    }
  })

  it('withdrawal batch: a row whose answer trickles ends at --timeout, and its key is in the summary', {timeout: 30_000}, async () => {
    const file = join(home.root, 'payouts.csv')
    writeFileSync(file, payoutFile(1))
    server.mode = 'trickle'
    server.keys.length = 0
    const result = await home.runHere(['withdrawal', 'batch', file, '--timeout', '1', '--retries', '0', '--json'])
    expect(result.code).toBe(1)
    expect(server.keys).toHaveLength(1)
    expect(result.stdout).toContain(server.keys[0])
  })

  it('withdrawal batch: Ctrl-C lets the row in flight end (at --timeout), and its key is in the summary (130)', {
    timeout: 30_000,
  }, async () => {
    const file = join(home.root, 'payouts-interrupted.csv')
    writeFileSync(file, payoutFile(1))
    server.mode = 'hold'
    server.keys.length = 0
    const interrupt = async (io: IODouble) => {
      await server.arrived()
      expect(io.signal('SIGINT')).toBe(true)
    }
    const result = await home.runHere(['withdrawal', 'batch', file, '--timeout', '1', '--retries', '0', '--json'], {
      whileRunning: interrupt,
    })
    expect(result.code).toBe(130)
    expect(server.keys).toHaveLength(1)
    expect(result.stdout).toContain(server.keys[0])
  })
})

/** Every surface of the English catalog throws when read, as when its file is missing from the build; returns the undo. */
function wordsGone(): () => void {
  const saved = Object.getOwnPropertyDescriptors(en)
  for (const name of Object.keys(en))
    Object.defineProperty(en, name, {
      configurable: true,
      get: () => {
        throw new Error(`Cannot find module 'words/en/${name}.cjs'`)
      },
    })
  return () => Object.defineProperties(en, saved)
}
