import * as Args from '@oclif/core/args'
import * as Flags from '@oclif/core/flags'
import {OUTPUT_SCHEMA, SandboxCommand} from '../../../cli/base-command.js'
import {sandboxDataDirFlag} from '../../../cli/flags.js'
import type {Withdrawal} from '../../../core/schemas/withdrawal.js'
import {terminalSafe} from '../../../core/text/visible-text.js'
import {sandboxAdmin} from '../../../sandbox/control/admin-client.js'
import {words} from '../../../ui/words/active.js'

export default class SandboxWithdrawalSettle extends SandboxCommand<typeof SandboxWithdrawalSettle> {
  static override summary = 'Move a withdrawal straight to a final state (FAILED and REJECTED refund the gross).'
  static override examples = [
    '<%= config.bin %> sandbox withdrawal settle 5f1e… --status SUCCESS',
    '<%= config.bin %> sandbox withdrawal settle 5f1e… --status REJECTED --json',
  ]
  static override args = {id: Args.string({description: 'Withdrawal id', required: true})}
  static override flags = {
    ...sandboxDataDirFlag(),
    status: Flags.string({description: 'Final state', options: ['SUCCESS', 'FAILED', 'REJECTED'], required: true}),
  }

  static override [OUTPUT_SCHEMA] = () => import('../../../core/schemas/withdrawal.js').then((module) => module.withdrawalSchema)

  async run(): Promise<Withdrawal> {
    const withdrawal = await sandboxAdmin<Withdrawal>(
      this.sandboxDataDir,
      'POST',
      `/_sandbox/withdrawals/${encodeURIComponent(this.args.id)}/settle`,
      {status: this.flags.status},
    )
    this.print(() => words().sandbox.withdrawalNow(terminalSafe(this.args.id), words().status(withdrawal.status)))
    return withdrawal
  }
}
