import qrEncoder from 'qrcode/lib/core/qrcode.js'
import {parseWireMoney} from '../../core/money/money.js'
import {QR_ERROR_CORRECTION} from '../../core/promptpay/payload.js'
import type {Deposit} from '../../core/schemas/deposit.js'
import {displayWidth} from '../../core/text/display-width.js'
import {shellWord} from '../../core/text/shell-word.js'
import {words} from '../words/active.js'
import {differenceNote} from './deposit.js'
import {labelledLines, moneyText} from './format.js'
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
  /** The code's modules (`qrMatrix`, below); without them a PromptPay deposit shows its payload as text. */
  matrix?: QrMatrix
  /** What is wrong with the payload (src/core/promptpay/payload.ts: a wrong CRC, an amount that is not expected_amount). */
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
  const said = words().deposit.screen
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
  const said = words().deposit.screen
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
  const said = words().deposit.screen
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

/**
 * A 3-row block font, 5 pixels high (each row holds two pixel rows with ▀ ▄ █), for the figure a customer
 * must pay: readable across a counter, yet short enough to leave room for the QR.
 */
const GLYPHS: Record<string, [string, string, string]> = {
  '0': ['█▀█', '█ █', '▀▀▀'],
  '1': ['▀█ ', ' █ ', '▀▀▀'],
  '2': ['▀▀█', '█▀▀', '▀▀▀'],
  '3': ['▀▀█', ' ▀█', '▀▀▀'],
  '4': ['█ █', '▀▀█', '  ▀'],
  '5': ['█▀▀', '▀▀█', '▀▀▀'],
  '6': ['█▀▀', '█▀█', '▀▀▀'],
  '7': ['▀▀█', '  █', '  ▀'],
  '8': ['█▀█', '█▀█', '▀▀▀'],
  '9': ['█▀█', '▀▀█', '▀▀▀'],
  '.': [' ', ' ', '▀'],
  ',': [' ', ' ', '▄'],
  ' ': [' ', ' ', ' '],
  T: ['▀█▀', ' █ ', ' ▀ '],
  H: ['█ █', '█▀█', '▀ ▀'],
  B: ['█▀▄', '█▀▄', '▀▀ '],
}

/**
 * The text in block letters, as three rows of equal width; characters without a glyph are kept as they are, on
 * the middle row.
 * @example bigText('10.50') // ['▀█  █▀█   █▀▀ █▀█', ' █  █ █   ▀▀█ █ █', '▀▀▀ ▀▀▀ ▀ ▀▀▀ ▀▀▀']
 */
export function bigText(text: string): string[] {
  // Characters without a glyph stay together as one word (`บาท`), in terminal columns.
  const glyphs = (text.match(/[\d., thb]|[^\d., thb]+/giu) ?? []).map((part) => {
    const blank = ' '.repeat(displayWidth(part))
    return GLYPHS[part.toUpperCase()] ?? [blank, part, blank]
  })
  return [0, 1, 2].map((row) => glyphs.map((glyph) => glyph[row]).join(' '))
}

/** `half`: two module rows per text row (▀ ▄ █), one column a module. `full`: a module is two columns by one row. */
export type QrScale = 'half' | 'full'

export interface QrDrawingOptions {
  scale: QrScale
  /** Light modules around the code, a side; the QR standard asks for 4. */
  quiet: number
  /**
   * Colour on: every module is painted with an explicit colour from the 256-colour cube (16 black, 231 white),
   * which terminal themes leave as they are, so the code reads dark on light on any theme. Off (NO_COLOR):
   * dark modules are drawn in the text colour, light ones left blank, which reads right on a light theme only.
   */
  color: boolean
}

export interface QrDrawing {
  lines: string[]
  columns: number
  rows: number
}

const DARK = 16
const LIGHT = 231
const RESET = '\u001B[0m'

/** The size a drawing of `modules` modules a side (quiet zone not included) takes on screen. */
export function qrDrawingSize(modules: number, options: Pick<QrDrawingOptions, 'scale' | 'quiet'>): {columns: number; rows: number} {
  const side = modules + 2 * options.quiet
  return options.scale === 'full' ? {columns: 2 * side, rows: side} : {columns: side, rows: Math.ceil(side / 2)}
}

