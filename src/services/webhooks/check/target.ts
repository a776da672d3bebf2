import {isThisMachine} from '../../../core/http/loopback.js'
import {parseUrlInput} from '../../../core/http/url-input.js'
import type {Profile} from '../../../core/profiles/store.js'

export interface CheckTarget {
  url: string
  /** True when the URL stays on this machine: forged deliveries may go there without asking. */
  loopback: boolean
}

/** The endpoint to grade: an http or https URL without a user name or password in it, and where it goes. */
export async function checkTarget(input: string): Promise<CheckTarget> {
  const url = parseUrlInput(input, {kind: 'endpoint'}, 'http://127.0.0.1:3000/webhooks')
  return {url: url.href, loopback: await isThisMachine(url.hostname)}
}

/**
 * True when the profile holds only a live key: its webhook secret signs the live endpoint's deliveries, so
 * checking with it needs --live, as every command that acts in live mode does.
 */
export function liveSecretWithoutFlag(profile: Profile | undefined, live: boolean): boolean {
  return !live && Boolean(profile?.live) && !profile?.test
}
