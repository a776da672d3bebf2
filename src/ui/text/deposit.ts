import {parseWireMoney} from '../../core/money/money.js'
import {type CancelledDeposit, type Deposit, isWholeDeposit} from '../../core/schemas/deposit.js'
import {terminalSafe} from '../../core/text/visible-text.js'
import {words} from '../words/active.js'
import {labelledLines, paintStatus, timeWithRelative, wireMoneyText} from './format.js'
import type {Style} from './style.js'

/**
 * A deposit for people: status, the money (asked, to pay while PENDING, received, credited), how and by whom it is paid,
 * the deadlines and the reference, times in local time with how far away they are.
 *
 * @example renderDeposit(deposit, style, Date.now()) // 'Deposit      3b9d…\nStatus       PENDING\n…'
 */
export function renderDeposit(deposit: Deposit, style: Style, now: number = Date.now()): string {
  const said = words().deposit
  const {labels} = said
  const money = (wire: string | null | undefined) => (wire ? wireMoneyText(wire, deposit.currency) : '—')
  const rows: Array<[string, string]> = [
    [labels.deposit, deposit.id],
    [labels.status, paintStatus(deposit.status, style)],
    ...(deposit.reason ? [[labels.reason, terminalSafe(deposit.reason)] as [string, string]] : []),
    [labels.amount, money(deposit.amount)],
    deposit.status === 'PENDING'
      ? [labels.toPay, `${money(deposit.expected_amount)}${amountDiffers(deposit) ? `  ${style.yellow(said.differsMark)}` : ''}`]
      : [labels.expected, money(deposit.expected_amount)],
    // Received and credited only once they are: a row "Credited —" still names a credit.
    ...(deposit.matched_amount ? [[labels.received, money(deposit.matched_amount)] as [string, string]] : []),
    ...(deposit.credited_amount ? [[labels.credited, money(deposit.credited_amount)] as [string, string]] : []),
    [labels.method, said.methods[deposit.payment_method_type]],
    [labels.payTo, payToText(deposit)],
    [labels.payer, deposit.payer ? payerText(deposit.payer) : '—'],
    [labels.showUntil, deadlineText(deposit, deposit.display_expires_at, now)],
    [labels.matchUntil, deadlineText(deposit, deposit.match_window_until, now)],
    [labels.reference, deposit.user_ref ?? '—'],
    [labels.created, deposit.created_at ? timeWithRelative(deposit.created_at, now) : '—'],
  ]
  return depositLines(rows, style)
}

/** A deadline, with how far away it is only while the deposit is PENDING: a final deposit has nothing to wait for. */
function deadlineText(deposit: Deposit, iso: string, now: number): string {
  return deposit.status === 'PENDING' ? timeWithRelative(iso, now) : words().dateTime(iso)
}

/** A cancel's result: the whole deposit when it was read back, else its id and the status the cancel answered. */
export function renderCancelledDeposit(result: CancelledDeposit, style: Style): string {
  if (isWholeDeposit(result)) return renderDeposit(result, style)
  const {labels} = words().deposit
  return depositLines(
    [
      [labels.deposit, result.id],
      [labels.status, paintStatus(result.status, style)],
    ],
    style,
  )
}

/** The rows in one column, the same column whatever rows are shown. */
function depositLines(rows: Array<[string, string]>, style: Style): string {
  return `${labelledLines(rows, style.bold, 2, Object.values(words().deposit.labels))}\n`
}

/** The payer as one line: bank, account number and name. */
export function payerText(payer: NonNullable<Deposit['payer']>): string {
  return `${words().deposit.bank(payer.bank)} ${payer.account_no} · ${payer.name}`
}

function payToText(deposit: Deposit): string {
  const payTo = deposit.pay_to
  if (!payTo) return '—'
  if (deposit.payment_method_type === 'PROMPTPAY_QR') return words().deposit.payToQr(payTo.account_holder)
  return `${words().deposit.bank(payTo.bank)} ${payTo.account_no ?? ''} · ${payTo.account_holder}`
}

/** The customer must pay a few satang more (or less) than was asked: expected_amount is not amount. */
export function amountDiffers(deposit: Pick<Deposit, 'amount' | 'expected_amount'>): boolean {
  return parseWireMoney(deposit.amount) !== parseWireMoney(deposit.expected_amount)
}

/**
 * The line that marks expected_amount when it differs from amount.
 * @example differenceNote({amount: '100.00', expected_amount: '100.37', currency: 'THB'}) // '⚠ Pay exactly 100.37 THB, not 100.00 THB: …'
 */
export function differenceNote(deposit: Pick<Deposit, 'amount' | 'expected_amount' | 'currency'>): string | undefined {
  if (!amountDiffers(deposit)) return undefined
  return words().deposit.difference(
    wireMoneyText(deposit.expected_amount, deposit.currency),
    wireMoneyText(deposit.amount, deposit.currency),
  )
}
