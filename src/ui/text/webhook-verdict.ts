import type {WebhookDiagnosis} from '../../core/signing/diagnosis/diagnose-webhook-signature.js'
import type {WebhookEventSummary} from '../../core/signing/diagnosis/webhook-event-summary.js'
import {renderFoundMistakes, renderNextSteps} from './found-mistakes.js'
import type {Style} from './style.js'
import {terminalSafe} from './terminal-safe.js'

/** What `pay webhook verify` prints: valid with the event, or invalid with the variants that would match. */
export function renderWebhookVerdict(diagnosis: WebhookDiagnosis, style: Style): string {
  if (diagnosis.valid) return `${[style.green('✓ Valid signature'), ...renderEvent(diagnosis.event, style)].join('\n')}\n`
  const explanation =
    diagnosis.matchingVariants.length > 0
      ? ['The signature matches when:', ...renderFoundMistakes(diagnosis.matchingVariants, style)]
      : ['No usual variant of the body, secret or signature matches. Check:', ...renderNextSteps(diagnosis.nextSteps, style)]
  return `${[style.red('✗ Invalid signature'), ...explanation].join('\n')}\n`
}

function renderEvent(event: WebhookEventSummary, style: Style): string[] {
  // The body's own words: printed escaped, whoever signed it.
  const row = (label: string, value: string) => `${style.bold(terminalSafe(label).padEnd(16))}${terminalSafe(value)}`
  switch (event.kind) {
    case 'event':
      return [
        row('Event', event.eventType),
        row('Event id', event.eventId),
        ...(event.objectId ? [row('Object', event.objectId)] : []),
        ...event.fields.map(([name, value]) => row(name, value)),
      ]
    case 'unknown-event':
      return [
        `${row('Event', event.eventType)} ${style.dim('(not a type this version knows)')}`,
        ...(event.eventId ? [row('Event id', event.eventId)] : []),
      ]
    case 'invalid-event':
      return [
        style.yellow(`⚠ The body is not a valid ${terminalSafe(event.eventType ?? 'event')}:`),
        ...event.problems.map((problem) => `  ${terminalSafe(problem)}`),
      ]
    case 'not-json':
      return [style.yellow('⚠ The body is not JSON.')]
  }
}
