import {InputError} from '../../core/errors.js'
import type {PayApi} from '../../core/http/api.js'
import type {PreparedRequest} from '../../core/http/client.js'
import {parseWireMoney} from '../../core/money.js'
import type {BankList} from '../../core/schemas/bank.js'
import type {SignedParts} from '../../core/signing.js'
import {createWithdrawal} from '../withdrawal-create.js'
import {type BatchTotals, buildResults, type RowResult, totalsOf} from './batch-results.js'
import {type BatchPreview, previewOf} from './batch-preview.js'
import {BatchJournal, type DoneRecord, type JournalContents, journalPath, readJournal} from './journal.js'
import {readPayoutFile} from './payout-file.js'
import {planRows, type RowPlan} from './resume-plan.js'
import {defaultResultsPath, writeResultsCsv} from './results-csv.js'
import {type RowOutcome, sendPayouts, type SendTask, type StopReason} from './runner.js'
import {findStaleWithdrawals, type StaleLookup} from './stale-lookup.js'

/** What the command supplies: the terminal-facing decisions and views. */
export interface BatchHooks {
  /**
   * What the lookup found for rows in flight whose keys may have expired (shown to the operator whatever it
   * found); true sends the unmatched rows again, with new keys.
   */
  reviewLookup(lookup: StaleLookup): Promise<boolean>
  /** Before anything is sent (not called when there is nothing to send): show it, and confirm in live mode. Throw to cancel. */
  review(preview: BatchPreview): Promise<void>
  /** Called as sending starts; receives every row's outcome, and is finished before the results are written. */
  progress(preview: BatchPreview): Promise<{outcome(outcome: RowOutcome): void; finish(): void}>
}

export interface PayoutBatchOptions {
  file: string
  api: PayApi
  /** Where the journal's rows were paid: a journal is only continued against the same service and mode. */
  account: {baseUrl: string; mode: 'test' | 'live'}
  dataDir: string
  loadBanks: () => Promise<BankList>
  concurrency: number
  dryRun: boolean
  /** `--resume`: a journal must exist. Without it, one is still continued when it exists. */
  resume: boolean
  resultsPath?: string
  now?: () => number
  signal?: AbortSignal
  hooks: BatchHooks
}

export interface BatchDryRun {
  preview: BatchPreview
  keys: Array<{row: number; idempotency_key: string}>
  /** The first request as it would be sent, signed; absent when nothing is left to send. */
  first?: {request: PreparedRequest; signed?: SignedParts; headers: Record<string, string>}
  /** Rows whose keys may have expired; a real run looks them up first. */
  lookups: number[]
}

export interface BatchReport {
  batch_id: string
  file: string
  journal: string
  results_file: string
  stopped: StopReason | null
  summary: BatchTotals
  rows: RowResult[]
}

/**
 * `pay withdrawal batch`: validates the whole file, plans the rows from the journal of earlier runs, looks up
 * rows whose keys may have expired, shows the plan (confirmed in live mode), then sends, journals and writes
 * the results CSV. In a dry run it stops after the plan and returns the first request, signed but not sent.
 *
 * @example const result = await runPayoutBatch({file: 'payouts.csv', api, account, dataDir, loadBanks, concurrency: 4, dryRun: false, resume: false, hooks})
 */
