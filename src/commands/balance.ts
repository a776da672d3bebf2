import {OUTPUT_SCHEMA, PayCommand} from '../cli/base-command.js'
import {sendingFlags} from '../cli/flags.js'
import {endpoint} from '../core/http/api.js'
import type {Balance} from '../core/schemas/balance.js'
import type {DryRunOutput} from '../core/schemas/output/cli.js'
import {renderBalance} from '../ui/text/balance.js'

export default class BalanceCommand extends PayCommand<typeof BalanceCommand> {
  static override summary = 'Show the wallet balance: available and pending.'
  static override description = 'Available can be paid out; pending is held by withdrawals that are not final yet.'
  static override examples = ['<%= config.bin %> balance', '<%= config.bin %> balance --json', '<%= config.bin %> balance --live']
  static override flags = {...sendingFlags}

  static override [OUTPUT_SCHEMA] = () => import('../core/schemas/balance.js').then((module) => module.balanceSchema)

  async run(): Promise<Balance | DryRunOutput> {
    const api = this.session.api()
    if (this.flags['dry-run']) return this.dryRunResult(api.wouldSend(endpoint.getBalance()))
    const {data} = await api.getBalance()
    this.print(() => renderBalance(data, this.outStyle))
    return data
  }
}
