import {parseWireMoney} from '../../core/money/money.js'
import {terminalSafe} from '../../core/text/visible-text.js'
import type {AlreadyPaidRow, BatchPreview} from '../../services/batch/batch-preview.js'
import type {LockHolder} from '../../services/batch/run-lock.js'
import {words} from '../words/active.js'
import type {Words} from '../words/en/index.js'
import {failingPayeeLines} from './batch-failing-payees.js'
import {labelledLines, timeWithRelative, wireMoneyText} from './format.js'
import type {Style} from './style.js'

// Four columns after the widest label: the values start where they always have in English (column 11).
const LABEL_GAP = 4
const LISTED_DUPLICATES = 5
const LISTED_ALREADY_PAID = 10

/**
 * What a run is about to do, before anything is sent: the batch, the journal, the rows and the money, the
 * balance, the rows already paid by other batches, and warnings (balance short, duplicate rows, legacy
 * journals that cannot be checked).
 *
 * @example renderBatchPreview(preview, style) // 'Batch      3b1c… · /data/payouts.csv, 500 rows\nTo send    500 rows · 12,500.00 THB plus fees\n…'
 */
export function renderBatchPreview(preview: BatchPreview, style: Style): string {
  const said = words().batch.plan
  const warning = style.yellow(words().batch.warning)
  const fees = preview.fee_per_row ? said.feesSoFar(wireMoneyText(preview.fee_per_row)) : said.feesUnknown
  const again = preview.generation > 1 ? said.again(preview.generation) : ''
  const lines: Array<[string, string]> = [
    [said.batch, `${said.file(terminalSafe(preview.batch_id), terminalSafe(preview.file), preview.rows)}${again}`],
    [said.journal, `${terminalSafe(preview.journal)}${preview.resumed ? said.resumed(resumeFacts(preview, said)) : ''}`],
    [said.toSend, `${said.money(preview.to_send, wireMoneyText(preview.total))} ${fees}`],
  ]
  if (preview.available !== undefined) lines.push([said.balance, said.available(wireMoneyText(preview.available))])
  const text = [labelledLines(lines, style.bold, LABEL_GAP)]
  if (preview.balance_short) text.push(`${warning} ${said.short(preview.fee_per_row !== undefined)}`)
  for (const rows of preview.duplicates.slice(0, LISTED_DUPLICATES)) text.push(`${warning} ${said.duplicates(rows)}`)
  if (preview.duplicates.length > LISTED_DUPLICATES)
    text.push(`${warning} ${said.moreDuplicates(preview.duplicates.length - LISTED_DUPLICATES)}`)
  text.push(...alreadyPaidLines(preview.already_paid, style))
  text.push(...failingPayeeLines(preview.failing_payees, {included: preview.failing_payees_included}, style))
  for (const journal of preview.unchecked_journals)
    text.push(`${warning} ${said.uncheckedJournal(terminalSafe(journal.path), journal.paid)}`)
  return `${text.join('\n')}\n`
}

/** A row's destination and amount, as the plan and the lookup show it: `KBANK 7700000010, 100.00 THB`. */
export function payoutText(bank: string, account: string, amount: string): string {
  return `${terminalSafe(bank)} ${terminalSafe(account)}, ${wireMoneyText(amount)}`
}

/**
 * The rows skipped because another batch paid them, with that payment.
 * @example alreadyPaidLines(rows, style) // ['Already paid 2 rows, by other batches: skipped (--pay-again pays them again):', '  row 1 (KBANK 7700000010, 100.00 THB): wd_… by batch 9f0e… (/data/old.csv), 2026-03-01 10:00:00 (1 day ago)', …]
 */
export function alreadyPaidLines(rows: AlreadyPaidRow[], style: Style, now: number = Date.now()): string[] {
  if (rows.length === 0) return []
  const said = words().batch.plan
  const listed = rows
    .slice(0, LISTED_ALREADY_PAID)
    .map(
      (row) =>
        `  ${said.paidBy(row.row, payoutText(row.bank, row.account_no, row.amount), terminalSafe(row.withdrawal_id), terminalSafe(row.batch_id), terminalSafe(row.file), timeWithRelative(row.at, now))}`,
    )
  const more = rows.length > LISTED_ALREADY_PAID ? [`  ${said.more(rows.length - LISTED_ALREADY_PAID)}`] : []
  return [`${style.yellow(said.alreadyPaid)} ${said.alreadyPaidSkipped(rows.length)}`, ...listed, ...more]
}

/**
 * The notice of a lock taken over from a run that was killed.
 * @example staleLockNotice(holder) // 'A batch run (pid 4242, started 2026-03-01T10:00:00.000Z, paying /data/payouts.csv) ended without releasing its lock; taken over. …'
 */
export function staleLockNotice(holder: LockHolder): string {
  return words().batch.plan.lockTakenOver(holder.pid, terminalSafe(holder.started_at), terminalSafe(holder.file))
}

function resumeFacts(preview: BatchPreview, said: Words['batch']['plan']): string[] {
  const facts = [said.done(preview.already_done)]
  if (preview.already_failed > 0) facts.push(said.refused(preview.already_failed))
  if (preview.in_flight > 0) facts.push(said.inFlight(preview.in_flight))
  return facts
}

/**
 * The live guard's question: the count and the total, in the words given.
 * @example batchQuestion(preview)(en) // 'Pay 500 rows, 12,500.00 THB plus fees, from the LIVE wallet?'
 */
export function batchQuestion(preview: BatchPreview): (said: Words) => string {
  return (said) => said.batch.plan.question(preview.to_send, said.amount(parseWireMoney(preview.total), 'THB'))
}
