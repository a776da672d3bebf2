import {PayError} from '../../core/errors.js'
import type {AuditVerification} from '../../core/schemas/output/audit.js'
import {terminalSafe} from '../../core/text/visible-text.js'
import {spokenOf, words} from '../words/active.js'
import type {Style} from './style.js'

/** What `pay audit verify` says: the chain whole (and its last record to keep), or its first broken record. */
export function renderVerification(verification: AuditVerification, style: Style): string {
  const said = words().audit.verify
  const path = terminalSafe(verification.path)
  const {broken, last} = verification
  if (broken) return `${style.red(said.broken(sayProblem(broken), path))}\n${said.goodBefore(verification.records)}\n`
  if (!last) return `${said.empty(path)}\n`
  return `${style.green(said.whole(verification.records, path))}\n${said.last(last.seq, last.hash, terminalSafe(last.at))}\n`
}

/** How the first broken record broke the chain. */
function sayProblem({problem, line, seq, expected}: NonNullable<AuditVerification['broken']>): string {
  const {problems} = words().audit.verify
  if (problem === 'unreadable' || seq === undefined) return problems.unreadable(line)
  if (problem === 'missing' || problem === 'out-of-order') return problems[problem](line, seq, expected)
  return problems[problem](line, seq)
}

/** The note of a run whose audit record could not be appended (the run's outcome stands). */
export function renderAuditFailure(path: string, error: Error, style: Style): string {
  const reason =
    error instanceof PayError ? (spokenOf(error)?.message ?? error.message) : ((error as NodeJS.ErrnoException).code ?? error.message)
  return `${style.yellow(words().notices.warning)} ${words().audit.notAppended(terminalSafe(path), terminalSafe(reason))}`
}

/**
 * JSON for stdout, where a terminal may show it: the document as JSON.stringify writes it, with every control,
 * format or separator character inside its strings written as a `\uXXXX` escape, so it reads back the same and
 * nothing in a record acts on the terminal. Its own line breaks (formatting) are kept.
 * @example terminalJson({a: 'x\u009b2J'}) // '{"a": "x\\u009b2J"}' (indented)
 */
export function terminalJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, (character) =>
    character === '\n'
      ? character
      : [...Array(character.length).keys()].map((index) => `\\u${character.charCodeAt(index).toString(16).padStart(4, '0')}`).join(''),
  )
}
