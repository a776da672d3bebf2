import type {PayError} from '../../core/errors.js'
import {terminalSafe, terminalSafeLines} from '../../core/text/visible-text.js'
import {spokenOf, words} from '../words/active.js'
import type {Style} from './style.js'

/**
 * The human form of an error: what happened, its code and request id, and one line on what to do next. Values
 * in the message were escaped where it was built (`say`); any control left is escaped here, line by line. The
 * code is shown as it is in every language: it is what people search for and quote.
 */
export function renderError(error: PayError, style: Style): string {
  const said = words().error
  const lines = [`${style.red(style.bold(said.label))} ${terminalSafeLines(spokenOf(error)?.message ?? error.message)}`]
  const facts = [
    error.code && error.code !== 'ERROR' ? said.code(terminalSafe(error.code)) : undefined,
    error.status ? said.status(error.status) : undefined,
    error.requestId ? said.requestId(terminalSafe(error.requestId)) : undefined,
  ].filter(Boolean)
  if (facts.length > 0) lines.push(style.dim(`  ${facts.join(' · ')}`))
  if (error.idempotencyKey) lines.push(`  Idempotency-Key: ${terminalSafe(error.idempotencyKey)}`)
  if (error.retryCommand) lines.push(`  ${words().request.retryWith(terminalSafe(error.retryCommand))}`)
  const next = nextStep(error)
  if (next) lines.push(`  ${style.cyan('→')} ${terminalSafeLines(next)}`)
  return `${lines.join('\n')}\n`
}

/** What to do next, in the run's language where the error or the catalog has it, else the error's own line. */
export function nextStep(error: PayError): string | undefined {
  return spokenOf(error)?.tryMessage ?? words().error.hints[error.code] ?? error.tryMessage
}
