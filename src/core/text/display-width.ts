// Terminal columns, not UTF-16 units: Thai vowels above and below and tone marks (นางสาวสมหญิง ใจดี) combine with
// the letter before them and take no column; CJK and most emoji take two. Written here rather than with
// `string-width` (in node_modules through ink), which loads emoji-regex and strip-ansi at start for every
// command; pay pads before it paints, so there are no colour codes to strip (docs/thai.md, "Width").
const ZERO_WIDTH = /[\p{Mn}\p{Me}\p{Cf}\p{Cc}]/u
/** One column a character, and NFC as it is: most text pay measures (ids, codes, amounts, English words). */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/
const WIDE: ReadonlyArray<[number, number]> = [
  [0x1100, 0x115f],
  [0x2e80, 0x303e],
  [0x3041, 0x33ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xa000, 0xa4cf],
  [0xac00, 0xd7a3],
  [0xf900, 0xfaff],
  [0xfe30, 0xfe4f],
  [0xff00, 0xff60],
  [0xffe0, 0xffe6],
  [0x1f300, 0x1f64f],
  [0x1f900, 0x1f9ff],
  [0x20000, 0x3fffd],
]

function charWidth(char: string): number {
  if (ZERO_WIDTH.test(char)) return 0
  const code = char.codePointAt(0)!
  return WIDE.some(([from, to]) => code >= from && code <= to) ? 2 : 1
}

/**
 * Width in terminal columns.
 * @example displayWidth('ใจดี') // 3: the vowel ี sits above ด
 */
export function displayWidth(text: string): number {
  if (PRINTABLE_ASCII.test(text)) return text.length
  let width = 0
  for (const char of text.normalize('NFC')) width += charWidth(char)
  return width
}

/** `text` with spaces after it up to `width` columns. */
export function padEndDisplay(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - displayWidth(text)))
}

/** `text` with spaces before it up to `width` columns. */
export function padStartDisplay(text: string, width: number): string {
  return ' '.repeat(Math.max(0, width - displayWidth(text))) + text
}

/**
 * `text` cut to at most `width` columns, `…` at the end when cut; a mark stays with its letter.
 * @example truncateDisplay('บริษัท ก้าวหน้า จำกัด', 8) // 'บริษัท ก้า…'
 */
export function truncateDisplay(text: string, width: number): string {
  if (displayWidth(text) <= width) return text
  let kept = ''
  let used = 0
  for (const char of text.normalize('NFC')) {
    const next = charWidth(char)
    if (used + next > width - 1) break
    kept += char
    used += next
  }
  return `${kept}…`
}

/**
 * `text` cut into pieces of at most `width` columns each, anywhere (a raw body has no words to keep whole); a
 * mark stays with its letter.
 * @example cutDisplay('นางสาวสมหญิง', 4) // ['นางส', 'าวสม', 'หญิง']
 */
export function cutDisplay(text: string, width: number): string[] {
  const pieces = ['']
  let used = 0
  for (const char of text.normalize('NFC')) {
    const next = charWidth(char)
    if (used + next > width && used > 0) {
      pieces.push('')
      used = 0
    }
    pieces[pieces.length - 1] += char
    used += next
  }
  return pieces
}
