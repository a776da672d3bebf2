import {wireMoney} from './money.js'
import * as z from './zod.js'

const base = {
  event_id: z.string(),
  user_ref: z.string().nullable().optional(),
  status: z.string().optional(),
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
  z.looseObject({...base, event_type: z.literal('deposit.expired'), deposit_id: z.string().optional()}),
  z.looseObject({...base, event_type: z.literal('withdrawal.success'), withdrawal_id: z.string()}),
  z.looseObject({...base, event_type: z.literal('withdrawal.failed'), withdrawal_id: z.string(), reason: z.string()}),
  z.looseObject({...base, event_type: z.literal('withdrawal.rejected'), withdrawal_id: z.string(), reason: z.string()}),
  z.looseObject({
    ...base,
    event_type: z.literal('withdrawal.refunded'),
    withdrawal_id: z.string().optional(),
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
