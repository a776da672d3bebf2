import {InputError} from '../errors.js'
import {describeCharacter, firstRefusedCharacter} from '../text/character-names.js'
import type {CharacterProblem, HeaderProblem, HeaderSource} from './http-input-facts.js'

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
 * @example headerValueProblem('key\n') // {kind: 'character', character: '\n', position: 4}
 */
export function headerValueProblem(value: string): CharacterProblem | undefined {
  // Every header of every request is checked: the whole value at once, and character by character only to name one.
  const refused = FIELD_VALUE.test(value) ? undefined : firstRefusedCharacter(value, (character) => FIELD_VALUE_CHARACTER.test(character))
  if (refused) return {kind: 'character', ...refused}
  if (/^[\t ]|[\t ]$/.test(value)) return {kind: 'edge-space'}
  return undefined
}

/** Why a text is not a header name, or undefined. */
export function headerNameProblem(name: string): HeaderProblem | undefined {
  if (name === '') return {kind: 'no-name'}
  const refused = firstRefusedCharacter(name, (character) => TOKEN_CHARACTER.test(character))
  return refused && {kind: 'character', ...refused, in: 'name'}
}

/** A header's problem in English: the message of `--json`. */
function problemText(problem: HeaderProblem): string {
  if (problem.kind === 'no-colon') return 'no ":" after a name'
  if (problem.kind === 'no-name') return 'no name'
  const what =
    problem.kind === 'edge-space'
      ? 'a space or tab at its start or end, which the receiver drops'
      : `${describeCharacter(problem.character)} at position ${problem.position}`
  return problem.in === undefined ? what : `${what} of the ${problem.in}`
}

function sourceText(source: HeaderSource): string {
  if (source.kind === 'named') return source.name
  return source.kind === 'key-id' ? 'the key id' : `the ${source.name} header`
}

/**
 * Throws the InputError (exit 2) for a value that cannot be sent in a header, naming where it came from.
 * @example checkHeaderValue(flags['idempotency-key'], {kind: 'named', name: '--idempotency-key'})
 */
export function checkHeaderValue(value: string, source: HeaderSource): string {
  const problem = headerValueProblem(value)
  if (problem === undefined) return value
  const named = sourceText(source)
  throw new InputError(
    `${named.charAt(0).toUpperCase()}${named.slice(1)} cannot be sent in an HTTP header: it has ${problemText(problem)}; nothing was sent.`,
    {
      code: 'INVALID_HEADER',
      tryMessage: `Write ${named} in visible ASCII characters (letters, digits, "-", "_", …) on one line.`,
      facts: {code: 'header-value-refused', source, problem},
    },
  )
}

/**
 * Reads a header given as one line, `Name: value` (the value trimmed), refusing a name that is not a token and
 * a value HTTP cannot carry, naming `line` (the flag it was given to) and the character.
 * @example parseHeaderLine('X-Gateway-Key: abc', '--header') // ['X-Gateway-Key', 'abc']
 */
export function parseHeaderLine(text: string, line: string): [string, string] {
  const colon = text.indexOf(':')
  const name = colon > 0 ? text.slice(0, colon).trim() : ''
  const value = colon > 0 ? text.slice(colon + 1).trim() : ''
  const valueProblem = headerValueProblem(value)
  const problem: HeaderProblem | undefined =
    colon <= 0 ? {kind: 'no-colon'} : (headerNameProblem(name) ?? (valueProblem && {...valueProblem, in: 'value'}))
  if (problem !== undefined) {
    throw new InputError(
      `${line} must be "Name: value", a header name then a value of visible characters on one line: it has ${problemText(problem)}.`,
      {
        code: 'INVALID_HEADER',
        tryMessage: `e.g. ${line} "X-Gateway-Key: $KEY"`,
        facts: {code: 'header-line-refused', line, problem},
      },
    )
  }
  return [name, value]
}
