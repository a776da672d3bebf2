import {type ChildProcess, spawn} from 'node:child_process'
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {procStat} from '../../src/core/files/process-identity.js'
import {SANDBOX_ADMIN_TOKEN_FILE, SANDBOX_STATE_FILE} from '../../src/sandbox/shared/state-file.js'
import {DeliveryLog} from '../../src/services/webhooks/delivery-log.js'
import {CliHome, ONE_PAYOUT} from '../helpers/cli.js'
import type {InProcessResult} from '../helpers/in-process.js'
import type {IODouble} from '../helpers/io-double.js'
import {loggedDelivery} from '../helpers/logged-delivery.js'
import {exampleRuns, manifestCommands} from '../helpers/manifest-flags.js'
import {MisbehavingServer} from '../helpers/misbehaving-server.js'
import {waitFor} from '../helpers/webhook-receiver.js'

// Guard (docs/reliability.md, 18: a wait without an end): every command that reads a network answer is run
// against a server whose answer trickles in a byte at a time, one that takes the request and never answers, and
// one whose answer never ends, with short bounds (--timeout 1 where the command takes it). Each must end: with a
// non-zero exit and words that say what happened, or, where pay forwards to an app and judges it by its status,
// with that status after reading a bounded part of the answer. Every command of oclif.manifest.json is run here:
// as READERS says, or, for a command it does not name, as its first example is written (pointed at the server by
// the home's profile, bounded where it takes --timeout and --retries), which must end with 0 or say why it ended;
// or it is said to read no network answer (NO_NETWORK, with why). The runs of a server's behaviour go at once, in
// this process; the test's own timeout is the ceiling, not a measure.

type Mode = 'trickle' | 'hold' | 'endless'
const MODES: Mode[] = ['trickle', 'hold', 'endless']

/** One server behaving one way, and a home whose profile, sandbox data dir and files point at it. */
interface Bench {
  mode: Mode
  server: MisbehavingServer
  url: string
  home: CliHome
  sandboxDir: string
  file: (name: string) => string
}

interface Reader {
  /** The command line, given where the server is. */
  args: (bench: Bench) => string[]
  /** Forwards to an app and judges it by its status: an endless answer is read so far, then its status (201) stands. */
  forwards?: boolean
  /** A command that serves until stopped: what it is sent, and the status its sender must get, before Ctrl-C. */
  serve?: (bench: Bench, io: IODouble) => Promise<void>
  /** Types at a terminal while it runs. */
  type?: (bench: Bench, io: IODouble) => Promise<void>
  stdin?: string
  /** Run by its example: a command that reads no network answer ends with 0. */
  mayEndWell?: boolean
}

const SECRET = 'a'.repeat(64)
const KEY_ID = 'unk_test_networkwaits'
const DEPOSIT = 'dep_0000000000000001'
const WITHDRAWAL = 'wd_0000000000000001'
const EVENT = 'dep_1:deposit.success'
const SANDBOX = (bench: Bench) => ['--sandbox-data-dir', bench.sandboxDir]
/** The bounds of the commands that send through the signing client. */
const BOUNDED = ['--timeout', '1', '--retries', '0']
/**
 * A forwarder's bound: 1 s where the app never finishes its answer. An endless answer is read up to the cap at
 * once, so its bound only has to outlast a loaded machine: it is not what ends the command.
 */
const FORWARD_BOUND = (bench: Bench) => ['--timeout', bench.mode === 'endless' ? '9' : '1']

