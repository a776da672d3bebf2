import {pythonJsonDumps} from './python-json-dumps.js'

/** How a body was written again from its parsed value: indented or not, by JavaScript or Python. */
export type JsonLayout = 'compact' | 'indent-2' | 'indent-4' | 'indent-tab' | 'python' | 'python-unicode'

/** A body written again from its parsed value, as a client that re-serialises would. */
export interface Reserialisation {
  layout: JsonLayout
  bytes: Uint8Array
}

export type KeyOrder = 'kept' | 'sorted'

const LAYOUTS: ReadonlyArray<{layout: JsonLayout; write: (value: unknown) => string}> = [
  {layout: 'compact', write: (value) => JSON.stringify(value)},
  {layout: 'indent-2', write: (value) => JSON.stringify(value, null, 2)},
  {layout: 'indent-4', write: (value) => JSON.stringify(value, null, 4)},
  {layout: 'indent-tab', write: (value) => JSON.stringify(value, null, '\t')},
  {layout: 'python', write: (value) => pythonJsonDumps(value, {ensureAscii: true})},
  {layout: 'python-unicode', write: (value) => pythonJsonDumps(value, {ensureAscii: false})},
]

/**
 * The usual ways of writing a JSON body again, each different from the body and from one another; none
 * when the body is not JSON. A layout that differs from the body only in line endings or a final newline is
 * left out: those are byte edits, named as such.
 * @example jsonReserialisations(Buffer.from('{"b":1,"a":2}'), 'sorted')[0] // {layout: 'compact', bytes: Buffer.from('{"a":2,"b":1}')}
 */
export function jsonReserialisations(body: Uint8Array, keyOrder: KeyOrder): Reserialisation[] {
  const value = parsedJson(body)
  if (value === undefined) return []
  const ordered = keyOrder === 'sorted' ? withSortedKeys(value) : value
  const seen = new Set([withoutLineEndDifferences(Buffer.from(body).toString('utf8'))])
  const found: Reserialisation[] = []
  for (const {layout, write} of LAYOUTS) {
    const text = write(ordered)
    if (seen.has(withoutLineEndDifferences(text))) continue
    seen.add(withoutLineEndDifferences(text))
    found.push({layout, bytes: Buffer.from(text, 'utf8')})
  }
  return found
}

function withoutLineEndDifferences(text: string): string {
  return text.replaceAll('\r\n', '\n').trimEnd()
}

function parsedJson(body: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8', {fatal: true}).decode(body)) as unknown
  } catch {
    return undefined
  }
}

/** The same value with every object's keys in code-unit order, as `sort_keys=True` or a stable stringify. */
function withSortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withSortedKeys)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, withSortedKeys((value as Record<string, unknown>)[key])]),
  )
}
