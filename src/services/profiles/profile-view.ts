import {maskKeyId, maskSecret} from '../../core/profiles/credentials.js'
import type {Profile} from '../../core/profiles/store.js'
import type {ProfileView} from '../../core/schemas/output/profile.js'
import {withoutCredentials} from '../../core/text/redaction.js'

/** A profile as it may be shown or printed as JSON: key ids masked, secrets reduced to their last 4. */
export function profileView(name: string, profile: Profile, isDefault: boolean): ProfileView {
  return {
    name,
    default: isDefault,
    // A URL saved before pay refused user names and passwords in it is shown without them.
    base_url: withoutCredentials(profile.base_url),
    test_key_id: profile.test ? maskKeyId(profile.test.key_id) : null,
    test_secret: profile.test?.secret === undefined ? null : maskSecret(profile.test.secret),
    live_key_id: profile.live ? maskKeyId(profile.live.key_id) : null,
    live_secret: profile.live?.secret === undefined ? null : maskSecret(profile.live.secret),
    live_secret_in: profile.live?.secret_in ?? null,
    webhook_secret: profile.webhook_secret ? maskSecret(profile.webhook_secret) : null,
    sandbox_data_dir: profile.sandbox_data_dir ?? null,
  }
}
