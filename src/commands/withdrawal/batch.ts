import * as Args from '@oclif/core/args'
import * as Flags from '@oclif/core/flags'
import {OUTPUT_SCHEMA, PayCommand} from '../../cli/base-command.js'
import {type CoalescedOutput, coalescedOutput} from '../../cli/coalesced-output.js'
import {proposalFlags, sendingFlags, yesFlag} from '../../cli/flags.js'
import {colorEnabled, confirmInWords, type IO, promptContext} from '../../cli/io.js'
import type {Session} from '../../cli/session.js'
import {ExitCode} from '../../core/errors.js'
import type {Proposed} from '../../core/schemas/output/approvals.js'
import type {BatchDryRunJson} from '../../core/schemas/output/batch.js'
import {KeyStore} from '../../core/secrets/key-store.js'
import {payoutControls, proposeUnderPolicy} from '../../services/approvals/controls.js'
import {policyAccountOf} from '../../services/approvals/policy.js'
import {approvalsForAudit} from '../../services/approvals/proposals.js'
import {banksFor} from '../../services/banks/catalog.js'
import {readPayoutFile} from '../../services/batch/payout-file.js'
import {type BatchControls, type BatchHooks, type BatchReport, batchDryRunJson, runPayoutBatch} from '../../services/batch/run-batch.js'
import {renderProposal, renderProposalWritten} from '../../ui/text/approvals.js'
import {renderBatchDryRun} from '../../ui/text/batch-dry-run.js'
import {renderStaleLookup, unmatchedLeftNote, unmatchedQuestion} from '../../ui/text/batch-lookup.js'
import {batchQuestion, renderBatchPreview, staleLockNotice} from '../../ui/text/batch-plan.js'
import {type BatchProgressSink, batchProgressSink} from '../../ui/text/batch-progress-sink.js'
import {renderBatchSummary} from '../../ui/text/batch-report.js'
import type {Style} from '../../ui/text/style.js'
import {words} from '../../ui/words/active.js'
import type {Words} from '../../ui/words/en/index.js'

export default class WithdrawalBatchCommand extends PayCommand<typeof WithdrawalBatchCommand> {
  static override summary = 'Pay out a CSV file of withdrawals; resumable, never paying a row twice.'
  static override description =
    `The file has a header row and the columns amount,bank,account_no,account_name[,description][,reference_user_id]. Every row is checked first (amount, bank code, account number, name); one bad row refuses the whole file, naming each bad line and column, and nothing is sent.

A batch is its rows as they would be sent, not the file's bytes: the same rows saved again (other line endings, a BOM, blank lines, quoting, spacing, amounts written 1,500.00, column or row order) are the same batch. Each row is sent with an Idempotency-Key made from the batch and the row, and a journal in the data dir records each row before it is sent and its outcome after. Run the same file again (after a crash, Ctrl-C, or INSUFFICIENT_BALANCE) and only the rows without a withdrawal are sent; a row that was in flight is sent again with the same key, so the service answers with what it already created. Rows in flight more than a day ago are looked up in the withdrawal list instead, since the service keeps keys for 24 h.

A row that another batch already paid (same bank, account, amount, description and reference; e.g. the file was edited to add rows) is reported and skipped unless --pay-again is given; --dry-run lists them. A row paying an account whose payouts FAILED twice or more in the last 30 days (as pay withdrawal batch close saw them) is named and skipped unless --include-failing-payees is given. One batch runs at a time per data dir: a second run exits 1 at once, naming the running one.

The batch stops at the first INSUFFICIENT_BALANCE: no new row starts and the rest are reported as not_sent. At the end a results CSV is written (FILE.results.csv, or --results) and a summary printed. Exit 0 when every row has a withdrawal of this batch (created: the summary counts how many are pending and how many SUCCESS), 1 otherwise (also when rows were skipped as already paid), 130 after Ctrl-C. In live mode the count and the total are confirmed first (--yes without a terminal). Created is not paid: follow the rows to their final states with pay withdrawal batch close FILE.

Under a policy of the profile and mode (pay policy set) that asks for approvals, the file is sent only with --proposal PROPOSAL approved as the policy asks, and only if its rows are those approved: make it with --propose --as NAME (written to FILE.proposal.json) and have it approved with pay approve. The policy's limits refuse rows before anything is sent. Either refusal exits 3 and sends nothing; a dry run is not refused.`
  static override examples = [
    '<%= config.bin %> withdrawal batch payouts.csv --dry-run',
    '<%= config.bin %> withdrawal batch payouts.csv --concurrency 8',
    '<%= config.bin %> withdrawal batch payouts.csv --live --yes --results out.csv',
    '<%= config.bin %> withdrawal batch payouts.csv --resume --json > results.json',
  ]
  static override args = {
    file: Args.string({
      description: 'CSV file: amount,bank,account_no,account_name[,description][,reference_user_id], with a header row.',
      required: true,
    }),
  }
  static override flags = {
    ...sendingFlags,
    ...yesFlag,
    ...proposalFlags,
    concurrency: Flags.integer({description: 'Rows in flight at once.', default: 4, min: 1, max: 32}),
    resume: Flags.boolean({
      description: 'Continue an earlier run of this file, and fail if there is none (a journal is continued anyway when it exists).',
    }),
    'resend-unmatched': Flags.boolean({
      description: 'Send again rows whose Idempotency-Key expired (in flight over 24 h ago) and whose withdrawal the lookup did not find.',
    }),
    results: Flags.string({description: 'Where to write the results CSV (default: FILE.results.csv beside the input).'}),
    'include-failing-payees': Flags.boolean({
      description: 'Send rows that pay an account whose payouts FAILED twice or more in the last 30 days (skipped otherwise).',
    }),
    'pay-again': Flags.boolean({
      description:
        'Pay rows that other batches already paid, and pay once more a file whose rows were all paid (as a new batch, itself resumable).',
    }),
  }

