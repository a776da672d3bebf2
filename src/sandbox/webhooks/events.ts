import type {Db} from '../database.js'
import {insertDelivery} from '../store/deliveries.js'
import {getMerchant} from '../store/merchants.js'

/** A webhook payload: `event_id` is `<object id>:<event_type>` (API document §6.1, service-facts §11.2). */
export interface EventPayload {
  event_id: string
  event_type: string
  [field: string]: unknown
}

/** The portal's Test button sends exactly this body, with `X-Webhook-Event-Id: test` (service-facts §10). */
export const TEST_EVENT: EventPayload = {event_id: 'test', event_type: 'webhook.test'}

export function eventFor(objectId: string, eventType: string, fields: Record<string, unknown>): EventPayload {
  return {event_id: `${objectId}:${eventType}`, event_type: eventType, ...fields}
}

/**
 * Queues a delivery of an event to the merchant's webhook URL, if one is set and the event is subscribed
 * (all events by default). Runs inside the caller's transaction, so an event exists exactly when its change does.
 * Answers the delivery's id, or undefined when nothing was queued.
 */
export function enqueueEvent(db: Db, now: number, merchantId: string, event: EventPayload): number | undefined {
  const merchant = getMerchant(db, merchantId)
  if (!merchant?.webhook_url) return undefined
  const subscribed = merchant.webhook_events ? (JSON.parse(merchant.webhook_events) as string[]) : null
  if (subscribed && !subscribed.includes(event.event_type) && event.event_type !== TEST_EVENT.event_type) return undefined
  return insertDelivery(db, {merchantId, eventId: event.event_id, eventType: event.event_type, url: merchant.webhook_url, body: JSON.stringify(event)}, now)
}
