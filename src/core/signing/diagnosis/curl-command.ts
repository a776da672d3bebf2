import {shellWord} from '../../text/shell-word.js'

export interface CurlRequest {
  /** Base URL plus the target exactly as signed. */
  url: string
  method: string
  /** Every header to send, the signature headers included; never the secret. */
  headers: Record<string, string>
  /** The body bytes; empty or absent for none. */
  body?: Uint8Array
  /** When the body came from a file, `@file` sends its bytes more surely than any quoting. */
  bodyFile?: string
}

/**
 * A ready `curl` command line for a signed request, each part shell-quoted; the body goes through
 * `--data-binary`, which sends it byte for byte (piped in from `printf` when it is not plain text).
 * @example curlCommand({url: 'http://127.0.0.1:4010/v1/balance', method: 'GET', headers: {'x-api-key': 'unk_test_1'}})
 * // "curl http://127.0.0.1:4010/v1/balance -H 'x-api-key: unk_test_1'"
 */
export function curlCommand(request: CurlRequest): string {
  const body = request.body !== undefined && request.body.length > 0 ? request.body : undefined
  const words = ['curl']
  // curl reads [] and {} in a URL as globs, which would change the target that was signed.
  if (/[[\]{}]/.test(request.url)) words.push('--globoff')
  if (request.method !== 'GET' || body) words.push('-X', shellWord(request.method))
  words.push(shellWord(request.url))
  for (const [name, value] of Object.entries(request.headers)) words.push('-H', shellWord(`${name}: ${value}`))
  if (request.bodyFile !== undefined) return [...words, '--data-binary', shellWord(`@${request.bodyFile}`)].join(' ')
  if (!body) return words.join(' ')
  const text = shellSafeText(body)
  if (text === undefined) return `${printfCommand(body)} | ${[...words, '--data-binary', '@-'].join(' ')}`
  // curl reads a --data-binary value that starts with @ as a file name; --data-raw sends it as it is.
  return [...words, text.startsWith('@') ? '--data-raw' : '--data-binary', shellWord(text)].join(' ')
}

/** The body as text, when it is UTF-8 without a NUL (which no shell word can hold). */
function shellSafeText(body: Uint8Array): string | undefined {
  try {
    const text = new TextDecoder('utf-8', {fatal: true, ignoreBOM: true}).decode(body)
    return text.includes('\0') ? undefined : text
  } catch {
    return undefined
  }
}

/**
 * A POSIX `printf` command that writes exactly these bytes, for bytes a shell word cannot carry (a NUL,
 * or bytes that are not UTF-8): every byte outside printable ASCII, and `'`, `\` and `%`, as an octal escape.
 * A leading `-` is escaped too, or printf would take the format for an option.
 * @example printfCommand(Buffer.from([0xff, 0x00, 0x41])) // printf '\377\000A'
 */
export function printfCommand(bytes: Uint8Array): string {
  const format = [...bytes].map((byte, index) =>
    byte >= 0x20 && byte < 0x7f && !"'\\%".includes(String.fromCharCode(byte)) && !(index === 0 && byte === 0x2d)
      ? String.fromCharCode(byte)
      : `\\${byte.toString(8).padStart(3, '0')}`,
  )
  return `printf '${format.join('')}'`
}
