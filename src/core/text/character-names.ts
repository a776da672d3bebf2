export type CharacterName = 'nul' | 'tab' | 'lineFeed' | 'carriageReturn' | 'space' | 'del'

const NAMES: Record<number, CharacterName> = {0: 'nul', 9: 'tab', 10: 'lineFeed', 13: 'carriageReturn', 32: 'space', 127: 'del'}

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
