import {parseWireMoney} from '../../core/money/money.js'
import type {AlreadyPaidRow, BatchPreview} from '../../services/batch/batch-preview.js'
import type {RowResult} from '../../services/batch/batch-results.js'
import type {BatchReport} from '../../services/batch/run-batch.js'
import type {LockHolder} from '../../services/batch/run-lock.js'
import type {RowOutcome, StopReason} from '../../services/batch/runner.js'
import type {StaleLookup} from '../../services/batch/stale-lookup.js'
import {counted} from './counted.js'
import {moneyText, wireMoneyText} from './money.js'
import {paintStatus} from './status.js'
import type {Style} from './style.js'
import {terminalSafe} from './terminal-safe.js'
import {timeWithRelative} from './time.js'

/**
 * What a run is about to do, before anything is sent: the batch, the journal, the rows and the money, the
 * balance, the rows already paid by other batches, and warnings (balance short, duplicate rows, legacy
 * journals that cannot be checked).
 *
 * @example renderBatchPreview(preview, style) // 'Batch      3b1c… · /data/payouts.csv, 500 rows\nTo send    500 rows · 12,500.00 THB plus fees\n…'
 */
export function renderBatchPreview(preview: BatchPreview, style: Style): string {
  const fees = preview.fee_per_row
    ? `plus fees (${wireMoneyText(preview.fee_per_row)} a row so far)`
    : 'plus fees (not known until the service answers)'
  const again = preview.generation > 1 ? ` (paid again: batch ${preview.generation} of these rows)` : ''
  const lines: Array<[string, string]> = [
    ['Batch', `${preview.batch_id} · ${preview.file}, ${counted(preview.rows, 'row')}${again}`],
    ['Journal', `${preview.journal}${preview.resumed ? ` (resumed: ${resumeFacts(preview)})` : ''}`],
    ['To send', `${counted(preview.to_send, 'row')} · ${wireMoneyText(preview.total)} ${fees}`],
  ]
  if (preview.available !== undefined) lines.push(['Balance', `${wireMoneyText(preview.available)} available`])
  const text = lines.map(([label, value]) => `${style.bold(label.padEnd(10))} ${value}`)
  if (preview.balance_short) {
    text.push(
      `${style.yellow('Warning:')} the available balance does not cover ${preview.fee_per_row ? 'the total plus fees' : 'the total'}; the batch will stop at the first INSUFFICIENT_BALANCE.`,
    )
  }
  for (const rows of preview.duplicates.slice(0, 5)) {
    text.push(`${style.yellow('Warning:')} rows ${rows.join(', ')} pay the same account the same amount; check that this is meant.`)
  }
  if (preview.duplicates.length > 5)
    text.push(`${style.yellow('Warning:')} ${counted(preview.duplicates.length - 5, 'more group')} of identical rows.`)
  text.push(...alreadyPaidLines(preview.already_paid, style))
  for (const journal of preview.unchecked_journals) {
    text.push(
      `${style.yellow('Warning:')} ${journal.path} (an earlier version's journal of this file, ${counted(journal.paid, 'row')} paid) cannot be matched to rows; a run refuses to start until it is moved aside, or with --pay-again.`,
    )
  }
  return `${text.join('\n')}\n`
}

const LISTED_ALREADY_PAID = 10

/**
 * The rows skipped because another batch paid them, with that payment.
 * @example alreadyPaidLines(rows, style) // ['Already paid 2 rows, by other batches: skipped (--pay-again pays them again):', '  row 1 (KBANK 7700000010, 100.00 THB): wd_… by batch 9f0e… (/data/old.csv), 2026-03-01 10:00:00 (1 day ago)', …]
 */
export function alreadyPaidLines(rows: AlreadyPaidRow[], style: Style, now: number = Date.now()): string[] {
  if (rows.length === 0) return []
  const listed = rows
    .slice(0, LISTED_ALREADY_PAID)
    .map(
      (row) =>
        `  row ${row.row} (${row.bank} ${row.account_no}, ${wireMoneyText(row.amount)}): ${terminalSafe(row.withdrawal_id)} by batch ${terminalSafe(row.batch_id)} (${terminalSafe(row.file)}), ${timeWithRelative(row.at, now)}`,
    )
  const more = rows.length > LISTED_ALREADY_PAID ? [`  … and ${rows.length - LISTED_ALREADY_PAID} more (all of them with --json)`] : []
  return [
    `${style.yellow('Already paid')} ${counted(rows.length, 'row')}, by other batches: skipped (--pay-again pays them again):`,
    ...listed,
    ...more,
  ]
}

/**
 * The notice of a lock taken over from a run that was killed.
 * @example staleLockNotice(holder) // 'A batch run (pid 4242, started 2026-03-01T10:00:00.000Z, paying /data/payouts.csv) ended without releasing its lock; taken over.'
 */
