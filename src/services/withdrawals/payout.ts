import {InputError} from '../../core/errors.js'
import type {CreateWithdrawalBody} from '../../core/http/api.js'
import {optionalText, readAccountNumber, readPositiveAmount, requireText, resolveBank} from '../../core/money/field-readers.js'
import {formatBaht} from '../../core/money/money.js'
import type {BankList} from '../../core/schemas/bank.js'

/** One payout as a person gives it: flags of `withdrawal create`, or a row of a `withdrawal batch` file. */
export interface PayoutInput {
  amount: string
  bank: string
  accountNo: string
  accountName: string
  description?: string
  referenceUserId?: string
}

export type PayoutField = keyof PayoutInput

export interface PreparePayoutOptions {
  /** The bank list, asked for only once every other field is valid (a batch can pass a cached list). */
  loadBanks: () => Promise<BankList>
  /** How to name a field in an error message: `withdrawal create` by its flag, a batch by its CSV column and row. */
  labels: Record<PayoutField, string>
  /** Check the bank code even when another field is bad (a batch, which loads the bank list anyway). */
  everyProblem?: boolean
}

/**
 * Validates one payout and turns it into the body of POST /v1/withdrawals, before anything is sent.
 * Throws an InputError (exit 2) naming every bad flag or field, with the first one's in `details.field` and,
 * when there are several, each in `details.problems`.
 *
 * @example
 *   await preparePayout({amount: '1,500', bank: 'kbank', accountNo: '123-4-56789-0', accountName: 'Somchai'}, {loadBanks, labels})
 *   // {amount: '1500.00', receiver_bank_provider: 'KBANK', receiver_bank_account_number: '1234567890', receiver_bank_account_name: 'Somchai'}
 */
export async function preparePayout(input: PayoutInput, options: PreparePayoutOptions): Promise<CreateWithdrawalBody> {
  const {labels} = options
  const problems: InputError[] = []
  const read = <T>(reader: () => T): T | undefined => {
    try {
      return reader()
    } catch (error) {
      if (!(error instanceof InputError)) throw error
      problems.push(error)
      return undefined
    }
  }
  const amount = read(() => readPositiveAmount(input.amount, labels.amount))
  const accountNumber = read(() => readAccountNumber(input.accountNo, 'accountNo', labels.accountNo))
  const accountName = read(() => requireText(input.accountName, 'accountName', labels.accountName, 'destinationName'))
  const bankCode = read(() => requireText(input.bank, 'bank', labels.bank, 'bankCode'))
  const additional = {
    ...read(() => optionalText('description', input.description, labels.description)),
    ...read(() => optionalText('reference_user_id', input.referenceUserId, labels.referenceUserId)),
  }
  const banks = bankCode !== undefined && (problems.length === 0 || options.everyProblem) ? await options.loadBanks() : undefined
  const bank = banks && read(() => resolveBank(bankCode!, labels.bank, banks))
  if (problems.length > 0) throw problemsError(problems)
  return {
    amount: formatBaht(amount!),
    receiver_bank_provider: bank!.bank_code,
    receiver_bank_account_name: accountName!,
    receiver_bank_account_number: accountNumber!,
    ...(Object.keys(additional).length > 0 ? {additional} : {}),
  }
}

/** One problem as it was found; several as one error naming each, the first one's field in `details.field`. */
function problemsError(problems: InputError[]): InputError {
  if (problems.length === 1) return problems[0]!
  const [first] = problems as [InputError, ...InputError[]]
  return new InputError(
    {code: 'problems', problems: problems.map((problem) => problem.facts!)},
    {
      code: first.code,
      details: {...first.details, problems: problems.map((problem) => ({field: problem.details?.field, message: problem.message}))},
    },
  )
}
