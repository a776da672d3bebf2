const CONTROL_NAMES: Record<number, string> = {0: 'NUL', 9: 'a tab', 10: 'a line feed', 13: 'a carriage return', 32: 'a space', 127: 'DEL'}

/**
 * A character named for an error message, safe to print whatever it is: a control, a space or an invisible
 * character by its name or code point only, anything else also as itself.
 * @example describeCharacter('\n') // 'a line feed (U+000A)'
 * @example describeCharacter('ก') // '"ก" (U+0E01)'
 */
export function describeCharacter(character: string): string {
  const codePoint = character.codePointAt(0) ?? 0
  const code = `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`
  const name = CONTROL_NAMES[codePoint]
  if (name !== undefined) return `${name} (${code})`
  if (/^[\p{L}\p{N}\p{P}\p{S}]$/u.test(character)) return `"${character}" (${code})`
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
