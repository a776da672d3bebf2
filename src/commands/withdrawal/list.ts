import * as Flags from '@oclif/core/flags'

import {PayCommand} from '../../cli/base-command.js'
import {sendingFlags} from '../../cli/flags.js'
import {OUTPUT_SCHEMA} from '../../cli/output-contract.js'
import {groupThousands} from '../../core/money/money.js'
import type {DryRunOutput} from '../../core/schemas/output/cli.js'
import {type Withdrawal, type WithdrawalList, withdrawalListOutputSchema} from '../../core/schemas/withdrawal.js'
import {shellWord} from '../../core/text/shell-word.js'
import {say} from '../../core/text/visible-text.js'
import {ALL_WITHDRAWALS_CAP, listAllWithdrawals, listWithdrawalPage, wouldListWithdrawals} from '../../services/withdrawals/list.js'
import {renderWithdrawalTable} from '../../ui/text/withdrawal-list.js'

export default class WithdrawalListCommand extends PayCommand<typeof WithdrawalListCommand> {
  static override summary = 'List withdrawals, newest first.'
  static override description =
    `One page by default. --all follows the pages to the end (at most ${groupThousands(String(ALL_WITHDRAWALS_CAP))} withdrawals).

With --json, one page prints the envelope {"data", "has_more", "next_cursor"} (continue with --cursor); --all prints a plain array of every withdrawal. The human table masks account numbers to their last 4 digits; --json does not.`
  static override examples = [
    '<%= config.bin %> withdrawal list',
    '<%= config.bin %> withdrawal list --status failed --limit 50',
    '<%= config.bin %> withdrawal list --all --json > withdrawals.json',
  ]
  static override flags = {
    ...sendingFlags,
    status: Flags.string({description: 'Only this status: PENDING, APPROVED, PROCESSING, IN_PROGRESS, SUCCESS, FAILED or REJECTED.'}),
    limit: Flags.integer({description: "Withdrawals per page, 1–100 (default: the service's, 20; 100 with --all).", min: 1, max: 100}),
    cursor: Flags.string({description: 'Start after this cursor (next_cursor of the previous page).'}),
    all: Flags.boolean({description: 'Follow next_cursor until the last page.'}),
  }

  static override [OUTPUT_SCHEMA] = withdrawalListOutputSchema

  async run(): Promise<Withdrawal[] | WithdrawalList | DryRunOutput> {
    const query = {api: this.session.api(), status: this.flags.status, limit: this.flags.limit, cursor: this.flags.cursor}
    if (this.flags['dry-run']) return this.dryRunResult(wouldListWithdrawals(query, this.flags.all))
    if (this.flags.all) {
      const {withdrawals, pages, capped} = await listAllWithdrawals(query)
      this.print(renderWithdrawalTable(withdrawals, this.outStyle))
      if (capped)
        this.note(
          `Stopped at ${withdrawals.length} withdrawals (${pages} pages), the safety cap of --all; more exist. Narrow the list with --status.`,
        )
      return withdrawals
    }
    const page = await listWithdrawalPage(query)
    this.print(renderWithdrawalTable(page.data, this.outStyle))
    if (page.has_more && page.next_cursor !== null && !this.jsonEnabled())
      this.note(say`More withdrawals: --cursor ${shellWord(page.next_cursor)} for the next page, or --all.`)
    return page
  }
}
