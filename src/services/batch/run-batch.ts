import {InputError} from '../../core/errors.js'
import type {SkippedLines} from '../../core/files/json-lines.js'
import type {PayApi} from '../../core/http/api.js'
import {dryRunReport} from '../../core/http/client.js'
import type {PreparedRequest} from '../../core/http/request-types.js'
import {normalisedBaseUrl} from '../../core/http/url-input.js'
import {parseWireMoney} from '../../core/money/money.js'
import type {BankList} from '../../core/schemas/bank.js'
import type {BatchDryRunJson, BatchReport} from '../../core/schemas/output/batch.js'
import type {FailingPayeeRow} from '../../core/schemas/output/batch-close.js'
import {isWithdrawalFinal} from '../../core/schemas/withdrawal.js'
import type {SignedParts} from '../../core/signing/sign-request.js'
import {createWithdrawal} from '../withdrawals/create.js'
import {type BatchChoice, chooseBatch} from './batch-choice.js'
import {type BatchPreview, previewOf} from './batch-preview.js'
import {buildResults, totalsOf} from './batch-results.js'
import type {EarlierPayment, PossiblyPaid} from './earlier-payments.js'
import {
  appendFinalStatuses,
  failingPayees,
  failingRows,
  finalStatusOf,
  readFinalStatuses,
  updatedAt,
  withoutRefunded,
} from './final-statuses.js'
import {BatchJournal, type BatchRecord, type DoneRecord} from './journal.js'
import {readJournals} from './journal-dir.js'
import {uncheckedJournalsError} from './legacy-journal.js'
import {type PayoutFile, readPayoutFile} from './payout-file.js'
import type {Payout} from './payout-rows.js'
import {checkResultsPath, defaultResultsPath, writeResultsCsv} from './results-csv.js'
import type {RowPlan} from './resume-plan.js'
import {type LockHolder, RunLock} from './run-lock.js'
import {doneRecord, type RowOutcome, type SendTask, sendPayouts} from './runner.js'
import {findStaleWithdrawals, type StaleFinding, type StaleLookup, type StaleRow} from './stale-lookup.js'
import {type RefreshedRow, refreshStatuses} from './status-refresh.js'

export type {BatchReport}

/** What the command supplies: the terminal-facing decisions and views. */
export interface BatchHooks {
  /**
   * What the lookup found for rows in flight whose keys may have expired (shown to the operator whatever it
   * found); true sends the unmatched rows again, with new keys.
   */
  reviewLookup(lookup: StaleLookup): Promise<boolean>
  /** Before anything is sent (not called when there is nothing to send): show it, and confirm in live mode. Throw to cancel. */
  review(preview: BatchPreview): Promise<void>
  /** The batch lock was left by a run that is no longer running (killed): this run took it over. */
  lockTakenOver(holder: LockHolder): void
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
  /** `--pay-again`: rows paid by other batches are sent too; a batch with nothing left to send is paid once more. */
  payAgain: boolean
  /** `--include-failing-payees`: rows paying an account that keeps failing are sent too. */
  includeFailingPayees?: boolean
  /** Lines of the final-statuses store that were skipped (damaged, or of something else). */
  onSkippedLines?: (skipped: SkippedLines) => void
  /** The withdrawals the journal says earlier runs of this batch made, with each row's reference: for pay's ledger. */
  onJournalOutcomes?: (outcomes: Array<{done: DoneRecord; reference: string | null}>) => void
  resultsPath?: string
  now?: () => number
  signal?: AbortSignal
  hooks: BatchHooks
  /** The four-eyes controls (src/services/approvals/controls.ts): refuse, before anything is sent, rows not approved or over a limit. */
  controls?: BatchControls
  /** Throws when the run could not be recorded (the audit log): checked before the first row, so that none is sent unrecorded. */
  beforeSending?: () => Promise<void>
}

/** Checks a real run makes of the file's rows as read, and of the rows it is about to send; each throws to refuse. */
export interface BatchControls {
  file(file: PayoutFile): void
  sending(tasks: SendTask[]): Promise<void>
}

export interface BatchDryRun {
  preview: BatchPreview
  keys: Array<{row: number; idempotency_key: string}>
  /** The first request as it would be sent, signed; absent when nothing is left to send. */
  first?: {request: PreparedRequest; signed?: SignedParts; headers: Record<string, string>}
  /** Rows whose keys may have expired, or possibly paid by another batch; a real run looks them up first. */
  lookups: number[]
  /** Rows another batch sent without a final answer, with that batch's send. */
  possiblyPaid: Array<{row: number} & PossiblyPaid>
}

