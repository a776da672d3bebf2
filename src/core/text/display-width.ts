// Terminal columns, not UTF-16 units: Thai vowels above and below and tone marks (นางสาวสมหญิง ใจดี) combine with
// the letter before them and take no column; CJK and most emoji take two. Written here rather than with
// `string-width` (in node_modules through ink), which loads emoji-regex and strip-ansi at start for every
// command; pay pads before it paints, so there are no colour codes to strip (docs/thai.md, "Width").
const ZERO_WIDTH = /[\p{Mn}\p{Me}\p{Cf}\p{Cc}]/u
/** One column a character, and NFC as it is: most text pay measures (ids, codes, amounts, English words). */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/
const WIDE: ReadonlyArray<[number, number]> = [
  [0x1100, 0x115f],
  [0x2630, 0x2637],
  [0x268a, 0x268f],
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
  [0x20000, 0x3fffd],
]
/** An emoji drawn as a picture by default: two columns wherever it is. */
const EMOJI = /\p{Emoji_Presentation}/u

function charWidth(char: string): number {
  if (ZERO_WIDTH.test(char)) return 0
  const code = char.codePointAt(0)!
  if (code < 0x1100) return 1
  return WIDE.some(([from, to]) => code >= from && code <= to) || EMOJI.test(char) ? 2 : 1
}

/** What makes several code points one picture: a joiner, an emoji presentation selector, a flag's letters, a skin tone. */
const EMOJI_SEQUENCE = /[\u200D\uFE0F\u{1F1E6}-\u{1F1FF}\u{1F3FB}-\u{1F3FF}]/u
const PICTURE = /\p{Emoji_Presentation}|\uFE0F/u
// Built on first use, for text with an emoji sequence alone.
let graphemes: Intl.Segmenter | undefined

/**
 * Width in terminal columns, as terminals draw it (wcwidth): combining marks, format and control characters take
 * none (a Thai vowel above or below, a tone mark), East Asian wide and most emoji two, every other character one
 * (Thai SARA AM ำ among them, which a grapheme count takes for part of the letter before it). An emoji sequence
 * (joined, with U+FE0F, a flag) is one picture of two columns.
 * @example displayWidth('ใจดี') // 3: the vowel ี sits above ด
 * @example displayWidth('คำ') // 2: SARA AM takes a column of its own
 */
export function displayWidth(text: string): number {
  if (PRINTABLE_ASCII.test(text)) return text.length
  const normal = text.normalize('NFC')
  if (EMOJI_SEQUENCE.test(normal)) {
    graphemes ??= new Intl.Segmenter('en', {granularity: 'grapheme'})
    let width = 0
    for (const {segment} of graphemes.segment(normal)) width += PICTURE.test(segment) ? 2 : codePointsWidth(segment)
    return width
  }
  return codePointsWidth(normal)
}

function codePointsWidth(text: string): number {
  let width = 0
  for (const char of text) width += charWidth(char)
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
