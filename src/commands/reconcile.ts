import * as Args from '@oclif/core/args'
import * as Flags from '@oclif/core/flags'
import {OUTPUT_SCHEMA, PayCommand} from '../cli/base-command.js'
import {stdoutColumns} from '../cli/io.js'
import {ExitCode} from '../core/errors.js'
import type {BooksReconcile} from '../core/schemas/output/reconcile.js'

export default class ReconcileCommand extends PayCommand<typeof ReconcileCommand> {
  static override summary = "Match the rows of your own CSV or XLSX file (orders, payroll, an accounting export) with pay's ledger."
  static override description =
    `Each row's reference (--key) is looked up in the ledger of the profile and mode in use: a deposit's user_ref or a withdrawal's reference_user_id, so one file may hold both. The amount (--amount-column) is compared with what the deposit asked, or what the withdrawal paid to the destination. Columns are named as the file's header writes them, in any language; amounts as people write them (1,250.00, 1250, with or without the baht sign). A CSV may have a BOM and commas, semicolons or tabs; an XLSX is read from its first sheet.

Each line is matched, missing_in_pay (no deposit or withdrawal of that reference moved money), amount_differs, duplicate_in_file (the reference is on an earlier row too), or extra_in_pay (a CREDITED deposit or a withdrawal not FAILED or REJECTED of the period that no row names; --only-listed leaves these out). --from and --to bound the ledger's period by when pay created or first saw each entry (default: the whole ledger). The ledger holds what this pay created and saw: run \`pay sync\` first.

--out writes every line with its class to a .csv or .xlsx file. Exit 0 when every line matched, 4 when any did not.`
  static override examples = [
    '<%= config.bin %> reconcile orders.csv --key order_id --amount-column total',
    '<%= config.bin %> reconcile payroll.xlsx --key "Employee ID" --amount-column "Net pay" --from 2026-11-01 --to 2026-11-30 --out reconcile.xlsx',
    '<%= config.bin %> reconcile export.csv --key ref --amount-column amount --only-listed --json',
  ]
  static override args = {
    file: Args.string({description: 'Your CSV or XLSX file, with a header row.', required: true}),
  }
  static override flags = {
    key: Flags.string({
      description: "The column holding each row's reference (a deposit's user_ref, a withdrawal's reference_user_id).",
      required: true,
    }),
    'amount-column': Flags.string({description: "The column holding each row's amount in baht.", required: true}),
    from: Flags.string({
      description: 'Only ledger entries created at or after this date or time (ISO 8601; a date is the whole day in Thailand, UTC+07:00).',
    }),
    to: Flags.string({description: 'Only ledger entries created at or before this date or time.'}),
    'only-listed': Flags.boolean({description: 'Leave out extra_in_pay: ledger entries whose reference no row names.'}),
    out: Flags.string({description: 'Write every line and its class to this .csv or .xlsx file.'}),
  }

  static override [OUTPUT_SCHEMA] = () => import('../core/schemas/output/reconcile.js').then((module) => module.booksReconcileSchema)

  async run(): Promise<BooksReconcile> {
    const {flags, args} = this
    const {checkTableFile, writeTableFile} = await import('../services/books/table-file.js')
    const {checkPeriod, reconcileFile} = await import('../services/books/reconcile.js')
    checkPeriod(flags.from, flags.to)
    if (flags.out !== undefined) checkTableFile(flags.out, '--out', args.file)
    const found = await reconcileFile({
      path: args.file,
      columns: {key: {name: flags.key, label: '--key'}, amount: {name: flags['amount-column'], label: '--amount-column'}},
      scope: this.session.ledgerScope(),
      from: flags.from,
      to: flags.to,
      onlyListed: flags['only-listed'] === true,
    })
    const result: BooksReconcile = {...found, out: flags.out ?? null}
    const {reconcileReportTable, renderReconcileReport} = await import('../ui/text/books-reconcile.js')
    if (flags.out !== undefined) await writeTableFile(flags.out, reconcileReportTable(result))
    this.print(() => renderReconcileReport(result, this.outStyle, stdoutColumns(this.io)))
    const mismatched = result.lines.some((line) => line.class !== 'matched')
    return this.finish(result, mismatched ? ExitCode.badOutcome : ExitCode.ok)
  }
}