/** Every command that reads a network answer, and how it is pointed at the server. */
const READERS: Record<string, Reader> = {
  balance: {args: () => ['balance', ...BOUNDED]},
  banks: {args: () => ['banks', '--refresh', ...BOUNDED]},
  doctor: {args: () => ['doctor', '--timeout', '1']},
  whoami: {args: () => ['whoami', ...BOUNDED]},
  request: {args: () => ['request', 'GET', '/v1/balance', ...BOUNDED]},
  login: {
    args: () => ['login', '--name', 'again', ...BOUNDED],
    type: async (bench, io) => {
      for (const [prompt, answer] of [
        ['Base URL', bench.url],
        ['Key id', KEY_ID],
        ['Secret', SECRET],
      ]) {
        await waitFor(() => `${io.stdout.text}${io.stderr.text}`.includes(prompt!) || undefined)
        io.stdin.write(`${answer}\r`)
      }
    },
  },
  'deposit:create': {
    args: () => [
      'deposit',
      'create',
      '--amount',
      '10.00',
      '--payer-bank',
      'KBANK',
      '--payer-name',
      'Somchai',
      '--payer-account',
      '1234567890',
      '--no-watch',
      ...BOUNDED,
    ],
  },
  'deposit:get': {args: () => ['deposit', 'get', DEPOSIT, ...BOUNDED]},
  'deposit:cancel': {args: () => ['deposit', 'cancel', DEPOSIT, ...BOUNDED]},
  'deposit:watch': {args: () => ['deposit', 'watch', DEPOSIT, ...BOUNDED]},
  'withdrawal:create': {
    args: () => [...ONE_PAYOUT, ...BOUNDED],
  },
  'withdrawal:get': {args: () => ['withdrawal', 'get', WITHDRAWAL, ...BOUNDED]},
  'withdrawal:list': {args: () => ['withdrawal', 'list', ...BOUNDED]},
  'withdrawal:watch': {args: () => ['withdrawal', 'watch', WITHDRAWAL, ...BOUNDED]},
  'withdrawal:batch': {args: (bench) => ['withdrawal', 'batch', bench.file('payouts.csv'), '--yes', ...BOUNDED]},
  'withdrawal:batch:close': {args: (bench) => ['withdrawal', 'batch', 'close', bench.file('sent.csv'), ...BOUNDED]},
  'test:top-up': {args: () => ['test', 'top-up', '1.00', ...BOUNDED]},
  'test:simulate-transfer': {args: () => ['test', 'simulate-transfer', DEPOSIT, ...BOUNDED]},
  'test:reset': {args: () => ['test', 'reset', '--yes', ...BOUNDED]},
  trigger: {args: () => ['trigger', 'deposit.success', ...BOUNDED]},
  'fixtures:run': {args: (bench) => ['fixtures', 'run', bench.file('scenario.json'), '--yes', ...BOUNDED]},
  'webhook:reconcile': {args: () => ['webhook', 'reconcile', '--since', '2026-11-01', ...BOUNDED]},
  'webhook:check': {
    args: (bench) => [
      'webhook',
      'check',
      `${bench.url}/hooks`,
      '--only',
      'genuine.webhook.test',
      ...FORWARD_BOUND(bench),
      '--secret-stdin',
    ],
    stdin: SECRET,
    forwards: true,
  },
  'webhook:replay': {
    args: (bench) => ['webhook', 'replay', EVENT, '--forward-to', `${bench.url}/hooks`, ...FORWARD_BOUND(bench)],
    forwards: true,
  },
  'webhook:listen': {
    args: (bench) => [
      'webhook',
      'listen',
      '--port',
      '0',
      '--forward-unverified',
      ...FORWARD_BOUND(bench),
      '--forward-to',
      `${bench.url}/hooks`,
    ],
    forwards: true,
    serve: async (bench, io) => {
      const url = await waitFor(() => /Listening on (\S+\/)/.exec(io.stderr.text)?.[1])
      const answer = await fetch(url, {method: 'POST', body: JSON.stringify({event_id: EVENT, event_type: 'deposit.success'})})
      expect(answer.status).toBe(bench.mode === 'endless' ? 201 : 504)
    },
  },
  'sandbox:status': {args: (bench) => ['sandbox', 'status', ...SANDBOX(bench)]},
  'sandbox:webhooks': {args: (bench) => ['sandbox', 'webhooks', ...SANDBOX(bench)]},
  'sandbox:deposit:expire': {args: (bench) => ['sandbox', 'deposit', 'expire', DEPOSIT, ...SANDBOX(bench)]},
  'sandbox:withdrawal:settle': {args: (bench) => ['sandbox', 'withdrawal', 'settle', WITHDRAWAL, '--status', 'SUCCESS', ...SANDBOX(bench)]},
  'sandbox:key:rotate': {args: (bench) => ['sandbox', 'key', 'rotate', '--mode', 'test', ...SANDBOX(bench)]},
  'sandbox:merchant:create': {args: (bench) => ['sandbox', 'merchant', 'create', ...SANDBOX(bench)]},
}

