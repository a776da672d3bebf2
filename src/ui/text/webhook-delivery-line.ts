import {isWireMoney} from '../../core/money/money.js'
import type {LoggedDelivery} from '../../services/webhooks/delivery-log.js'
import {wireMoneyText} from './money.js'
import type {Style} from './style.js'
import {terminalSafe} from './terminal-safe.js'
import {localTime} from './time.js'

/**
 * One line per delivery for `pay webhook listen`: local time, event type, object id, amount, signature, and
 * what happened to it.
 * @example renderDeliveryLine(record, style) // '19:45:03  deposit.success  dep_1  99.36 THB  ✓ signed  → 200'
 */
export function renderDeliveryLine(record: LoggedDelivery, style: Style): string {
  const parts = [
    style.dim(localTime(record.received_at).slice(11)),
    style.bold(terminalSafe(record.event_type ?? '(not an event)')),
    terminalSafe(record.object_id ?? record.event_id ?? '-'),
    ...(record.amount && isWireMoney(record.amount) ? [wireMoneyText(record.amount)] : []),
    signatureText(record, style),
    outcomeText(record, style),
  ]
  return `${parts.join('  ')}\n`
}

/** `✓ signed` or `⚠ signature: <why>`: a fact about one delivery, not a verdict (docs/cli-decisions.md). */
function signatureText(record: Pick<LoggedDelivery, 'signature_valid' | 'signature_problem'>, style: Style): string {
  return record.signature_valid ? style.green('✓ signed') : style.red(`⚠ signature: ${record.signature_problem ?? 'invalid'}`)
}

export type Tone = 'good' | 'bad' | 'warn' | 'dim'

/** What became of a delivery, in words and a tone: refused, not picked, a duplicate dropped, forwarded (with the status), or kept only. */
export function deliveryOutcome(record: Pick<LoggedDelivery, 'duplicate' | 'forward' | 'refused' | 'filtered'>): {
  text: string
  tone: Tone
} {
  if (record.refused) return {text: `refused ${record.refused.status}: ${record.refused.reason}, not forwarded`, tone: 'bad'}
  if (record.filtered) return {text: 'not picked (--events): answered 200, not forwarded', tone: 'dim'}
  if (record.duplicate) return {text: 'duplicate: not forwarded', tone: 'warn'}
  if (!record.forward) return {text: 'received', tone: 'dim'}
  const {status, error} = record.forward
  if (status === null) return {text: `→ failed: ${error ?? 'no answer'}`, tone: 'bad'}
  return {text: `→ ${status}`, tone: status >= 200 && status <= 299 ? 'good' : 'bad'}
}

export function paintTone(text: string, tone: Tone, style: Style): string {
  return {good: style.green, bad: style.red, warn: style.yellow, dim: style.dim}[tone](text)
}

function outcomeText(record: LoggedDelivery, style: Style): string {
  const {text, tone} = deliveryOutcome(record)
  return paintTone(text, tone, style)
}
