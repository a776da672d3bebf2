import type {LoggedDelivery} from '../../services/webhooks/delivery-log.js'
import type {Style} from './style.js'
import {renderTable} from './table.js'
import {terminalSafe} from './terminal-safe.js'
import {localTime} from './time.js'
import {deliveryOutcome, paintTone} from './webhook-delivery-line.js'

/**
 * The table of `pay webhook events`, newest first: time, event id, type, signature verdict, what was done with it.
 * @example renderWebhookEvents(await log.newestFirst(20), style)
 */
export function renderWebhookEvents(records: LoggedDelivery[], style: Style): string {
  if (records.length === 0) return 'No webhook deliveries yet. Receive some with `pay webhook listen`.\n'
  return renderTable<LoggedDelivery>(
    [
      {header: 'Time', value: (record) => localTime(record.received_at)},
      {header: 'Event id', value: (record) => terminalSafe(record.event_id ?? '(none)')},
      {header: 'Type', value: (record) => terminalSafe(record.event_type ?? '(not an event)')},
      {
        header: 'Signature',
        value: signatureVerdict,
        paint: (text, record) => paintTone(text, record.signature_valid ? 'good' : 'bad', style),
      },
      {
        header: 'Forwarded',
        value: (record) => `${record.source === 'replay' ? 'replay ' : ''}${deliveryOutcome(record).text}`,
        paint: (text, record) => paintTone(text, deliveryOutcome(record).tone, style),
      },
    ],
    records,
    style.bold,
  )
}

/**
 * The signature in a few words: the problem up to its explanation (which `--json` and the listener's details
 * keep), so one long reason does not make the column as wide as the screen.
 */
function signatureVerdict(record: LoggedDelivery): string {
  if (record.signature_valid) return '✓ verified'
  const [gist] = (record.signature_problem ?? 'not verified').split(/;| \(/)
  return `⚠ ${terminalSafe(gist!.trim())}`
}
