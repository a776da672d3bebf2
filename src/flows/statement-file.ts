import {replaceFileFrom} from '../core/files/replace-file.js'
import {writeTableFile} from '../services/books/table-file.js'
import type {Statement, StatementFormat} from '../services/statement/statement.js'
import type {StatementMerchant} from '../ui/documents/statement-pdf.js'
import {statementTable, statementVerdict} from '../ui/text/statement.js'

/**
 * Writes the statement to the file `--format`/`--out` asked for (checked before, by checkStatementFile), whole or not
 * at all: CSV or XLSX through the books' table writer, PDF through pdfkit, each loaded only here.
 */
export async function writeStatementFile(
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
