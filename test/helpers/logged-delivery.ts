import type {LoggedDelivery} from '../../src/core/schemas/output/webhook.js'

/**
 * A line of the webhook delivery log for tests: a verified `withdrawal.success` of `w1`, received by the
 * listener on 2026-01-10 at 10:00 UTC and not forwarded, without headers or body; `fields` change it.
 */
export function loggedDelivery(fields: Partial<LoggedDelivery> = {}): LoggedDelivery {
  return {
    source: 'listen',
    received_at: '2026-01-10T10:00:00.000Z',
    event_id: 'w1:withdrawal.success',
    event_type: 'withdrawal.success',
    object_id: 'w1',
    amount: null,
    signature_valid: true,
    signature_problem: null,
    duplicate: false,
    refused: null,
    forward: null,
    headers: [],
    body_base64: '',
    ...fields,
  }
}
