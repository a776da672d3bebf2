/**
 * Names, descriptions and references go to banks, onto statements and onto people's screens, so they must be
 * plain text. Refused: a lone surrogate (JSON's "\ud800" has no UTF-8 form and would be stored as U+FFFD, a
 * different name), control characters (NUL, line breaks, ESC, C1), format characters (bidirectional
 * overrides and marks, zero-width spaces and joiners, the BOM, the soft hyphen) and line or paragraph
 * separators: each can make what is shown differ from what is stored or paid.
 */
const NOT_PLAIN = /[\p{Cs}\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u

const KINDS: Array<[RegExp, string]> = [
  [/\p{Cs}/u, 'a lone surrogate, which is not a character'],
  [/\p{Cc}/u, 'a control character'],
  [/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u, 'a bidirectional control, which can make text display in another order'],
  [/./su, 'an invisible character'],
]

/**
 * Why `text` is not plain text, naming the first offending character and its position (1-based, in
 * characters), or undefined when it is plain.
 * @example plainTextProblem('Som\u202Echai') // 'contains U+202E (a bidirectional control, …) at character 4'
 */
export function plainTextProblem(text: string): string | undefined {
  const match = NOT_PLAIN.exec(text)
  if (!match) return undefined
  const character = match[0]
  const kind = KINDS.find(([pattern]) => pattern.test(character))![1]
  const position = [...text.slice(0, match.index)].length + 1
  return `contains U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')} (${kind}) at character ${position}`
}
