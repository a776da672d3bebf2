import {parseWireMoney} from '../../core/money/money.js'
import {displayWidth, padEndDisplay, padStartDisplay} from '../../core/text/display-width.js'
import {shellWord} from '../../core/text/shell-word.js'
import {terminalSafe} from '../../core/text/visible-text.js'
import type {RowResult} from '../../services/batch/batch-results.js'
import type {BatchReport} from '../../services/batch/run-batch.js'
import type {StopReason} from '../../services/batch/runner.js'
import {words} from '../words/active.js'
import {failingPayeeLines} from './batch-failing-payees.js'
import {alreadyPaidLines} from './batch-plan.js'
import {moneyText, timeWithRelative} from './format.js'
import type {Style} from './style.js'

const LISTED_FAILED = 10

/**
 * The result for people (stdout): the counts, the money, where the results file is, and why the batch
 * stopped, with what to do next. The figures line up in one column in every language, measured in terminal
 * columns.
 *
 * @example renderBatchSummary(report, style) // 'Batch 3b1c… · 500 of 500 rows have a withdrawal.\n  Sent now      500\n…'
 */
export function renderBatchSummary(report: BatchReport, style: Style): string {
  const said = words().batch.report
  const {counts: label, notes} = said
  const totals = report.summary
  const earlier = report.rows.filter((row) => row.outcome === 'done' && row.earlier).length
  const headline = said.headline(terminalSafe(report.batch_id), totals.created, totals.rows)
  // A count under Created is indented; a count of 0 is left out, but for these three.
  const always = new Set([label.sent, label.created, `  ${label.succeeded}`])
  const counts: Array<[string, number, string]> = [
    [label.sent, totals.sent, ''],
    [label.created, totals.created, earlier > 0 ? notes.earlier(earlier) : ''],
    [`  ${label.pending}`, totals.pending, notes.pending],
    [`  ${label.succeeded}`, totals.succeeded, notes.succeeded],
    [`  ${label.endedBadly}`, totals.ended_badly, notes.endedBadly],
    [label.refused, totals.failed, notes.refused],
    [label.noAnswer, totals.unknown, notes.noAnswer],
    [label.unmatched, totals.unmatched, notes.unmatched],
    [label.notSent, totals.not_sent, ''],
    [label.alreadyPaid, totals.already_paid, notes.alreadyPaid],
  ]
  const money: Array<[string, string, string]> = [
    [label.paid, moneyText(parseWireMoney(totals.total_paid)), notes.paid],
    [label.submitted, moneyText(parseWireMoney(totals.total_submitted)), notes.submitted],
    [label.fees, moneyText(parseWireMoney(totals.total_fees)), ''],
  ]
  const labelWidth = Math.max(...[...counts, ...money, [label.results]].map(([text]) => displayWidth(text)))
  const figureWidth = Math.max(...money.map(([, text]) => displayWidth(text)))
  const line = (text: string, figure: string, note: string) =>
    `  ${padEndDisplay(text, labelWidth)} ${padStartDisplay(figure, figureWidth)}${note ? `  ${style.dim(note)}` : ''}`
  const lines = [
    (totals.created === totals.rows ? style.green : style.yellow)(style.bold(headline)),
    ...counts.filter(([text, count]) => count > 0 || always.has(text)).map(([text, count, note]) => line(text, String(count), note)),
    ...money.map(([text, figure, note]) => line(text, figure, note)),
    `  ${padEndDisplay(label.results, labelWidth)} ${terminalSafe(report.results_file)}`,
    ...failedLines(report.rows, style),
    ...alreadyPaidLines(report.already_paid, style),
    ...failingPayeeLines(report.failing_payees, {included: false}, style),
  ]
  const seen = report.rows.flatMap((row) => (row.status_seen_at ? [row.status_seen_at] : [])).sort()
  if (seen.length > 0) lines.push(style.yellow(said.statusesSeen(seen.length, timeWithRelative(seen[0]!))))
  if (report.results_not_written) {
    lines.push(style.yellow(said.resultsNotWritten(terminalSafe(report.results_file), terminalSafe(report.results_not_written.message))))
  }
  if (report.stopped) lines.push(`${style.yellow(said.stopped)} ${stopText(report.stopped)}`)
  if (totals.unknown + totals.unmatched + totals.not_sent > report.failing_payees.length) lines.push(`${style.cyan('→')} ${said.continue}`)
  if (totals.pending > 0) {
    lines.push(`${style.cyan('→')} ${said.closeOut}`, said.closeOutCommand(terminalSafe(shellWord(report.file))))
  }
  if (totals.sent === 0 && earlier > 0 && report.first_run) {
    const {at, file} = report.first_run
    lines.push(`${style.cyan('→')} ${said.nothingSent(earlier, totals.rows, timeWithRelative(at), terminalSafe(file))}`)
  }
  return `${lines.join('\n')}\n`
}

function failedLines(rows: RowResult[], style: Style): string[] {
  const said = words().batch.report
  const failed = rows.filter((row) => row.outcome === 'failed')
  const shown = failed
    .slice(0, LISTED_FAILED)
    .map(
      (row) =>
        `  ${style.red('✗')} ${said.failed(row.row, row.line)}: ${terminalSafe(row.error?.code ?? '')}: ${terminalSafe(row.error?.message ?? '')}`,
    )
  return [...shown, ...(failed.length > LISTED_FAILED ? [`  ${said.moreFailed(failed.length - LISTED_FAILED)}`] : [])]
}

function stopText(stop: StopReason): string {
  const said = words().batch.report.stop
  switch (stop.reason) {
    case 'refused':
      return stop.code === 'INSUFFICIENT_BALANCE' ? said.insufficient(stop.row) : said.refused(stop.row, terminalSafe(stop.code))
    case 'unreachable':
      return said.unreachable(stop.rows)
    case 'in_progress':
      return said.inProgress(stop.rows)
    case 'interrupted':
      return said.interrupted
    case 'journal':
      return said.journal(terminalSafe((stop.error as Error)?.message ?? String(stop.error)))
  }
}
