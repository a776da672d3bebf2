import * as Args from '@oclif/core/args'
import {OUTPUT_SCHEMA, PayCommand} from '../../cli/base-command.js'
import {sendingFlags} from '../../cli/flags.js'
import {endpoint} from '../../core/http/api.js'
import type {DryRunOutput} from '../../core/schemas/output/cli.js'
import type {Withdrawal} from '../../core/schemas/withdrawal.js'
import {getWithdrawalByIdOrPrefix} from '../../services/withdrawals/list.js'
import {renderWithdrawal} from '../../ui/text/withdrawal.js'

export default class WithdrawalGetCommand extends PayCommand<typeof WithdrawalGetCommand> {
  static override summary = 'Show one withdrawal: status, amount, fee, gross, destination.'
  static override description =
    "The status is the current one; only SUCCESS means paid. FAILED and REJECTED return the gross to the wallet, and show the service's reason."
  static override examples = ['<%= config.bin %> withdrawal get 6f1c2e9a-…', '<%= config.bin %> withdrawal get 6f1c2e9a-… --json']
  static override args = {
    id: Args.string({
      description: 'Withdrawal id, or its first 8 or more characters (as a narrow `withdrawal list` shows it)',
      required: true,
    }),
  }
  static override flags = {...sendingFlags}

  static override [OUTPUT_SCHEMA] = () => import('../../core/schemas/withdrawal.js').then((module) => module.withdrawalSchema)

  async run(): Promise<Withdrawal | DryRunOutput> {
    const api = this.session.api()
    if (this.flags['dry-run']) return this.dryRunResult(api.wouldSend(endpoint.getWithdrawal(this.args.id)))
    const data = await getWithdrawalByIdOrPrefix(api, this.args.id)
    this.print(() => renderWithdrawal(data, this.outStyle))
    return data
  }
}
