/**
 * Names, descriptions and references go to banks, onto statements and onto people's screens, so they must be
 * plain text. Refused: a lone surrogate (JSON's "\ud800" has no UTF-8 form and would be stored as U+FFFD, a
 * different name), control characters (NUL, line breaks, ESC, C1), format characters (bidirectional
 * overrides and marks, zero-width spaces and joiners, the BOM, the soft hyphen) and line or paragraph
 * separators: each can make what is shown differ from what is stored or paid.
 */
const NOT_PLAIN = /[\p{Cs}\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u

export type PlainTextKind = 'surrogate' | 'control' | 'bidi' | 'invisible'

const KINDS: Array<[RegExp, PlainTextKind]> = [
  [/\p{Cs}/u, 'surrogate'],
  [/\p{Cc}/u, 'control'],
  [/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u, 'bidi'],
  [/./su, 'invisible'],
]

const KIND_WORDS: Record<PlainTextKind, string> = {
  surrogate: 'a lone surrogate, which is not a character',
  control: 'a control character',
  bidi: 'a bidirectional control, which can make text display in another order',
  invisible: 'an invisible character',
}

/** The first character that makes a text not plain: its code point as `U+202E`, its kind, its place (1-based, in characters). */
export interface NotPlainFact {
  codePoint: string
  kind: PlainTextKind
  position: number
}

/**
 * The first offending character of `text`, or undefined when it is plain.
 * @example notPlainFact('Som\u202Echai') // {codePoint: 'U+202E', kind: 'bidi', position: 4}
 */
export function notPlainFact(text: string): NotPlainFact | undefined {
  const match = NOT_PLAIN.exec(text)
  if (!match) return undefined
  const character = match[0]
  return {
    codePoint: `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`,
    kind: KINDS.find(([pattern]) => pattern.test(character))![1],
    position: [...text.slice(0, match.index)].length + 1,
  }
}

/**
 * Why `text` is not plain text, naming the first offending character and its position, or undefined when it is plain.
 * @example plainTextProblem('Som\u202Echai') // 'contains U+202E (a bidirectional control, …) at character 4'
 */
export function plainTextProblem(text: string): string | undefined {
  const fact = notPlainFact(text)
  return fact && notPlainText(fact)
}

/** @example notPlainText({codePoint: 'U+0009', kind: 'control', position: 2}) // 'contains U+0009 (a control character) at character 2' */
export function notPlainText(fact: NotPlainFact): string {
  return `contains ${fact.codePoint} (${KIND_WORDS[fact.kind]}) at character ${fact.position}`
}

/**
 * What displays as nothing: default-ignorable code points (zero-width characters, variation selectors, the
 * Hangul fillers U+115F, U+1160, U+3164, U+FFA0), white space, combining marks (nothing to sit on) and the
 * blank Braille pattern U+2800, which is a letter but shows no dot.
 */
const SHOWS_NOTHING = /[\p{Default_Ignorable_Code_Point}\p{White_Space}\p{M}\u2800]/gu

/**
 * Whether `text` shows at least one character: a name made only of what displays as nothing reaches a bank as
 * a name nobody can read or check.
 * @example hasVisibleCharacter('\u3164') // false
 */
export function hasVisibleCharacter(text: string): boolean {
  return text.replace(SHOWS_NOTHING, '') !== ''
}