/** Commands that read no network answer, and why. */
const NO_NETWORK: Record<string, string> = {
  help: "oclif's help: pay's own texts",
  'autocomplete:create': "oclif's autocomplete: files of its own",
  autocomplete: "oclif's autocomplete: files of its own",
  'autocomplete:script': "oclif's autocomplete: files of its own",
  'config:get': 'the settings file',
  'config:set': 'the settings file',
  'config:unset': 'the settings file',
  'profile:add': 'saves what it is given; `pay whoami` asks the service',
  'profile:list': 'the profile store',
  'profile:remove': 'the profile store',
  'profile:show': 'the profile store',
  'profile:use': 'the profile store',
  logs: 'the request history, a file',
  reconcile: "the operator's file and pay's ledger, files",
  approve: 'a proposal file, the approvers and the key store',
  'approver:add': 'makes a key pair: the approvers file and the key store',
  'approver:export': 'the approvers file',
  'approver:list': 'the approvers file and the key store',
  'approver:trust': 'a file of cards and the approvers file',
  'policy:set': 'the policies file, the approvers and the key store (a proposal file)',
  'policy:show': 'the policies file and the approvers',
  sign: 'signs locally',
  'webhook:events': 'the delivery log, a file',
  'webhook:verify': 'a file and a secret',
  'webhook:wait': 'the delivery log, a file (read until --timeout)',
  'sandbox:keys': "the sandbox's database, a file",
  'sandbox:stop':
    "signals the pid the process table proves; where it cannot (no /proc), the admin API's answer is bounded to 2 s (src/sandbox/control/running.ts)",
  'sandbox:start':
    "serves the API; the answers of webhook endpoints it reads are bounded by the dispatcher's deadline (test/sandbox/webhooks-faults-admin.test.ts)",
}

/** A command neither list names, run as its first example is written; it may end with 0 (it read no answer). */
function exampleReader(command: ReturnType<typeof manifestCommands>[number]): Reader | undefined {
  const [example] = exampleRuns(command)
  const bounded = 'timeout' in command.flags && 'retries' in command.flags ? BOUNDED : []
  return example && {args: () => [...example, ...bounded], mayEndWell: true}
}

/** Every command run here: READERS, and the commands neither list names, by their examples. */
const RUN_HERE: Record<string, Reader> = Object.fromEntries(
  manifestCommands()
    .filter((command) => !(command.id in NO_NETWORK))
    .flatMap((command) => {
      const reader = READERS[command.id] ?? exampleReader(command)
      return reader ? [[command.id, reader]] : []
    }),
)

const benches: Bench[] = []
/** A process that stands for the sandbox in the state files: sandbox commands find it running, and nothing signals it. */
let standIn: ChildProcess

const checkout = process.cwd()
// The examples write their files (`--out audit-november.csv`) where they run: here, not in the checkout.
const workDir = mkdtempSync(join(tmpdir(), 'pay-network-waits-'))

