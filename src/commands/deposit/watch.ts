import * as Args from '@oclif/core/args'
import {OUTPUT_SCHEMA, PayCommand} from '../../cli/base-command.js'
import {sendingFlags} from '../../cli/flags.js'
import {endpoint} from '../../core/http/api.js'
import type {Deposit} from '../../core/schemas/deposit.js'
import type {DryRunOutput} from '../../core/schemas/output/cli.js'
import {followDeposit, preloadLiveView} from '../../flows/follow.js'

export default class DepositWatchCommand extends PayCommand<typeof DepositWatchCommand> {
  static override summary = 'Follow a deposit until it is CREDITED, EXPIRED or CANCELLED.'
  static override description =
    `On a terminal: the pay screen and a live view with the status history and the countdowns to display_expires_at and match_window_until; c cancels (asks first), s simulates the transfer (test mode), q leaves without changing anything.

Without a terminal, or with --json: each status change is a line on stderr, and the final deposit is printed. Exit 0 when CREDITED, 4 when EXPIRED or CANCELLED (130 on Ctrl-C in the live view).`
  static override examples = [
    '<%= config.bin %> deposit watch 3b9d0c1e-…',
    '<%= config.bin %> deposit watch 3b9d0c1e-… --json > final.json',
  ]
  static override args = {id: Args.string({description: 'Deposit id', required: true})}
  static override flags = {...sendingFlags}

  static override [OUTPUT_SCHEMA] = () => import('../../core/schemas/deposit.js').then((module) => module.depositSchema)

  async run(): Promise<Deposit | DryRunOutput> {
    const api = this.session.api()
    if (this.flags['dry-run']) return this.dryRunResult(api.wouldSend(endpoint.getDeposit(this.args.id)))
    if (this.canDrawLiveView) preloadLiveView()
    const {data} = await api.getDeposit(this.args.id)
    return followDeposit(this.context(), data, this.canDrawLiveView, (final) => final)
  }
}
