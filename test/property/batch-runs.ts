import {appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import fc from 'fast-check'

import {NetworkError} from '../../src/core/errors.js'
import {PayApi} from '../../src/core/http/api.js'
import {PayClient} from '../../src/core/http/client.js'
import {bankListBody} from '../../src/sandbox/server/bank-list.js'
import {readPayoutFile} from '../../src/services/batch/payout-file.js'
import {runPayoutBatch} from '../../src/services/batch/run-batch.js'
import {TestSandbox} from '../helpers/sandbox.js'

// A batch driven through what an operator and the machine do between runs: answers lost after the service created
// the withdrawal (a timeout), requests that never arrived, a kill that loses the records not yet written (and may
// tear the last line), names corrected and rows reordered (another batch of the same payments), the first file run
// again, a day passing (the service forgets its keys), and the operator's yes to rows a lookup could not match.
// After every step
// no payee has more than one withdrawal in the sandbox's own list; after a last run that confirms the rows it could
// not match, every payee has exactly one: no row paid twice, none lost.

/** How each request of a run fares: answered, created with its answer lost, or lost before it arrived. */
const fate = fc.constantFrom('answered', 'answered', 'answer_lost', 'never_arrived')
type Fate = 'answered' | 'answer_lost' | 'never_arrived'

export type Step =
  /** `confirm`: the operator says yes to sending the rows the lookup could not match. */
  | {kind: 'run'; fates: Fate[]; confirm: boolean}
  | {kind: 'kill'; lost: number; torn: boolean}
  | {kind: 'fix_name'; row: number}
  | {kind: 'reorder'; seed: number}
  /** The first file run again (the names as they were): an earlier batch, continued. */
  | {kind: 'first_file'}
  /** A day passes, for pay and the service alike: the service forgets every Idempotency-Key it had. */
  | {kind: 'day_passes'}

export const PAYEES = 5

export const steps = fc.array(
  fc.oneof(
    fc.record({kind: fc.constant('run' as const), fates: fc.array(fate, {minLength: 1, maxLength: PAYEES}), confirm: fc.boolean()}),
    fc.record({kind: fc.constant('kill' as const), lost: fc.integer({min: 1, max: PAYEES}), torn: fc.boolean()}),
    fc.record({kind: fc.constant('fix_name' as const), row: fc.integer({min: 0, max: PAYEES - 1})}),
    fc.record({kind: fc.constant('reorder' as const), seed: fc.integer({min: 1, max: 1000})}),
    fc.record({kind: fc.constant('first_file' as const)}),
    fc.record({kind: fc.constant('day_passes' as const)}),
  ),
  {minLength: 1, maxLength: 8},
)

let worlds = 0

/** The one clock of pay and the sandbox: it only moves forward, so cases that share a sandbox see one timeline. */
let offset = 0
export const now = () => Date.now() + offset

/** A sandbox on that clock (withdrawals stay PENDING an hour a step). */
export function startSandbox(): Promise<TestSandbox> {
  return TestSandbox.start({withdrawalStepMs: 3_600_000, now})
}

/**
 * Runs `plan` on a batch of PAYEES payees of accounts of their own, against `sandbox`, in a data dir of its own;
 * returns the problems seen (empty when every check held).
 */
export async function driveBatch(sandbox: TestSandbox, plan: Step[]): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'pay-batch-runs-'))
  const world = ++worlds
  const {key_id: keyId, secret} = sandbox.merchant.test
  const client = new PayClient({baseUrl: sandbox.baseUrl, keyId, secret, userAgent: 'test', sleep: async () => {}, now})
  const api = new PayApi(client)
  const accounts = Array.from({length: PAYEES}, (_, index) => `5${String(world).padStart(6, '0')}${index}00`)
  const firstNames = accounts.map((_, index) => `Payee ${index + 1}`)
  let names = [...firstNames]
  let order = accounts.map((_, index) => index)
  const path = join(dir, 'payouts.csv')
  const writeFile = () =>
    writeFileSync(
      path,
      `amount,bank,account_no,account_name\n${order.map((index) => `100,KBANK,${accounts[index]},${names[index]}`).join('\n')}\n`,
    )
  const journalOf = async () => {
    const file = await readPayoutFile({path, loadBanks: async () => bankListBody()})
    return join(dir, 'data', 'batches', `${file.contentId}.jsonl`)
  }
  const run = async (fates: Fate[], confirm: boolean) => {
    let call = 0
    const fated = Object.create(api) as PayApi
    fated.createWithdrawal = async (body, options) => {
      const what = fates[call++ % fates.length]
      if (what === 'never_arrived') throw new NetworkError('never arrived (test)')
      const answer = await api.createWithdrawal(body, options)
      if (what === 'answer_lost') throw new NetworkError('timed out (test)')
      return answer
    }
    const result = await runPayoutBatch({
      file: path,
      api: fated,
      account: {baseUrl: sandbox.baseUrl, mode: 'test'},
      dataDir: join(dir, 'data'),
      loadBanks: async () => bankListBody(),
      concurrency: 2,
      now,
      dryRun: false,
      resume: false,
      payAgain: false,
      hooks: {
        reviewLookup: async () => confirm,
        review: async () => {},
        lockTakenOver: () => {},
        progress: async () => ({outcome: () => {}, finish: () => {}}),
      },
    })
    if (!('report' in result)) throw new Error('a dry run')
    return result.report
  }
  const paid = async () => {
    const counts = new Map<string, number>()
    let cursor: string | null = null
    do {
      const page: {data: Array<{destination: {account_no: string}}>; has_more: boolean; next_cursor: string | null} = (
        await sandbox.call('GET', `/v1/withdrawals?limit=100${cursor ? `&cursor=${cursor}` : ''}`)
      ).body
      for (const {destination} of page.data) counts.set(destination.account_no, (counts.get(destination.account_no) ?? 0) + 1)
      cursor = page.has_more ? page.next_cursor : null
    } while (cursor)
    return accounts.map((account) => counts.get(account) ?? 0)
  }

  const problems: string[] = []
  try {
    writeFile()
    for (const [index, step] of plan.entries()) {
      if (step.kind === 'run') await run(step.fates, step.confirm)
      if (step.kind === 'kill') killed(await journalOf(), step.lost, step.torn)
      if (step.kind === 'fix_name') names[step.row] = `${names[step.row]} (corrected)`
      if (step.kind === 'reorder') order = shuffled(order, step.seed)
      if (step.kind === 'first_file') names = [...firstNames]
      if (step.kind === 'day_passes') offset += 25 * 3_600_000
      writeFile()
      const counts = await paid()
      if (counts.some((count) => count > 1)) problems.push(`after step ${index + 1} (${step.kind}): paid ${counts.join(', ')}`)
    }
    const last = await run(['answered'], true)
    const counts = await paid()
    if (counts.some((count) => count !== 1)) {
      problems.push(`after the last run: paid ${counts.join(', ')} (${JSON.stringify(last.summary)})`)
    }
  } finally {
    await client.close()
    rmSync(dir, {recursive: true, force: true})
  }
  return problems
}

