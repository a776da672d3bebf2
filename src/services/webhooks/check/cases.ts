import {randomBytes, randomUUID} from 'node:crypto'

import type {WEBHOOK_EVENT_TYPES} from '../../../core/schemas/webhook-event.js'
import {signWebhookBody} from '../../../core/signing/sign-request.js'
import {
  depositExpiredEvent,
  depositSuccessEvent,
  TEST_EVENT,
  type WebhookPayload,
  webhookHeaders,
  withdrawalOutcomeEvent,
  withdrawalRefundedEvent,
} from '../../../core/webhooks/payloads.js'

/** What a correct receiver answers: a 2xx, or anything but a 2xx. */
export type Expectation = 'accepted' | 'refused'

/** One request of a case: the exact bytes and the headers they go with. */
export interface CheckDelivery {
  body: Buffer
  headers: Array<[string, string]>
}

export interface CheckCase {
  /** Stable, for `--only` and `--skip` and the advice: `genuine.deposit.success`, `forged.no-signature`, … */
  id: string
  expect: Expectation
  /** Sent in order; an `accepted` case needs a 2xx to each, a `refused` one has a single delivery. */
  deliveries: CheckDelivery[]
}

const USER_REF = 'pay-webhook-check'

/** Every event type as the service shapes it (the sandbox builds its deliveries from the same functions); a new type is a compile error here until it has one. */
function genuinePayloads(): Record<(typeof WEBHOOK_EVENT_TYPES)[number] | 'webhook.test', WebhookPayload> {
  const deposit = {id: randomUUID(), userRef: USER_REF}
  const withdrawal = {id: randomUUID(), userRef: USER_REF}
  return {
    'deposit.success': depositSuccessEvent(deposit, {matched: 10_037, credited: 9_937}),
    'deposit.expired': depositExpiredEvent({id: randomUUID(), userRef: USER_REF}),
    'withdrawal.success': withdrawalOutcomeEvent(withdrawal, 'SUCCESS', null),
    'withdrawal.failed': withdrawalOutcomeEvent({id: randomUUID(), userRef: USER_REF}, 'FAILED', 'BANK_ACCOUNT_CLOSED'),
    'withdrawal.rejected': withdrawalOutcomeEvent({id: randomUUID(), userRef: USER_REF}, 'REJECTED', 'COMPLIANCE_REJECTED'),
    'withdrawal.refunded': withdrawalRefundedEvent({id: randomUUID(), userRef: USER_REF}, 'FAILED', 51_500),
    'webhook.test': TEST_EVENT,
  }
}

/**
 * The battery of `pay webhook check`, built fresh for each run: new object ids, so that a receiver's memory of
 * an earlier run cannot answer for this one. Deliveries are signed with `secret`, except where the case is a
 * forgery of that signature.
 */
export function checkCases(secret: string): CheckCase[] {
  const sign = (body: Buffer) => signWebhookBody(secret, body)
  const deliver = (payload: WebhookPayload, body = compact(payload), signature: string | null = sign(compact(payload))): CheckDelivery => ({
    body,
    headers: headerList(payload.event_id, signature),
  })
  const genuine = genuinePayloads()
  const forgeable = () => depositSuccessEvent({id: randomUUID(), userRef: USER_REF}, {matched: 10_037, credited: 9_937})

  const cases: CheckCase[] = Object.entries(genuine).map(([type, payload]) => ({
    id: `genuine.${type}`,
    expect: 'accepted',
    deliveries: [deliver(payload)],
  }))

  const refused = (id: string, delivery: CheckDelivery): CheckCase => ({id: `forged.${id}`, expect: 'refused', deliveries: [delivery]})
  const unsigned = forgeable()
  cases.push(refused('no-signature', deliver(unsigned, compact(unsigned), null)))
  const empty = forgeable()
  cases.push(refused('empty-signature', deliver(empty, compact(empty), '')))
  const otherSecret = forgeable()
  cases.push(
    refused(
      'other-secret',
      deliver(otherSecret, compact(otherSecret), signWebhookBody(randomBytes(32).toString('hex'), compact(otherSecret))),
    ),
  )
  const changed = forgeable()
  cases.push(
    refused(
      'changed-amount',
      deliver({...changed}, compact({...changed, amount: '99999.00', credited_amount: '98999.01'}), sign(compact(changed))),
    ),
  )
  const spaced = forgeable()
  cases.push(refused('reserialised-spacing', deliver(spaced, Buffer.from(JSON.stringify(spaced, null, 2)), sign(compact(spaced)))))
  const reordered = forgeable()
  cases.push(refused('reserialised-key-order', deliver(reordered, compact(reversedKeys(reordered)), sign(compact(reordered)))))
  const truncated = forgeable()
  cases.push(refused('truncated-signature', deliver(truncated, compact(truncated), sign(compact(truncated)).slice(0, 32))))

  const repeated = forgeable()
  cases.push({id: 'tolerant.duplicate', expect: 'accepted', deliveries: [deliver(repeated), deliver(repeated)]})
  const failed = withdrawalOutcomeEvent({id: randomUUID(), userRef: USER_REF}, 'FAILED', 'BANK_ACCOUNT_CLOSED')
  const refund = withdrawalRefundedEvent({id: String(failed.withdrawal_id), userRef: USER_REF}, 'FAILED', 51_500)
  cases.push({id: 'tolerant.out-of-order', expect: 'accepted', deliveries: [deliver(refund), deliver(failed)]})
  const unknownId = randomUUID()
  cases.push({
    id: 'tolerant.unknown-event',
    expect: 'accepted',
    deliveries: [
      deliver({event_id: `${unknownId}:deposit.disputed`, event_type: 'deposit.disputed', deposit_id: unknownId, user_ref: USER_REF}),
    ],
  })
  cases.push({
    id: 'tolerant.extra-fields',
    expect: 'accepted',
    deliveries: [deliver({...forgeable(), settled_at: '2026-11-25T10:00:00Z', metadata: {channel: 'promptpay'}})],
  })
  return cases
}

/** Every case id, in the order they run: for `--only` and `--skip`, and their help. */
export const CHECK_CASE_IDS: readonly string[] = checkCases('x').map((testCase) => testCase.id)

function compact(payload: WebhookPayload): Buffer {
  return Buffer.from(JSON.stringify(payload))
}

function reversedKeys(payload: WebhookPayload): WebhookPayload {
  return Object.fromEntries(Object.entries(payload).reverse()) as WebhookPayload
}

function headerList(eventId: string, signature: string | null): Array<[string, string]> {
  const headers = Object.entries(webhookHeaders(signature ?? '', eventId))
  return signature === null ? headers.filter(([name]) => name !== 'x-webhook-signature') : headers
}
