import {parseWireMoney} from '../../core/money/money.js'
import type {BatchClose, CloseRow} from '../../core/schemas/output/batch-close.js'
import {displayWidth, padEndDisplay, padStartDisplay} from '../../core/text/display-width.js'
import {shellWord} from '../../core/text/shell-word.js'
import {terminalSafe} from '../../core/text/visible-text.js'
import {words} from '../words/active.js'
import {payoutText} from './batch-plan.js'
import {moneyText, statusText} from './format.js'
import type {Style} from './style.js'

const LISTED_ROWS = 10

/**
 * A row's status as it changes, one line on stderr.
 * @example closeChangeLine(row) // 'row 3 (KBANK 7700004001, 100.00 THB): FAILED: the receiving bank reported a failure'
 */
export function closeChangeLine(row: CloseRow): string {
  const status = row.reason && row.final ? `${statusText(row.status)}: ${terminalSafe(row.reason)}` : statusText(row.status)
  return words().batchClose.change(row.row, payoutText(row.bank, row.account_no, row.amount), status)
}

/** @example closeWaitLine(3, 4000) // '3 rows not final yet; asking again in 4 s.' */
export function closeWaitLine(open: number, ms: number): string {
  return words().batchClose.waiting(open, Math.ceil(ms / 1000))
}

/**
 * The close-out for people (stdout): the counts and the money, the files, the rows that ended badly, and
 * what to do next.
 *
 * @example renderCloseSummary(result, {waitSeconds: 600}, style) // '/data/payouts.csv: 3 of 3 rows final.\n  SUCCESS    3  paid\n…'
 */
export function renderCloseSummary(result: BatchClose, options: {waitSeconds: number}, style: Style): string {
  const said = words().batchClose
  const {counts: label, notes} = said
  const totals = result.summary
  const final = totals.succeeded + totals.failed + totals.rejected
  const counts: Array<[string, string, string]> = [
    [label.succeeded, String(totals.succeeded), notes.succeeded],
    [label.failed, String(totals.failed), totals.failed > 0 ? notes.failed : ''],
    [label.rejected, String(totals.rejected), totals.rejected > 0 ? notes.failed : ''],
    [label.open, String(totals.open), ''],
    [label.noWithdrawal, String(totals.no_withdrawal), totals.no_withdrawal > 0 ? notes.noWithdrawal : ''],
    [label.unknown, String(totals.unknown), totals.unknown > 0 ? notes.unknown : ''],
  ]
  const shown = counts.filter(([text, count]) => count !== '0' || text === label.succeeded)
  const money: Array<[string, string, string]> = [
    [label.paid, moneyText(parseWireMoney(totals.total_paid)), notes.paid],
    [label.fees, moneyText(parseWireMoney(totals.total_fees)), ''],
    [label.refunded, moneyText(parseWireMoney(totals.total_refunded)), ''],
  ]
  const files: Array<[string, string]> = [[label.finalFile, terminalSafe(result.final_file)]]
  if (result.retry_file) files.push([label.retryFile, terminalSafe(result.retry_file)])
  const labelWidth = Math.max(...[...shown, ...money, ...files].map(([text]) => displayWidth(text)))
  const figureWidth = Math.max(...[...shown, ...money].map(([, text]) => displayWidth(text)))
  const line = (text: string, figure: string, note: string) =>
    `  ${padEndDisplay(text, labelWidth)} ${padStartDisplay(figure, figureWidth)}${note ? `  ${style.dim(note)}` : ''}`
  const settled = final === totals.rows
  const lines = [
    (settled && totals.succeeded === totals.rows ? style.green : style.yellow)(
      style.bold(said.headline(terminalSafe(result.file), final, totals.rows)),
    ),
    ...shown.map(([text, figure, note]) => line(text, figure, note)),
    ...money.map(([text, figure, note]) => line(text, figure, note)),
    ...files.map(([text, path]) => `  ${padEndDisplay(text, labelWidth)} ${path}`),
    ...endedBadlyLines(result.rows, style),
  ]
  return `${[...lines, ...nextSteps(result, options, style)].join('\n')}\n`
}

function endedBadlyLines(rows: CloseRow[], style: Style): string[] {
  const said = words().batchClose
  const ended = rows.filter((row) => row.status === 'FAILED' || row.status === 'REJECTED')
  const listed = ended
    .slice(0, LISTED_ROWS)
    .map((row) => `  ${style.red('✗')} ${said.endedBadly(row.row, row.status, terminalSafe(row.reason ?? ''))}`)
  return [...listed, ...(ended.length > LISTED_ROWS ? [`  ${said.more(ended.length - LISTED_ROWS)}`] : [])]
}

function nextSteps(result: BatchClose, options: {waitSeconds: number}, style: Style): string[] {
  const said = words().batchClose
  const totals = result.summary
  const arrow = style.cyan('→')
  const file = shellWord(result.file)
  const lines: string[] = []
  if (totals.succeeded === totals.rows) lines.push(`${style.green('✓')} ${said.allPaid}`)
  if (totals.failed + totals.rejected > 0) {
    lines.push(`${style.red('✗')} ${said.someEndedBadly(totals.failed + totals.rejected)}`)
    if (result.retry_file) {
      lines.push(
        `${arrow} ${said.retryWritten(result.retry_rows)}`,
        `    pay withdrawal batch ${terminalSafe(shellWord(result.retry_file))}`,
      )
    } else {
      lines.push(
        `${arrow} ${said.retryHint(`pay withdrawal batch close ${terminalSafe(file)} --retry-file ${terminalSafe(shellWord(`${result.file}.retry.csv`))}`)}`,
      )
    }
  }
  if (result.gave_up) {
    const rows = result.open_rows.slice(0, LISTED_ROWS).join(', ') + (result.open_rows.length > LISTED_ROWS ? ', …' : '')
    lines.push(`${style.red('✗')} ${said.gaveUp(options.waitSeconds, rows)}`)
    lines.push(`${arrow} ${said.followAgain(`pay withdrawal batch close ${terminalSafe(file)}`)}`)
  }
  if (totals.no_withdrawal + totals.unknown > 0) {
    lines.push(`${style.red('✗')} ${said.notPaid(totals.no_withdrawal + totals.unknown)}`)
    lines.push(`${arrow} ${said.payRest(`pay withdrawal batch ${terminalSafe(file)}`)}`)
  }
  return lines
}
