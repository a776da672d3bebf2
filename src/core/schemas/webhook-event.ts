import {wireMoney} from './money.js'
import * as z from './zod-mini.js'

const base = {
  event_id: z.string(),
  user_ref: z.optional(z.nullable(z.string())),
  status: z.optional(z.string()),
}

/** The service's six webhook events, plus the portal's `webhook.test`; extra fields are kept. */
export const webhookEventSchema = z.discriminatedUnion('event_type', [
  z.looseObject({
    ...base,
    event_type: z.literal('deposit.success'),
    deposit_id: z.string(),
    credited_amount: wireMoney,
    amount: wireMoney,
  }),
  z.looseObject({...base, event_type: z.literal('deposit.expired'), deposit_id: z.optional(z.string())}),
  z.looseObject({...base, event_type: z.literal('withdrawal.success'), withdrawal_id: z.string()}),
  z.looseObject({...base, event_type: z.literal('withdrawal.failed'), withdrawal_id: z.string(), reason: z.string()}),
  z.looseObject({...base, event_type: z.literal('withdrawal.rejected'), withdrawal_id: z.string(), reason: z.string()}),
  z.looseObject({
    ...base,
    event_type: z.literal('withdrawal.refunded'),
    withdrawal_id: z.optional(z.string()),
    amount: z.optional(wireMoney),
  }),
  z.looseObject({...base, event_type: z.literal('webhook.test')}),
])
export type WebhookEvent = z.infer<typeof webhookEventSchema>
export type WebhookEventType = WebhookEvent['event_type']

export const WEBHOOK_EVENT_TYPES = [
  'deposit.success',
  'deposit.expired',
  'withdrawal.success',
  'withdrawal.failed',
  'withdrawal.rejected',
  'withdrawal.refunded',
] as const

/** The id of the object an event is about, whatever its type. */
export function eventObjectId(event: WebhookEvent): string | undefined {
  if ('deposit_id' in event && typeof event.deposit_id === 'string') return event.deposit_id
  if ('withdrawal_id' in event && typeof event.withdrawal_id === 'string') return event.withdrawal_id
  const separator = event.event_id.lastIndexOf(':')
  return separator > 0 ? event.event_id.slice(0, separator) : undefined
}
