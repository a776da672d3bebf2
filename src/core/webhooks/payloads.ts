import type {Satang} from '../money/money.js'
import {formatBaht} from '../money/money.js'

/**
 * The body of every webhook event, as the sandbox sends it and as `pay webhook check` imitates it, so the two
 * cannot drift apart. `event_id` is `<object id>:<event_type>`, as the service builds it.
 */
export interface WebhookPayload {
  event_id: string
  event_type: string
  [field: string]: unknown
}

/** The portal's Test button sends exactly this body, with `X-Webhook-Event-Id: test`. */
export const TEST_EVENT: WebhookPayload = {event_id: 'test', event_type: 'webhook.test'}

function eventFor(objectId: string, eventType: string, fields: Record<string, unknown>): WebhookPayload {
  return {event_id: `${objectId}:${eventType}`, event_type: eventType, ...fields}
}

export interface DepositFacts {
  id: string
  userRef: string | null
}

export function depositSuccessEvent(deposit: DepositFacts, amounts: {matched: Satang; credited: Satang}): WebhookPayload {
  return eventFor(deposit.id, 'deposit.success', {
    deposit_id: deposit.id,
    user_ref: deposit.userRef,
    status: 'CREDITED',
    amount: formatBaht(amounts.matched),
    credited_amount: formatBaht(amounts.credited),
  })
}

export function depositExpiredEvent(deposit: DepositFacts): WebhookPayload {
  return eventFor(deposit.id, 'deposit.expired', {deposit_id: deposit.id, user_ref: deposit.userRef, status: 'EXPIRED'})
}

export interface WithdrawalFacts {
  id: string
  userRef: string | null
}

export type WithdrawalOutcome = 'SUCCESS' | 'FAILED' | 'REJECTED'

/** `withdrawal.success`, `.failed` or `.rejected`; the last two carry the reason. */
export function withdrawalOutcomeEvent(withdrawal: WithdrawalFacts, status: WithdrawalOutcome, reason: string | null): WebhookPayload {
  const shared = {withdrawal_id: withdrawal.id, user_ref: withdrawal.userRef, status}
  return eventFor(withdrawal.id, `withdrawal.${status.toLowerCase()}`, reason ? {...shared, reason} : shared)
}

/** Follows a FAILED or REJECTED withdrawal: the gross (amount and fee) is back in the wallet. */
export function withdrawalRefundedEvent(
  withdrawal: WithdrawalFacts,
  status: Exclude<WithdrawalOutcome, 'SUCCESS'>,
  gross: Satang,
): WebhookPayload {
  return eventFor(withdrawal.id, 'withdrawal.refunded', {
    withdrawal_id: withdrawal.id,
    user_ref: withdrawal.userRef,
    status,
    amount: formatBaht(gross),
  })
}

/** The headers a delivery of the service carries: the signature over exactly `body`, and the event id. */
export function webhookHeaders(signature: string, eventId: string): Record<string, string> {
  return {'content-type': 'application/json', 'x-webhook-signature': signature, 'x-webhook-event-id': eventId}
}
