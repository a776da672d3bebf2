import * as Flags from '@oclif/core/flags'
import {OUTPUT_SCHEMA, PayCommand} from '../../cli/base-command.js'
import type {CommandContext} from '../../cli/command-context.js'
import {DEPOSIT_LABELS, idempotencyKeyFlag, QR_FILE_LABELS, qrFileFlags, sendingFlags} from '../../cli/flags.js'
import {type IO, promptContext} from '../../cli/io.js'
import {ACCOUNT_DIGITS} from '../../core/banks/account-number.js'
import {isDryRun} from '../../core/http/client.js'
import {findBankByName, isAccountNumber, searchBanks, textFact} from '../../core/money/field-readers.js'
import type {Bank, BankList} from '../../core/schemas/bank.js'
import type {Deposit} from '../../core/schemas/deposit.js'
import type {DryRunOutput} from '../../core/schemas/output/cli.js'
import {padEndDisplay} from '../../core/text/display-width.js'
import {shellWord} from '../../core/text/shell-word.js'
import {followDeposit, preloadLiveView, printedPayScreen} from '../../flows/follow.js'
import {banksFor} from '../../services/banks/catalog.js'
import {
  checkDepositBasics,
  createDeposit,
  type DepositInput,
  type DepositLabels,
  type DepositMethod,
  missingPayerFields,
  prepareDeposit,
  wouldCreateDeposit,
} from '../../services/deposits/create.js'
import type {DepositWithQrFiles, QrFileLabels, QrFilesWritten} from '../../services/deposits/qr-files.js'
import {renderDeposit} from '../../ui/text/deposit.js'
import {sayErrorFacts, words} from '../../ui/words/active.js'
import {inputErrorInWords} from '../../ui/words/input-error.js'

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

  static override [OUTPUT_SCHEMA] = () => import('../../core/schemas/output/deposit.js').then((module) => module.depositWithQrFilesSchema)

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

interface CreateDepositOptions {
  input: DepositInput
  qrFiles: {png?: string; svg?: string}
  /** How errors name each input: by the command's flags. */
  labels: DepositLabels & {qrFiles: QrFileLabels}
  idempotencyKey?: string
  /** Block until final without the live view (scripts). */
  wait: boolean
  /** Print the deposit and return at once. */
  noWatch: boolean
}

/**
 * `pay deposit create` from its flags to the final state: the checks before anything is sent (the amount, the
 * QR files), the payer asked for on a terminal, the deposit created (one Idempotency-Key), the QR files
 * written, then the live view with the pay screen, status lines with `wait`, or the deposit and its pay screen
 * printed once. Returns the result, with the exit code its outcome calls for; under `--dry-run`, the creation
 * it would send instead.
 */
async function createDepositFlow(context: CommandContext, options: CreateDepositOptions): Promise<DepositWithQrFiles | DryRunOutput> {
  const {session} = context
  const {labels} = options
  checkDepositBasics(options.input, labels)
  // The files too, before a person is asked anything and before anything is sent. Their checks and writer load only
  // when a file is asked for: most deposits write none.
  const asked = options.qrFiles.png !== undefined || options.qrFiles.svg !== undefined
  const qrFileCode = asked ? await import('../../services/deposits/qr-files.js') : undefined
  const qrTargets = qrFileCode?.checkQrFiles({names: options.qrFiles, method: options.input.method, labels: labels.qrFiles})
  const input = context.interactive ? await askForPayer(options.input, labels, context.io, () => banksFor(session)) : options.input
  refuseMissingPayer(input, labels)
  const body = await prepareDeposit(input, {loadBanks: () => banksFor(session), labels})
  const creation = {api: session.api(), body, idempotencyKey: options.idempotencyKey}
  if (context.dryRun) return wouldCreateDeposit(creation)
  const live = context.canDrawLiveView && !options.wait
  if (live && !options.noWatch) preloadLiveView()
  const {deposit, replayed} = await createDeposit(creation)
  if (replayed) context.note(words().deposit.replayed)
  // Written before any watching: the customer needs the QR while the deposit waits for their transfer.
  let qrFiles: QrFilesWritten | undefined
  if (qrTargets) {
    const {saveDepositQrFiles} = await import('../../flows/deposit-qr-files.js')
    qrFiles = await saveDepositQrFiles(deposit, qrTargets, labels.qrFiles, context.note)
  }
  const withQrFiles = (final: Deposit): DepositWithQrFiles => qrFileCode?.withQrFiles(final, qrFiles) ?? final
  if (options.wait || (live && !options.noWatch)) return followDeposit(context, deposit, live, withQrFiles)
  context.print(renderDeposit(deposit, context.outStyle))
  // Last, so that the code and the amount are what stays on the screen.
  if (context.io.stdoutIsTTY && !context.json) context.print(await printedPayScreen(deposit, context.io, context.outStyle))
  if (!options.noWatch) context.note(words().deposit.followWith(shellWord(deposit.id)))
  return withQrFiles(deposit)
}

/** Every payer field still missing, named at once by its flag, before the bank list is loaded. */
function refuseMissingPayer(input: DepositInput, labels: DepositLabels): void {
  const missing = missingPayerFields(input).map(({field}) => field)
  if (missing.length === 0) return
  throw inputErrorInWords(
    'INVALID_INPUT',
    ({deposit}) => ({
      message: deposit.missingPayer(missing.map((field) => deposit.payerFields[field])),
      tryMessage: deposit.passFlags(missing.map((field) => labels[field])),
    }),
    {details: {field: missing[0]}},
  )
}

/**
 * Asks on the terminal for each payer field the flags left out: the bank picked from the bank list (type to
 * search by code or name, in English or Thai), then the name and the account number.
 */
async function askForPayer(input: DepositInput, labels: DepositLabels, io: IO, loadBanks: () => Promise<BankList>): Promise<DepositInput> {
  const missing = new Set(missingPayerFields(input).map(({field}) => field))
  if (missing.size === 0) return input
  const {input: ask} = await import('@inquirer/prompts')
  const context = promptContext(io)
  const said = words().deposit.ask
  const answers: Partial<DepositInput> = {}
  if (missing.has('payerBank')) {
    const [banks, {listPicker}] = await Promise.all([loadBanks(), import('../../ui/components/list-picker.js')])
    const choice = (bank: Bank) => ({
      value: bank.bank_code,
      label: said.bankChoice(padEndDisplay(bank.bank_code, 6), bank.name_en, bank.name_th),
    })
    answers.payerBank = await listPicker(
      {
        message: said.bank,
        filter: (text) => searchBanks(banks, text).map(choice),
        exact: (text) => {
          const bank = findBankByName(banks, text)
          return bank && choice(bank)
        },
        noMatch: said.noBank,
        help: said.pickerHelp,
      },
      context,
    )
  }
  if (missing.has('payerName')) {
    // The reader of the flag, so that a prompt refuses what the flag refuses, in the same words.
    const refusal = (text: string) => {
      const fact = textFact(text.trim(), labels.payerName, 'payerName')
      return fact ? sayErrorFacts(fact, words()).message : true
    }
    answers.payerName = await ask({message: said.name, validate: refusal}, context)
  }
  if (missing.has('payerAccount')) {
    answers.payerAccount = await ask(
      {message: said.account, validate: (text) => isAccountNumber(text.trim()) || said.accountHint(ACCOUNT_DIGITS.min, ACCOUNT_DIGITS.max)},
      context,
    )
  }
  return {...input, ...answers}
}
