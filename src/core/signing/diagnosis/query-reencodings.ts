/** A request target written differently from how it was sent. */
export interface TargetVariant {
  /** What was done to the query, e.g. `parameters sorted by name`. */
  label: string
  target: string
}

// The simple rewrites come before the full re-encodings, so that the most specific name is the one given.
const REENCODINGS: ReadonlyArray<{label: string; rewrite: (query: string) => string}> = [
  {label: 'parameters sorted by name', rewrite: (query) => sortedByName(query)},
  {label: '+ written as %20', rewrite: (query) => query.replaceAll('+', '%20')},
  {label: '%20 written as +', rewrite: (query) => query.replaceAll('%20', '+')},
  {label: 'percent-escapes in uppercase hex (%2F)', rewrite: (query) => query.replace(/%[0-9a-f]{2}/gi, (escape) => escape.toUpperCase())},
  {label: 'percent-escapes in lowercase hex (%2f)', rewrite: (query) => query.replace(/%[0-9a-f]{2}/gi, (escape) => escape.toLowerCase())},
  {label: 'percent-escapes decoded', rewrite: (query) => decodedOrSame(query)},
  {label: 're-encoded as a form (URLSearchParams: spaces as +)', rewrite: (query) => new URLSearchParams(query).toString()},
  {label: 're-encoded with encodeURIComponent (spaces as %20)', rewrite: (query) => encodedComponents(query)},
  {label: 'normalised by a URL parser (new URL())', rewrite: (query) => new URL(`?${query}`, 'http://host').search.slice(1)},
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
 * @example queryReencodings('/v1/x?b=1&a=2')[0] // {label: 'parameters sorted by name', target: '/v1/x?a=2&b=1'}
 */
export function queryReencodings(target: string): TargetVariant[] {
  const path = withoutQuery(target)
  if (path === undefined || path.length + 1 === target.length) return []
  const query = target.slice(path.length + 1)
  const seen = new Set([target])
  const found: TargetVariant[] = []
  for (const {label, rewrite} of REENCODINGS) {
    const candidate = `${path}?${rewrite(query)}`
    if (seen.has(candidate)) continue
    seen.add(candidate)
    found.push({label, target: candidate})
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
