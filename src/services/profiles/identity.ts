import {PayError} from '../../core/errors.js'
import {endpoint, type PayApi} from '../../core/http/api.js'
import {adviseInstead} from '../../core/http/response-error.js'
import {type Credentials, maskKeyId} from '../../core/profiles/credentials.js'
import type {DryRunOutput} from '../../core/schemas/output/cli.js'
import type {Identity} from '../../core/schemas/output/profile.js'

export type {Identity}

/** The check `checkIdentity` sends, signed and not sent (`--dry-run`). */
export function wouldCheckIdentity(api: PayApi): DryRunOutput {
  return api.wouldSend(endpoint.getBalance())
}

/** Checks the credentials with a signed GET /v1/balance, the cheapest call that needs a valid key. */
export async function checkIdentity(credentials: Credentials, api: PayApi): Promise<{identity: Identity; failure?: PayError}> {
  const identity: Identity = {
    profile: credentials.profileName ?? null,
    source: credentials.source,
    base_url: credentials.baseUrl,
    mode: credentials.mode,
    key_id: maskKeyId(credentials.keyId),
    accepted: false,
    error: null,
  }
  try {
    await api.getBalance()
    return {identity: {...identity, accepted: true}}
  } catch (error) {
    if (!(error instanceof PayError)) throw error
    // The usual advice for a refused key is to check it with `pay whoami`: this is that check.
    adviseInstead(error, 'key-refused', {kind: 'identity-refused'})
    return {
      identity: {...identity, error: {code: error.code, message: error.message, status: error.status ?? null}},
      failure: error,
    }
  }
}
