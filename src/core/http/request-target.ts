import {InputError} from '../errors.js'
import {describeCharacter} from '../text/character-names.js'

/**
 * What may stand unencoded in a path or query on the wire (RFC 3986 §3.3, §3.4): unreserved characters,
 * sub-delims, ":" and "@", "/" (and "?" in the query). "%" only as the start of an escape of two hex digits.
 */
const PATH_CHARACTER = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/]$/
const QUERY_CHARACTER = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/?]$/
/** A segment a URL parser or a proxy collapses ("." and "..", percent-encoded or not, WHATWG URL §4.4). */
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i

/** Why a request target cannot be sent exactly as written, and where (counted from 1, in characters). */
export interface TargetProblem {
  position: number
  /** e.g. `a space (U+0020)`, `"#" (U+0023)`, `the dot segment ".."`. */
  what: string
  /** One sentence on how to write it instead. */
  fix: string
}

/**
 * Checks that a request target (origin-form: path and optional query) goes on the wire byte for byte as
 * written, so that what is signed is what the service receives: no fragment, no character that must be
 * percent-encoded, escapes well formed, no dot segment.
 * @example requestTargetProblem('/v1/balance#x') // {position: 12, what: '"#" (U+0023)', fix: 'A fragment (#…) is never sent: …'}
 * @example requestTargetProblem('/v1/withdrawals?limit=5') // undefined
 */
export function requestTargetProblem(target: string): TargetProblem | undefined {
  if (!target.startsWith('/')) {
    return {
      position: 1,
      what: target === '' ? 'nothing' : describeCharacter([...target][0]!),
      fix: 'A path starts with "/", e.g. /v1/balance.',
    }
  }
  const characters = [...target]
  let inQuery = false
  for (let index = 0; index < characters.length; index++) {
    const character = characters[index]!
    if (character === '%') {
      const escape = characters.slice(index + 1, index + 3).join('')
      if (!/^[0-9A-Fa-f]{2}$/.test(escape)) {
        return {
          position: index + 1,
          what: '"%" without two hex digits after it',
          fix: 'A "%" starts an escape such as %20; write a percent sign itself as %25.',
        }
      }
      index += 2
      continue
    }
    if (!inQuery && character === '?') {
      inQuery = true
      continue
    }
    if ((inQuery ? QUERY_CHARACTER : PATH_CHARACTER).test(character)) continue
    return {position: index + 1, what: describeCharacter(character), fix: fixFor(character)}
  }
  return dotSegmentProblem(target)
}

/** Throws the InputError (exit 2) that names the problem of a target that cannot be sent as written. */
export function checkRequestTarget(target: string, what = 'The path'): string {
  const problem = requestTargetProblem(target)
  if (!problem) return target
  const why = target.startsWith('/')
    ? `cannot be sent as written: ${problem.what} at position ${problem.position}`
    : 'does not start with "/"'
  throw new InputError(`${what} ${JSON.stringify(target)} ${why}; nothing was sent.`, {
    code: 'INVALID_TARGET',
    tryMessage: problem.fix,
  })
}

function dotSegmentProblem(target: string): TargetProblem | undefined {
  const path = target.split('?')[0]!
  let offset = 0
  for (const segment of path.split('/')) {
    if (DOT_SEGMENT.test(segment)) {
      return {
        position: [...target.slice(0, offset)].length + 1,
        what: `the dot segment "${segment}"`,
        fix: 'URL parsers and proxies remove "." and ".." segments, so the service would get another path than the one signed: write the path without them.',
      }
    }
    offset += segment.length + 1
  }
  return undefined
}

function fixFor(character: string): string {
  if (character === '#') return 'A fragment (#…) is never sent: remove it, or write %23 if the "#" belongs to the path or query.'
  try {
    return `Percent-encode it: ${encodeURIComponent(character)}.`
  } catch {
    return 'It is half of a UTF-16 pair, not a character: remove it.'
  }
}
