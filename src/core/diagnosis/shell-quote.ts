/**
 * Quotes text as one POSIX shell word: in single quotes, each `'` written as `'\''`. Nothing inside
 * single quotes is expanded, so `$`, backticks, `!` and newlines stay as they are.
 * @example shellQuote("it's") // 'it'\''s'
 */
export function shellQuote(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replaceAll("'", `'\\''`)}'`
}

/**
 * Quotes bytes as one shell word: single quotes for UTF-8 text, else bash/zsh `$'…'` with `\xHH` escapes,
 * so that bytes that are not text (or a NUL) still reach the command exactly.
 * @example shellQuoteBytes(Buffer.from([0xff, 0x41])) // $'\xffA'
 */
export function shellQuoteBytes(bytes: Uint8Array): string {
  const text = utf8Text(bytes)
  if (text !== undefined && !text.includes('\0')) return shellQuote(text)
  const escaped = [...bytes].map((byte) =>
    byte >= 0x20 && byte < 0x7f && byte !== 0x27 && byte !== 0x5c ? String.fromCharCode(byte) : `\\x${byte.toString(16).padStart(2, '0')}`,
  )
  return `$'${escaped.join('')}'`
}

function utf8Text(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', {fatal: true, ignoreBOM: true}).decode(bytes)
  } catch {
    return undefined
  }
}
