/**
 * What Python's `json.dumps(value)` writes with its defaults: `", "` and `": "` separators and, unless
 * `ensureAscii` is false, every character outside printable ASCII escaped as `\uXXXX`. Key order is the
 * object's own; sort the keys first for `sort_keys=True`.
 * @example pythonJsonDumps({a: [1, 'é']}, {ensureAscii: true}) // '{"a": [1, "\\u00e9"]}'
 */
export function pythonJsonDumps(value: unknown, options: {ensureAscii: boolean}): string {
  if (Array.isArray(value)) return `[${value.map((item) => pythonJsonDumps(item, options)).join(', ')}]`
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value).map(([key, item]) => `${pythonString(key, options)}: ${pythonJsonDumps(item, options)}`)
    return `{${members.join(', ')}}`
  }
  if (typeof value === 'string') return pythonString(value, options)
  return JSON.stringify(value)
}

function pythonString(text: string, options: {ensureAscii: boolean}): string {
  const json = JSON.stringify(text)
  if (!options.ensureAscii) return json
  return json.replace(/[^\x20-\x7e]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`)
}
