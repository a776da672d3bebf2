import type {PayError} from '../../core/errors.js'
import {displayWidth, padEndDisplay} from '../../core/text/display-width.js'
import {terminalSafe} from '../../core/text/visible-text.js'
import type {RowOutcome} from '../../services/batch/runner.js'
import {spokenOf, words} from '../words/active.js'
import {paintStatus, wireMoneyText} from './format.js'
import type {Style} from './style.js'

/** The row and outcome columns of a row line, in terminal columns; wider when a language's words need it. */
const COLUMN = 9

/**
 * One line per row on stderr when there is no terminal to draw progress on.
 * @example rowLine(outcome, style) // 'row 12   done      wd_…  PENDING  500.00 THB + fee 9.00'
 */
export function rowLine(outcome: RowOutcome, style: Style): string {
  const said = words().batch.progress
  const label = said.row(outcome.task.payout.row)
  const row = padEndDisplay(label, Math.max(COLUMN, displayWidth(label) + 1))
  const width = Math.max(COLUMN, ...[said.done, said.failed, said.unknown].map((word) => displayWidth(word) + 1))
  const kind = (word: string, paint: (text: string) => string) => paint(padEndDisplay(word, width))
  const error = outcome.kind === 'done' ? '' : `${terminalSafe(outcome.error.code)}: ${reasonOf(outcome.error)}`
  switch (outcome.kind) {
    case 'done': {
      const {withdrawal} = outcome
      const replay = outcome.replayed ? style.dim(`  ${said.replayed}`) : ''
      return `${row}${kind(said.done, style.green)} ${terminalSafe(withdrawal.id)}  ${paintStatus(withdrawal.status, style)}  ${wireMoneyText(withdrawal.amount)} ${said.fee(terminalSafe(withdrawal.fee))}${replay}\n`
    }
    case 'failed':
      return `${row}${kind(said.failed, style.red)} ${error}\n`
    case 'unknown':
      return `${row}${kind(said.unknown, style.yellow)} ${error} ${said.askAgain}\n`
  }
}

/** pay's words for the error; an answer's own message (the service's words, often English) after them, marked as its. */
function reasonOf(error: PayError): string {
  const spoken = spokenOf(error)?.message
  if (error.status === undefined) return terminalSafe(spoken ?? error.message)
  // An 'api-error' says only the service's message: there are no words of pay's to put first.
  const pays = error.facts?.code === 'api-error' ? undefined : spoken
  return words().batch.progress.reason(pays === undefined ? undefined : terminalSafe(pays), terminalSafe(error.message))
}
