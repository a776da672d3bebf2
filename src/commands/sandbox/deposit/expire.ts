import * as Args from '@oclif/core/args'
import {OUTPUT_SCHEMA, SandboxCommand} from '../../../cli/base-command.js'
import {sandboxDataDirFlag} from '../../../cli/flags.js'
import type {Deposit} from '../../../core/schemas/deposit.js'
import {terminalSafe} from '../../../core/text/visible-text.js'
import {sandboxAdmin} from '../../../sandbox/control/admin-client.js'
import {words} from '../../../ui/words/active.js'

export default class SandboxDepositExpire extends SandboxCommand<typeof SandboxDepositExpire> {
  static override summary = 'Expire a PENDING deposit now, as if its match window had closed (sends deposit.expired).'
  static override examples = ['<%= config.bin %> sandbox deposit expire 0b7c1a52-…']
  static override args = {id: Args.string({description: 'Deposit id', required: true})}
  static override flags = {...sandboxDataDirFlag()}

  static override [OUTPUT_SCHEMA] = () => import('../../../core/schemas/deposit.js').then((module) => module.depositSchema)

  async run(): Promise<Deposit> {
    const deposit = await sandboxAdmin<Deposit>(
      this.sandboxDataDir,
      'POST',
      `/_sandbox/deposits/${encodeURIComponent(this.args.id)}/expire`,
    )
    this.print(() => words().sandbox.depositNow(terminalSafe(this.args.id), words().status(deposit.status)))
    return deposit
  }
}