/**
 * Draws a QR code for a terminal, quiet zone included.
 * @example drawQrForTerminal(qrMatrix(payload), {scale: 'half', quiet: 4, color: true}).lines.length // 23 for a version-5 code
 */
export function drawQrForTerminal(matrix: QrMatrix, options: QrDrawingOptions): QrDrawing {
  const side = matrix.size + 2 * options.quiet
  const dark = (row: number, column: number) => {
    const r = row - options.quiet
    const c = column - options.quiet
    return r >= 0 && c >= 0 && r < matrix.size && c < matrix.size && matrix.isDark(r, c)
  }
  const lines: string[] = []
  const step = options.scale === 'full' ? 1 : 2
  for (let row = 0; row < side; row += step) {
    const cells: Array<[boolean, boolean]> = []
    for (let column = 0; column < side; column++)
      cells.push([dark(row, column), options.scale === 'full' ? dark(row, column) : dark(row + 1, column)])
    lines.push(options.color ? paintedRow(cells, options.scale) : textRow(cells, options.scale))
  }
  return {lines, ...qrDrawingSize(matrix.size, options)}
}

/** Explicit colours: ▀ with the upper module as foreground and the lower as background, or two spaces on the module's colour. */
function paintedRow(cells: Array<[boolean, boolean]>, scale: QrScale): string {
  let text = ''
  let last = ''
  for (const [upper, lower] of cells) {
    const sgr =
      scale === 'full' ? `\u001B[48;5;${upper ? DARK : LIGHT}m` : `\u001B[38;5;${upper ? DARK : LIGHT};48;5;${lower ? DARK : LIGHT}m`
    if (sgr !== last) text += sgr
    last = sgr
    text += scale === 'full' ? '  ' : '▀'
  }
  return `${text}${RESET}`
}

/** No colour: dark modules in the text colour. */
function textRow(cells: Array<[boolean, boolean]>, scale: QrScale): string {
  if (scale === 'full') return cells.map(([isDark]) => (isDark ? '██' : '  ')).join('')
  return cells.map(([upper, lower]) => (upper ? (lower ? '█' : '▀') : lower ? '▄' : ' ')).join('')
}

export interface ScreenSize {
  columns: number
  rows: number
}

export interface PayLayout {
  scale: QrScale
  quiet: number
  /**
   * The amount and notes above the code, or beside it (with the live status under them); `compact` (the live view
   * only): beside the code, the amount, the deadline and the keys, the notes and other details on a key.
   */
  arrangement: 'stacked' | 'beside' | 'compact'
  /** "Pay exactly" and the amount in block digits (4 rows), or on one line. */
  amount: 'big' | 'line'
}

export interface PayLayoutInput {
  terminal: ScreenSize
  /** Modules a side of the code, quiet zone not included. */
  modules: number
  amountColumns: {big: number; line: number}
  /** Lines under the amount: the scan line, a difference note, the QR's warnings (each taken as one row). */
  noteRows: number
  /** Drawn with the screen, under the amount or under everything, and must stay on it: the live status block. */
  status: ScreenSize
  /** Rows printed after the screen, under everything (a note), that must not push the code off. */
  after: number
}

export type PayLayoutChoice = {fits: true; layout: PayLayout} | {fits: false; needed: ScreenSize[]}

/** Columns between the code and the text beside it, in every drawing of the screen. */
export const CODE_GAP = 2
/** Columns the text beside the code wraps to at least: a narrower column would break every line. */
const MIN_TEXT_COLUMNS = 30
/**
 * The compact column beside the code: the amount on one line, the status, the time left, a message and the keys,
 * each wrapped to it. 26 columns hold every line of it in one or two rows; 14 rows hold them all wrapped.
 */
const COMPACT_TEXT = {columns: 26, rows: 14}

/**
 * Best first: bigger modules, the standard quiet zone of 4 modules, the amount in block digits, one column. A
 * quiet zone of 2 is the last resort before giving up: phone scanners read it, and on a light theme the
 * terminal's background widens it anyway.
 */
