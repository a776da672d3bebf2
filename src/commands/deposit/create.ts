import * as Flags from '@oclif/core/flags'
import {OUTPUT_SCHEMA, PayCommand} from '../../cli/base-command.js'
import {DEPOSIT_LABELS, idempotencyKeyFlag, QR_FILE_LABELS, qrFileFlags, sendingFlags} from '../../cli/flags.js'
import {isDryRun} from '../../core/http/dry-run-report.js'
import type {DryRunOutput} from '../../core/schemas/output/cli.js'
import {depositWithQrFilesSchema} from '../../core/schemas/output/deposit.js'
import {createDepositFlow} from '../../flows/create-deposit.js'
import type {DepositWithQrFiles} from '../../flows/deposit-qr-files.js'
import type {DepositMethod} from '../../services/deposits/create.js'

export default class DepositCreateCommand extends PayCommand<typeof DepositCreateCommand> {
  static override summary = 'Ask a customer for money: a PromptPay QR or a bank account to transfer to, followed live until paid.'
  static override description =
    `The customer must pay expected_amount, which can differ from --amount by a few satang so that the service can tell concurrent deposits apart; it is shown large and marked when it differs.

The payer (bank, name, account) is required by the service for both methods. On a terminal, missing payer fields are asked for (the bank is searchable by code or name); without one, the command exits 2 naming the missing flags and sends nothing. Bank codes are checked against the bank list, in any case.

On a terminal the QR (or account) is shown with a live view until the deposit is final: c cancels (asks first), s simulates the customer's transfer (test mode), q leaves without changing anything. --no-watch prints the deposit and exits. --wait (for scripts) blocks without the live view, writes each status change to stderr and prints the final deposit. Exit 0 when CREDITED, 4 when EXPIRED or CANCELLED.

--qr-png FILE and --qr-svg FILE also write the PromptPay QR to files as soon as the deposit is created, to send to the customer in a chat (the SVG shows the amount to pay and the deadline under the code); the JSON result then has qr_files. The file names are checked before anything is sent, and a QR flag with --method bank is refused (exit 2).`
  static override examples = [
    '<%= config.bin %> deposit create --amount 100.00',
    '<%= config.bin %> deposit create --amount 1,500 --payer-bank kbank --payer-name "Somchai Jaidee" --payer-account 123-4-56789-0',
    '<%= config.bin %> deposit create --amount 250 --method bank --payer-bank SCB --payer-name "Malee S." --payer-account 9876543210 --user-ref order-1042 --meta channel=line',
    '<%= config.bin %> deposit create --amount 100 --payer-bank KBANK --payer-name Somchai --payer-account 1234567890 --no-watch --json',
    '<%= config.bin %> deposit create --amount 100 --payer-bank KBANK --payer-name Somchai --payer-account 1234567890 --wait --json > deposit.json',
    '<%= config.bin %> deposit create --amount 100 --payer-bank KBANK --payer-name Somchai --payer-account 1234567890 --no-watch --qr-png qr.png --qr-svg qr.svg',
  ]
  static override flags = {
    ...sendingFlags,
    ...idempotencyKeyFlag,
    amount: Flags.string({description: 'Baht asked for, e.g. 100 or 1,500.50. The customer pays expected_amount (shown).', required: true}),
    method: Flags.string({
      description: 'How the customer pays: a PromptPay QR, or a transfer to a bank account.',
      options: ['promptpay', 'bank'],
      default: 'promptpay',
    }),
    'payer-bank': Flags.string({description: "Payer's bank code, e.g. KBANK (see `pay banks`); asked for on a terminal."}),
    'payer-name': Flags.string({description: "Payer's name on their account; asked for on a terminal."}),
    'payer-account': Flags.string({description: "Payer's account number (spaces and dashes are dropped); asked for on a terminal."}),
    description: Flags.string({description: 'Free text kept with the deposit.'}),
    'user-ref': Flags.string({description: 'Your reference (e.g. an order id), echoed back in webhooks.'}),
    meta: Flags.string({description: 'key=value kept as callback_meta and sent back in webhooks; repeat for more.', multiple: true}),
    'no-watch': Flags.boolean({description: 'Print the deposit and exit, without following it.', exclusive: ['wait']}),
    wait: Flags.boolean({description: 'Block until the deposit is final, without the live view; print the final deposit.'}),
    ...qrFileFlags,
  }

  static override [OUTPUT_SCHEMA] = depositWithQrFilesSchema

  async run(): Promise<DepositWithQrFiles | DryRunOutput> {
    const {flags} = this
    const created = await createDepositFlow(this.context(), {
      input: {
        amount: flags.amount,
        method: flags.method as DepositMethod,
        payerBank: flags['payer-bank'],
        payerName: flags['payer-name'],
        payerAccount: flags['payer-account'],
        description: flags.description,
        userRef: flags['user-ref'],
        meta: flags.meta,
      },
      qrFiles: {png: flags['qr-png'], svg: flags['qr-svg']},
      labels: {...DEPOSIT_LABELS, qrFiles: QR_FILE_LABELS},
      idempotencyKey: flags['idempotency-key'],
      wait: flags.wait,
      noWatch: flags['no-watch'],
    })
    return isDryRun(created) ? this.dryRunResult(created) : created
  }
}
