import type {PayError} from '../../core/errors.js'
import type {Style} from './style.js'

/** The human form of an error: what happened, its code and request id, and one line on what to do next. */
export function renderError(error: PayError, style: Style): string {
  const lines = [`${style.red(style.bold('Error:'))} ${error.message}`]
  const facts = [
    error.code && error.code !== 'ERROR' ? `code ${error.code}` : undefined,
    error.status ? `status ${error.status}` : undefined,
    error.requestId ? `request_id ${error.requestId}` : undefined,
  ].filter(Boolean)
  if (facts.length > 0) lines.push(style.dim(`  ${facts.join(' · ')}`))
  if (error.idempotencyKey) lines.push(`  Idempotency-Key: ${error.idempotencyKey}  (retry with --idempotency-key ${error.idempotencyKey})`)
  if (error.tryMessage) lines.push(`  ${style.cyan('→')} ${error.tryMessage}`)
  return `${lines.join('\n')}\n`
}
