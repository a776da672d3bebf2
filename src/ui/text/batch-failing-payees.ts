import type {FailingPayeeRow} from '../../core/schemas/output/batch-close.js'
import {terminalSafe} from '../../core/text/visible-text.js'
import {words} from '../words/active.js'
import type {Style} from './style.js'

const LISTED_ROWS = 10

/**
 * The rows of a batch that pay accounts failing again and again, as the plan and the dry run name them.
 * @example failingPayeeLines(rows, {included: false}, style) // ['Failing payees 1 row pay accounts that failed twice or more in 30 days: skipped …', '  row 3 (KBANK 7700004001): FAILED 2 times, last: …']
 */
export function failingPayeeLines(rows: FailingPayeeRow[], options: {included: boolean}, style: Style): string[] {
  if (rows.length === 0) return []
  const said = words().batchClose.failing
  const listed = rows
    .slice(0, LISTED_ROWS)
    .map(
      (row) =>
        `  ${said.payee(row.row, `${terminalSafe(row.bank)} ${terminalSafe(row.account_no)}`, row.failures, terminalSafe(row.last_reason ?? ''))}`,
    )
  const more = rows.length > LISTED_ROWS ? [`  ${words().batch.plan.more(rows.length - LISTED_ROWS)}`] : []
  const head = options.included ? said.included(rows.length) : said.skipped(rows.length)
  return [`${style.yellow(said.label)} ${head}`, ...listed, ...more]
}
