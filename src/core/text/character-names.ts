export type CharacterName = 'nul' | 'tab' | 'lineFeed' | 'carriageReturn' | 'space' | 'del'

const NAMES: Record<number, CharacterName> = {0: 'nul', 9: 'tab', 10: 'lineFeed', 13: 'carriageReturn', 32: 'space', 127: 'del'}
/** The English name of each: the message of `--json`, and the English catalog's. */
export const ENGLISH_NAMES: Record<CharacterName, string> = {
  nul: 'NUL',
  tab: 'a tab',
  lineFeed: 'a line feed',
  carriageReturn: 'a carriage return',
  space: 'a space',
  del: 'DEL',
}

/**
 * A character as facts for a message: its code point, its name when it has one, and whether it may be shown as
 * itself (a letter, digit, punctuation or symbol); a control or an invisible character never is.
 * @example characterFacts('\n') // {code: 'U+000A', name: 'lineFeed', visible: false}
 */
export function characterFacts(character: string): {code: string; name?: CharacterName; visible: boolean} {
  const codePoint = character.codePointAt(0) ?? 0
  const code = `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`
  const name = NAMES[codePoint]
  return {code, ...(name === undefined ? {} : {name}), visible: name === undefined && /^[\p{L}\p{N}\p{P}\p{S}]$/u.test(character)}
}

/**
 * A character named for an error message, safe to print whatever it is: a control, a space or an invisible
 * character by its name or code point only, anything else also as itself.
 * @example describeCharacter('\n') // 'a line feed (U+000A)'
 * @example describeCharacter('ก') // '"ก" (U+0E01)'
 */
export function describeCharacter(character: string): string {
  const {code, name, visible} = characterFacts(character)
  if (name !== undefined) return `${ENGLISH_NAMES[name]} (${code})`
  if (visible) return `"${character}" (${code})`
  return `the invisible or control character ${code}`
}

/** The first character of `text` that `allowed` refuses, with its position counted from 1 in characters (not UTF-16 units). */
export function firstRefusedCharacter(
  text: string,
  allowed: (character: string) => boolean,
): {character: string; position: number} | undefined {
  let position = 0
  for (const character of text) {
    position++
    if (!allowed(character)) return {character, position}
  }
  return undefined
}
