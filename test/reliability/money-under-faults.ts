import {afterAll, beforeAll} from 'vitest'

import {CliHome, type CliResult, ONE_PAYOUT} from '../helpers/cli.js'
import {TestSandbox} from '../helpers/sandbox.js'
import {readSandboxDb} from '../helpers/sandbox-state.js'

/** A money-moving command, and the table where each of its successes leaves exactly one row. */
export interface MoneyCommand {
  name: string
  table: 'deposits' | 'withdrawals' | 'top_ups' | 'bank_transactions'
  /** The arguments of run number `index`; `prepare` has run before, with faults off. */
  args: (index: number, prepared: string[]) => string[]
  /** What the runs need (PENDING deposits, more merchants), made before faults are switched on. */
  prepare?: (sandbox: TestSandbox, home: CliHome, runs: number) => Promise<string[]>
  /** What names the object in the service's answer: its id, or the answer itself where it has none (top-up). */
  identity: (answer: any) => string
  /** The service's answer inside the command's `--json` output, when the command adds to it. */
  answerIn?: (output: any) => any
}

/**
 * Registers hooks that start a sandbox with a funded wallet and a CLI home whose default profile uses it, and
 * close both at the end. Read the fields inside tests, once started.
 */
export function useFaultWorld(): {sandbox: TestSandbox; home: CliHome} {
  const world = {} as {sandbox: TestSandbox; home: CliHome}
  beforeAll(async () => {
    world.sandbox = await TestSandbox.start()
    world.home = new CliHome()
    await world.home.addProfile('sandbox', world.sandbox.baseUrl, world.sandbox.merchant.test.key_id, world.sandbox.merchant.test.secret)
    await world.home.runHere(['profile', 'use', 'sandbox'])
    await world.sandbox.topUp('1000000.00')
  })
  afterAll(async () => {
    await world.sandbox?.close()
    world.home?.cleanup()
  })
  return world
}

const TOP_UPS_PER_MERCHANT = 40
const PAYER = ['--payer-bank', 'KBANK', '--payer-name', 'Somchai', '--payer-account', '1234567890']
const byId = (answer: {id: string}) => answer.id

export const MONEY_COMMANDS: MoneyCommand[] = [
  {
    name: 'deposit create',
    table: 'deposits',
    args: (index) => ['deposit', 'create', '--amount', `${10 + index}.00`, ...PAYER, '--no-watch'],
    identity: byId,
  },
  {
    name: 'withdrawal create',
    table: 'withdrawals',
    args: (index) => ONE_PAYOUT.map((arg) => (arg === '1.00' ? `${1 + (index % 50)}.00` : arg)),
    identity: byId,
  },
  {
    name: 'test top-up',
    table: 'top_ups',
    // The sandbox allows 60 top-ups a minute per merchant, so the runs are spread over merchants.
    args: (index, profiles) => ['test', 'top-up', `${1 + (index % 100)}.00`, '--profile', profiles[index % profiles.length]!],
    prepare: async (sandbox, home, runs) => {
      const profiles: string[] = []
      for (let index = 0; index < Math.ceil(runs / TOP_UPS_PER_MERCHANT); index++) {
        const merchant = (await sandbox.admin('POST', '/_sandbox/merchants')).body
        await home.addProfile(`top-up-${index}`, sandbox.baseUrl, merchant.test.key_id, merchant.test.secret)
        profiles.push(`top-up-${index}`)
      }
      return profiles
    },
    identity: (answer: {amount: string; currency: string; status: string}) => `${answer.amount} ${answer.currency} ${answer.status}`,
  },
  {
    name: 'test simulate-transfer',
    table: 'bank_transactions',
    args: (index, deposits) => ['test', 'simulate-transfer', deposits[index]!],
    prepare: async (sandbox, _home, runs) => {
      const ids: string[] = []
      for (let index = 0; index < runs; index++) ids.push((await sandbox.createDeposit({amount: `${200 + index}.00`})).id)
      return ids
    },
    identity: (answer: {bank_txn_id: string}) => answer.bank_txn_id,
    answerIn: (output: {transfer: unknown}) => output.transfer,
  },
]

export interface FaultFigures {
  command: string
  /** Operations: each must leave exactly one object. */
  runs: number
  /** Commands run: first runs and reruns. */
  commandRuns: number
  /** Requests the CLI sent, retries included (from `--verbose`). */
  requests: number
  /** Faults the CLI met: 503s answered, and connections dropped with no answer. */
  unavailable: number
  dropped: number
  /** Processes that failed (each must print its Idempotency-Key), and the reruns with that key. */
  failed: number
  reruns: number
  /** Reruns whose failed run had in fact been processed: each must answer the object created then. */
  replayed: number
  /** Rows the command's table gained. */
  objects: number
  /** Every broken promise, one line each: a failure without its key, a rerun answering another object. */
  problems: string[]
}

const PARALLEL = 4
const MAX_RERUNS = 20

