import * as Args from '@oclif/core/args'

import {PayCommand} from '../../cli/base-command.js'
import {sendingFlags} from '../../cli/flags.js'
import type {Deposit} from '../../core/schemas/deposit.js'
import {renderDeposit} from '../../ui/deposit.js'

export default class DepositGetCommand extends PayCommand<typeof DepositGetCommand> {
  static override summary = 'Show one deposit: status, amounts, where to pay, deadlines.'
  static override description = 'Only CREDITED means the money is in the wallet. pay_to (the QR or account) is there only while the deposit is PENDING.'
  static override examples = ['<%= config.bin %> deposit get 3b9d0c1e-…', '<%= config.bin %> deposit get 3b9d0c1e-… --json']
  static override args = {id: Args.string({description: 'Deposit id', required: true})}
  static override flags = {...sendingFlags}

  async run(): Promise<Deposit> {
    const {data} = await this.session.api().getDeposit(this.args.id)
    this.print(renderDeposit(data, this.outStyle))
    return data
  }
}
