import {InputError} from '../../../core/errors.js'
import {isLoopbackHost} from '../../../core/loopback.js'
import type {Profile} from '../../../core/profiles.js'

export interface CheckTarget {
  url: string
  /** True when the URL stays on this machine: forged deliveries may go there without asking. */
  loopback: boolean
}

/** The endpoint to grade: an http or https URL without a user name or password in it. */
export function checkTarget(input: string): CheckTarget {
  let url: URL
  try {
    url = new URL(input)
  } catch {
    throw new InputError(`${JSON.stringify(input)} is not a URL.`, {tryMessage: 'Give the endpoint in full, e.g. http://127.0.0.1:3000/webhooks.'})
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new InputError(`The endpoint must be http or https, not ${url.protocol}`, {tryMessage: 'Give the endpoint in full, e.g. https://example.com/webhooks.'})
  }
  if (url.username || url.password) {
    url.username = ''
    url.password = ''
    throw new InputError(`The URL carries a user name or password: ${url.href}`, {tryMessage: 'Give the URL without them; a delivery from the service never carries any.'})
  }
  return {url: url.href, loopback: isLoopbackHost(url.hostname)}
}

/**
 * The webhook secret of a profile that holds only a live key signs the live endpoint's deliveries: checking
 * with it needs --live, as every command that acts in live mode does.
 */
export function checkSecretMode(profile: Profile | undefined, live: boolean): void {
  if (!live && profile?.live && !profile.test) {
    throw new InputError('This profile holds only a live key, so its webhook secret is the live one, and --live was not given.', {
      code: 'LIVE_KEY_WITHOUT_FLAG',
      tryMessage: 'Pass --live to check a live endpoint with it, or use a profile with a test key.',
    })
  }
}