/**
 * As a kill leaves the journal: the last `lost` records not yet written (outcomes and `unsent` are written with
 * the next group, or at the end) are gone, and the line being written may be cut short.
 */
function killed(journal: string, lost: number, torn: boolean): void {
  let text: string
  try {
    text = readFileSync(journal, 'utf8')
  } catch {
    return
  }
  // A line torn by an earlier kill is still there (no run reopened the journal since): it goes with the rest.
  const lines = text
    .slice(0, text.lastIndexOf('\n') + 1)
    .split('\n')
    .filter((line) => line !== '')
  for (let dropped = 0, at = lines.length - 1; at > 0 && dropped < lost; at--) {
    const type = (JSON.parse(lines[at]!) as {type: string}).type
    if (type === 'done' || type === 'unsent' || type === 'failed') {
      lines.splice(at, 1)
      dropped++
    }
  }
  writeFileSync(journal, lines.map((line) => `${line}\n`).join(''))
  if (torn) appendFileSync(journal, '{"type":"sent","row":1,"row_id":"')
}

function shuffled(order: number[], seed: number): number[] {
  let state = seed
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
  const copy = [...order]
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(next() * (index + 1))
    ;[copy[index], copy[other]] = [copy[other]!, copy[index]!]
  }
  return copy
}