const CANDIDATES: PayLayout[] = [
  {scale: 'full', quiet: 4, arrangement: 'stacked', amount: 'big'},
  {scale: 'full', quiet: 4, arrangement: 'beside', amount: 'big'},
  {scale: 'half', quiet: 4, arrangement: 'stacked', amount: 'big'},
  {scale: 'half', quiet: 4, arrangement: 'beside', amount: 'big'},
  {scale: 'half', quiet: 4, arrangement: 'stacked', amount: 'line'},
  {scale: 'half', quiet: 4, arrangement: 'beside', amount: 'line'},
  {scale: 'half', quiet: 2, arrangement: 'beside', amount: 'line'},
  {scale: 'half', quiet: 2, arrangement: 'stacked', amount: 'line'},
  {scale: 'half', quiet: 4, arrangement: 'compact', amount: 'line'},
  {scale: 'half', quiet: 2, arrangement: 'compact', amount: 'line'},
]

/**
 * The pay screen's layout for the terminal's real size: the whole code with its quiet zone, the amount to pay
 * and the status block must all be on the screen at once (one row is kept for the cursor). When no layout
 * fits, the sizes that would (stacked, and side by side), so the screen can say how big it must be.
 * @example choosePayLayout({terminal: {columns: 120, rows: 45}, modules: 37, amountColumns: {big: 47, line: 25}, noteRows: 1, status: {columns: 50, rows: 9}, after: 0})
 */
export function choosePayLayout(input: PayLayoutInput): PayLayoutChoice {
  // Printed once, the notes are all there is: nothing can be put on a key.
  const candidates = input.status.rows > 0 ? CANDIDATES : CANDIDATES.filter((layout) => layout.arrangement !== 'compact')
  for (const layout of candidates) {
    const size = layoutSize(layout, input)
    if (size.columns <= input.terminal.columns && size.rows <= input.terminal.rows - 1) return {fits: true, layout}
  }
  const smallest = candidates.filter((layout) => layout.quiet === 4 && layout.scale === 'half' && layout.amount === 'line')
  const sizes = smallest.map((layout) => layoutSize(layout, input))
  // Only the sizes no other needed size holds already: a terminal as big as the compact one needs is enough.
  const needed = sizes.filter((size) => !sizes.some((other) => other !== size && other.columns <= size.columns && other.rows <= size.rows))
  return {fits: false, needed: needed.map((size) => ({columns: size.columns, rows: size.rows + 1}))}
}

/** Columns and rows a layout takes. */
function layoutSize(layout: PayLayout, input: PayLayoutInput): ScreenSize {
  const qr = qrDrawingSize(input.modules, layout)
  const amount = {columns: input.amountColumns[layout.amount], rows: layout.amount === 'big' ? 4 : 1}
  const statusRows = input.status.rows > 0 ? 1 + input.status.rows : 0
  if (layout.arrangement === 'compact')
    return {columns: qr.columns + CODE_GAP + COMPACT_TEXT.columns, rows: Math.max(qr.rows, COMPACT_TEXT.rows) + input.after}
  if (layout.arrangement === 'stacked') {
    return {
      columns: Math.max(qr.columns, amount.columns, input.status.columns),
      rows: amount.rows + 1 + qr.rows + input.noteRows + statusRows + input.after,
    }
  }
  const textColumns = Math.max(amount.columns, input.status.columns, MIN_TEXT_COLUMNS)
  // Printed once (no status block), only the amount goes beside the code and the notes go under both, at full
  // width. In the live view the notes and the status go beside it, where the notes wrap: counted twice.
  const rows =
    input.status.rows === 0
      ? Math.max(qr.rows, amount.rows) + input.noteRows
      : Math.max(qr.rows, amount.rows + 1 + 2 * input.noteRows + statusRows)
  return {columns: qr.columns + CODE_GAP + textColumns, rows: rows + input.after}
}

/** The modules of a code, quiet zone not included: `isDark(row, column)` for 0 ≤ row, column < size. */
export interface QrMatrix {
  size: number
  isDark(row: number, column: number): boolean
}

/**
 * The modules of the code `payload` gives, for drawing it on a terminal. Only `qrcode`'s encoder is loaded: its
 * image renderers (and their PNG library) cost the first frame of `deposit watch` ~3 ms to evaluate.
 * @example qrMatrix(payload).size // 37 (version 5)
 */
export function qrMatrix(payload: string): QrMatrix {
  const {modules} = qrEncoder.create(payload, {errorCorrectionLevel: QR_ERROR_CORRECTION})
  return {size: modules.size, isDark: (row, column) => Boolean(modules.get(row, column))}
}