/**
 * `pay withdrawal batch`: validates the whole file, takes the batch lock, chooses the batch (batch-choice.ts)
 * and plans its rows from the journals of earlier runs, looks up rows whose keys may have expired, shows the
 * plan (confirmed in live mode), then sends, journals and writes the results CSV. In a dry run it takes no
 * lock, stops after the plan and returns the first request, signed but not sent.
 *
 * @example const result = await runPayoutBatch({file: 'payouts.csv', api, account, dataDir, loadBanks, concurrency: 4, dryRun: false, resume: false, payAgain: false, hooks})
 */
export async function runPayoutBatch(options: PayoutBatchOptions): Promise<{dryRun: BatchDryRun} | {report: BatchReport}> {
  const file = await readPayoutFile({path: options.file, loadBanks: options.loadBanks})
  checkResultsPath(options.resultsPath ?? defaultResultsPath(file.path), file.path)
  if (options.dryRun) return {dryRun: await planDryRun(file, options)}
  options.controls?.file(file)
  const {lock, tookOver} = await RunLock.acquire(options.dataDir, file.path)
  try {
    if (tookOver) options.hooks.lockTakenOver(tookOver)
    return {report: await runLocked(file, options)}
  } finally {
    await lock.release()
  }
}

/**
 * The batch and its plans. A withdrawal close-out saw FAILED or REJECTED pays nothing, so it does not make a
 * row of another batch already paid (final-statuses.ts); rows to send to an account that keeps failing are
 * named in `failing`, and skipped unless --include-failing-payees.
 */
async function choose(file: PayoutFile, options: PayoutBatchOptions): Promise<BatchChoice & {failing: FailingPayeeRow[]}> {
  const now = (options.now ?? Date.now)()
  const statuses = readFinalStatuses(options.dataDir, options.onSkippedLines)
  const choice = chooseBatch(file, withoutRefunded(await readJournals(options.dataDir), statuses, file.contentId), {
    dataDir: options.dataDir,
    account: options.account,
    payAgain: options.payAgain,
    now,
  })
  if (options.resume && !choice.continued) throw noJournal(options.file, choice.journal)
  return {...choice, failing: failingRows(choice.plans, failingPayees(statuses, {account: options.account, now}))}
}

/** The rows to send: the plans' `send` rows, less those of failing payees unless they are included. */
function tasksFor(choice: Awaited<ReturnType<typeof choose>>, options: PayoutBatchOptions): SendTask[] {
  const skipped = new Set(options.includeFailingPayees ? [] : choice.failing.map((row) => row.row))
  return tasksOf(choice.plans).filter((task) => !skipped.has(task.payout.row))
}

async function planDryRun(file: PayoutFile, options: PayoutBatchOptions): Promise<BatchDryRun> {
  const choice = await choose(file, options)
  const tasks = tasksFor(choice, options)
  const preview = previewOf({file: file.path, choice, tasks, includeFailing: Boolean(options.includeFailingPayees)})
  const first = tasks[0] && withdrawalRequest(options.api, tasks[0])
  const lookups = choice.plans.flatMap((plan) => (plan.kind === 'lookup' || plan.kind === 'possibly_paid' ? [plan.payout.row] : []))
  const possiblyPaid = choice.plans.flatMap((plan) => (plan.kind === 'possibly_paid' ? [{row: plan.payout.row, ...plan.by}] : []))
  return {preview, keys: tasks.map((task) => ({row: task.payout.row, idempotency_key: task.key})), first, lookups, possiblyPaid}
}

function staleRow(plan: Extract<RowPlan, {kind: 'lookup' | 'possibly_paid'}>): StaleRow {
  if (plan.kind === 'lookup') return {payout: plan.payout, key: plan.key, sentAt: plan.sentAt}
  return {payout: plan.payout, key: plan.by.key, sentAt: Date.parse(plan.by.sent_at), by: plan.by}
}