export function staleLockNotice(holder: LockHolder): string {
  return `A batch run (pid ${holder.pid}, started ${holder.started_at}, paying ${holder.file}) ended without releasing its lock; taken over. Run its file again to finish it: rows it paid are not paid twice.`
}

function resumeFacts(preview: BatchPreview): string {
  const facts = [`${preview.already_done} done`]
  if (preview.already_failed > 0) facts.push(`${preview.already_failed} refused`)
  if (preview.in_flight > 0) facts.push(`${preview.in_flight} without an answer, asked again with the same key`)
  return facts.join(', ')
}

/**
 * The live guard's question: the count and the total.
 * @example batchQuestion(preview) // 'Pay 500 rows, 12,500.00 THB plus fees, from the LIVE wallet?'
 */
export function batchQuestion(preview: BatchPreview): string {
  return `Pay ${counted(preview.to_send, 'row')}, ${wireMoneyText(preview.total)} plus fees, from the LIVE wallet?`
}

/**
 * What the lookup found for rows whose keys may have expired: a withdrawal (recorded as done), or none.
 * @example renderStaleLookup(lookup, style, Date.now()) // 'Row 7 was sent 2026-03-01 10:00:00 (1 day ago) …\n  row 7: found wd_… (SUCCESS)\n'
 */
export function renderStaleLookup(lookup: StaleLookup, style: Style, now: number = Date.now()): string {
  const lines = [
    `${counted(lookup.findings.length, 'row')} ${lookup.findings.length === 1 ? 'was' : 'were'} sent without an answer so long ago that the service may have forgotten the Idempotency-Key (it keeps them 24 h); looked ${lookup.findings.length === 1 ? 'it' : 'them'} up in the withdrawal list (${counted(lookup.pages, 'page')}):`,
    ...lookup.findings.map(({payout, sentAt, withdrawal}) => {
      const what = `  row ${payout.row} (${payout.body.receiver_bank_provider} ${payout.body.receiver_bank_account_number}, ${wireMoneyText(payout.body.amount)}, sent ${timeWithRelative(new Date(sentAt).toISOString(), now)}): `
      return (
        what +
        (withdrawal
          ? `found ${withdrawal.id} (${paintStatus(withdrawal.status, style)}), recorded as done`
          : style.yellow('no matching withdrawal'))
      )
    }),
  ]
  if (!lookup.complete)
    lines.push(
      style.yellow(
        `  The search stopped after ${counted(lookup.pages, 'page')}; an older withdrawal may exist. Check with \`pay withdrawal list --all\`.`,
      ),
    )
  return `${lines.join('\n')}\n`
}

/** The question for rows the lookup could not match. */
export function unmatchedQuestion(count: number): string {
  return `Send the ${counted(count, 'unmatched row')} again? Only if you are sure ${count === 1 ? 'it was' : 'they were'} not paid.`
}

/** What is said instead of the question when nobody can answer it. */
export function unmatchedLeftNote(count: number): string {
  return `Left ${counted(count, 'unmatched row')} unsent. If you are sure ${count === 1 ? 'it was' : 'they were'} not paid, run again with --resend-unmatched.`
}

/**
 * One line per row on stderr when there is no terminal to draw progress on.
 * @example rowLine(outcome, style) // 'row 12  done      wd_…  PENDING  500.00 THB + fee 9.00'
 */
export function rowLine(outcome: RowOutcome, style: Style): string {
  const row = `row ${outcome.task.payout.row}`.padEnd(9)
  switch (outcome.kind) {
    case 'done': {
      const {withdrawal} = outcome
      const replay = outcome.replayed ? style.dim('  (already created: same key, nothing paid twice)') : ''
      return `${row}${style.green('done'.padEnd(9))} ${withdrawal.id}  ${paintStatus(withdrawal.status, style)}  ${wireMoneyText(withdrawal.amount)} + fee ${withdrawal.fee}${replay}\n`
    }
    case 'failed':
      return `${row}${style.red('failed'.padEnd(9))} ${outcome.error.code}: ${outcome.error.message}\n`
    case 'unknown':
      return `${row}${style.yellow('unknown'.padEnd(9))} ${outcome.error.code}: ${outcome.error.message} (the next run asks again with the same key)\n`
  }
}

/**
 * The result for people (stdout): the counts, the money, where the results file is, and why the batch
 * stopped, with what to do next.
 *
 * @example renderBatchSummary(report, style) // 'Batch 3b1c… · 500 of 500 rows have a withdrawal.\n  Sent now      500\n…'
 */
