import type {TargetProblem, TargetSubject} from '../error-facts.js'
import {InputError} from '../errors.js'

/**
 * What may stand unencoded in a path or query on the wire (RFC 3986 §3.3, §3.4): unreserved characters,
 * sub-delims, ":" and "@", "/" (and "?" in the query). "%" only as the start of an escape of two hex digits.
 */
const PATH_CHARACTER = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/]$/
const QUERY_CHARACTER = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/?]$/
/** A segment a URL parser or a proxy collapses ("." and "..", percent-encoded or not, WHATWG URL §4.4). */
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i
/** A target of those characters alone, without "%": what the loop below would let through whole. */
const PLAIN_TARGET = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@/]*(?:\?[A-Za-z0-9\-._~!$&'()*+,;=:@/?]*)?$/

/**
 * Checks that a request target (origin-form: path and optional query) goes on the wire byte for byte as
 * written, so that what is signed is what the service receives: no fragment, no character that must be
 * percent-encoded, escapes well formed, no dot segment.
 * @example requestTargetProblem('/v1/balance#x') // {position: 12, kind: 'character', character: '#'}
 * @example requestTargetProblem('/v1/withdrawals?limit=5') // undefined
 */
export function requestTargetProblem(target: string): TargetProblem | undefined {
  if (PLAIN_TARGET.test(target)) return dotSegmentProblem(target)
  if (!target.startsWith('/')) return {position: 1, kind: 'no-slash', first: [...target][0]}
  const characters = [...target]
  let inQuery = false
  for (let index = 0; index < characters.length; index++) {
    const character = characters[index]!
    if (character === '%') {
      const escape = characters.slice(index + 1, index + 3).join('')
      if (!/^[0-9A-Fa-f]{2}$/.test(escape)) return {position: index + 1, kind: 'bad-escape'}
      index += 2
      continue
    }
    if (!inQuery && character === '?') {
      inQuery = true
      continue
    }
    if ((inQuery ? QUERY_CHARACTER : PATH_CHARACTER).test(character)) continue
    return {position: index + 1, kind: 'character', character}
  }
  return dotSegmentProblem(target)
}

/** Throws the InputError (exit 2) that names the problem of a target that cannot be sent as written. */
export function checkRequestTarget(target: string, subject: TargetSubject = {kind: 'path'}): string {
  const problem = requestTargetProblem(target)
  if (!problem) return target
  throw new InputError({code: 'invalid-target', target, subject, problem}, {code: 'INVALID_TARGET'})
}

/** The character percent-encoded, or undefined for half of a UTF-16 pair, which has no encoding. */
export function percentEncoded(character: string): string | undefined {
  try {
    return encodeURIComponent(character)
  } catch {
    return undefined
  }
}

function dotSegmentProblem(target: string): TargetProblem | undefined {
  const path = target.split('?')[0]!
  let offset = 0
  for (const segment of path.split('/')) {
    if (DOT_SEGMENT.test(segment)) return {position: [...target.slice(0, offset)].length + 1, kind: 'dot-segment', segment}
    offset += segment.length + 1
  }
  return undefined
}
