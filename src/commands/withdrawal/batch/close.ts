import * as Args from '@oclif/core/args'
import * as Flags from '@oclif/core/flags'
import {OUTPUT_SCHEMA, PayCommand} from '../../../cli/base-command.js'
import {sendingFlags} from '../../../cli/flags.js'
import {ExitCode} from '../../../core/errors.js'
import type {BatchClose} from '../../../core/schemas/output/batch-close.js'
import {banksFor} from '../../../services/banks/catalog.js'
import {closeOut} from '../../../services/batch/close-out.js'
import {closeChangeLine, closeWaitLine, renderCloseSummary} from '../../../ui/text/batch-close.js'

export default class WithdrawalBatchCloseCommand extends PayCommand<typeof WithdrawalBatchCloseCommand> {
  static override aliases = ['withdrawal:batch:status']
  static override summary = "Follow every row of a paid CSV file to its final state, and write the file's final statuses."
  static override description =
    `Reads the journals of the file's batches (the same rows, however the file was saved again) and follows each row's withdrawal until it is SUCCESS, FAILED or REJECTED, asking the service with backoff: at once, then after 1 s, doubling to once a minute, each withdrawal at most once a round (by its id, or in the withdrawal list when that takes fewer requests). A row sent without a recorded answer is looked up in the withdrawal list before it is called unpaid.

Writes FILE.final.csv (or --final): one line per row with its status, the reason of a FAILED or REJECTED withdrawal, the fee, the gross, what was refunded, and when it became final. Rows without a withdrawal are NOT_SENT, REFUSED or NOT_FOUND there. --retry-file writes the FAILED and REJECTED rows (their gross is back in the wallet) in the columns of the input, to pay again as a new batch once fixed.

Exit 0 when every row is SUCCESS, 4 when every row is final and some FAILED or REJECTED, 1 when rows were still not final after --wait seconds (naming them) or have no withdrawal. Status changes go to stderr, one line each. Run it again at any time: it only reads.`
  static override examples = [
    '<%= config.bin %> withdrawal batch close payouts.csv',
    '<%= config.bin %> withdrawal batch close payouts.csv --retry-file retry.csv',
    '<%= config.bin %> withdrawal batch status payouts.csv --wait 60 --json > final.json',
  ]
  static override args = {
    file: Args.string({description: 'The payout CSV file that was paid with `pay withdrawal batch`.', required: true}),
  }
  static override flags = {
    retries: sendingFlags.retries,
    timeout: sendingFlags.timeout,
    wait: Flags.integer({
      description: 'Seconds to wait for withdrawals to become final before giving up (exit 1).',
      default: 600,
      min: 0,
      max: 86_400,
    }),
    final: Flags.string({description: 'Where to write the final statuses (default: FILE.final.csv beside the input).'}),
    'retry-file': Flags.string({description: 'Write the rows that ended FAILED or REJECTED to this file, in the columns of the input.'}),
  }

  static override [OUTPUT_SCHEMA] = () => import('../../../core/schemas/output/batch-close.js').then((module) => module.batchCloseSchema)

  async run(): Promise<BatchClose> {
    const {flags, session} = this
    const credentials = session.credentials()
    const result = await closeOut({
      file: this.args.file,
      api: session.api(),
      account: {baseUrl: credentials.baseUrl, mode: credentials.mode},
      dataDir: session.options.dataDir,
      loadBanks: () => banksFor(session),
      waitMs: flags.wait * 1000,
      finalPath: flags.final,
      retryPath: flags['retry-file'],
      onChange: (row) => this.note(closeChangeLine(row)),
      onWait: (open, ms) => this.note(closeWaitLine(open, ms)),
      onSkippedLines: session.options.onSkippedLines,
    })
    this.print(() => renderCloseSummary(result, {waitSeconds: flags.wait}, this.outStyle))
    return this.finish(result, closeExitCode(result))
  }
}

/** 1 while a row is not final or has no withdrawal (not paid), else 4 when a row ended FAILED or REJECTED, else 0. */
function closeExitCode(result: BatchClose): ExitCode {
  const {summary} = result
  if (summary.open + summary.no_withdrawal + summary.unknown > 0) return ExitCode.requestFailed
  return summary.failed + summary.rejected > 0 ? ExitCode.badOutcome : ExitCode.ok
}