export async function runPayoutBatch(options: PayoutBatchOptions): Promise<{dryRun: BatchDryRun} | {report: BatchReport}> {
  const now = options.now ?? Date.now
  const file = await readPayoutFile({path: options.file, loadBanks: options.loadBanks})
  const path = journalPath(options.dataDir, file.batchId)
  const existing = await readJournal(path)
  if (options.resume && !existing) throw noJournal(options.file, path)
  if (existing) checkAccount(existing, options.account, path)
  const records = existing?.records ?? []
  const plans = planRows(file.payouts, records, {batchId: file.batchId, now: now()})
  const tasks: SendTask[] = plans.flatMap((plan) => (plan.kind === 'send' ? [{payout: plan.payout, key: plan.key}] : []))
  const stale = plans.filter((plan): plan is Extract<RowPlan, {kind: 'lookup'}> => plan.kind === 'lookup')
  const previewInput = {batchId: file.batchId, file: file.path, journal: path, records, plans}

  if (options.dryRun) {
    const preview = previewOf({...previewInput, tasks})
    const first = tasks[0] && withdrawalRequest(options.api, tasks[0])
    return {dryRun: {preview, keys: tasks.map((task) => ({row: task.payout.row, idempotency_key: task.key})), first, lookups: stale.map((plan) => plan.payout.row)}}
  }

  let journal = existing ? await BatchJournal.reopen(path, existing) : undefined
  try {
    const found: DoneRecord[] = []
    const unmatched: Array<{row: number; key: string}> = []
    if (stale.length > 0 && journal) {
      const claimed = new Set(records.flatMap((record) => (record.type === 'done' ? [record.withdrawal_id] : [])))
      const lookup = await findStaleWithdrawals({api: options.api, rows: stale.map(({payout, key, sentAt}) => ({payout, key, sentAt})), claimed})
      for (const {payout, key, withdrawal} of lookup.findings) {
        if (!withdrawal) continue
        const {id, status, amount, fee} = withdrawal
        const record: DoneRecord = {type: 'done', row: payout.row, key, withdrawal_id: id, status, amount, fee, found_by: 'lookup', at: new Date(now()).toISOString()}
        await journal.append(record)
        found.push(record)
      }
      const missing = lookup.findings.filter((finding) => !finding.withdrawal)
      const resend = (await options.hooks.reviewLookup(lookup)) && missing.length > 0
      for (const finding of missing) {
        const plan = stale.find((candidate) => candidate.payout === finding.payout)!
        if (resend) tasks.push({payout: finding.payout, key: plan.nextKey})
        else unmatched.push({row: finding.payout.row, key: finding.key})
      }
      tasks.sort((a, b) => a.payout.row - b.payout.row)
    }

    const available = tasks.length > 0 ? parseWireMoney((await options.api.getBalance()).data.available) : undefined
    const preview = previewOf({...previewInput, tasks, available})
    let run: Awaited<ReturnType<typeof sendPayouts>> = {outcomes: [], notSent: []}
    if (tasks.length > 0) {
      await options.hooks.review(preview)
      journal ??= await BatchJournal.create(path, batchHeader(file.batchId, file.path, plans.length, options.account, now()))
      const progress = await options.hooks.progress(preview)
      try {
        run = await sendPayouts({
          tasks,
          concurrency: options.concurrency,
          journal,
          now,
          signal: options.signal,
          onOutcome: (outcome) => progress.outcome(outcome),
          create: (task) => createWithdrawal({api: options.api, body: task.payout.body, idempotencyKey: task.key, testMode: options.account.mode === 'test'}),
        })
      } finally {
        progress.finish()
      }
    }
    const rows = buildResults({plans, found, unmatched, run})
    const resultsFile = options.resultsPath ?? defaultResultsPath(file.path)
    await writeResultsCsv(resultsFile, rows)
    return {
      report: {
        batch_id: file.batchId,
        file: file.path,
        journal: path,
        results_file: resultsFile,
        stopped: run.stop ?? null,
        summary: totalsOf(rows, run.outcomes.length),
        rows,
      },
    }
  } finally {
    await journal?.close()
  }
}

function withdrawalRequest(api: PayApi, task: SendTask): NonNullable<BatchDryRun['first']> {
  const request = api.client.prepare({method: 'POST', target: '/v1/withdrawals', body: task.payout.body, idempotencyKey: task.key})
  return {request, ...api.client.headersFor(request)}
}

function batchHeader(batchId: string, file: string, rows: number, account: PayoutBatchOptions['account'], at: number) {
  return {type: 'batch' as const, batch_id: batchId, file, rows, base_url: account.baseUrl, mode: account.mode, at: new Date(at).toISOString()}
}

function checkAccount(journal: JournalContents, account: PayoutBatchOptions['account'], path: string): void {
  const header = journal.records.find((record) => record.type === 'batch')
  if (!header || (header.base_url === account.baseUrl && header.mode === account.mode)) return
  throw new InputError(
    `This file was already run in ${header.mode} mode against ${header.base_url}; its journal (${path}) records what was paid there, so it is not continued in ${account.mode} mode against ${account.baseUrl}. Nothing was sent.`,
    {
      code: 'JOURNAL_OTHER_ACCOUNT',
      tryMessage: `To pay the same file here too, move that journal aside first (keep it: it is the record of the other run), e.g. mv ${path} ${path}.${header.mode}`,
    },
  )
}

function noJournal(file: string, path: string): InputError {
  return new InputError(`--resume: ${file} has never been run (no journal at ${path}); nothing was sent.`, {
    code: 'NO_JOURNAL',
    tryMessage: 'Run it without --resume to start it; if the file was edited since its first run, it is a new batch (its id is the hash of its bytes).',
  })
}
