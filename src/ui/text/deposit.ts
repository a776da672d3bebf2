import {type CancelledDeposit, type Deposit, isWholeDeposit} from '../../core/schemas/deposit.js'
import {amountDiffers} from './deposit-notes.js'
import {wireMoneyText} from './money.js'
import {paintStatus} from './status.js'
import type {Style} from './style.js'
import {localTime, timeWithRelative} from './time.js'

const METHODS: Record<Deposit['payment_method_type'], string> = {PROMPTPAY_QR: 'PromptPay QR', BANK_TRANSFER: 'bank transfer'}

/**
 * A deposit for people: status, the money (asked, to pay while PENDING, received, credited), how and by whom it is paid,
 * the deadlines and the reference, times in local time with how far away they are.
 *
 * @example renderDeposit(deposit, style, Date.now()) // 'Deposit      3b9d…\nStatus       PENDING\n…'
 */
export function renderDeposit(deposit: Deposit, style: Style, now: number = Date.now()): string {
  const money = (wire: string | null | undefined) => (wire ? wireMoneyText(wire, deposit.currency) : '—')
  const rows: Array<[string, string]> = [
    ['Deposit', deposit.id],
    ['Status', paintStatus(deposit.status, style)],
    ['Amount', money(deposit.amount)],
    deposit.status === 'PENDING'
      ? ['To pay', `${money(deposit.expected_amount)}${amountDiffers(deposit) ? `  ${style.yellow('≠ amount: pay exactly this')}` : ''}`]
      : ['Expected', money(deposit.expected_amount)],
    ['Received', money(deposit.matched_amount)],
    ['Credited', money(deposit.credited_amount)],
    ['Method', METHODS[deposit.payment_method_type]],
    ['Pay to', payToText(deposit)],
    ['Payer', deposit.payer ? payerText(deposit.payer) : '—'],
    ['Show until', deadlineText(deposit, deposit.display_expires_at, now)],
    ['Match until', deadlineText(deposit, deposit.match_window_until, now)],
    ['Reference', deposit.user_ref ?? '—'],
    ['Created', deposit.created_at ? timeWithRelative(deposit.created_at, now) : '—'],
  ]
  return `${rows.map(([label, value]) => `${style.bold(label.padEnd(12))} ${value}`).join('\n')}\n`
}

/** A deadline, with how far away it is only while the deposit is PENDING: a final deposit has nothing to wait for. */
function deadlineText(deposit: Deposit, iso: string, now: number): string {
  return deposit.status === 'PENDING' ? timeWithRelative(iso, now) : localTime(iso)
}

/** A cancel's result: the whole deposit when it was read back, else its id and the status the cancel answered. */
export function renderCancelledDeposit(result: CancelledDeposit, style: Style): string {
  if (isWholeDeposit(result)) return renderDeposit(result, style)
  return `${style.bold('Deposit'.padEnd(12))} ${result.id}\n${style.bold('Status'.padEnd(12))} ${paintStatus(result.status, style)}\n`
}

/** The payer as one line: bank, account number and name. */
export function payerText(payer: NonNullable<Deposit['payer']>): string {
  return `${payer.bank} ${payer.account_no} · ${payer.name}`
}

function payToText(deposit: Deposit): string {
  const payTo = deposit.pay_to
  if (!payTo) return '—'
  if (deposit.payment_method_type === 'PROMPTPAY_QR') return `QR (PromptPay) · ${payTo.account_holder}`
  return `${payTo.bank} ${payTo.account_no ?? ''} · ${payTo.account_holder}`
}
