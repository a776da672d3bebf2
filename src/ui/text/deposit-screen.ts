import {parseWireMoney} from '../../core/money/money.js'
import type {QrMatrix} from '../../core/promptpay/qr-matrix.js'
import type {Deposit} from '../../core/schemas/deposit.js'
import {displayWidth} from '../../core/text/display-width.js'
import {shellWord} from '../../core/text/shell-word.js'
import {words} from '../words/active.js'
import {bigText} from './big-text.js'
import {differenceNote} from './deposit-notes.js'
import {labelledLines, moneyText} from './format.js'
import {CODE_GAP, choosePayLayout, type PayLayout, type ScreenSize} from './pay-screen-layout.js'
import {drawQrForTerminal} from './qr-terminal.js'
import type {Style} from './style.js'

export interface DepositScreenOptions {
  style: Style
  /** Colour on: the code is painted black on white whatever the theme; off, it reads right on a light theme. */
  color: boolean
  terminal: ScreenSize
  /** The status block drawn with the screen (the live view), which must stay on it too. */
  status?: ScreenSize
  /** Rows printed after the screen (a note) that must not push the code off it. */
  after?: number
  /** The code's modules (src/core/promptpay/qr-matrix.ts); without them a PromptPay deposit shows its payload as text. */
  matrix?: QrMatrix
  /** What is wrong with the payload (src/core/promptpay/check.ts: a wrong CRC, an amount that is not expected_amount). */
  qrProblems?: string[]
}

/**
 * The screen a customer pays from, in parts a caller lays out: `main` (the code, the bank account, or why the
 * code is not shown), `amount` and `notes`, above `main` (stacked) or beside it (in the compact arrangement, the
 * notes are the live view's details, shown on a key).
 */
export interface PayScreen {
  arrangement: PayLayout['arrangement']
  amount: string[]
  main: string[]
  /** The width of `main` on screen, for placing text beside it. */
  mainColumns: number
  /** `main` is the drawn code: its rows are never wrapped. */
  code: boolean
  notes: string[]
}

/**
 * The pay screen for the terminal's real size: the whole PromptPay code with its quiet zone and the amount to
 * pay (expected_amount) on one screen, or, when the terminal cannot hold them, a line saying how big it must
 * be and how to send the code as an image instead; never a clipped code. A bank transfer shows the account.
 *
 * @example buildPayScreen(deposit, {style, color: true, terminal: {columns: 120, rows: 45}, status: {columns: 54, rows: 10}, matrix})
 */
export function buildPayScreen(deposit: Deposit, options: DepositScreenOptions): PayScreen {
  const {style} = options
  const said = words().payScreen
  const money = moneyText(parseWireMoney(deposit.expected_amount), deposit.currency)
  const big = [style.bold(said.payExactly), ...bigText(money).map(style.bold)]
  const line = [style.bold(said.payExactlyLine(money))]
  const payTo = deposit.pay_to
  const payload = payTo?.qr_payload
  if (deposit.status !== 'PENDING') return stacked([], [style.dim(said.nothingDue(deposit.status, money))], [])
  if (!payTo) return stacked(big, [style.dim(said.nothingToPayTo(deposit.status))], [])
  if (deposit.payment_method_type !== 'PROMPTPAY_QR' || !payload) return stacked(big, bankLines(payTo, style), amountNotes(deposit, style))
  const notes = [
    ...amountNotes(deposit, style),
    said.scan(payTo.account_holder),
    ...(options.qrProblems ?? []).map((problem) => style.red(`⚠ ${problem}`)),
    ...(options.color ? [] : [style.dim(said.noColour(shellWord(deposit.id)))]),
  ]
  if (!options.matrix) return stacked(line, [payload], notes)
  const choice = choosePayLayout({
    terminal: options.terminal,
    modules: options.matrix.size,
    amountColumns: {big: Math.max(...big.map(visibleWidth)), line: visibleWidth(line[0]!)},
    // A note longer than the terminal is wide takes more than one row.
    noteRows: notes.reduce((rows, note) => rows + Math.max(1, Math.ceil(visibleWidth(note) / Math.max(1, options.terminal.columns))), 0),
    status: options.status ?? {columns: 0, rows: 0},
    after: options.after ?? 0,
  })
  if (!choice.fits) return stacked(line, tooSmallLines(deposit, options.terminal, choice.needed, style), [])
  return laidOut(choice.layout, {big, line, notes, matrix: options.matrix, color: options.color})
}

/** The pay screen as text, for printing once (no live view follows): the amount beside the code, the notes under both. */
export function renderPayScreen(screen: PayScreen): string {
  if (screen.arrangement === 'stacked') return `${[...screen.amount, '', ...screen.main, ...screen.notes].join('\n')}\n`
  const rows = Math.max(screen.main.length, screen.amount.length)
  const lines = Array.from({length: rows}, (_, row) => {
    const left = screen.main[row] ?? ''
    return `${left}${' '.repeat(Math.max(0, screen.mainColumns - visibleWidth(left)) + CODE_GAP)}${screen.amount[row] ?? ''}`.trimEnd()
  })
  return `${[...lines, ...screen.notes].join('\n')}\n`
}

function laidOut(layout: PayLayout, parts: {big: string[]; line: string[]; notes: string[]; matrix: QrMatrix; color: boolean}): PayScreen {
  const drawing = drawQrForTerminal(parts.matrix, {scale: layout.scale, quiet: layout.quiet, color: parts.color})
  return {
    arrangement: layout.arrangement,
    amount: layout.amount === 'big' ? parts.big : parts.line,
    main: drawing.lines,
    mainColumns: drawing.columns,
    code: true,
    notes: parts.notes,
  }
}

function stacked(amount: string[], main: string[], notes: string[]): PayScreen {
  return {arrangement: 'stacked', amount, main, mainColumns: Math.max(0, ...main.map(visibleWidth)), code: false, notes}
}

function amountNotes(deposit: Deposit, style: Style): string[] {
  const mark = differenceNote(deposit)
  return mark ? [style.yellow(mark)] : []
}

function bankLines(payTo: NonNullable<Deposit['pay_to']>, style: Style): string[] {
  const said = words().payScreen
  const rows: Array<[string, string]> = [
    [said.bank, words().deposit.bank(payTo.bank)],
    [said.accountName, payTo.account_holder],
    [said.accountNo, payTo.account_no ?? '—'],
  ]
  return [
    style.bold(said.transferTo),
    ...labelledLines(rows, style.dim)
      .split('\n')
      .map((row) => `  ${row}`),
  ]
}

function tooSmallLines(deposit: Deposit, terminal: ScreenSize, needed: ScreenSize[], style: Style): string[] {
  const said = words().payScreen
  const size = (screen: ScreenSize) => `${screen.columns}×${screen.rows}`
  return [
    style.yellow(said.tooSmall(size(terminal))),
    said.makeItAtLeast(needed.map(size)),
    `  pay deposit get ${shellWord(deposit.id)} --qr-png qr.png`,
  ]
}

const ANSI = /\u001B\[[0-9;]*m/g

/** Terminal columns, colours left out: a Thai vowel above or below the line or a tone mark takes none. */
function visibleWidth(text: string): number {
  return displayWidth(text.replace(ANSI, ''))
}
