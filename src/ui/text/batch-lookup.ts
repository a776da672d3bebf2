import {terminalSafe} from '../../core/text/visible-text.js'
import type {StaleFinding, StaleLookup} from '../../services/batch/stale-lookup.js'
import {words} from '../words/active.js'
import {payoutText} from './batch-plan.js'
import {paintStatus, timeWithRelative} from './format.js'
import type {Style} from './style.js'

/**
 * What the lookup found for rows sent without a final answer, this batch's whose keys may have expired, then
 * those possibly paid by another batch: a withdrawal (recorded), or none.
 * @example renderStaleLookup(lookup, style, Date.now()) // 'Row 7 was sent 2026-03-01 10:00:00 (1 day ago) …\n  row 7: found wd_… (SUCCESS)\n'
 */
export function renderStaleLookup(lookup: StaleLookup, style: Style, now: number = Date.now()): string {
  const said = words().batch.lookup
  const own = lookup.findings.filter((finding) => !finding.by)
  const others = lookup.findings.filter((finding) => finding.by)
  const line = ({payout, sentAt, withdrawal, by}: StaleFinding) => {
    const {body} = payout
    const what = payoutText(body.receiver_bank_provider, body.receiver_bank_account_number, body.amount)
    const sent = timeWithRelative(new Date(sentAt).toISOString(), now)
    const row = by ? said.sentBy(payout.row, what, sent, terminalSafe(by.batch_id)) : said.row(payout.row, what, sent)
    if (!withdrawal) return `  ${row}${style.yellow(said.notFound)}`
    const status = paintStatus(withdrawal.status, style)
    return `  ${row}${by ? said.foundPaidBy(terminalSafe(withdrawal.id), status) : said.found(terminalSafe(withdrawal.id), status)}`
  }
  const lines = [
    ...(own.length > 0 ? [said.intro(own.length, lookup.pages), ...own.map(line)] : []),
    ...(others.length > 0 ? [said.possiblyIntro(others.length, lookup.pages), ...others.map(line)] : []),
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
