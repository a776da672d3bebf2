import type {QrMatrix} from '../../core/promptpay/qr-matrix.js'

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
