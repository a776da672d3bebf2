import * as Args from '@oclif/core/args'
import {OUTPUT_SCHEMA, PayCommand} from '../../cli/base-command.js'
import {sendingFlags} from '../../cli/flags.js'
import {endpoint} from '../../core/http/api.js'
import type {DryRunOutput} from '../../core/schemas/output/cli.js'
import type {Withdrawal} from '../../core/schemas/withdrawal.js'
import {follow} from '../../flows/follow.js'
import {withdrawalTarget} from '../../services/watch/status-watch.js'
import {getWithdrawalByIdOrPrefix} from '../../services/withdrawals/list.js'
import {renderWithdrawal} from '../../ui/text/withdrawal.js'

export default class WithdrawalWatchCommand extends PayCommand<typeof WithdrawalWatchCommand> {
  static override summary = 'Follow a withdrawal until it is SUCCESS, FAILED or REJECTED.'
  static override description =
    `On a terminal: a live view with the status history and the money (amount, fee, gross, destination); q leaves without changing anything.

Without a terminal, or with --json: each status change is a line on stderr, and the final withdrawal is printed. Exit 0 on SUCCESS (paid), 4 on FAILED or REJECTED (the gross went back to the wallet; the service's reason is shown), 130 on Ctrl-C in the live view.`
  static override examples = [
    '<%= config.bin %> withdrawal watch 6f1c2e9a-…',
    '<%= config.bin %> withdrawal watch 6f1c2e9a-… --json && echo paid',
  ]
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
    const live = this.canDrawLiveView
    const followed = await follow({io: this.io, errStyle: this.errStyle, target: withdrawalTarget(api, data.id), initial: data, live})
    if (!live) this.print(() => renderWithdrawal(followed.object, this.outStyle))
    return this.finish(followed.object, followed.exitCode)
  }
}
