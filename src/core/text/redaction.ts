/** What stands in for a secret pay knows, wherever it would have been written (the request history). */
export const REDACTED = '[redacted]'

/** Every occurrence of these secrets replaced: for a target, or any text, that a person may have put one in. */
export function replaceSecrets(text: string, secrets: readonly string[]): string {
  let replaced = text
  for (const secret of secrets) if (secret !== '') replaced = replaced.replaceAll(secret, REDACTED)
  return replaced
}

/** A scheme followed by slashes (`https://`, `http:\\`), or slashes alone (`//host`): what comes before a URL's user name. */
const BEFORE_USERINFO = /^[\s\u0000-\u001f]*(?:[A-Za-z][A-Za-z0-9+.-]*:[/\\]+|[/\\]*)/

/** The schemes whose URLs have a host, for which a URL parser finds a user name and password (WHATWG's special schemes). */
const SPECIAL = new Set(['http:', 'https:', 'ws:', 'wss:', 'ftp:', 'file:'])

/**
 * The one redaction of a value that can hold a user name and password (a base URL, a --forward-to, a webhook URL,
 * a proxy variable): the text as it was written, without its `user:password@`, whether or not it parses. Pay
 * shows and keeps only this. Where the text is not a URL a parser reads with a host (`//ops:pw@host`,
 * `ops:pw@host:8080`, a password with a space, a "/" or an "@" in it), everything up to its last "@" is cut, so that
 * no part of a password stays; a URL that parses keeps an "@" of its path, query or fragment.
 * @example withoutCredentials('https://ops:s3cret@api.example.com/') // 'https://api.example.com/'
 * @example withoutCredentials('//ops:s3cret@proxy:3128') // '//proxy:3128'
 * @example withoutCredentials('ops:s3/cret@proxy:3128') // 'proxy:3128'
 * @example withoutCredentials('https://api.example.com/@team') // 'https://api.example.com/@team'
 */
export function withoutCredentials(text: string): string {
  const before = BEFORE_USERINFO.exec(text)![0]
  const rest = text.slice(before.length)
  const url = URL.canParse(text) ? new URL(text) : undefined
  const parsed = url !== undefined && SPECIAL.has(url.protocol) && before.length > 0
  if (parsed && url.username === '' && url.password === '') return text
  // Parsed, the user name and password end before the host, which ends at the first of these.
  const end = parsed ? rest.search(/[/?#\\]|$/) : rest.length
  const at = rest.lastIndexOf('@', end - 1)
  return at < 0 ? text : `${before}${rest.slice(at + 1)}`
}