  static override [OUTPUT_SCHEMA] = () => import('../../core/schemas/output/batch.js').then((module) => module.batchOutputSchema)

  async run(): Promise<BatchReport | BatchDryRunJson | Proposed> {
    const {flags} = this
    const {configDir, dataDir} = this.session.options
    const account = policyAccountOf(this.session.credentials())
    if (flags.propose) return this.propose(account)
    // A dry run sends nothing: it needs no approval, and shows the plan whatever the policy.
    const controls = flags['dry-run']
      ? undefined
      : payoutControls({
          configDir,
          dataDir,
          account,
          api: () => this.session.api(),
          kind: 'batch',
          proposalPath: flags.proposal,
          now: Date.now,
        })
    if (controls?.approved) this.auditApprovals = approvalsForAudit(configDir, controls.approved.path).approvals
    const {result, exitCode} = await withdrawalBatchFlow(
      {
        io: this.io,
        session: this.session,
        outStyle: this.outStyle,
        errStyle: this.errStyle,
        interactive: this.interactive,
        print: (text) => this.print(() => text),
        note: (text) => this.note(text),
        confirmDangerous: (question, options) => this.confirmDangerous(question, options),
      },
      {
        file: this.args.file,
        concurrency: flags.concurrency,
        dryRun: flags['dry-run'],
        resume: flags.resume,
        payAgain: flags['pay-again'],
        includeFailingPayees: flags['include-failing-payees'],
        resendUnmatched: flags['resend-unmatched'],
        resultsPath: flags.results,
        yes: flags.yes,
        controls: controls?.batch,
      },
    )
    return this.finish(result, exitCode)
  }

  /** `--propose --as NAME`: the file's rows, checked as for sending, written to FILE.proposal.json for approvers. */
  private async propose(account: ReturnType<typeof policyAccountOf>): Promise<Proposed> {
    const {file} = this.args
    const payouts = (await readPayoutFile({path: file, loadBanks: () => banksFor(this.session)})).payouts
    const path = `${file}.proposal.json`
    const {configDir} = this.session.options
    const proposal = await proposeUnderPolicy({
      configDir,
      keys: new KeyStore({configDir, env: this.io.env}),
      account,
      makerName: this.flags.as!,
      proposed: {kind: 'batch', file, rows: payouts.map((payout) => ({row: payout.row, body: payout.body}))},
      path,
      now: Date.now(),
    })
    this.print(() => renderProposal(proposal, this.outStyle))
    this.note(renderProposalWritten(path))
    return {proposal_file: path, proposal}
  }
}

interface WithdrawalBatchContext {
  io: IO
  session: Session
  outStyle: Style
  errStyle: Style
  /** A person can answer questions (src/cli/io.ts `whyNoPrompt`). */
  interactive: boolean
  print: (text: string) => void
  note: (text: string) => void
  /** The live guard (the base command's `confirmDangerous`): throws when the run must not go on. */
  confirmDangerous: (question: (said: Words) => string, options: {yes: boolean; needed: boolean}) => Promise<void>
}

interface WithdrawalBatchOptions {
  file: string
  concurrency: number
  dryRun: boolean
  resume: boolean
  payAgain: boolean
  /** `--include-failing-payees`: rows paying accounts that keep failing are sent too. */
  includeFailingPayees: boolean
  /** Send again, without asking, rows whose key expired and whose withdrawal the lookup did not find. */
  resendUnmatched: boolean
  resultsPath?: string
  /** `--yes`: the live run is confirmed already. */
  yes: boolean
  /** The four-eyes controls of a real run: the approved rows, the limits. */
  controls?: BatchControls
}

/**
 * `pay withdrawal batch` from its flags to the summary: Ctrl-C, SIGTERM and SIGHUP caught for the run, the
 * service's batch run with the terminal's decisions (the lookup's review, the live confirmation) and its
 * progress view, then the dry run or the summary printed. Returns the result and the exit code its outcome
 * calls for.
 */
