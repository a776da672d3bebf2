import * as Args from '@oclif/core/args'
import * as Flags from '@oclif/core/flags'

import {PayCommand} from '../../cli/base-command.js'
import {sendingFlags, yesFlag} from '../../cli/flags.js'
import {colorEnabled} from '../../cli/io.js'
import {OUTPUT_SCHEMA} from '../../cli/output-contract.js'
import {promptContext} from '../../cli/prompts.js'
import {ExitCode} from '../../core/errors.js'
import {type BatchDryRunJson, batchOutputSchema} from '../../core/schemas/output/batch.js'
import {batchDryRunJson} from '../../services/batch/dry-run-json.js'
import {type BatchHooks, type BatchReport, runPayoutBatch} from '../../services/batch/run-batch.js'
import {renderBatchDryRun} from '../../ui/text/batch-dry-run.js'
import {type BatchProgressSink, batchProgressSink} from '../../ui/text/batch-progress-sink.js'
import {
  batchQuestion,
  renderBatchPreview,
  renderBatchSummary,
  renderStaleLookup,
  staleLockNotice,
  unmatchedQuestion,
} from '../../ui/text/batch-report.js'

export default class WithdrawalBatchCommand extends PayCommand<typeof WithdrawalBatchCommand> {
  /** The progress of the rows being sent, while they are. */
  private sending?: BatchProgressSink

  static override summary = 'Pay out a CSV file of withdrawals; resumable, never paying a row twice.'
  static override description =
    `The file has a header row and the columns amount,bank,account_no,account_name[,description][,reference_user_id]. Every row is checked first (amount, bank code, account number, name); one bad row refuses the whole file, naming each bad line and column, and nothing is sent.

A batch is its rows as they would be sent, not the file's bytes: the same rows saved again (other line endings, a BOM, blank lines, quoting, spacing, amounts written 1,500.00, column or row order) are the same batch. Each row is sent with an Idempotency-Key made from the batch and the row, and a journal in the data dir records each row before it is sent and its outcome after. Run the same file again (after a crash, Ctrl-C, or INSUFFICIENT_BALANCE) and only the rows without a withdrawal are sent; a row that was in flight is sent again with the same key, so the service answers with what it already created. Rows in flight more than a day ago are looked up in the withdrawal list instead, since the service keeps keys for 24 h.

A row that another batch already paid (same bank, account, amount, description and reference; e.g. the file was edited to add rows) is reported and skipped unless --pay-again is given; --dry-run lists them. One batch runs at a time per data dir: a second run exits 1 at once, naming the running one.

The batch stops at the first INSUFFICIENT_BALANCE: no new row starts and the rest are reported as not_sent. At the end a results CSV is written (FILE.results.csv, or --results) and a summary printed. Exit 0 when every row has a withdrawal of this batch (created: the summary counts how many are pending and how many SUCCESS), 1 otherwise (also when rows were skipped as already paid), 130 after Ctrl-C. In live mode the count and the total are confirmed first (--yes without a terminal).`
  static override examples = [
    '<%= config.bin %> withdrawal batch payouts.csv --dry-run',
    '<%= config.bin %> withdrawal batch payouts.csv --concurrency 8',
    '<%= config.bin %> withdrawal batch payouts.csv --live --yes --results /tmp/payouts-results.csv',
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
    concurrency: Flags.integer({description: 'Rows in flight at once.', default: 4, min: 1, max: 32}),
    resume: Flags.boolean({
      description: 'Continue an earlier run of this file, and fail if there is none (a journal is continued anyway when it exists).',
    }),
    'resend-unmatched': Flags.boolean({
      description: 'Send again rows whose Idempotency-Key expired (in flight over 24 h ago) and whose withdrawal the lookup did not find.',
    }),
    results: Flags.string({description: 'Where to write the results CSV (default: FILE.results.csv beside the input).'}),
    'pay-again': Flags.boolean({
      description:
        'Pay rows that other batches already paid, and pay once more a file whose rows were all paid (as a new batch, itself resumable).',
    }),
  }

