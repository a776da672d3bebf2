import type {CommandContext} from '../cli/command-context.js'
import {type IO, promptContext} from '../cli/io.js'
import {ACCOUNT_DIGITS} from '../core/banks/account-number.js'
import {findBankByName, searchBanks} from '../core/banks/bank-codes.js'
import {isAccountNumber, textFact} from '../core/money/field-readers.js'
import type {Bank, BankList} from '../core/schemas/bank.js'
import type {DryRunOutput} from '../core/schemas/output/cli.js'
import {padEndDisplay} from '../core/text/display-width.js'
import {shellWord} from '../core/text/shell-word.js'
import {
  checkDepositBasics,
  createDeposit,
  type DepositInput,
  type DepositLabels,
  missingPayerFields,
  prepareDeposit,
  wouldCreateDeposit,
} from '../services/deposits/create.js'
import {checkQrFiles, type QrFileLabels} from '../services/deposits/qr-files.js'
import {renderDeposit} from '../ui/text/deposit.js'
import {sayErrorFacts} from '../ui/text/error-facts.js'
import {words} from '../ui/words/active.js'
import {inputErrorInWords} from '../ui/words/input-error.js'
import {banksFor} from './bank-list.js'
import {type DepositWithQrFiles, saveDepositQrFiles, withQrFiles} from './deposit-qr-files.js'
import {followDeposit, preloadLiveView, printedPayScreen} from './follow.js'

export interface CreateDepositOptions {
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
export async function createDepositFlow(
  context: CommandContext,
  options: CreateDepositOptions,
): Promise<DepositWithQrFiles | DryRunOutput> {
  const {session} = context
  const {labels} = options
  checkDepositBasics(options.input, labels)
  // The files too, before a person is asked anything and before anything is sent.
  const qrTargets = checkQrFiles({names: options.qrFiles, method: options.input.method, labels: labels.qrFiles})
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
  const qrFiles = qrTargets && (await saveDepositQrFiles(deposit, qrTargets, labels.qrFiles, context.note))
  if (options.wait || (live && !options.noWatch)) return followDeposit(context, deposit, live, (final) => withQrFiles(final, qrFiles))
  context.print(renderDeposit(deposit, context.outStyle))
  // Last, so that the code and the amount are what stays on the screen.
  if (context.io.stdoutIsTTY && !context.json) context.print(await printedPayScreen(deposit, context.io, context.outStyle))
  if (!options.noWatch) context.note(words().deposit.followWith(shellWord(deposit.id)))
  return withQrFiles(deposit, qrFiles)
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
    const [banks, {listPicker}] = await Promise.all([loadBanks(), import('../ui/components/list-picker.js')])
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