/**
 * Runs a money command `runs` times with faults on. Every other run has no client retries (`--retries 0`), so
 * that about one in five fails; the others retry as usual (same key, same body), so a fault must stay invisible.
 * Half the first runs print for people, half `--json`. A failed run must exit 1 and print its Idempotency-Key
 * (the error line on stderr, or `error.idempotency_key`); it is rerun with that key until it succeeds, and when
 * the sandbox had in fact processed the failed run, the rerun must answer that same object. In the end the
 * command's table must have grown by exactly `runs` rows.
 */
export async function runUnderFaults(sandbox: TestSandbox, home: CliHome, command: MoneyCommand, runs: number): Promise<FaultFigures> {
  const prepared = (await command.prepare?.(sandbox, home, runs)) ?? []
  const before = rowCount(sandbox, command.table)
  await setFaultRate(sandbox, 0.2)
  const figures: FaultFigures = {
    command: command.name,
    runs,
    commandRuns: 0,
    requests: 0,
    unavailable: 0,
    dropped: 0,
    failed: 0,
    reruns: 0,
    replayed: 0,
    objects: 0,
    problems: [],
  }
  try {
    for (let start = 0; start < runs; start += PARALLEL) {
      const batch = Array.from({length: Math.min(PARALLEL, runs - start)}, (_, offset) => start + offset)
      await Promise.all(batch.map((index) => runOnce(sandbox, home, command, index, prepared, figures)))
    }
  } finally {
    await setFaultRate(sandbox, 0)
  }
  figures.objects = rowCount(sandbox, command.table) - before
  return figures
}

async function runOnce(
  sandbox: TestSandbox,
  home: CliHome,
  command: MoneyCommand,
  index: number,
  prepared: string[],
  figures: FaultFigures,
): Promise<void> {
  const args = [...command.args(index, prepared), '--verbose', ...(index % 2 === 0 ? ['--retries', '0'] : [])]
  const label = `pay ${command.args(index, prepared).join(' ')}`
  let result = await run(home, [...args, ...(index % 4 < 2 ? ['--json'] : [])], figures)
  for (let rerun = 1; result.code !== 0; rerun++) {
    const key = printedKey(result)
    if (result.code !== 1 || key === undefined) {
      figures.problems.push(`${label} failed (exit ${result.code}) without printing its Idempotency-Key: ${result.stderr.slice(-300)}`)
      return
    }
    if (rerun > MAX_RERUNS) throw new Error(`${label} still failing after ${MAX_RERUNS} reruns with Idempotency-Key ${key}`)
    const stored = storedAnswer(sandbox, key)
    figures.reruns++
    result = await run(home, [...args, '--json', '--idempotency-key', key], figures)
    if (result.code !== 0 || stored === undefined) continue
    figures.replayed++
    const answer = JSON.parse(result.stdout)
    const got = command.identity(command.answerIn?.(answer) ?? answer)
    if (got !== command.identity(stored))
      figures.problems.push(`${label}: the rerun with ${key} answered ${got}, not ${command.identity(stored)}`)
  }
}

async function run(home: CliHome, args: string[], figures: FaultFigures): Promise<CliResult> {
  const result = await home.runHere(args)
  figures.commandRuns++
  if (result.code !== 0) figures.failed++
  // `--verbose` writes `→ METHOD URL` for every attempt and `← STATUS in …` for every answer; a dropped
  // connection is an attempt that got no answer.
  const attempts = result.stderr.match(/^→ /gm)?.length ?? 0
  const answers = result.stderr.match(/^← /gm)?.length ?? 0
  figures.requests += attempts
  figures.unavailable += result.stderr.match(/^← 503 /gm)?.length ?? 0
  figures.dropped += attempts - answers
  return result
}

/** The key a failed run printed: the error's line on stderr, or `{"error": {"idempotency_key"}}` under --json. */
function printedKey(result: CliResult): string | undefined {
  const human = /^ {2}Retry with: pay .* --idempotency-key (\S+)$/m.exec(result.stderr)?.[1]
  if (human) return human
  try {
    return (JSON.parse(result.stdout) as {error?: {idempotency_key?: string}}).error?.idempotency_key
  } catch {
    return undefined
  }
}

/** What the sandbox answered for an Idempotency-Key, if it processed the request. */
function storedAnswer(sandbox: TestSandbox, key: string): unknown {
  const row = readSandboxDb(sandbox.dataDir, (db) =>
    db.prepare("SELECT response FROM idempotency WHERE key = ? AND state = 'done'").get(key),
  ) as {response: string} | undefined
  return row === undefined ? undefined : JSON.parse(row.response)
}

export async function setFaultRate(sandbox: TestSandbox, rate: number): Promise<void> {
  const answer = await sandbox.admin('PUT', '/_sandbox/faults', {rate})
  if (answer.status !== 200) throw new Error(`could not set the fault rate: ${JSON.stringify(answer.body)}`)
}

export function rowCount(sandbox: TestSandbox, table: string): number {
  return readSandboxDb(sandbox.dataDir, (db) => (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as {n: number}).n)
}
