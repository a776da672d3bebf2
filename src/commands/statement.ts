import * as Flags from '@oclif/core/flags'
import {OUTPUT_SCHEMA, PayCommand} from '../cli/base-command.js'
import {sendingFlags, wideFlag} from '../cli/flags.js'
import {ExitCode} from '../core/errors.js'
import {replaceFileFrom} from '../core/files/replace-file.js'
import {maskKeyId} from '../core/profiles/credentials.js'
import type {DryRunOutput} from '../core/schemas/output/cli.js'
import type {StatementOutput} from '../core/schemas/output/statement.js'
import {withoutCredentials} from '../core/text/redaction.js'
import {shellWord} from '../core/text/shell-word.js'
import {writeTableFile} from '../services/books/table-file.js'
import {
  buildStatement,
  checkStatementFile,
  readPeriod,
  readServiceBalance,
  STATEMENT_FORMATS,
  type Statement,
  type StatementFormat,
  statementDocument,
  wouldReadStatement,
} from '../services/statement/statement.js'
import type {StatementMerchant} from '../ui/documents/statement-pdf.js'
import {renderStatement, statementHolds, statementTable, statementVerdict} from '../ui/text/statement.js'
import {words} from '../ui/words/active.js'

export default class StatementCommand extends PayCommand<typeof StatementCommand> {
  static override summary = "Make the wallet's statement for a period, with a balance proof against the service."
  static override description =
    `From pay's ledger: the opening balance, credits (deposits credited, net of their fee; test top-ups), debits (withdrawals' gross, taken at creation), refunds (FAILED and REJECTED withdrawals' gross, given back), fees, and the closing balance, with every line behind them. Days are days in Thailand (UTC+07:00). When the period reaches today the closing is compared with the service's available balance and any difference is stated as what it is: deposits pay has not seen, or unexplained (exit 4). How the proof is built: docs/books.md.`
  static override examples = [
    '<%= config.bin %> statement',
    '<%= config.bin %> statement --from 2026-11-01 --to 2026-11-30',
    '<%= config.bin %> statement --from 2026-11-01 --to 2026-11-30 --format pdf --out statement-2026-11.pdf',
    '<%= config.bin %> statement --json > statement.json',
  ]
  static override flags = {
    ...sendingFlags,
    ...wideFlag,
    from: Flags.string({description: 'First day of the period, YYYY-MM-DD, a day in Thailand (default: the first of this month).'}),
    to: Flags.string({description: 'Last day of the period, YYYY-MM-DD (default: today).'}),
    format: Flags.string({description: 'The file to write: csv, xlsx or pdf.', options: [...STATEMENT_FORMATS]}),
    out: Flags.string({description: 'Write the statement to this file (its format by its extension unless --format says).'}),
  }

  static override [OUTPUT_SCHEMA] = () => import('../core/schemas/output/statement.js').then((module) => module.statementSchema)

  async run(): Promise<StatementOutput | DryRunOutput> {
    const now = Date.now()
    const period = readPeriod({from: this.flags.from, to: this.flags.to}, {from: '--from', to: '--to'}, now)
    const format = this.flags.format as StatementFormat | undefined
    const file = checkStatementFile({format, out: this.flags.out}, {out: '--out'})
    const credentials = this.session.credentials()
    const api = this.session.api()
    const wouldSend = this.flags['dry-run'] ? wouldReadStatement(api, period, now) : null
    if (wouldSend) return this.dryRunResult(wouldSend)
    // The balance before the ledger opens: one process at a time holds the ledger, never across a network wait.
    const balance = await readServiceBalance(api, period, now)
    const {openLedger} = await import('../services/ledger/ledger.js')
    const profile = credentials.source === 'profile' ? (credentials.profileName ?? null) : null
    const ledger = await openLedger(this.session.ledgerScope())
    try {
      const statement = buildStatement({ledger, period, balance})
      const who = {mode: credentials.mode, profile}
      if (file) {
        const merchant = {...who, baseUrl: withoutCredentials(credentials.baseUrl), keyId: maskKeyId(credentials.keyId)}
        await writeFile(file, statement, merchant, new Date(now).toISOString())
        this.note(words().statement.file.wrote(shellWord(file.path), statement.totals.lines))
      } else {
        const fileCommand = `pay statement --from ${period.fromDay} --to ${period.toDay} --format csv --out statement.csv`
        this.print(() => renderStatement({statement, ...who, style: this.outStyle, width: this.tableWidth(this.flags.wide), fileCommand}))
      }
      // Every line is in the document only when it is printed: a long period is not held for nothing.
      const document = statementDocument(statement, who, {lines: this.jsonEnabled()})
      return this.finish(document, statementHolds(statement) ? ExitCode.ok : ExitCode.badOutcome)
    } finally {
      ledger.close()
    }
  }
}

/**
 * Writes the statement to the file `--format`/`--out` asked for (checked before anything was read or sent), whole or
 * not at all: CSV or XLSX through the books' table writer, PDF through pdfkit, loaded only here.
 */
async function writeFile(
  file: {format: StatementFormat; path: string},
  statement: Statement,
  merchant: StatementMerchant,
  madeAt: string,
): Promise<void> {
  if (file.format !== 'pdf') return writeTableFile(file.path, statementTable(statement))
  const {writeStatementPdf} = await import('../ui/documents/statement-pdf.js')
  const verdict = statementVerdict(statement).map(({text}) => text)
  await replaceFileFrom(file.path, (out) => writeStatementPdf(out, {statement, merchant, madeAt, verdict}))
}
