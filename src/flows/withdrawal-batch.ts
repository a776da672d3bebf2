import {type CoalescedOutput, coalescedOutput} from '../cli/coalesced-output.js'
import {colorEnabled, confirmInWords, type IO, promptContext} from '../cli/io.js'
import type {Session} from '../cli/session.js'
import {ExitCode} from '../core/errors.js'
import type {BatchDryRunJson} from '../core/schemas/output/batch.js'
import {batchDryRunJson} from '../services/batch/dry-run-json.js'
import {type BatchHooks, type BatchReport, runPayoutBatch} from '../services/batch/run-batch.js'
import {renderBatchDryRun} from '../ui/text/batch-dry-run.js'
import {renderStaleLookup, unmatchedLeftNote, unmatchedQuestion} from '../ui/text/batch-lookup.js'
import {batchQuestion, renderBatchPreview, staleLockNotice} from '../ui/text/batch-plan.js'
import {type BatchProgressSink, batchProgressSink} from '../ui/text/batch-progress-sink.js'
import {renderBatchSummary} from '../ui/text/batch-report.js'
import type {Style} from '../ui/text/style.js'
import {words} from '../ui/words/active.js'
import type {Words} from '../ui/words/en/index.js'
import {banksFor} from './bank-list.js'

export interface WithdrawalBatchContext {
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

export interface WithdrawalBatchOptions {
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
}

/**
 * `pay withdrawal batch` from its flags to the summary: Ctrl-C, SIGTERM and SIGHUP caught for the run, the
 * service's batch run with the terminal's decisions (the lookup's review, the live confirmation) and its
 * progress view, then the dry run or the summary printed. Returns the result and the exit code its outcome
 * calls for.
 */
export async function withdrawalBatchFlow(
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
    resultsPath: options.resultsPath,
    signal: interrupt.signal,
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