export function renderBatchSummary(report: BatchReport, style: Style): string {
  const totals = report.summary
  const earlier = report.rows.filter((row) => row.outcome === 'done' && row.earlier).length
  const headline = `Batch ${report.batch_id} · ${totals.created} of ${counted(totals.rows, 'row')} ${totals.rows === 1 ? 'has' : 'have'} a withdrawal.`
  const always = ['Sent now', 'Created', 'Succeeded']
  const counts: Array<[string, number, string]> = [
    ['Sent now', totals.sent, ''],
    ['Created', totals.created, earlier > 0 ? `${earlier} in earlier runs` : ''],
    ['  Pending', totals.pending, 'submitted, not paid yet: see them with `pay withdrawal list`'],
    ['  Succeeded', totals.succeeded, 'SUCCESS: paid'],
    ['  Ended badly', totals.ended_badly, 'FAILED or REJECTED: the money went back to the wallet'],
    ['Refused', totals.failed, 'no withdrawal'],
    ['No answer', totals.unknown, 'asked again with the same key by the next run'],
    ['Unmatched', totals.unmatched, 'key expired, no withdrawal found; not sent again'],
    ['Not sent', totals.not_sent, ''],
    ['Already paid', totals.already_paid, 'by other batches: skipped'],
  ]
  const money: Array<[string, string, string]> = [
    ['Paid', moneyText(parseWireMoney(totals.total_paid)), 'SUCCESS only'],
    ['Submitted', moneyText(parseWireMoney(totals.total_submitted)), 'pending, not paid yet'],
    ['Total fees', moneyText(parseWireMoney(totals.total_fees)), ''],
  ]
  const width = Math.max(...money.map(([, text]) => text.length))
  const remark = (text: string) => (text ? `  ${style.dim(text)}` : '')
  const lines = [
    (totals.created === totals.rows ? style.green : style.yellow)(style.bold(headline)),
    ...counts
      .filter(([label, count]) => count > 0 || always.includes(label.trim()))
      .map(([label, count, note]) => `  ${label.padEnd(13)} ${String(count).padStart(width)}${remark(note)}`),
    ...money.map(([label, text, note]) => `  ${label.padEnd(13)} ${text.padStart(width)}${remark(note)}`),
    `  ${'Results'.padEnd(13)} ${terminalSafe(report.results_file)}`,
    ...failedLines(report.rows, style),
    ...alreadyPaidLines(report.already_paid, style),
  ]
  if (report.stopped) lines.push(stopLine(report.stopped, style))
  if (totals.unknown + totals.unmatched + totals.not_sent > 0) {
    lines.push(`${style.cyan('→')} Run the same file again to continue: rows with a withdrawal are never sent twice.`)
  }
  if (totals.sent === 0 && earlier > 0 && report.first_run) {
    lines.push(
      `${style.cyan('→')} Nothing was sent: ${earlier === totals.rows ? 'every row' : counted(earlier, 'row')} already had a withdrawal of this batch, first run ${timeWithRelative(report.first_run.at)} from ${terminalSafe(report.first_run.file)}. To pay ${earlier === 1 ? 'it' : 'them'} once more on purpose, run with --pay-again.`,
    )
  }
  return `${lines.join('\n')}\n`
}

function failedLines(rows: RowResult[], style: Style): string[] {
  const failed = rows.filter((row) => row.outcome === 'failed')
  if (failed.length === 0) return []
  const shown = failed
    .slice(0, 10)
    .map((row) => `  ${style.red('✗')} row ${row.row} (line ${row.line}): ${row.error?.code}: ${row.error?.message}`)
  return [...shown, ...(failed.length > 10 ? [`  … and ${failed.length - 10} more in the results file`] : [])]
}

function stopLine(stop: StopReason, style: Style): string {
  const stopped = style.yellow('Stopped:')
  switch (stop.reason) {
    case 'refused':
      return stop.code === 'INSUFFICIENT_BALANCE'
        ? `${stopped} row ${stop.row} was refused for INSUFFICIENT_BALANCE; no row was started after it. Fund the wallet, then run the same file again.`
        : `${stopped} row ${stop.row} was refused with ${stop.code}, which every row would meet; no row was started after it.`
    case 'unreachable':
      return `${stopped} ${counted(stop.rows, 'row')} in a row got no answer; the service looks unreachable.`
    case 'in_progress':
      return `${stopped} ${counted(stop.rows, 'row')} in a row ${stop.rows === 1 ? 'was' : 'were'} answered IDEMPOTENCY_IN_PROGRESS: another process (another machine, or a run with another data dir) is sending this batch. Let it finish, then run the same file again.`
    case 'interrupted':
      return `${stopped} interrupted; the rows in flight were finished and recorded.`
    case 'journal':
      return `${stopped} the journal could not be written (${(stop.error as Error)?.message ?? stop.error}); nothing more was sent.`
  }
}
