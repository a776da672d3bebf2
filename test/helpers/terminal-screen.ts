import xtermHeadless from '@xterm/headless'
import jsQRPackage from 'jsqr'

// CommonJS packages: under NodeNext their default import is module.exports.
const {Terminal} = xtermHeadless
const jsQR = jsQRPackage.default

type Rgb = [number, number, number]
type Colour = {kind: 'default'} | {kind: 'palette'; index: number} | {kind: 'rgb'; rgb: Rgb}

export interface Cell {
  char: string
  fg: Colour
  bg: Colour
}

/** What a terminal of that size shows after `output` was written to it: its cells, with their colours. */
export interface Screen {
  cells: Cell[][]
  lines: string[]
  /** The rows scrolled off the top, oldest first: where stale copies of a redrawn view would be left. */
  scrollback: string[]
}

/** Two terminal themes: the text and background colours and the 16 ANSI colours they give. */
export const PALETTES = {
  dark: {
    fg: [229, 229, 229],
    bg: [30, 30, 30],
    ansi: hexes('000000 cd0000 00cd00 cdcd00 0000ee cd00cd 00cdcd e5e5e5 7f7f7f ff0000 00ff00 ffff00 5c5cff ff00ff 00ffff ffffff'),
  },
  // A light theme remaps the ANSI colours too (Solarized Light's, here): only the 256-colour cube stays put.
  light: {
    fg: [88, 110, 117],
    bg: [253, 246, 227],
    ansi: hexes('073642 dc322f 859900 b58900 268bd2 d33682 2aa198 eee8d5 002b36 cb4b16 586e75 657b83 839496 6c71c4 93a1a1 fdf6e3'),
  },
} satisfies Record<string, {fg: Rgb; bg: Rgb; ansi: Rgb[]}>
export type PaletteName = keyof typeof PALETTES

/**
 * Plays a program's terminal output into a headless xterm.js of the given size, as a person's terminal would
 * show it, and reads the screen back.
 */
export async function screenOf(output: string, size: {columns: number; rows: number}): Promise<Screen> {
  const terminal = new Terminal({cols: size.columns, rows: size.rows, allowProposedApi: true, scrollback: 1000})
  await new Promise<void>((resolve) => terminal.write(output, resolve))
  const buffer = terminal.buffer.active
  const cells: Cell[][] = []
  for (let row = 0; row < size.rows; row++) {
    const line = buffer.getLine(buffer.viewportY + row)
    const rowCells: Cell[] = []
    for (let column = 0; column < size.columns; column++) {
      const cell = line?.getCell(column)
      if (!cell) {
        rowCells.push({char: ' ', fg: {kind: 'default'}, bg: {kind: 'default'}})
        continue
      }
      const fg: Colour = cell.isFgDefault()
        ? {kind: 'default'}
        : cell.isFgPalette()
          ? {kind: 'palette', index: cell.getFgColor()}
          : {kind: 'rgb', rgb: rgbOf(cell.getFgColor())}
      const bg: Colour = cell.isBgDefault()
        ? {kind: 'default'}
        : cell.isBgPalette()
          ? {kind: 'palette', index: cell.getBgColor()}
          : {kind: 'rgb', rgb: rgbOf(cell.getBgColor())}
      rowCells.push(cell.isInverse() ? {char: cell.getChars() || ' ', fg: bg, bg: fg} : {char: cell.getChars() || ' ', fg, bg})
    }
    cells.push(rowCells)
  }
  const scrollback = Array.from({length: buffer.viewportY}, (_, row) => buffer.getLine(row)?.translateToString(true) ?? '')
  terminal.dispose()
  return {
    scrollback,
    cells,
    lines: cells.map((row) =>
      row
        .map((cell) => cell.char)
        .join('')
        .trimEnd(),
    ),
  }
}

/**
 * Paints the screen as pixels under a palette (a cell is one pixel wide and two high, so half blocks are square)
 * and scans it with jsQR, as a phone would, without trying the inverted image: a code that reads only when
 * inverted does not count. Text cells are painted as their background.
 */
export function decodeScreenQr(screen: Screen, palette: PaletteName): string | undefined {
  const theme = PALETTES[palette]
  const scale = 4
  const width = screen.cells[0]!.length
  const height = screen.cells.length * 2
  const pixels = new Uint8ClampedArray(width * scale * height * scale * 4)
  const colour = (value: Colour, fallback: Rgb): Rgb => {
    if (value.kind === 'default') return fallback
    if (value.kind === 'rgb') return value.rgb
    return value.index < 16 ? theme.ansi[value.index]! : cubeColour(value.index)
  }
  for (const [y, row] of screen.cells.entries()) {
    for (const [x, cell] of row.entries()) {
      const fg = colour(cell.fg, theme.fg)
      const bg = colour(cell.bg, theme.bg)
      const [upper, lower] = cell.char === '▀' ? [fg, bg] : cell.char === '▄' ? [bg, fg] : cell.char === '█' ? [fg, fg] : [bg, bg]
      paint(pixels, width * scale, x, 2 * y, scale, upper)
      paint(pixels, width * scale, x, 2 * y + 1, scale, lower)
    }
  }
  return jsQR(pixels, width * scale, height * scale, {inversionAttempts: 'dontInvert'})?.data
}

function paint(pixels: Uint8ClampedArray, rowPixels: number, x: number, y: number, scale: number, rgb: Rgb): void {
  for (let dy = 0; dy < scale; dy++) {
    for (let dx = 0; dx < scale; dx++) {
      const offset = ((y * scale + dy) * rowPixels + x * scale + dx) * 4
      pixels.set([...rgb, 255], offset)
    }
  }
}

/** xterm's 256-colour table beyond the 16 themed ones: the 6×6×6 cube, then 24 greys. */
function cubeColour(index: number): Rgb {
  if (index >= 232) {
    const grey = 8 + 10 * (index - 232)
    return [grey, grey, grey]
  }
  const levels = [0, 95, 135, 175, 215, 255]
  const cube = index - 16
  return [levels[Math.floor(cube / 36)]!, levels[Math.floor(cube / 6) % 6]!, levels[cube % 6]!]
}

function rgbOf(value: number): Rgb {
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

function hexes(text: string): Rgb[] {
  return text
    .split(' ')
    .map((hex) => [Number.parseInt(hex.slice(0, 2), 16), Number.parseInt(hex.slice(2, 4), 16), Number.parseInt(hex.slice(4, 6), 16)])
}
