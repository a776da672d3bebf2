import {InputError} from '../errors.js'
import {firstRefusedCharacter} from '../text/character-names.js'
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

/**
 * Throws the InputError (exit 2) for a value that cannot be sent in a header, naming where it came from.
 * @example checkHeaderValue(flags['idempotency-key'], {kind: 'named', name: '--idempotency-key'})
 */
export function checkHeaderValue(value: string, source: HeaderSource): string {
  const problem = headerValueProblem(value)
  if (problem === undefined) return value
  throw new InputError({code: 'header-value-refused', source, problem}, {code: 'INVALID_HEADER'})
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
    throw new InputError({code: 'header-line-refused', line, problem}, {code: 'INVALID_HEADER'})
  }
  return [name, value]
}
