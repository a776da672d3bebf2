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
  if (broken) return `${style.red(said.broken(broken, path))}\n${said.goodBefore(verification.records)}\n`
  if (!last) return `${said.empty(path)}\n`
  return `${style.green(said.whole(verification.records, path))}\n${said.last(last.seq, last.hash, terminalSafe(last.at))}\n`
}

/** The note of a run whose audit record could not be appended (the run's outcome stands). */
export function renderAuditFailure(path: string, error: Error, style: Style): string {
  const reason =
    error instanceof PayError ? (spokenOf(error)?.message ?? error.message) : ((error as NodeJS.ErrnoException).code ?? error.message)
  return `${style.yellow(words().notices.warning)} ${words().audit.notAppended(terminalSafe(path), terminalSafe(reason))}`
}
