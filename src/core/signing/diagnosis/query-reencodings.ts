/** What was done to a query: re-ordered, or re-encoded one way or another. */
export type QueryRewrite =
  | 'sorted-by-name'
  | 'plus-as-percent-20'
  | 'percent-20-as-plus'
  | 'escapes-uppercase'
  | 'escapes-lowercase'
  | 'escapes-decoded'
  | 'form-encoded'
  | 'uri-component-encoded'
  | 'url-parser-normalised'

/** A request target written differently from how it was sent. */
export interface TargetVariant {
  rewrite: QueryRewrite
  target: string
}

// The simple rewrites come before the full re-encodings, so that the most specific one is named.
const REENCODINGS: ReadonlyArray<{name: QueryRewrite; rewrite: (query: string) => string}> = [
  {name: 'sorted-by-name', rewrite: (query) => sortedByName(query)},
  {name: 'plus-as-percent-20', rewrite: (query) => query.replaceAll('+', '%20')},
  {name: 'percent-20-as-plus', rewrite: (query) => query.replaceAll('%20', '+')},
  {name: 'escapes-uppercase', rewrite: (query) => query.replace(/%[0-9a-f]{2}/gi, (escape) => escape.toUpperCase())},
  {name: 'escapes-lowercase', rewrite: (query) => query.replace(/%[0-9a-f]{2}/gi, (escape) => escape.toLowerCase())},
  {name: 'escapes-decoded', rewrite: (query) => decodedOrSame(query)},
  {name: 'form-encoded', rewrite: (query) => new URLSearchParams(query).toString()},
  {name: 'uri-component-encoded', rewrite: (query) => encodedComponents(query)},
  {name: 'url-parser-normalised', rewrite: (query) => new URL(`?${query}`, 'http://host').search.slice(1)},
]

/**
 * The path alone, when the target has a query (or a bare `?`) to drop.
 * @example withoutQuery('/v1/withdrawals?limit=5') // '/v1/withdrawals'
 */
export function withoutQuery(target: string): string | undefined {
  const mark = target.indexOf('?')
  return mark === -1 ? undefined : target.slice(0, mark)
}

/**
 * The target with its query re-ordered or re-encoded in the usual ways, each different from the target and
 * from one another; none when there is no query.
 * @example queryReencodings('/v1/x?b=1&a=2')[0] // {rewrite: 'sorted-by-name', target: '/v1/x?a=2&b=1'}
 */
export function queryReencodings(target: string): TargetVariant[] {
  const path = withoutQuery(target)
  if (path === undefined || path.length + 1 === target.length) return []
  const query = target.slice(path.length + 1)
  const seen = new Set([target])
  const found: TargetVariant[] = []
  for (const {name, rewrite} of REENCODINGS) {
    const candidate = `${path}?${rewrite(query)}`
    if (seen.has(candidate)) continue
    seen.add(candidate)
    found.push({rewrite: name, target: candidate})
  }
  return found
}

function sortedByName(query: string): string {
  const name = (pair: string) => pair.split('=', 1)[0] ?? ''
  return query
    .split('&')
    .sort((a, b) => (name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : 0))
    .join('&')
}

function encodedComponents(query: string): string {
  return [...new URLSearchParams(query)].map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&')
}

function decodedOrSame(query: string): string {
  try {
    return decodeURIComponent(query)
  } catch {
    return query
  }
}
