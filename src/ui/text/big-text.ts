import {displayWidth} from '../../core/text/display-width.js'

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
