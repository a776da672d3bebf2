import {terminalSafe} from '../../core/text/visible-text.js'
import type {SyncReport} from '../../services/ledger/sync.js'
import {words} from '../words/active.js'
import {labelledLines} from './format.js'
import type {Style} from './style.js'

/** What `pay sync` read and recorded, and what is still pending. */
export function renderSyncReport(report: SyncReport, style: Style): string {
  const said = words().ledger.sync
  const {fetched, still_pending: pending} = report
  const lines: Array<[string, string]> = [
    [said.fetched, said.fetchedLine(fetched.withdrawal_pages, fetched.withdrawals, fetched.deposits)],
    [said.recorded, said.recordedLine(report.added, report.updated)],
    [said.pending, said.pendingLine(pending.deposits, pending.withdrawals)],
  ]
  if (report.not_found.length > 0) lines.push([said.notFound, said.notFoundLine(report.not_found.map(terminalSafe).join(', '))])
  return `${style.green('✓')} ${said.title(terminalSafe(report.ledger))}\n${labelledLines(lines, style.bold)}\n`
}
