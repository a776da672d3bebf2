import {TEST_EVENT, type WebhookPayload} from '../../../core/webhooks/payloads.js'
import type {Db} from '../database.js'
import {insertDelivery} from '../store/deliveries.js'
import {getMerchant} from '../store/merchants.js'

export {TEST_EVENT}

/**
 * Queues a delivery of an event to the merchant's webhook URL, if one is set and the event is subscribed
 * (all events by default). Runs inside the caller's transaction, so an event exists exactly when its change does.
 * Answers the delivery's id, or undefined when nothing was queued.
 */
export function enqueueEvent(db: Db, now: number, merchantId: string, event: WebhookPayload): number | undefined {
  const merchant = getMerchant(db, merchantId)
  if (!merchant?.webhook_url) return undefined
  const subscribed = merchant.webhook_events ? (JSON.parse(merchant.webhook_events) as string[]) : null
  if (subscribed && !subscribed.includes(event.event_type) && event.event_type !== TEST_EVENT.event_type) return undefined
  return insertDelivery(
    db,
    {merchantId, eventId: event.event_id, eventType: event.event_type, url: merchant.webhook_url, body: JSON.stringify(event)},
    now,
  )
}
