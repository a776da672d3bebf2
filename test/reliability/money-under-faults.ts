import {afterAll, beforeAll} from 'vitest'

import {openDatabase} from '../../src/sandbox/database.js'
import {CliHome, type CliResult} from '../helpers/cli.js'
import {TestSandbox} from '../helpers/sandbox.js'

/** A money-moving command, and the table where each of its successes leaves exactly one row. */
export interface MoneyCommand {
  name: string
  table: 'deposits' | 'withdrawals' | 'top_ups' | 'bank_transactions'
  /** The arguments of run number `index`; `prepare` has run before, with faults off. */
  args: (index: number, prepared: string[]) => string[]
  /** What the runs need (PENDING deposits, more merchants), made before faults are switched on. */
  prepare?: (sandbox: TestSandbox, home: CliHome, runs: number) => Promise<string[]>
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
    await world.home.run(['profile', 'use', 'sandbox'])
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

export const MONEY_COMMANDS: MoneyCommand[] = [
  {name: 'deposit create', table: 'deposits', args: (index) => ['deposit', 'create', '--amount', `${10 + index}.00`, ...PAYER, '--no-watch']},
  {
    name: 'withdrawal create',
    table: 'withdrawals',
    args: (index) => ['withdrawal', 'create', '--amount', `${1 + (index % 50)}.00`, '--bank', 'KBANK', '--account-no', '1234567890', '--account-name', 'Somchai'],
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
  },
]

export interface FaultFigures {
  command: string
  runs: number
  /** First runs that failed and printed their Idempotency-Key. */
  failedFirst: number
  reruns: number
  objects: number
}

const PARALLEL = 4
const MAX_RERUNS = 20

/**
 * Runs a money command `runs` times with faults on and no client retries, so that about one run in five fails.
 * A failed run must print its Idempotency-Key; it is then rerun with that key until it succeeds. In the end the
 * command's table must have grown by exactly `runs` rows: every operation happened once, none twice.
 */
export async function runUnderFaults(sandbox: TestSandbox, home: CliHome, command: MoneyCommand, runs: number): Promise<FaultFigures> {
  const prepared = (await command.prepare?.(sandbox, home, runs)) ?? []
  const before = rowCount(sandbox, command.table)
  await setFaultRate(sandbox, 0.2)
  const figures: FaultFigures = {command: command.name, runs, failedFirst: 0, reruns: 0, objects: 0}
  try {
    for (let start = 0; start < runs; start += PARALLEL) {
      const batch = Array.from({length: Math.min(PARALLEL, runs - start)}, (_, offset) => start + offset)
      await Promise.all(batch.map((index) => runOnce(home, command.args(index, prepared), figures)))
    }
  } finally {
    await setFaultRate(sandbox, 0)
  }
  figures.objects = rowCount(sandbox, command.table) - before
  return figures
}

async function runOnce(home: CliHome, args: string[], figures: FaultFigures): Promise<void> {
  let key: string | undefined
  let last: CliResult | undefined
  for (let attempt = 0; attempt <= MAX_RERUNS; attempt++) {
    if (attempt === 1) figures.failedFirst++
    if (attempt > 0) figures.reruns++
    const result = await home.run([...args, '--json', '--retries', '0', ...(key ? ['--idempotency-key', key] : [])])
    if (result.code === 0) return
    // A run that failed before its money request (simulate-transfer reads the deposit first) has no key to
    // print, and is run again afresh; once a key has been printed, every rerun uses it. Whether a failed request
    // had in fact been processed is not known here: the row count at the end shows that none ran twice.
    key ??= idempotencyKeyOf(result)
    last = result
  }
  throw new Error(`pay ${args.join(' ')} still failing after ${MAX_RERUNS} reruns (Idempotency-Key ${key ?? 'none'}): ${last?.stdout}`)
}

/** The key a failed run printed: `{"error": {"idempotency_key"}}` on stdout under `--json`. */
function idempotencyKeyOf(result: CliResult): string | undefined {
  try {
    return (JSON.parse(result.stdout) as {error?: {idempotency_key?: string}}).error?.idempotency_key
  } catch {
    return undefined
  }
}

export async function setFaultRate(sandbox: TestSandbox, rate: number): Promise<void> {
  const answer = await sandbox.admin('PUT', '/_sandbox/faults', {rate})
  if (answer.status !== 200) throw new Error(`could not set the fault rate: ${JSON.stringify(answer.body)}`)
}

export function rowCount(sandbox: TestSandbox, table: string): number {
  const db = openDatabase(sandbox.dataDir, {readonly: true})
  try {
    return (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as {n: number}).n
  } finally {
    db.close()
  }
}
