import {ExitCode, OutcomeError, PayError} from '../../core/errors.js'
import {terminalSafe} from '../../core/text/visible-text.js'
import type {LoggedDelivery} from '../../services/webhooks/delivery-log.js'
import {words} from '../words/active.js'
import {en, type Words} from '../words/en/index.js'
import type {Style} from './style.js'
import {deliveryOutcome, paintTone} from './webhook-deliveries.js'

/** What the wait is for, escaped: `deposit.success for 0b7c…`, or the type alone. */
function awaited(said: Words, eventType: string, objectId?: string): string {
  return said.delivery.wait.awaited(terminalSafe(eventType), objectId === undefined ? undefined : terminalSafe(objectId))
}

/**
 * The one line `pay webhook wait` prints when the event was handled.
 * @example renderWaited(record, style) // '✓ deposit.success for 0b7c… delivered at 10:42:07: → 200\n'
 */
export function renderWaited(record: LoggedDelivery, style: Style): string {
  const said = words()
  const {text, tone} = deliveryOutcome(record)
  const painted = paintTone(text, tone, style)
  const how = record.source === 'replay' ? said.delivery.wait.replayed(painted) : painted
  const what = awaited(said, record.event_type ?? '', record.object_id ?? undefined)
  return `${style.green('✓')} ${said.delivery.wait.delivered(what, said.dateTime(record.received_at), how)}\n`
}

/** Ctrl-C or SIGTERM before the event came (exit 130). */
export function stoppedWaiting(eventType: string, objectId?: string): PayError {
  const say = (said: Words) => said.delivery.wait.stopped(awaited(said, eventType, objectId))
  return new PayError(say(en), ExitCode.interrupted, {code: 'INTERRUPTED', spoken: {message: say(words())}})
}

/**
 * No handled delivery of the event within the timeout (exit 4); the next step says why the last delivery did not
 * count, or where deliveries should come from. Its details, in English as all `--json` is, give the facts.
 */
export function notDelivered(wait: {
  eventType: string
  objectId?: string
  timeoutSeconds: number
  lastUnhandled?: LoggedDelivery
}): OutcomeError {
  const last = wait.lastUnhandled
  const say = (said: Words) => ({
    message: said.delivery.wait.notDelivered(awaited(said, wait.eventType, wait.objectId), wait.timeoutSeconds),
    tryMessage: last
      ? said.delivery.wait.lastDidNotCount(said.dateTime(last.received_at), deliveryOutcome(last, said.delivery).text, last.signature_valid)
      : said.delivery.wait.noneCame,
  })
  const english = say(en)
  const details = {
    event_type: wait.eventType,
    object_id: wait.objectId ?? null,
    timeout_seconds: wait.timeoutSeconds,
    last_delivery: last
      ? {received_at: last.received_at, outcome: deliveryOutcome(last, en.delivery).text, signature_valid: last.signature_valid}
      : null,
  }
  return new OutcomeError(english.message, {code: 'WEBHOOK_NOT_DELIVERED', tryMessage: english.tryMessage, spoken: say(words()), details})
}
