import * as Args from '@oclif/core/args'
import * as Flags from '@oclif/core/flags'
import {OUTPUT_SCHEMA, PayCommand} from '../../cli/base-command.js'
import {idempotencyKeyFlag, sendingFlags} from '../../cli/flags.js'
import {ExitCode} from '../../core/errors.js'
import type {DryRunOutput} from '../../core/schemas/output/cli.js'
import {assertTestMode} from '../../services/test-mode/guard.js'
import {type SimulatedTransfer, simulateTransfer, wouldSimulateTransfer} from '../../services/test-mode/simulate-transfer.js'
import {renderSimulatedTransfer} from '../../ui/text/test-mode.js'

export default class TestSimulateTransferCommand extends PayCommand<typeof TestSimulateTransferCommand> {
  static override summary = 'Pay a test deposit as its customer would, and say whether it was credited.'
  static override description =
    `Test mode only. The sender (bank, name, account) is the deposit's payer unless given, and the amount is exactly expected_amount unless --amount is given. The service answers "injected" and matches afterwards, so the deposit is then polled for a few seconds: the result says whether it was credited, or the likely reason it was not (amount differs from expected_amount, sender bank differs from the payer's, match window closed).

Exits 0 when the deposit was credited, 4 when the transfer was injected but credited nothing (the ✗ and its likely reasons; "credited": false in --json).`
  static override examples = [
    '<%= config.bin %> test simulate-transfer 3b9d…',
    '<%= config.bin %> test simulate-transfer 3b9d… --amount 99.00',
    '<%= config.bin %> test simulate-transfer 3b9d… --sender-bank SCB --json',
  ]
  static override args = {'deposit-id': Args.string({description: 'Id of a PENDING test deposit', required: true})}
  static override flags = {
    ...sendingFlags,
    ...idempotencyKeyFlag,
    amount: Flags.string({description: "Baht transferred (default: exactly the deposit's expected_amount)."}),
    'sender-bank': Flags.string({description: "Sender's bank code (default: the payer's bank)."}),
    'sender-name': Flags.string({description: "Sender's name (default: the payer's name)."}),
    'sender-account': Flags.string({description: "Sender's account number (default: the payer's account)."}),
  }

  static override [OUTPUT_SCHEMA] = () => import('../../core/schemas/output/test-mode.js').then((module) => module.simulatedTransferSchema)

  async run(): Promise<SimulatedTransfer | DryRunOutput> {
    assertTestMode('test simulate-transfer', this.flags.live)
    const transfer = {
      api: this.session.api(),
      depositId: this.args['deposit-id'],
      amount: this.flags.amount,
      amountLabel: '--amount',
      senderBank: this.flags['sender-bank'],
      senderName: this.flags['sender-name'],
      senderAccount: this.flags['sender-account'],
      idempotencyKey: this.flags['idempotency-key'],
    }
    if (this.flags['dry-run']) return this.dryRunResult(wouldSimulateTransfer(transfer))
    const result = await simulateTransfer(transfer)
    this.print(() => renderSimulatedTransfer(result, this.outStyle))
    return this.finish(result, result.credited ? ExitCode.ok : ExitCode.badOutcome)
  }
}