beforeAll(async () => {
  process.chdir(workDir)
  standIn = spawn('sleep', ['600'], {stdio: 'ignore'})
  const pid = standIn.pid!
  await waitFor(() => procStat(pid)?.startTime)
  for (const mode of MODES) {
    const server = new MisbehavingServer('http://127.0.0.1:9', () => true)
    server.mode = mode
    const url = await server.start()
    const home = new CliHome()
    const file = (name: string) => join(home.root, name)
    await home.addProfile('bench', url, KEY_ID, SECRET, SECRET)
    await home.runHere(['profile', 'use', 'bench'])
    const sandboxDir = file('sandbox')
    mkdirSync(sandboxDir)
    writeFileSync(join(sandboxDir, SANDBOX_STATE_FILE), JSON.stringify({base_url: url, pid, pid_start_time: procStat(pid)!.startTime}))
    writeFileSync(join(sandboxDir, SANDBOX_ADMIN_TOKEN_FILE), 'token')
    const payouts = 'amount,bank,account_no,account_name\n1.00,KBANK,1234567890,Somchai\n'
    writeFileSync(file('payouts.csv'), payouts)
    writeFileSync(file('sent.csv'), payouts)
    writeFileSync(file('scenario.json'), JSON.stringify({steps: [{name: 'balance', method: 'GET', path: '/v1/balance'}]}))
    await new DeliveryLog(home.env.PAY_DATA_DIR).append(
      loggedDelivery({event_id: EVENT, event_type: 'deposit.success', body_base64: Buffer.from('{}').toString('base64')}),
    )
    benches.push({mode, server, url, home, sandboxDir, file})
  }
  // A batch sent without answers: `batch close` has rows to look up.
  await Promise.all(benches.map((bench) => bench.home.runHere(READERS['withdrawal:batch']!.args(bench).with(2, bench.file('sent.csv')))))
})
afterAll(async () => {
  process.chdir(checkout)
  rmSync(workDir, {recursive: true, force: true})
  standIn?.kill()
  for (const bench of benches) {
    await bench.server.stop()
    bench.home.cleanup()
  }
})

/** What says the wait ended: a timeout, an answer too long, or no (timely) answer from the endpoint or the app. */
const ENDED = /timed out|no whole answer|more than [\d,]+ bytes|answered more than|no answer within 1 s|answers after more than 1 s/i

async function runReader(id: string, bench: Bench): Promise<InProcessResult> {
  const reader = RUN_HERE[id]!
  return bench.home.runHere(reader.args(bench), {
    stdin: reader.stdin,
    tty: reader.type !== undefined,
    env: reader.type ? {CI: 'false'} : {},
    whileRunning: async (io) => {
      await reader.type?.(bench, io)
      if (!reader.serve) return
      await reader.serve(bench, io)
      io.signal('SIGINT')
    },
  })
}

describe('every command that reads a network answer ends against a server that will not finish', () => {
  it('knows every command of the manifest: run here (by READERS, or by an example), or said to read no network answer', () => {
    const ids = manifestCommands().map((command) => command.id)
    expect(ids.filter((id) => !(id in RUN_HERE) && !(id in NO_NETWORK))).toEqual([])
    expect(ids.filter((id) => id in READERS && id in NO_NETWORK)).toEqual([])
    expect([...Object.keys(READERS), ...Object.keys(NO_NETWORK)].filter((id) => !ids.includes(id))).toEqual([])
  })

  it('runs here every command that sends through the signing client (it takes --retries)', () => {
    const bounded = manifestCommands().filter((command) => 'retries' in command.flags)
    expect(bounded.map((command) => command.id).filter((id) => !(id in RUN_HERE))).toEqual([])
  })

  it.concurrent.each(MODES)(
    'a server that answers as %s: every reader ends, saying why, or judges a forwarded answer by its status',
    {timeout: 60_000},
    async (mode) => {
      const bench = benches.find((candidate) => candidate.mode === mode)!
      const ids = Object.keys(RUN_HERE)
      const results = await Promise.all(ids.map((id) => runReader(id, bench)))
      const problems = ids.flatMap((id, index) => {
        const {code, stdout, stderr} = results[index]!
        const reader = RUN_HERE[id]!
        if (reader.serve) return code === 0 ? [] : [`${id}: exit ${code} after Ctrl-C\n${stderr}`]
        if (reader.forwards && mode === 'endless') return code === 0 ? [] : [`${id}: exit ${code} for a 201\n${stderr}`]
        if (code === 0) return reader.mayEndWell ? [] : [`${id}: exit 0`]
        // At a terminal the words wrap to its width: read them as one text.
        return ENDED.test(`${stdout}\n${stderr}`.replaceAll(/\s+/g, ' '))
          ? []
          : [`${id}: exit ${code} without saying the wait ended\n${stderr}`]
      })
      expect(problems).toEqual([])
    },
  )
})
