import {type QrScale, qrDrawingSize} from './qr-terminal.js'

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

/**
 * Room the live view's status block takes below (or beside) a pay screen: the title, four details, the history,
 * a message and the keys; its widest line is the title of a PENDING object with a UUID id (53 columns). Apart
 * from the Ink view, so that laying out a screen does not load Ink.
 */
export const STATUS_BLOCK: ScreenSize = {columns: 53, rows: 10}