  static override [OUTPUT_SCHEMA] = batchOutputSchema

  async run(): Promise<BatchReport | BatchDryRunJson> {
    const {flags} = this
    const credentials = this.session.credentials()
    const api = this.session.api()
    const interrupt = new AbortController()
    const releaseSignals = this.catchSignals(interrupt)
    const result = await runPayoutBatch({
      file: this.args.file,
      api,
      account: {baseUrl: credentials.baseUrl, mode: credentials.mode},
      dataDir: this.session.options.dataDir,
      loadBanks: () => this.session.banks(),
      concurrency: flags.concurrency,
      dryRun: flags['dry-run'],
      resume: flags.resume,
      payAgain: flags['pay-again'],
      resultsPath: flags.results,
      signal: interrupt.signal,
      hooks: this.hooks(credentials.mode === 'live'),
    }).finally(releaseSignals)
    if ('dryRun' in result) {
      const dryRun = batchDryRunJson(result.dryRun)
      this.print(renderBatchDryRun(dryRun.dry_run, this.outStyle))
      return dryRun
    }
    this.print(renderBatchSummary(result.report, this.outStyle))
    return this.finish(result.report, batchExitCode(result.report))
  }

  /**
   * The first Ctrl-C while rows are sent lets the rows in flight finish and be recorded, and starts no new
   * one. Any other Ctrl-C (a second one, or before sending), SIGTERM and SIGHUP end the process through
   * process.exit, so that the batch lock is removed on the way out.
   */
  private catchSignals(interrupt: AbortController): () => void {
    let stopListening = () => {}
    const listen = () => {
      stopListening = this.io.onSignal(['SIGINT', 'SIGTERM', 'SIGHUP'], (signal) => {
        if (signal !== 'SIGINT') this.io.exitNow(signal === 'SIGHUP' ? 129 : 143)
        if (!this.sending || interrupt.signal.aborted) this.io.exitNow(130)
        this.sending.stopping('interrupted')
        interrupt.abort()
        listen()
      })
    }
    listen()
    return () => stopListening()
  }

  private hooks(live: boolean): BatchHooks {
    return {
      lockTakenOver: (holder) => this.note(staleLockNotice(holder)),
      reviewLookup: async (lookup) => {
        this.note(renderStaleLookup(lookup, this.errStyle))
        const unmatched = lookup.findings.filter((finding) => !finding.withdrawal).length
        if (unmatched === 0 || this.flags['resend-unmatched']) return unmatched > 0
        if (!this.interactive) {
          this.note(
            `Left ${unmatched} unmatched row${unmatched > 1 ? 's' : ''} unsent. If you are sure they were not paid, run again with --resend-unmatched.`,
          )
          return false
        }
        const {confirm} = await import('@inquirer/prompts')
        return confirm({message: unmatchedQuestion(unmatched), default: false}, promptContext(this.io))
      },
      review: async (preview) => {
        this.note(renderBatchPreview(preview, this.errStyle))
        await this.confirmDangerous(batchQuestion(preview), {yes: this.flags.yes, needed: live})
      },
      progress: async (preview) => {
        const tty = this.io.stderrIsTTY
        const sink = await batchProgressSink({
          stream: this.io.stderr,
          tty,
          color: colorEnabled(this.io, tty),
          style: this.errStyle,
          total: preview.to_send,
        })
        this.sending = sink
        return {
          outcome: (outcome) => sink.outcome(outcome),
          finish: () => {
            this.sending = undefined
            sink.finish()
          },
        }
      },
    }
  }
}

/** 130 after a Ctrl-C, as every command; else 0 only when every row has a withdrawal of this batch. */
function batchExitCode(report: BatchReport): ExitCode {
  if (report.stopped?.reason === 'interrupted') return ExitCode.interrupted
  return report.summary.created < report.summary.rows ? ExitCode.requestFailed : ExitCode.ok
}
