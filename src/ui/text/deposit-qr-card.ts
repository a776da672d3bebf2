import type {QrCardLine} from '../../core/promptpay/qr-card-svg.js'
import type {Deposit} from '../../core/schemas/deposit.js'
import {words} from '../words/active.js'
import {wireMoneyText} from './format.js'

/** The words of a deposit's QR card: what a customer who receives the file must know to pay it. */
export interface DepositQrCardText {
  title: string
  lines: QrCardLine[]
}

/**
 * The text under the QR in the SVG: the amount to pay (expected_amount, never amount, which would not be
 * matched), the deadline in the service's time with its offset (display_expires_at: until when the instructions
 * hold; a customer reads it in Thailand, wherever the file was made), and who is paid.
 *
 * @example depositQrCardText(deposit).lines.map((line) => line.text)
 *   // ['100.37 THB', 'Pay exactly this amount', 'before 2026-11-22 19:45 +07:00', 'PromptPay to Demo Merchant']
 */
export function depositQrCardText(deposit: Deposit): DepositQrCardText {
  const said = words().deposit.card
  const amount = wireMoneyText(deposit.expected_amount, deposit.currency)
  const until = words().customerDeadline(deposit.display_expires_at)
  const lines: QrCardLine[] = [
    {text: amount, size: 32, bold: true},
    {text: said.payExactly, size: 16},
    {text: said.before(until), size: 16},
  ]
  if (deposit.pay_to?.account_holder) lines.push({text: said.payTo(deposit.pay_to.account_holder), size: 14})
  return {title: said.title(amount, until), lines}
}

/**
 * The line on stderr once the files are written, naming them as they were given, with the deadline in the clock
 * of the rest of the operator's output (local time), not the card's.
 * @example qrFilesWrittenNote(deposit, ['qr.png']) // 'QR written to qr.png (scan: 1,234.56 THB, expires 2026-11-22 19:45:00)'
 */
export function qrFilesWrittenNote(deposit: Deposit, files: string[]): string {
  const said = words()
  return said.deposit.qrWritten(files, wireMoneyText(deposit.expected_amount, deposit.currency), said.dateTime(deposit.display_expires_at))
}
