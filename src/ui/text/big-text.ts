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
 * The text in block letters, as three rows of equal width; a character without a glyph is kept as it is, on the
 * middle row.
 * @example bigText('10.50') // ['▀█  █▀█   █▀▀ █▀█', ' █  █ █   ▀▀█ █ █', '▀▀▀ ▀▀▀ ▀ ▀▀▀ ▀▀▀']
 */
export function bigText(text: string): string[] {
  const glyphs = [...text].map(
    (character) => GLYPHS[character.toUpperCase()] ?? [' '.repeat(character.length), character, ' '.repeat(character.length)],
  )
  return [0, 1, 2].map((row) => glyphs.map((glyph) => glyph[row]).join(' '))
}
