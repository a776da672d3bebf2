import {parseWireMoney} from '../core/money.js'
import {checkQrPayload} from '../core/promptpay-check.js'
import type {Deposit} from '../core/schemas/deposit.js'
import {bigText} from './big-text.js'
import {differenceNote} from './deposit-notes.js'
import {moneyText} from './money.js'
import type {QrRenderer} from './qr-code.js'
import type {Style} from './style.js'
import {timeWithRelative} from './time.js'

export interface ScreenSize {
  columns: number
  rows: number
}

export interface DepositScreenOptions {
  style: Style
  /** Colour on: the full-size QR draws its modules with ANSI background colours, so it needs colour. */
  color: boolean
  size: ScreenSize
  /** Draws the QR; without it a PromptPay deposit shows its payload as text. */
  qr?: QrRenderer
  now?: number
}

/** Rows kept for everything around the QR: the amount, the notes, and the live view drawn below the screen. */
const ROWS_BESIDE_QR = 22
const ANSI = /\u001B\[[0-9;]*m/g

/**
 * The screen a customer pays from: the amount to pay (expected_amount) in block digits, marked when it is not
 * the amount asked for; the PromptPay QR (small when the terminal is short or colourless) or the bank account;
 * the QR's problems as warnings; the deposit id and until when the instructions hold.
 *
 * @example renderDepositScreen(deposit, {style, color: true, size: {columns: 120, rows: 60}, qr}) // 'Pay exactly\n▀█ …'
 */
export function renderDepositScreen(deposit: Deposit, options: DepositScreenOptions): string {
  const {style} = options
  const lines = [style.bold('Pay exactly'), ...bigText(moneyText(parseWireMoney(deposit.expected_amount), deposit.currency)).map(style.bold)]
  const mark = differenceNote(deposit)
  if (mark) lines.push(style.yellow(mark))
  lines.push('', ...payToLines(deposit, options))
  lines.push('', `${style.dim('Deposit')}     ${deposit.id}`, `${style.dim('Show until')}  ${timeWithRelative(deposit.display_expires_at, options.now)}`)
  return `${lines.join('\n')}\n`
}

function payToLines(deposit: Deposit, options: DepositScreenOptions): string[] {
  const {style} = options
  const payTo = deposit.pay_to
  if (!payTo) return [style.dim(`Nothing to pay to: the deposit is ${deposit.status}.`)]
  const payload = payTo.qr_payload
  if (deposit.payment_method_type === 'PROMPTPAY_QR' && payload) {
    const warnings = checkQrPayload(payload, deposit.expected_amount).problems.map((problem) => style.red(`⚠ ${problem.message}`))
    const drawn = options.qr ? drawQr(payload, options.qr, options) : payload
    return [drawn, `Scan with any Thai banking app (PromptPay) · pays ${payTo.account_holder}`, ...warnings]
  }
  const rows: Array<[string, string]> = [
    ['Bank', payTo.bank],
    ['Account name', payTo.account_holder],
    ['Account no.', payTo.account_no ?? '—'],
  ]
  return [style.bold('Transfer to'), ...rows.map(([label, value]) => `  ${style.dim(label.padEnd(13))} ${value}`)]
}

/** The full-size QR when the terminal has the rows, the columns and the colour for it; the small one otherwise. */
function drawQr(payload: string, render: QrRenderer, options: DepositScreenOptions): string {
  if (options.color) {
    const full = render(payload, {small: false}).replace(/\n+$/, '')
    const lines = full.split('\n')
    const width = Math.max(...lines.map((line) => line.replace(ANSI, '').length))
    if (lines.length + ROWS_BESIDE_QR <= options.size.rows && width <= options.size.columns) return full
  }
  return render(payload, {small: true}).replace(/\n+$/, '')
}
