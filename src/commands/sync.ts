import {OUTPUT_SCHEMA, PayCommand} from '../cli/base-command.js'
import {sendingFlags} from '../cli/flags.js'
import {endpoint} from '../core/http/api.js'
import type {DryRunOutput} from '../core/schemas/output/cli.js'
import {type SyncReport, syncLedger} from '../services/ledger/sync.js'
import {ALL_PAGE_SIZE} from '../services/withdrawals/list.js'
import {renderSyncReport} from '../ui/text/ledger.js'

export default class SyncCommand extends PayCommand<typeof SyncCommand> {
  static override summary = "Bring pay's ledger up to date: every withdrawal, and each deposit not final yet."
  static override description =
    'pay records every deposit and withdrawal it creates or sees in a ledger of the profile and mode (docs/books.md). sync reads the withdrawal list page by page down to where the last sync read through (every page the first time), each withdrawal not final that those pages did not show, and each deposit not final (the API cannot list deposits), so a second run sends only what it must. Deposits created outside pay are in the ledger only once pay has seen them (`deposit get`, a webhook delivery to `webhook listen`).'
  static override examples = ['<%= config.bin %> sync', '<%= config.bin %> sync --json', '<%= config.bin %> sync --live']
  static override flags = {...sendingFlags}

  static override [OUTPUT_SCHEMA] = () => import('../services/ledger/sync.js').then((module) => module.syncReportSchema)

  async run(): Promise<SyncReport | DryRunOutput> {
    const api = this.session.api()
    if (this.flags['dry-run']) return this.dryRunResult(api.wouldSend(endpoint.listWithdrawals({limit: ALL_PAGE_SIZE})))
    this.session.callerKeepsLedger()
    const report = await syncLedger({api, scope: this.session.ledgerScope()})
    this.print(() => renderSyncReport(report, this.outStyle))
    return report
  }
}
