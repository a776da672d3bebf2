import {PSEUDO_CLOSE, PSEUDO_OPEN} from '../../src/ui/words/pseudo.js'

const MARKED = new RegExp(`${PSEUDO_OPEN}[^${PSEUDO_OPEN}${PSEUDO_CLOSE}]*${PSEUDO_CLOSE}`, 'g')
/** What a human line may show as typed: codes, flags, URLs, `pay`, the Idempotency-Key header, UUIDs, ids, hex. */
const KEPT_AS_TYPED =
  /\b[A-Z][A-Z0-9_]+\b|--[\w-]+|https?:\/\/\S+|\bpay\b|\bIdempotency-Key\b|\b[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}\b|\b[a-z]+_\w{6,}|\b[0-9a-f]{16,}\b/g

/**
 * What is left of a line of a run in the pseudo-locale once the catalog's words (marked ⟦…⟧), the given values and
 * what is kept as typed are taken out: the pseudo-locale guards expect no word in it.
 */
export function uncatalogued(line: string, values: readonly string[]): string {
  // Innermost first: a catalog word may hold another (an amount in a sentence).
  let unmarked = line
  while (unmarked !== (unmarked = unmarked.replace(MARKED, '')));
  return values.reduce((text, value) => text.replaceAll(value, ''), unmarked).replace(KEPT_AS_TYPED, '')
}
