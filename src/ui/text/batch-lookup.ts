import type {StaleLookup} from '../../services/batch/stale-lookup.js'
import {words} from '../words/active.js'
import {payoutText} from './batch-plan.js'
import {paintStatus} from './status.js'
import type {Style} from './style.js'
import {terminalSafe} from './terminal-safe.js'
import {timeWithRelative} from './time-with-relative.js'

/**
 * What the lookup found for rows whose keys may have expired: a withdrawal (recorded as done), or none.
 * @example renderStaleLookup(lookup, style, Date.now()) // 'Row 7 was sent 2026-03-01 10:00:00 (1 day ago) …\n  row 7: found wd_… (SUCCESS)\n'
 */
export function renderStaleLookup(lookup: StaleLookup, style: Style, now: number = Date.now()): string {
  const said = words().batch.lookup
  const lines = [
    said.intro(lookup.findings.length, lookup.pages),
    ...lookup.findings.map(({payout, sentAt, withdrawal}) => {
      const {body} = payout
      const what = payoutText(body.receiver_bank_provider, body.receiver_bank_account_number, body.amount)
      const found = withdrawal
        ? said.found(terminalSafe(withdrawal.id), paintStatus(withdrawal.status, style))
        : style.yellow(said.notFound)
      return `  ${said.row(payout.row, what, timeWithRelative(new Date(sentAt).toISOString(), now))}${found}`
    }),
  ]
  if (!lookup.complete) lines.push(style.yellow(`  ${said.incomplete(lookup.pages)}`))
  return `${lines.join('\n')}\n`
}

/** The question for rows the lookup could not match. */
export function unmatchedQuestion(count: number): string {
  return words().batch.lookup.question(count)
}

/** What is said instead of the question when nobody can answer it. */
export function unmatchedLeftNote(count: number): string {
  return words().batch.lookup.left(count)
}
