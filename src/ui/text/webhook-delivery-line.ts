import {isWireMoney} from '../../core/money/money.js'
import {terminalSafe} from '../../core/text/visible-text.js'
import type {LoggedDelivery} from '../../services/webhooks/delivery-log.js'
import {words} from '../words/active.js'
import type {Words} from '../words/en/index.js'
import {refusalWords, signatureProblemWords} from './delivery-reasons.js'
import {wireMoneyText} from './format.js'
import type {Style} from './style.js'
import {localTime} from './time.js'

/**
 * One line per delivery for `pay webhook listen`: local time, event type, object id, amount, signature, and
 * what happened to it.
 * @example renderDeliveryLine(record, style) // '19:45:03  deposit.success  dep_1  99.36 THB  ✓ signed  → 200'
 */
export function renderDeliveryLine(record: LoggedDelivery, style: Style): string {
  const parts = [
    style.dim(localTime(record.received_at).slice(11)),
    style.bold(eventTypeText(record)),
    terminalSafe(record.object_id ?? record.event_id ?? '-'),
    ...(record.amount && isWireMoney(record.amount) ? [wireMoneyText(record.amount)] : []),
    paintTone(signatureText(record), record.signature_valid ? 'good' : 'bad', style),
    outcomeText(record, style),
  ]
  return `${parts.join('  ')}\n`
}

/** The event type as the sender wrote it, escaped, or that the delivery is not an event. */
export function eventTypeText(record: Pick<LoggedDelivery, 'event_type'>): string {
  return record.event_type === null ? words().delivery.notAnEvent : terminalSafe(record.event_type)
}

/** `✓ signed` or `⚠ signature: <why>`: a fact about one delivery, not a verdict (docs/cli-decisions.md). */
export function signatureText(record: Pick<LoggedDelivery, 'signature_valid' | 'signature_problem' | 'signature_facts'>): string {
  const said = words()
  return record.signature_valid
    ? said.delivery.signed
    : said.delivery.signatureProblem(signatureProblemWords(record, said) ?? said.delivery.invalid)
}

export type Tone = 'good' | 'bad' | 'warn' | 'dim'

/**
 * What became of a delivery, in words and a tone: refused, not picked, a duplicate dropped, forwarded (with the
 * status), or kept only. In the run's language unless told otherwise.
 */
export function deliveryOutcome(
  record: Pick<LoggedDelivery, 'duplicate' | 'forward' | 'refused' | 'filtered'>,
  said: Words['delivery'] = words().delivery,
): {
  text: string
  tone: Tone
} {
  const outcome = said.outcome
  if (record.refused) return {text: outcome.refused(record.refused.status, refusalWords(record.refused, said)), tone: 'bad'}
  if (record.filtered) return {text: outcome.filtered, tone: 'dim'}
  if (record.duplicate) return {text: outcome.duplicate, tone: 'warn'}
  if (!record.forward) return {text: outcome.received, tone: 'dim'}
  const {status, error} = record.forward
  if (status === null) return {text: outcome.failed(error === null ? outcome.noAnswer : terminalSafe(error)), tone: 'bad'}
  return {text: `→ ${status}`, tone: status >= 200 && status <= 299 ? 'good' : 'bad'}
}

export function paintTone(text: string, tone: Tone, style: Style): string {
  return {good: style.green, bad: style.red, warn: style.yellow, dim: style.dim}[tone](text)
}

function outcomeText(record: LoggedDelivery, style: Style): string {
  const {text, tone} = deliveryOutcome(record)
  return paintTone(text, tone, style)
}
