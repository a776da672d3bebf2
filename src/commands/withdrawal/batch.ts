import * as Args from '@oclif/core/args'
import * as Flags from '@oclif/core/flags'
import {OUTPUT_SCHEMA, PayCommand} from '../../cli/base-command.js'
import {sendingFlags, yesFlag} from '../../cli/flags.js'
import {type BatchDryRunJson, batchOutputSchema} from '../../core/schemas/output/batch.js'
import {withdrawalBatchFlow} from '../../flows/withdrawal-batch.js'
import type {BatchReport} from '../../services/batch/run-batch.js'

export default class WithdrawalBatchCommand extends PayCommand<typeof WithdrawalBatchCommand> {
  static override summary = 'Pay out a CSV file of withdrawals; resumable, never paying a row twice.'
  static override description =
    `The file has a header row and the columns amount,bank,account_no,account_name[,description][,reference_user_id]. Every row is checked first (amount, bank code, account number, name); one bad row refuses the whole file, naming each bad line and column, and nothing is sent.

A batch is its rows as they would be sent, not the file's bytes: the same rows saved again (other line endings, a BOM, blank lines, quoting, spacing, amounts written 1,500.00, column or row order) are the same batch. Each row is sent with an Idempotency-Key made from the batch and the row, and a journal in the data dir records each row before it is sent and its outcome after. Run the same file again (after a crash, Ctrl-C, or INSUFFICIENT_BALANCE) and only the rows without a withdrawal are sent; a row that was in flight is sent again with the same key, so the service answers with what it already created. Rows in flight more than a day ago are looked up in the withdrawal list instead, since the service keeps keys for 24 h.

A row that another batch already paid (same bank, account, amount, description and reference; e.g. the file was edited to add rows) is reported and skipped unless --pay-again is given; --dry-run lists them. A row paying an account whose payouts FAILED twice or more in the last 30 days (as pay withdrawal batch close saw them) is named and skipped unless --include-failing-payees is given. One batch runs at a time per data dir: a second run exits 1 at once, naming the running one.

The batch stops at the first INSUFFICIENT_BALANCE: no new row starts and the rest are reported as not_sent. At the end a results CSV is written (FILE.results.csv, or --results) and a summary printed. Exit 0 when every row has a withdrawal of this batch (created: the summary counts how many are pending and how many SUCCESS), 1 otherwise (also when rows were skipped as already paid), 130 after Ctrl-C. In live mode the count and the total are confirmed first (--yes without a terminal). Created is not paid: follow the rows to their final states with pay withdrawal batch close FILE.`
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

  static override [OUTPUT_SCHEMA] = batchOutputSchema

  async run(): Promise<BatchReport | BatchDryRunJson> {
    const {flags} = this
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
      },
    )
    return this.finish(result, exitCode)
  }
}
