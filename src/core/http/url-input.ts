import {InputError} from '../errors.js'

/**
 * A URL written without its `user:password@` part, for messages: the text is cut, not parsed, so nothing of a
 * password is shown even when the rest of the URL does not parse.
 * @example withoutUserinfo('https://ops:s3cret@api.example.com/') // 'https://api.example.com/'
 */
export function withoutUserinfo(text: string): string {
  return text.replace(/^([A-Za-z][A-Za-z0-9+.-]*:\/*)[^/?#]*@/, '$1')
}

/**
 * The one reader of every URL pay takes (a base URL from a flag, a prompt, PAY_BASE_URL or a profile, a
 * --forward-to, a webhook URL): an absolute http(s) URL, and no user name or password, which pay would never
 * send (requests go to the origin) but would print and log. `source` names where the URL came from, e.g.
 * `--base-url` or `the profile "acme"`. Messages never show the user name or password.
 * @example parseUrlInput('https://api.example.com', '--base-url').origin // 'https://api.example.com'
 */
export function parseUrlInput(text: string, source: string, example = 'https://api.example.com'): URL {
  const shown = JSON.stringify(withoutUserinfo(text))
  const url = URL.canParse(text) ? new URL(text) : undefined
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new InputError(`${source} must be an http:// or https:// URL, not ${shown}.`, {
      code: 'INVALID_URL',
      tryMessage: `Give the whole URL, e.g. ${example}`,
    })
  }
  if (url.username !== '' || url.password !== '') {
    url.username = ''
    url.password = ''
    throw new InputError(
      `${source}: a user name or password in the URL is not accepted (pay never sends it, but would print and log it).`,
      {
        code: 'INVALID_URL',
        tryMessage: `Give the URL without it: ${url.href}`,
      },
    )
  }
  return url
}
