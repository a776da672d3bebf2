import {terminalSafe} from '../../core/text/visible-text.js'
import type {LoggedDelivery} from '../../services/webhooks/delivery-log.js'
import {words} from '../words/active.js'
import {signatureProblemGist} from './delivery-reasons.js'
import type {Style} from './style.js'
import {renderTable} from './table.js'
import {deliveryOutcome, eventTypeText, paintTone} from './webhook-deliveries.js'

/**
 * The table of `pay webhook events`, newest first: time, event id, type, signature verdict, what was done with it.
 * Given the terminal's `width`: event ids cut to a unique prefix (which `webhook replay` accepts), then the verdict
 * and the outcome cut, until it fits.
 * @example renderWebhookEvents(await log.newestFirst(20), style, 80)
 */
export function renderWebhookEvents(records: LoggedDelivery[], style: Style, width?: number): string {
  const said = words()
  const {headings} = said.delivery.events
  if (records.length === 0) return `${said.delivery.events.none}\n`
  return renderTable<LoggedDelivery>(
    [
      {header: headings.time, value: (record) => said.dateTime(record.received_at)},
      {
        header: headings.eventId,
        value: (record) => (record.event_id === null ? said.delivery.events.noEventId : terminalSafe(record.event_id)),
        id: true,
      },
      {header: headings.type, value: eventTypeText},
      {
        header: headings.signature,
        value: signatureVerdict,
        cut: true,
        paint: (text, record) => paintTone(text, record.signature_valid ? 'good' : 'bad', style),
      },
      {
        header: headings.forwarded,
        value: (record) => `${record.source === 'replay' ? `${said.delivery.events.replay} ` : ''}${deliveryOutcome(record).text}`,
        cut: true,
        paint: (text, record) => paintTone(text, deliveryOutcome(record).tone, style),
      },
    ],
    records,
    style.bold,
    width,
  )
}

/**
 * The signature in a few words: the problem up to its explanation (which `--json` and the listener's details
 * keep), so one long reason does not make the column as wide as the screen.
 */
function signatureVerdict(record: LoggedDelivery): string {
  const said = words()
  if (record.signature_valid) return said.delivery.events.verified
  return `⚠ ${signatureProblemGist(record, said) ?? said.delivery.events.notVerified}`
}
