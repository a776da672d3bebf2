import {maskSecret} from '../../core/profiles/credentials.js'
import {type DoctorCheck, failed, passed} from './check.js'

const SAVE_IT = 'Save it (the portal shows it once): printf %s "$WEBHOOK_SECRET" | pay profile add NAME --webhook-secret-stdin'

/**
 * A webhook secret is set, without the stray whitespace a paste brings, so webhooks can be verified.
 * @example checkWebhookSecret(undefined) // {status: 'fail', fix: 'Save it …'}
 */
export function checkWebhookSecret(secret: string | undefined): DoctorCheck {
  if (!secret)
    return failed('webhook_secret', 'not set: webhook signatures cannot be checked (pay webhook verify, pay webhook listen)', SAVE_IT)
  if (secret !== secret.trim()) {
    return failed(
      'webhook_secret',
      'it starts or ends with whitespace, so every signature check fails',
      `Save it again without the spaces or newline. ${SAVE_IT}`,
    )
  }
  return passed('webhook_secret', `set (${maskSecret(secret)})`)
}
