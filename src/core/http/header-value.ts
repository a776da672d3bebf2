import {InputError} from '../errors.js'
import {describeCharacter, firstRefusedCharacter} from '../text/character-names.js'

/** A header name: an HTTP token (RFC 9110 §5.1, §5.6.2). */
const TOKEN_CHARACTER = /^[!#$%&'*+.^_`|~0-9A-Za-z-]$/
/** What a field value can carry (RFC 9110 §5.5): visible ASCII, space and tab, and obs-text (Latin-1) at most. */
const FIELD_VALUE_CHARACTER = /^[\t\x20-\x7E\x80-\xFF]$/
const FIELD_VALUE = /^[\t\x20-\x7E\x80-\xFF]*$/

/**
 * Why a value cannot go in an HTTP header as written, or undefined: a character HTTP cannot carry (a control,
 * a line break, NUL, DEL, anything beyond Latin-1 such as Thai text), or a space or tab at either end, which
 * the receiver strips (the value it reads would not be the one given). Empty values are for the caller.
 * @example headerValueProblem('order-1042') // undefined
 * @example headerValueProblem('key\n') // 'a line feed (U+000A) at position 4'
 */
export function headerValueProblem(value: string): string | undefined {
  // Every header of every request is checked: the whole value at once, and character by character only to name one.
  const refused = FIELD_VALUE.test(value) ? undefined : firstRefusedCharacter(value, (character) => FIELD_VALUE_CHARACTER.test(character))
  if (refused) return `${describeCharacter(refused.character)} at position ${refused.position}`
  if (/^[\t ]|[\t ]$/.test(value)) return 'a space or tab at its start or end, which the receiver drops'
  return undefined
}

/** Why a text is not a header name, or undefined. */
export function headerNameProblem(name: string): string | undefined {
  if (name === '') return 'no name'
  const refused = firstRefusedCharacter(name, (character) => TOKEN_CHARACTER.test(character))
  return refused && `${describeCharacter(refused.character)} at position ${refused.position} of the name`
}

/**
 * Throws the InputError (exit 2) for a value that cannot be sent in a header, naming where it came from.
 * @example checkHeaderValue(flags['idempotency-key'], '--idempotency-key')
 */
export function checkHeaderValue(value: string, source: string): string {
  const problem = headerValueProblem(value)
  if (problem === undefined) return value
  throw new InputError(
    `${source.charAt(0).toUpperCase()}${source.slice(1)} cannot be sent in an HTTP header: it has ${problem}; nothing was sent.`,
    {
      code: 'INVALID_HEADER',
      tryMessage: `Write ${source} in visible ASCII characters (letters, digits, "-", "_", …) on one line.`,
    },
  )
}

/**
 * Reads a header given as one line, `Name: value` (the value trimmed), refusing a name that is not a token and
 * a value HTTP cannot carry, naming `source` and the character.
 * @example parseHeaderLine('X-Gateway-Key: abc', '--header') // ['X-Gateway-Key', 'abc']
 */
export function parseHeaderLine(text: string, source: string): [string, string] {
  const colon = text.indexOf(':')
  const name = colon > 0 ? text.slice(0, colon).trim() : ''
  const value = colon > 0 ? text.slice(colon + 1).trim() : ''
  const valueProblem = headerValueProblem(value)
  const problem = colon <= 0 ? 'no ":" after a name' : (headerNameProblem(name) ?? (valueProblem && `${valueProblem} of the value`))
  if (problem !== undefined) {
    throw new InputError(
      `${source} must be "Name: value", a header name then a value of visible characters on one line: it has ${problem}.`,
      {
        code: 'INVALID_HEADER',
        tryMessage: `e.g. ${source} "X-Gateway-Key: $KEY"`,
      },
    )
  }
  return [name, value]
}
