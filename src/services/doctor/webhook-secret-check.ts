import {maskSecret} from '../../core/profiles/credentials.js'
import {type DoctorFinding, failed, passed} from './check.js'

/**
 * A webhook secret is set, without the stray whitespace a paste brings, so webhooks can be verified.
 * @example checkWebhookSecret(undefined) // {name: 'webhook_secret', status: 'fail', fact: {code: 'webhook-secret-missing'}}
 */
export function checkWebhookSecret(secret: string | undefined): DoctorFinding {
  if (!secret) return failed('webhook_secret', {code: 'webhook-secret-missing'})
  if (secret !== secret.trim()) return failed('webhook_secret', {code: 'webhook-secret-whitespace'})
  return passed('webhook_secret', {code: 'webhook-secret-set', masked: maskSecret(secret)})
}