async function runLocked(file: PayoutFile, options: PayoutBatchOptions): Promise<BatchReport> {
  const now = options.now ?? Date.now
  const choice = await choose(file, options)
  if (choice.unchecked.length > 0) throw uncheckedJournalsError(choice.unchecked, file.path)
  const {records} = choice
  const rowsById = new Map(file.payouts.map((payout) => [payout.row, payout]))
  options.onJournalOutcomes?.(
    records.flatMap((record) =>
      record.type === 'done' ? [{done: record, reference: rowsById.get(record.row)?.body.additional?.reference_user_id ?? null}] : [],
    ),
  )
  let {plans} = choice
  const tasks = tasksFor(choice, options)
  const existing = choice.carriedOver ? await BatchJournal.createWhole(choice.journal, choice.carriedOver) : choice.existing
  let journal = existing && (await BatchJournal.reopen(choice.journal, existing, now()))
  const openJournal = async () => (journal ??= await BatchJournal.create(choice.journal, batchHeader(file, choice, options.account, now())))
  try {
    const {found, unmatched, resend, paidBy} = await resolveLookups(plans, {choice, options, openJournal, now})
    plans = plans.map((plan) => {
      const paid = paidBy.get(plan.payout)
      return paid ? {kind: 'already_paid', payout: plan.payout, paid} : plan
    })
    tasks.push(...resend)
    tasks.sort((a, b) => a.payout.row - b.payout.row)

    const available = tasks.length > 0 ? parseWireMoney((await options.api.getBalance()).data.available) : undefined
    const preview = previewOf({
      file: file.path,
      choice: {...choice, plans},
      tasks,
      available,
      includeFailing: Boolean(options.includeFailingPayees),
    })
    let run: Awaited<ReturnType<typeof sendPayouts>> = {outcomes: [], notSent: []}
    if (tasks.length > 0) {
      await options.beforeSending?.()
      await options.controls?.sending(tasks)
      await options.hooks.review(preview)
      await openJournal()
      const progress = await options.hooks.progress(preview)
      try {
        run = await sendPayouts({
          tasks,
          concurrency: options.concurrency,
          journal: journal!,
          now,
          signal: options.signal,
          onOutcome: (outcome) => progress.outcome(outcome),
          create: (task) =>
            createWithdrawal({
              api: options.api,
              body: task.payout.body,
              idempotencyKey: task.key,
              testMode: options.account.mode === 'test',
            }),
        })
      } finally {
        progress.finish()
      }
    }
    // What the summary says of rows done earlier is read again: a status recorded then may have moved since.
    const earlierDone = plans.flatMap((plan) => (plan.kind === 'done' ? [plan.record] : []))
    const refreshed = await refreshStatuses({
      api: options.api,
      records: earlierDone,
      concurrency: options.concurrency,
      now,
      signal: options.signal,
    })
    const recorded = new Set(earlierDone)
    journal?.appendLater(refreshed.flatMap(({record}) => (recorded.has(record) ? [] : [record])))
    recordFinalStatuses(options, refreshed)
    const rows = buildResults({plans, found, unmatched, run, refreshed})
    const resultsFile = options.resultsPath ?? defaultResultsPath(file.path)
    // Money has moved by now: a results file that cannot be written (the disk full, the folder gone) is said in
    // the summary, never an error that hides it; the journal holds every row and the next run writes the file.
    const unwritten = await writeResultsCsv(resultsFile, rows).then(
      () => undefined,
      (error: unknown) => ({message: error instanceof Error ? error.message : String(error)}),
    )
    const firstRun = records.find((record) => record.type === 'batch')
    return {
      batch_id: choice.batchId,
      file: file.path,
      journal: choice.journal,
      results_file: resultsFile,
      ...(unwritten && {results_not_written: unwritten}),
      first_run: firstRun ? {at: firstRun.at, file: firstRun.file} : null,
      already_paid: preview.already_paid,
      failing_payees: options.includeFailingPayees ? [] : choice.failing,
      stopped: run.stop ?? null,
      summary: totalsOf(rows, run.outcomes.length),
      rows,
    }
  } finally {
    await journal?.close()
  }
}

interface LookupResolution {
  /** This batch's rows whose withdrawal was found, as recorded. */
  found: DoneRecord[]
  /** Rows left unsent: nothing found, and the operator did not confirm. */
  unmatched: Array<{row: number; key: string}>
  /** Rows to send after all: nothing found, and the operator confirmed. */
  resend: SendTask[]
  /** Rows that are another batch's payment: found for its row, or paid by it since this row was sent. */
  paidBy: Map<Payout, EarlierPayment>
}

/**
 * Looks up, in one search of the withdrawal list, the rows that cannot be sent before it: this batch's rows in
 * flight whose keys may have expired (or whose payment another batch has made since), and rows possibly paid by
 * another batch. What is found is recorded in the journal (created for it if need be); what is not is left
 * unsent unless the operator confirms.
 */
