/**
 * Small edits of body bytes that editors, shells and HTTP libraries make without asking. Each returns
 * undefined when it would change nothing. Bytes go through latin1, which maps every byte to one character
 * and back, so non-UTF-8 bodies survive.
 */

const LF = 0x0a

/** @example withTrailingNewline(Buffer.from('{}')) // '{}\n' */
export function withTrailingNewline(bytes: Uint8Array): Uint8Array {
  return Buffer.concat([bytes, Buffer.from([LF])])
}

/** Drops one final `\n` or `\r\n`. @example withoutTrailingNewline(Buffer.from('{}\n')) // '{}' */
export function withoutTrailingNewline(bytes: Uint8Array): Uint8Array | undefined {
  if (bytes.at(-1) !== LF) return undefined
  return bytes.subarray(0, bytes.at(-2) === 0x0d ? -2 : -1)
}

/** Every bare `\n` written as `\r\n`. @example lfToCrlf(Buffer.from('a\nb')) // 'a\r\nb' */
export function lfToCrlf(bytes: Uint8Array): Uint8Array | undefined {
  return replaced(bytes, /(?<!\r)\n/g, '\r\n')
}

/** Every `\r\n` written as `\n`. @example crlfToLf(Buffer.from('a\r\nb')) // 'a\nb' */
export function crlfToLf(bytes: Uint8Array): Uint8Array | undefined {
  return replaced(bytes, /\r\n/g, '\n')
}

function replaced(bytes: Uint8Array, pattern: RegExp, replacement: string): Uint8Array | undefined {
  const text = Buffer.from(bytes).toString('latin1')
  const edited = text.replace(pattern, replacement)
  return edited === text ? undefined : Buffer.from(edited, 'latin1')
}
