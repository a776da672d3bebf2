import * as Args from '@oclif/core/args'
import {OUTPUT_SCHEMA, PayCommand} from '../../cli/base-command.js'
import {idempotencyKeyFlag, sendingFlags} from '../../cli/flags.js'
import type {DryRunOutput} from '../../core/schemas/output/cli.js'
import type {TopUpResult} from '../../core/schemas/test-endpoints.js'
import {assertTestMode} from '../../services/test-mode/guard.js'
import {topUpTestWallet, wouldTopUp} from '../../services/test-mode/top-up.js'
import {renderTopUp} from '../../ui/text/test-mode.js'

export default class TestTopUpCommand extends PayCommand<typeof TestTopUpCommand> {
  static override summary = 'Credit the test wallet (at most 1,000,000.00 THB per call).'
  static override description = 'Test mode only. The amount is checked before anything is sent.'
  static override examples = ['<%= config.bin %> test top-up 5000', '<%= config.bin %> test top-up 1,000,000.00 --json']
  static override args = {amount: Args.string({description: 'Baht to credit, e.g. 5000 or 5,000.00', required: true})}
  static override flags = {...sendingFlags, ...idempotencyKeyFlag}

  static override [OUTPUT_SCHEMA] = () => import('../../core/schemas/test-endpoints.js').then((module) => module.topUpResultSchema)

  async run(): Promise<TopUpResult | DryRunOutput> {
    assertTestMode('test top-up', this.flags.live)
    const topUp = {api: this.session.api(), amount: this.args.amount, idempotencyKey: this.flags['idempotency-key']}
    if (this.flags['dry-run']) return this.dryRunResult(wouldTopUp(topUp))
    const result = await topUpTestWallet(topUp)
    this.print(() => renderTopUp(result, this.outStyle))
    return result
  }
}
