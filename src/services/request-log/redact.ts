import {REDACTED, replaceSecrets} from '../../core/text/redaction.js'

/** A logged body is cut here (characters): the service refuses request bodies over 64 KiB anyway. */
export const MAX_LOGGED_BODY = 65_536

const SECRET_FIELD = /secret|signature|password|token/i

/**
 * A body as it may be written to the request history: every occurrence of a known secret replaced, the values
 * of JSON fields named like a secret replaced (the body is re-serialised only then), and cut at
 * MAX_LOGGED_BODY characters.
 * @example redactBody('{"amount":"1.00","webhook_secret":"abc"}', []) // '{"amount":"1.00","webhook_secret":"[redacted]"}'
 */
export function redactBody(text: string, secrets: readonly string[]): string {
  const redacted = redactSecretFields(replaceSecrets(text, secrets))
  return redacted.length > MAX_LOGGED_BODY ? `${redacted.slice(0, MAX_LOGGED_BODY)}…(cut)` : redacted
}

function redactSecretFields(text: string): string {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return text
  }
  let found = false
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk)
    if (node === null || typeof node !== 'object') return node
    return Object.fromEntries(
      Object.entries(node).map(([key, field]) => {
        if (!SECRET_FIELD.test(key)) return [key, walk(field)]
        found = true
        return [key, REDACTED]
      }),
    )
  }
  const cleaned = walk(value)
  return found ? JSON.stringify(cleaned) : text
}
