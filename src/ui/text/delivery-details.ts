import type {LoggedDelivery} from '../../core/schemas/output/webhook.js'
import {summariseWebhookEvent} from '../../core/signing/diagnosis/diagnose-webhook-signature.js'
import {cutDisplay} from '../../core/text/display-width.js'
import {terminalSafe} from '../../core/text/visible-text.js'
import {words} from '../words/active.js'
import {labelledLines} from './format.js'
import {deliveryOutcome, eventTypeText, signatureText, type Tone} from './webhook-deliveries.js'

export interface DetailLine {
  text: string
  tone: Tone | 'normal' | 'title'
}

/** Cuts each line into pieces of at most `width` terminal columns, so the view can scroll by screen lines. */
export function wrapLines(lines: DetailLine[], width: number): DetailLine[] {
  return lines.flatMap((line) => cutDisplay(line.text, Math.max(1, width)).map((text) => ({...line, text})))
}

/**
 * A delivery in full for the listener's browser: when it came, its signature, what became of it and the event's
 * fields worth a glance, in a label column; then every header as received, and the raw body (decoded as UTF-8,
 * shown as it came, not re-formatted).
 * @example deliveryDetails(record)[0] // {text: 'deposit.success  dep_1:deposit.success', tone: 'title'}
 */
export function deliveryDetails(record: LoggedDelivery): DetailLine[] {
  const said = words()
  const {labels} = said.delivery
  const outcome = deliveryOutcome(record)
  const forward = record.forward
    ? `${terminalSafe(record.forward.url)}${record.forward.duration_ms ? ` (${said.delivery.milliseconds(record.forward.duration_ms)})` : ''}`
    : undefined
  const bytes = Buffer.from(record.body_base64, 'base64')
  const body = bytes.toString('utf8')
  const event = summariseWebhookEvent(bytes)
  const rows: Array<[string, string, DetailLine['tone']]> = [
    [labels.received, `${said.dateTime(record.received_at)}${record.source === 'replay' ? ` ${said.delivery.aReplay}` : ''}`, 'dim'],
    [labels.signature, signatureText(record), record.signature_valid ? 'good' : 'bad'],
    [labels.outcome, forward ? `${outcome.text}  ${forward}` : outcome.text, outcome.tone],
    ...(event.kind === 'event'
      ? [...(event.objectId ? [[labels.object, terminalSafe(event.objectId)] as const] : []), ...eventFieldRows(event.fields)].map(
          ([label, value]): [string, string, DetailLine['tone']] => [label, value, 'normal'],
        )
      : []),
  ]
  const labelled = labelledLines(
    rows.map(([label, value]) => [label, value]),
    (label) => label,
    2,
    [labels.object],
  ).split('\n')
  return [
    {text: `${eventTypeText(record)}  ${terminalSafe(record.event_id ?? '')}`.trimEnd(), tone: 'title'},
    ...labelled.map((text, index) => ({text, tone: rows[index]![2]})),
    {text: '', tone: 'normal'},
    {text: said.delivery.headers, tone: 'title'},
    ...record.headers.map(([name, value]) => ({text: `  ${terminalSafe(name)}: ${terminalSafe(value)}`, tone: 'normal' as const})),
    {text: '', tone: 'normal'},
    {text: said.delivery.body(Buffer.byteLength(body)), tone: 'title'},
    ...body.split('\n').map((line) => ({text: terminalSafe(line), tone: 'normal' as const})),
  ]
}

/**
 * An event's fields worth a glance (core's summary), labelled in the run's language; a value is the body's own,
 * escaped, whoever signed it.
 * @example eventFieldRows([['user_ref', 'order-1']]) // [['user_ref', 'order-1']]
 */
export function eventFieldRows(fields: ReadonlyArray<readonly [string, string]>): Array<[string, string]> {
  const said = words().delivery.fields
  return fields.map(([name, value]) => [said[name] ?? terminalSafe(name), terminalSafe(value)])
}
