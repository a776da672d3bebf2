import {OutcomeError} from '../../core/errors.js'
import type {WebhookDiagnosis, WebhookEventSummary} from '../../core/signing/diagnosis/diagnose-webhook-signature.js'
import {snakeCaseKeys} from '../../core/text/snake-case-keys.js'
import {terminalSafe} from '../../core/text/visible-text.js'
import {words} from '../words/active.js'
import {en, type Words} from '../words/en/index.js'
import {eventFieldRows} from './delivery-details.js'
import {labelledLines} from './format.js'
import {renderFoundMistakes, renderNextSteps, saidMistake} from './found-mistakes.js'
import type {Style} from './style.js'

/** What `pay webhook verify` prints: valid with the event, or invalid with the variants that would match. */
export function renderWebhookVerdict(diagnosis: WebhookDiagnosis, style: Style): string {
  const said = words().delivery.verify
  if (diagnosis.valid) return `${[style.green(said.valid), ...renderEvent(diagnosis.event, style)].join('\n')}\n`
  const explanation =
    diagnosis.matchingVariants.length > 0
      ? [said.matchesWhen, ...renderFoundMistakes(diagnosis.matchingVariants, style)]
      : [said.noVariant, ...renderNextSteps(said.unexplainedNextSteps, style)]
  return `${[style.red(said.invalid), ...explanation].join('\n')}\n`
}

/**
 * The error of a signature that does not match (exit 4), naming the first variant that would: English for
 * `--json`, the run's language for people. No next step: the verdict above already lists what to check.
 */
export function invalidSignatureError(diagnosis: WebhookDiagnosis): OutcomeError {
  const [first] = diagnosis.matchingVariants
  const message = (said: Words) =>
    first ? said.delivery.verify.wouldMatchWith(saidMistake(first, said).title) : said.delivery.verify.doesNotMatch
  // The details are --json: the mistakes said in English.
  const matchingVariants = diagnosis.matchingVariants.map((mistake) => saidMistake(mistake, en))
  return new OutcomeError(message(en), {
    code: 'INVALID_SIGNATURE',
    details: snakeCaseKeys({matchingVariants, nextSteps: first ? [] : en.delivery.verify.unexplainedNextSteps}) as Record<string, unknown>,
    spoken: {message: message(words())},
  })
}

function renderEvent(event: WebhookEventSummary, style: Style): string[] {
  const said = words()
  const {labels} = said.delivery
  // The body's own words: printed escaped, whoever signed it.
  const rows = (pairs: Array<[string, string]>) =>
    labelledLines(pairs, style.bold, 2, [labels.event, labels.eventId, labels.object]).split('\n')
  switch (event.kind) {
    case 'event':
      return rows([
        [labels.event, terminalSafe(event.eventType)],
        [labels.eventId, terminalSafe(event.eventId)],
        ...(event.objectId ? [[labels.object, terminalSafe(event.objectId)] as [string, string]] : []),
        ...eventFieldRows(event.fields),
      ])
    case 'unknown-event': {
      const [type, ...id] = rows([
        [labels.event, terminalSafe(event.eventType)],
        ...(event.eventId ? [[labels.eventId, terminalSafe(event.eventId)] as [string, string]] : []),
      ])
      return [`${type} ${style.dim(said.delivery.verify.unknownType)}`, ...id]
    }
    case 'invalid-event':
      return [
        style.yellow(
          said.delivery.verify.notValidEvent(event.eventType === undefined ? said.delivery.verify.anEvent : terminalSafe(event.eventType)),
        ),
        ...event.problems.map((problem) => `  ${terminalSafe(problem)}`),
      ]
    case 'not-json':
      return [style.yellow(said.delivery.verify.notJson)]
  }
}