async function withdrawalBatchFlow(
  context: WithdrawalBatchContext,
  options: WithdrawalBatchOptions,
): Promise<{result: BatchReport | BatchDryRunJson; exitCode: ExitCode}> {
  const {session} = context
  // The journal keeps every row's key, and catchSignals lets the rows in flight finish (docs/batch-journal.md).
  session.callerKeepsKeys()
  const credentials = session.credentials()
  const api = session.api()
  const interrupt = new AbortController()
  const run: SendingState = {}
  const releaseSignals = catchSignals(context.io, interrupt, run)
  const result = await runPayoutBatch({
    file: options.file,
    api,
    account: {baseUrl: credentials.baseUrl, mode: credentials.mode},
    dataDir: session.options.dataDir,
    loadBanks: () => banksFor(session),
    concurrency: options.concurrency,
    dryRun: options.dryRun,
    resume: options.resume,
    payAgain: options.payAgain,
    includeFailingPayees: options.includeFailingPayees,
    onSkippedLines: session.options.onSkippedLines,
    onJournalOutcomes: (outcomes) => session.recordInLedger((ledger) => ledger.noteJournal(outcomes)),
    resultsPath: options.resultsPath,
    signal: interrupt.signal,
    controls: options.controls,
    beforeSending: () => session.refuseUnrecordableMoney(),
    hooks: batchHooks(context, options, credentials.mode === 'live', run),
  }).finally(releaseSignals)
  if ('dryRun' in result) {
    const dryRun = batchDryRunJson(result.dryRun)
    context.print(renderBatchDryRun(dryRun.dry_run, context.outStyle))
    return {result: dryRun, exitCode: ExitCode.ok}
  }
  context.print(renderBatchSummary(result.report, context.outStyle))
  return {result: result.report, exitCode: batchExitCode(result.report)}
}

/** What is being sent, while it is: the progress, and the rows' lines held for a pipe. */
interface SendingState {
  sending?: BatchProgressSink
  lines?: CoalescedOutput
}

/** How often the rows' lines are passed on off a terminal: one write for all the rows finished meanwhile. */
const ROW_LINES_EVERY_MS = 100

/**
 * The first Ctrl-C while rows are sent lets the rows in flight finish and be recorded, and starts no new
 * one. Any other Ctrl-C (a second one, or before sending), SIGTERM and SIGHUP end the process through
 * `exitNow`, so that the batch lock is removed on the way out.
 */
function catchSignals(io: IO, interrupt: AbortController, run: SendingState): () => void {
  let stopListening = () => {}
  const listen = () => {
    stopListening = io.onSignal(['SIGINT', 'SIGTERM', 'SIGHUP'], (signal) => {
      run.lines?.flush()
      if (signal !== 'SIGINT') io.exitNow(signal === 'SIGHUP' ? 129 : 143)
      if (!run.sending || interrupt.signal.aborted) io.exitNow(130)
      run.sending.stopping(words().batch.progress.interrupted)
      run.lines?.flush()
      interrupt.abort()
      listen()
    })
  }
  listen()
  return () => stopListening()
}

function batchHooks(context: WithdrawalBatchContext, options: WithdrawalBatchOptions, live: boolean, run: SendingState): BatchHooks {
  const {io, errStyle} = context
  return {
    lockTakenOver: (holder) => context.note(staleLockNotice(holder)),
    reviewLookup: async (lookup) => {
      context.note(renderStaleLookup(lookup, errStyle))
      const unmatched = lookup.findings.filter((finding) => !finding.withdrawal).length
      if (unmatched === 0 || options.resendUnmatched) return unmatched > 0
      if (!context.interactive) {
        context.note(unmatchedLeftNote(unmatched))
        return false
      }
      return confirmInWords(unmatchedQuestion(unmatched), promptContext(io))
    },
    review: async (preview) => {
      context.note(renderBatchPreview(preview, errStyle))
      await context.confirmDangerous(batchQuestion(preview), {yes: options.yes, needed: live})
    },
    progress: async (preview) => {
      const tty = io.stderrIsTTY
      const lines = tty ? undefined : coalescedOutput(io.stderr, ROW_LINES_EVERY_MS)
      const stream = lines?.stream ?? io.stderr
      const sink = await batchProgressSink({stream, tty, color: colorEnabled(io, tty), style: errStyle, total: preview.to_send})
      Object.assign(run, {sending: sink, lines})
      return {
        outcome: (outcome) => sink.outcome(outcome),
        finish: () => {
          Object.assign(run, {sending: undefined, lines: undefined})
          sink.finish()
          lines?.close()
        },
      }
    },
  }
}

/** 130 after a Ctrl-C, as every command; else 0 only when every row has a withdrawal of this batch. */
function batchExitCode(report: BatchReport): ExitCode {
  if (report.stopped?.reason === 'interrupted') return ExitCode.interrupted
  return report.summary.created < report.summary.rows ? ExitCode.requestFailed : ExitCode.ok
}