async function resolveLookups(
  plans: RowPlan[],
  context: {choice: BatchChoice; options: PayoutBatchOptions; openJournal: () => Promise<BatchJournal>; now: () => number},
): Promise<LookupResolution> {
  const resolution: LookupResolution = {found: [], unmatched: [], resend: [], paidBy: new Map()}
  const stale = plans.flatMap((plan) => (plan.kind === 'lookup' || plan.kind === 'possibly_paid' ? [plan] : []))
  if (stale.length === 0) return resolution
  const {options} = context
  const lookup = await findStaleWithdrawals({api: options.api, rows: stale.map(staleRow), claimed: context.choice.claimed})
  const at = new Date(context.now()).toISOString()
  const planOf = (finding: StaleFinding) => stale.find((candidate) => candidate.payout === finding.payout)!
  for (const {payout, key, by, withdrawal} of lookup.findings) {
    if (!withdrawal) continue
    const paid_by = by && {batch_id: by.batch_id, file: by.file}
    const record = doneRecord({payout, key}, withdrawal, at, {found_by: 'lookup', ...(paid_by && {paid_by})})
    await (await context.openJournal()).append(record)
    // A withdrawal found for another batch's row is that batch's payment: the row is already paid.
    if (paid_by) resolution.paidBy.set(payout, {...paid_by, withdrawal_id: withdrawal.id, at})
    else resolution.found.push(record)
  }
  // A row in flight whose payment another batch made since, and whose own withdrawal is not found, is that payment;
  // such rows are reported in the results, not among the rows the operator decides.
  const elsewhere = (finding: StaleFinding) => {
    const plan = planOf(finding)
    return plan.kind === 'lookup' ? plan.paidElsewhere : undefined
  }
  for (const finding of lookup.findings) {
    const paid = !finding.withdrawal && elsewhere(finding)
    if (paid) resolution.paidBy.set(finding.payout, paid)
  }
  const shown = lookup.findings.filter((finding) => !elsewhere(finding))
  const missing = shown.filter((finding) => !finding.withdrawal)
  const resend = shown.length > 0 && (await options.hooks.reviewLookup({...lookup, findings: shown})) && missing.length > 0
  for (const finding of missing) {
    if (resend) resolution.resend.push({payout: finding.payout, key: planOf(finding).nextKey})
    else resolution.unmatched.push({row: finding.payout.row, key: finding.key})
  }
  return resolution
}

/**
 * The withdrawals a run read again and found final go to the store of final statuses, as close-out's do, so that a
 * payee that keeps failing is known without a close-out. Like the refresh itself, nothing here fails the run.
 */
function recordFinalStatuses(options: PayoutBatchOptions, refreshed: RefreshedRow[]): void {
  const now = new Date((options.now ?? Date.now)()).toISOString()
  const final = refreshed.flatMap(({withdrawal}) =>
    withdrawal && isWithdrawalFinal(withdrawal.status) ? [finalStatusOf(withdrawal, options.account, updatedAt(withdrawal) ?? now)] : [],
  )
  try {
    appendFinalStatuses(options.dataDir, final)
  } catch {}
}

function tasksOf(plans: RowPlan[]): SendTask[] {
  return plans.flatMap((plan) => (plan.kind === 'send' ? [{payout: plan.payout, key: plan.key}] : []))
}

function withdrawalRequest(api: PayApi, task: SendTask): NonNullable<BatchDryRun['first']> {
  const request = api.client.prepare({method: 'POST', target: '/v1/withdrawals', body: task.payout.body, idempotencyKey: task.key})
  return {request, ...api.client.headersFor(request)}
}

function batchHeader(file: PayoutFile, choice: BatchChoice, account: PayoutBatchOptions['account'], at: number): BatchRecord {
  const {batchId, generation} = choice
  return {
    type: 'batch',
    batch_id: batchId,
    content_id: file.contentId,
    generation,
    file: file.path,
    rows: file.payouts.length,
    base_url: normalisedBaseUrl(account.baseUrl),
    mode: account.mode,
    at: new Date(at).toISOString(),
  }
}

function noJournal(file: string, path: string): InputError {
  return new InputError({code: 'no-journal', file, path}, {code: 'NO_JOURNAL'})
}

/** The `--json` form of a batch dry run: the plan, the first request signed, and every row's key. */
export function batchDryRunJson(dryRun: BatchDryRun): BatchDryRunJson {
  const first = dryRun.first ? dryRunReport(dryRun.first.request, dryRun.first.signed, dryRun.first.headers) : null
  return {
    dry_run: {
      preview: dryRun.preview,
      first_request: first,
      keys: dryRun.keys,
      lookups: dryRun.lookups,
      possibly_paid: dryRun.possiblyPaid,
    },
  }
}
