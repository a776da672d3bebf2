import {InputError} from '../../../core/errors.js'
import {isLoopbackHost} from '../../../core/http/loopback.js'
import {parseUrlInput} from '../../../core/http/url-input.js'
import type {Profile} from '../../../core/profiles/store.js'

export interface CheckTarget {
  url: string
  /** True when the URL stays on this machine: forged deliveries may go there without asking. */
  loopback: boolean
}

/** The endpoint to grade: an http or https URL without a user name or password in it. */
export function checkTarget(input: string): CheckTarget {
  const url = parseUrlInput(input, 'The endpoint URL', 'http://127.0.0.1:3000/webhooks')
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
