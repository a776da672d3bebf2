import {InputError} from '../../core/errors.js'
import type {TriggeredEvent} from '../../core/schemas/output/trigger.js'
import {sandboxAdmin} from '../../sandbox/control/admin-client.js'
import {
  readWebhookSetting,
  type SandboxMerchant,
  type WebhookSetting,
  webhookSettingPath,
} from '../../sandbox/control/webhook-registration.js'

/**
 * Refuses, before anything is sent, a trigger whose events would be delivered nowhere: the merchant has no
 * webhook URL, or is not subscribed to one of them (webhook.test goes to any URL).
 */
export async function requireDeliverable(sandbox: SandboxMerchant, eventTypes: string[]): Promise<void> {
  const refused = undeliverable(await readWebhookSetting(sandbox), eventTypes, sandbox.merchantId)
  if (refused) throw refused
}

/**
 * Why events would reach no one with this webhook setting, or undefined when each would be delivered.
 * @example undeliverable({url: null, events: null}, ['deposit.success'], 'm_1')?.code // 'NO_WEBHOOK_URL'
 */
export function undeliverable(
  setting: Pick<WebhookSetting, 'url' | 'events'>,
  eventTypes: string[],
  merchantId: string,
): InputError | undefined {
  if (!setting.url) {
    return new InputError({code: 'no-webhook-url', eventTypes}, {code: 'NO_WEBHOOK_URL'})
  }
  const unsubscribed = eventTypes.filter((type) => type !== 'webhook.test' && setting.events !== null && !setting.events.includes(type))
  if (unsubscribed.length === 0) return undefined
  return new InputError({code: 'event-not-subscribed', eventTypes: unsubscribed, merchantId}, {code: 'EVENT_NOT_SUBSCRIBED'})
}

/** Queues the `webhook.test` event, as the portal's Test button sends it. */
export async function sendTestEvent(sandbox: SandboxMerchant): Promise<TriggeredEvent> {
  const queued = await sandboxAdmin<{event_id: string; delivery_id: number}>(sandbox.dataDir, 'POST', `${webhookSettingPath(sandbox)}/test`)
  return {event_id: queued.event_id, event_type: 'webhook.test', object_id: null, delivery_id: queued.delivery_id}
}

/**
 * The events an object's change caused, each with the sandbox delivery that carries it (queued in the same
 * transaction as the change, so it is there once the change is), or null where the sandbox has none.
 */
export async function deliveredEvents(
  sandbox: SandboxMerchant | undefined,
  objectId: string,
  eventTypes: string[],
): Promise<TriggeredEvent[]> {
  return Promise.all(
    eventTypes.map(async (eventType) => {
      const eventId = `${objectId}:${eventType}`
      const query = new URLSearchParams({event_id: eventId, limit: '1'})
      const deliveries = sandbox
        ? (await sandboxAdmin<{data: Array<{id: number}>}>(sandbox.dataDir, 'GET', `/_sandbox/deliveries?${query}`)).data
        : []
      return {event_id: eventId, event_type: eventType, object_id: objectId, delivery_id: deliveries[0]?.id ?? null}
    }),
  )
}
