import * as Args from '@oclif/core/args'
import {OUTPUT_SCHEMA, PayCommand} from '../../cli/base-command.js'
import {QR_FILE_LABELS, qrFileFlags, sendingFlags} from '../../cli/flags.js'
import {endpoint} from '../../core/http/api.js'
import type {DryRunOutput} from '../../core/schemas/output/cli.js'
import type {DepositWithQrFiles} from '../../services/deposits/qr-files.js'
import {renderDeposit} from '../../ui/text/deposit.js'

export default class DepositGetCommand extends PayCommand<typeof DepositGetCommand> {
  static override summary = 'Show one deposit: status, amounts, where to pay, deadlines.'
  static override description =
    `Only CREDITED means the money is in the wallet. pay_to (the QR or account) is there only while the deposit is PENDING.

--qr-png FILE and --qr-svg FILE write the QR of a PENDING PromptPay deposit to files, to send to the customer (the SVG also shows the amount to pay and the deadline); the JSON result then has qr_files. A deposit that is not PENDING, or a bank transfer, is refused with exit 2 and nothing is written.`
  static override examples = [
    '<%= config.bin %> deposit get 3b9d0c1e-…',
    '<%= config.bin %> deposit get 3b9d0c1e-… --json',
    '<%= config.bin %> deposit get 3b9d0c1e-… --qr-png qr.png --qr-svg qr.svg',
  ]
  static override args = {id: Args.string({description: 'Deposit id', required: true})}
  static override flags = {...sendingFlags, ...qrFileFlags}

  static override [OUTPUT_SCHEMA] = () => import('../../core/schemas/output/deposit.js').then((module) => module.depositWithQrFilesSchema)

  async run(): Promise<DepositWithQrFiles | DryRunOutput> {
    const names = {png: this.flags['qr-png'], svg: this.flags['qr-svg']}
    // Loaded only when files are asked for: a plain `deposit get` needs none of it.
    const qrFileCode = names.png !== undefined || names.svg !== undefined ? await import('../../services/deposits/qr-files.js') : undefined
    const qrTargets = qrFileCode?.checkQrFiles({names, labels: QR_FILE_LABELS})
    const api = this.session.api()
    if (this.flags['dry-run']) return this.dryRunResult(api.wouldSend(endpoint.getDeposit(this.args.id)))
    const {data} = await api.getDeposit(this.args.id)
    if (!qrFileCode || !qrTargets) {
      this.print(() => renderDeposit(data, this.outStyle))
      return data
    }
    // Loaded only when there are files to write: the card's text and the payload's checks.
    const {saveDepositQrFiles} = await import('../../flows/deposit-qr-files.js')
    const qrFiles = await saveDepositQrFiles(data, qrTargets, QR_FILE_LABELS, (text) => this.note(text))
    this.print(() => renderDeposit(data, this.outStyle))
    return qrFileCode.withQrFiles(data, qrFiles)
  }
}
