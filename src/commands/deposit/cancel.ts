import * as Args from '@oclif/core/args'
import {OUTPUT_SCHEMA, PayCommand} from '../../cli/base-command.js'
import {sendingFlags} from '../../cli/flags.js'
import {endpoint} from '../../core/http/api.js'
import type {CancelledDeposit} from '../../core/schemas/deposit.js'
import type {DryRunOutput} from '../../core/schemas/output/cli.js'
import {cancelDeposit} from '../../services/deposits/cancel.js'
import {renderCancelledDeposit} from '../../ui/text/deposit.js'

export default class DepositCancelCommand extends PayCommand<typeof DepositCancelCommand> {
  static override summary = 'Cancel a PENDING deposit, so that a transfer made after it is not matched.'
  static override description =
    'Frees the amount slot for a new deposit. A deposit that is already CREDITED, EXPIRED or CANCELLED cannot be cancelled (exit 1, NOT_CANCELLABLE). No money moves, so there is no confirmation, in live mode too.'
  static override examples = ['<%= config.bin %> deposit cancel 3b9d0c1e-…', '<%= config.bin %> deposit cancel 3b9d0c1e-… --json']
  static override args = {id: Args.string({description: 'Deposit id', required: true})}
  static override flags = {...sendingFlags}

  static override [OUTPUT_SCHEMA] = () => import('../../core/schemas/output/deposit.js').then((module) => module.cancelledDepositSchema)

  async run(): Promise<CancelledDeposit | DryRunOutput> {
    const api = this.session.api()
    if (this.flags['dry-run']) return this.dryRunResult(api.wouldSend(endpoint.cancelDeposit(this.args.id)))
    const cancelled = await cancelDeposit(api, this.args.id)
    this.print(() => renderCancelledDeposit(cancelled, this.outStyle))
    return cancelled
  }
}
