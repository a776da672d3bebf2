import {InputError} from '../errors.js'
import {shellWord} from '../text/shell-word.js'
import type {UrlSource} from './http-input-facts.js'

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
 * send (requests go to the origin) but would print and log. `source` says where the URL came from; a profile's
 * is refused saying how to set it again. Messages never show the user name or password.
 * @example parseUrlInput('https://api.example.com', {kind: 'named', name: '--base-url'}).origin // 'https://api.example.com'
 */
export function parseUrlInput(text: string, source: UrlSource, example = 'https://api.example.com'): URL {
  const shown = withoutUserinfo(text)
  const url = URL.canParse(text) ? new URL(text) : undefined
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new InputError(`${sourceText(source)} must be an http:// or https:// URL, not ${JSON.stringify(shown)}.`, {
      code: 'INVALID_URL',
      tryMessage:
        source.kind === 'profile'
          ? `Set it again with the whole URL, e.g. ${setAgain(source.profile, example)}`
          : `Give the whole URL, e.g. ${example}`,
      facts: {code: 'url-not-http', source, shown, example},
    })
  }
  if (url.username !== '' || url.password !== '') {
    url.username = ''
    url.password = ''
    throw new InputError(
      `${sourceText(source)}: a user name or password in the URL is not accepted (pay never sends it, but would print and log it).`,
      {
        code: 'INVALID_URL',
        tryMessage:
          source.kind === 'profile'
            ? `Set it again without it: ${setAgain(source.profile, url.href)}`
            : `Give the URL without it: ${url.href}`,
        facts: {code: 'url-with-userinfo', source, without: url.href},
      },
    )
  }
  return url
}

function sourceText(source: UrlSource): string {
  if (source.kind === 'named') return source.name
  if (source.kind === 'profile') return `The base URL of the profile "${source.profile}"`
  return source.kind === 'endpoint' ? 'The endpoint URL' : 'The base URL'
}

/** The command that sets a profile's base URL again. */
export function setAgain(profile: string, url: string): string {
  return `pay profile add ${shellWord(profile)} --base-url ${shellWord(url)}`
}
