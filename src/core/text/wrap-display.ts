import {displayWidth} from './display-width.js'

const COLOUR = /\u001B\[[\d;]*m/g
const THAI = /[\u0E01-\u0E4E]/

// Built on first use: ICU loads its Thai dictionary for the word breaker.
let wordBreaker: Intl.Segmenter | undefined
let graphemeBreaker: Intl.Segmenter | undefined

const columns = (text: string) => displayWidth(text.replace(COLOUR, ''))

const words = (text: string, breaker = wordBreaker!) => [...breaker.segment(text)].map(({segment}) => segment)

/**
 * Whether a line may break between two Thai words. ICU's dictionary, read in context, also cuts words it lacks
 * (loanwords: เท|อร์|มิ|นัล) and some it has (แส|ดง): a break is taken only where the two read as two words alone too.
 */
function wordBoundary(before: string, after: string): boolean {
  const last = words(before).at(-1)!
  const next = words(after)[0]!
  return THAI.test(last.at(-1)!) && THAI.test(next[0]!) && words(last + next).length > 1
}

/** The offsets of `line` inside one of the `whole` words, where it must not break. */
function insideWholeWords(line: string, whole: readonly string[]): Set<number> {
  const inside = new Set<number>()
  for (const word of whole) {
    for (let at = line.indexOf(word); at >= 0; at = line.indexOf(word, at + 1)) {
      for (let offset = at + 1; offset < at + word.length; offset++) inside.add(offset)
    }
  }
  return inside
}

/**
 * The pieces of a line that stay together: a line may break after a space and, since Thai puts no space between
 * words, between two Thai words; never inside a colour code, a Latin word or one of the `whole` texts (a word the
 * dictionary cuts, or a command, spaces and all).
 */
function unbreakable(line: string, whole: readonly string[]): string[] {
  const inside = insideWholeWords(line, whole)
  // Without Thai, spaces are the only breaks: no word breaker (ICU's Thai dictionary) to load.
  const segments = THAI.test(line)
    ? words(line, (wordBreaker ??= new Intl.Segmenter('th', {granularity: 'word'})))
    : line.split(/(?<=\s)(?=\S)/)
  const pieces: string[] = []
  let at = 0
  for (const segment of segments) {
    const before = pieces.at(-1)
    if (before === undefined || (!inside.has(at) && (/\s$/.test(before) || (THAI.test(segment) && wordBoundary(before, segment)))))
      pieces.push(segment)
    else pieces[pieces.length - 1] = before + segment
    at += segment.length
  }
  return pieces
}

/** A piece wider than a whole line, cut between letters (a mark stays with its letter). */
function cut(piece: string, width: number): string[] {
  graphemeBreaker ??= new Intl.Segmenter('th', {granularity: 'grapheme'})
  const rows = ['']
  for (const {segment} of graphemeBreaker.segment(piece)) {
    if (rows.at(-1) !== '' && columns(rows.at(-1)! + segment) > width) rows.push('')
    rows[rows.length - 1] += segment
  }
  return rows
}

function wrapLine(line: string, width: number, whole: readonly string[]): string[] {
  const rows: string[] = []
  let row = ''
  for (const piece of unbreakable(line.trim(), whole)) {
    if (columns(row + piece.trimEnd()) <= width) {
      row += piece
      continue
    }
    if (row.trim() !== '') rows.push(row.trimEnd())
    // A piece wider than the line is cut between letters, but a whole text with spaces in it (a command) is left
    // to the terminal, which wraps it softly: copied, it is still one line.
    const parts = columns(piece.trimEnd()) > width && !/\s\S/.test(piece) ? cut(piece, width) : [piece]
    rows.push(...parts.slice(0, -1))
    row = parts.at(-1)!
  }
  rows.push(row.trimEnd())
  return rows
}

/**
 * `text` wrapped to `width` terminal columns, measured by display width (a Thai mark takes none) rather than by
 * UTF-16 units, breaking Thai between words. Colour codes take no column. Existing line breaks are kept; each line
 * is trimmed, as oclif's wrap does. `whole`: words never broken, those the dictionary cuts even alone (แซนด์บ็|อกซ์).
 * @example wrapDisplay('ยอดเงินที่ขอ เช่น 100', 8) // 'ยอดเงินที่\nขอ เช่น\n100'
 */
export function wrapDisplay(text: string, width: number, whole: readonly string[] = []): string {
  return text
    .split('\n')
    .flatMap((line) => wrapLine(line, width, whole))
    .join('\n')
}
