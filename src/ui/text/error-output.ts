import type {PayError} from '../../core/errors.js'
import {shellWord} from '../../core/text/shell-word.js'
import {terminalSafe, terminalSafeLines} from '../../core/text/visible-text.js'
import type {Style} from './style.js'

/**
 * The human form of an error: what happened, its code and request id, and one line on what to do next. Values
 * in the message were escaped where it was built (`say`); any control left is escaped here, line by line.
 */
export function renderError(error: PayError, style: Style): string {
  const lines = [`${style.red(style.bold('Error:'))} ${terminalSafeLines(error.message)}`]
  const facts = [
    error.code && error.code !== 'ERROR' ? `code ${error.code}` : undefined,
    error.status ? `status ${error.status}` : undefined,
    error.requestId ? `request_id ${error.requestId}` : undefined,
  ].filter(Boolean)
  if (facts.length > 0) lines.push(style.dim(`  ${terminalSafe(facts.join(' · '))}`))
  if (error.idempotencyKey) {
    lines.push(
      `  Idempotency-Key: ${terminalSafe(error.idempotencyKey)}  (retry with --idempotency-key ${terminalSafe(shellWord(error.idempotencyKey))})`,
    )
  }
  if (error.tryMessage) lines.push(`  ${style.cyan('→')} ${terminalSafeLines(error.tryMessage)}`)
  return `${lines.join('\n')}\n`
}
