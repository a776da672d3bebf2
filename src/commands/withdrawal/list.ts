import * as Flags from '@oclif/core/flags'
import {OUTPUT_SCHEMA, PayCommand} from '../../cli/base-command.js'
import {sendingFlags, wideFlag} from '../../cli/flags.js'
import {groupThousands} from '../../core/money/money.js'
import type {DryRunOutput} from '../../core/schemas/output/cli.js'
import type {Withdrawal, WithdrawalList} from '../../core/schemas/withdrawal.js'
import {shellWord} from '../../core/text/shell-word.js'
import {terminalSafe} from '../../core/text/visible-text.js'
import {
  ALL_WITHDRAWALS_CAP,
  listAllWithdrawals,
  listWithdrawalPage,
  readWithdrawalStatus,
  wouldListWithdrawals,
} from '../../services/withdrawals/list.js'
import {renderWithdrawalTable, unknownStatus} from '../../ui/text/withdrawal-list.js'
import {words} from '../../ui/words/active.js'

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
    ...wideFlag,
    status: Flags.string({description: 'Only this status: PENDING, APPROVED, PROCESSING, IN_PROGRESS, SUCCESS, FAILED or REJECTED.'}),
    limit: Flags.integer({description: "Withdrawals per page, 1–100 (default: the service's, 20; 100 with --all).", min: 1, max: 100}),
    cursor: Flags.string({description: 'Start after this cursor (next_cursor of the previous page).'}),
    all: Flags.boolean({description: 'Follow next_cursor until the last page.'}),
  }

  static override [OUTPUT_SCHEMA] = () => import('../../core/schemas/withdrawal.js').then((module) => module.withdrawalListOutputSchema)

  async run(): Promise<Withdrawal[] | WithdrawalList | DryRunOutput> {
    const status =
      this.flags.status === undefined ? undefined : (readWithdrawalStatus(this.flags.status) ?? unknownStatus(this.flags.status))
    const query = {api: this.session.api(), status, limit: this.flags.limit, cursor: this.flags.cursor}
    if (this.flags['dry-run']) return this.dryRunResult(wouldListWithdrawals(query, this.flags.all))
    if (this.flags.all) {
      const {withdrawals, pages, capped} = await listAllWithdrawals(query)
      this.print(() => renderWithdrawalTable(withdrawals, this.outStyle, this.tableWidth(this.flags.wide)))
      if (capped) this.note(words().withdrawal.capped(withdrawals.length, pages))
      return withdrawals
    }
    const page = await listWithdrawalPage(query)
    this.print(() => renderWithdrawalTable(page.data, this.outStyle, this.tableWidth(this.flags.wide)))
    if (page.has_more && page.next_cursor !== null && !this.jsonEnabled())
      this.note(words().withdrawal.more(terminalSafe(shellWord(page.next_cursor))))
    return page
  }
}
