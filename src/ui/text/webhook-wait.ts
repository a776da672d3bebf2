import {say} from '../../core/text/visible-text.js'
import type {LoggedDelivery} from '../../services/webhooks/delivery-log.js'
import type {Style} from './style.js'
import {localTime} from './time.js'
import {deliveryOutcome, paintTone} from './webhook-delivery-line.js'

/** What the wait is for: `deposit.success for 0b7c…`, or the type alone. */
export function awaitedText(eventType: string, objectId?: string): string {
  return objectId === undefined ? eventType : say`${eventType} for ${objectId}`
}

/**
 * The one line `pay webhook wait` prints when the event was handled.
 * @example renderWaited(record, style) // '✓ deposit.success for 0b7c… delivered at 10:42:07: → 200\n'
 */
export function renderWaited(record: LoggedDelivery, style: Style): string {
  const {text, tone} = deliveryOutcome(record)
  const how = record.source === 'replay' ? `replayed ${paintTone(text, tone, style)}` : paintTone(text, tone, style)
  return `${style.green('✓')} ${awaitedText(record.event_type ?? '', record.object_id ?? undefined)} delivered at ${localTime(record.received_at)}: ${how}\n`
}

/** The next step after a timeout: why the last delivery did not count, or where deliveries should come from. */
export function waitTimeoutHint(lastUnhandled: LoggedDelivery | undefined): string {
  if (lastUnhandled) {
    return `Its last delivery (${localTime(lastUnhandled.received_at)}) did not count: ${deliveryOutcome(lastUnhandled).text}${lastUnhandled.signature_valid ? '' : ', signature not verified'}. See \`pay webhook events\`.`
  }
  return 'Check that `pay webhook listen` runs with the same data dir and that the webhook URL points at it; `pay webhook events` lists what came.'
}
