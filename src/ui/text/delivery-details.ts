import type {LoggedDelivery} from '../../core/schemas/output/webhook.js'
import {terminalSafe} from './terminal-safe.js'
import {localTime} from './time.js'
import {deliveryOutcome, type Tone} from './webhook-delivery-line.js'

export interface DetailLine {
  text: string
  tone: Tone | 'normal' | 'title'
}

/** Cuts each line into pieces of at most `width` characters, so the view can scroll by screen lines. */
export function wrapLines(lines: DetailLine[], width: number): DetailLine[] {
  const size = Math.max(1, width)
  return lines.flatMap((line) => {
    const characters = [...line.text]
    if (characters.length <= size) return [line]
    return Array.from({length: Math.ceil(characters.length / size)}, (_, index) => ({
      ...line,
      text: characters.slice(index * size, (index + 1) * size).join(''),
    }))
  })
}

/**
 * A delivery in full for the listener's browser: what became of it, every header as received, and the raw
 * body (decoded as UTF-8, shown as it came, not re-formatted).
 * @example deliveryDetails(record)[0] // {text: 'deposit.success  dep_1:deposit.success', tone: 'title'}
 */
export function deliveryDetails(record: LoggedDelivery): DetailLine[] {
  const outcome = deliveryOutcome(record)
  const forward = record.forward
    ? `${record.forward.url}${record.forward.duration_ms ? ` (${record.forward.duration_ms} ms)` : ''}`
    : undefined
  const body = Buffer.from(record.body_base64, 'base64').toString('utf8')
  return [
    {text: terminalSafe(`${record.event_type ?? '(not an event)'}  ${record.event_id ?? ''}`.trimEnd()), tone: 'title'},
    {text: `received ${localTime(record.received_at)}${record.source === 'replay' ? ' (a replay)' : ''}`, tone: 'dim'},
    {
      text: record.signature_valid ? '✓ signed' : `⚠ signature: ${record.signature_problem ?? 'invalid'}`,
      tone: record.signature_valid ? 'good' : 'bad',
    },
    {text: forward ? `${outcome.text}  ${forward}` : outcome.text, tone: outcome.tone},
    {text: '', tone: 'normal'},
    {text: 'Headers', tone: 'title'},
    ...record.headers.map(([name, value]) => ({text: `  ${terminalSafe(name)}: ${terminalSafe(value)}`, tone: 'normal' as const})),
    {text: '', tone: 'normal'},
    {text: `Body (${Buffer.byteLength(body)} bytes, raw)`, tone: 'title'},
    ...body.split('\n').map((line) => ({text: terminalSafe(line), tone: 'normal' as const})),
  ]
}
