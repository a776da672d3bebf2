import {InputError} from '../errors.js'
import {withoutCredentials} from '../text/redaction.js'
import {shellWord} from '../text/shell-word.js'
import type {UrlSource} from './http-input-facts.js'
import {loopbackIdentity} from './loopback.js'

/**
 * The one reader of every URL pay takes (a base URL from a flag, a prompt, PAY_BASE_URL or a profile, a
 * --forward-to, a webhook URL): an absolute http(s) URL, and no user name or password, which pay would never
 * send (requests go to the origin) but would print and log. `source` says where the URL came from; a profile's
 * is refused saying how to set it again. Messages never show the user name or password.
 * @example parseUrlInput('https://api.example.com', {kind: 'named', name: '--base-url'}).origin // 'https://api.example.com'
 */
export function parseUrlInput(text: string, source: UrlSource, example = 'https://api.example.com'): URL {
  const shown = withoutCredentials(text)
  const url = URL.canParse(text) ? new URL(text) : undefined
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new InputError({code: 'url-not-http', source, shown, example}, {code: 'INVALID_URL'})
  }
  if (url.username !== '' || url.password !== '') {
    url.username = ''
    url.password = ''
    throw new InputError({code: 'url-with-userinfo', source, without: url.href}, {code: 'INVALID_URL'})
  }
  return url
}

/**
 * A base URL as pay stores, records and sends to it (docs/configuration.md, "The same service"): the origin
 * (scheme and host lower-cased, the default port dropped, an IPv4 address in its dotted form: URL parsing does
 * these) and the path with its "." and ".." segments resolved, each run of "/" made one, escapes in upper case and
 * no trailing "/". Requests go to this URL followed by `/v1/…`, so a query or fragment is not part of it.
 * @example readBaseUrl('HTTPS://API.Example.com:443//pay/./', {kind: 'base-url'}) // 'https://api.example.com/pay'
 */
export function readBaseUrl(text: string, source: UrlSource): string {
  return baseUrlOf(parseUrlInput(text, source))
}

/**
 * {@link readBaseUrl} of a base URL pay takes, and any other text as it is (it is refused where it is used, by
 * the one URL reader): for what was stored or is compared, which must not fail here.
 */
export function normalisedBaseUrl(text: string): string {
  const url = takenUrl(text)
  return url ? baseUrlOf(url) : text
}

/**
 * What tells one service from another: the normalised base URL with this machine's loopback names made one
 * ({@link loopbackIdentity}). Profiles, journals, the request history and the bank list cache are compared by it.
 * @example serviceIdentity('http://localhost:4010/') === serviceIdentity('http://127.1:4010') // true
 */
export function serviceIdentity(baseUrl: string): string {
  const url = takenUrl(baseUrl)
  if (!url) return baseUrl
  url.hostname = loopbackIdentity(url.hostname)
  return baseUrlOf(url)
}

/** True when two base URLs name the same service ({@link serviceIdentity}). */
export function sameService(first: string, second: string): boolean {
  return serviceIdentity(first) === serviceIdentity(second)
}

/** The URL of `text` when it is one pay takes (http or https, no user name or password). */
function takenUrl(text: string): URL | undefined {
  const url = URL.canParse(text) ? new URL(text) : undefined
  return url && (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.password === '' ? url : undefined
}

function baseUrlOf(url: URL): string {
  const path = url.pathname
    .replace(/\/{2,}/g, '/')
    .replace(/%[0-9a-f]{2}/gi, (escape) => escape.toUpperCase())
    .replace(/\/$/, '')
  return `${url.origin}${path}`
}

/** The command that sets a profile's base URL again. */
export function setAgain(profile: string, url: string): string {
  return `pay profile add ${shellWord(profile)} --base-url ${shellWord(url)}`
}
