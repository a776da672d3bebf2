import {findBank, searchBanks} from '../core/bank-codes.js'
import {AmountError, formatBaht, parseBaht, type Satang} from '../core/money.js'
import {ApiError, InputError} from '../core/errors.js'
import type {CreateWithdrawalBody, PayApi} from '../core/http/api.js'
import type {BankList} from '../core/schemas/bank.js'
import type {Withdrawal} from '../core/schemas/withdrawal.js'
import {explainInsufficientBalance} from './withdrawal-shortfall.js'

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

/** How `withdrawal create` names each field in an error: by its flag. */
export const PAYOUT_FLAG_LABELS: Record<PayoutField, string> = {
  amount: '--amount',
  bank: '--bank',
  accountNo: '--account-no',
  accountName: '--account-name',
  description: '--description',
  referenceUserId: '--reference-user-id',
}

export interface PreparePayoutOptions {
  /** The bank list, asked for only once every other field is valid (a batch can pass a cached list). */
  loadBanks: () => Promise<BankList>
  /** How to name a field in an error message; a batch names its CSV column and row instead of a flag. */
  labels?: Record<PayoutField, string>
}

/**
 * Validates one payout and turns it into the body of POST /v1/withdrawals, before anything is sent.
 * Throws an InputError (exit 2) naming the flag or field, with `details.field`.
 *
 * @example
 *   await preparePayout({amount: '1,500', bank: 'kbank', accountNo: '123-4-56789-0', accountName: 'Somchai'}, {loadBanks})
 *   // {amount: '1500.00', receiver_bank_provider: 'KBANK', receiver_bank_account_number: '1234567890', receiver_bank_account_name: 'Somchai'}
 */
export async function preparePayout(input: PayoutInput, options: PreparePayoutOptions): Promise<CreateWithdrawalBody> {
  const labels = options.labels ?? PAYOUT_FLAG_LABELS
  const amount = readPositiveAmount(input.amount, labels.amount)
  const accountNumber = readAccountNumber(input.accountNo, labels.accountNo)
  const accountName = requireText(input.accountName, 'accountName', labels.accountName, 'the name on the destination account')
  const bankCode = requireText(input.bank, 'bank', labels.bank, 'a bank code')
  const banks = await options.loadBanks()
  const bank = findBank(banks, bankCode)
  if (!bank) throw unknownBank(bankCode, labels.bank, banks)
  const additional = {
    ...optionalText('description', input.description),
    ...optionalText('reference_user_id', input.referenceUserId),
  }
  return {
    amount: formatBaht(amount),
    receiver_bank_provider: bank.bank_code,
    receiver_bank_account_name: accountName,
    receiver_bank_account_number: accountNumber,
    ...(Object.keys(additional).length > 0 ? {additional} : {}),
  }
}

export interface CreateWithdrawalOptions {
  api: PayApi
  body: CreateWithdrawalBody
  idempotencyKey?: string
  /** Test mode can suggest `pay test top-up` when the balance is short. */
  testMode: boolean
}

export interface CreatedWithdrawal {
  withdrawal: Withdrawal
  /** The service already had this Idempotency-Key and answered with the withdrawal it created then. */
  replayed: boolean
}

/** Sends POST /v1/withdrawals; on INSUFFICIENT_BALANCE, the error explains the shortfall. */
export async function createWithdrawal(options: CreateWithdrawalOptions): Promise<CreatedWithdrawal> {
  try {
    const {data, response} = await options.api.createWithdrawal(options.body, {idempotencyKey: options.idempotencyKey})
    return {withdrawal: data, replayed: response.idempotentReplay}
  } catch (error) {
    if (error instanceof ApiError && error.code === 'INSUFFICIENT_BALANCE') {
      throw await explainInsufficientBalance(error, {api: options.api, amount: options.body.amount, testMode: options.testMode})
    }
    throw error
  }
}

/**
 * Reads an amount a person typed that must be more than zero, or throws an InputError naming `label`.
 * @example readPositiveAmount('1,500', '--amount') // 150000
 */
export function readPositiveAmount(text: string, label: string): Satang {
  let satang: Satang
  try {
    satang = parseBaht(text)
  } catch (error) {
    if (!(error instanceof AmountError)) throw error
    throw fieldError('amount', `${label}: ${error.message} (got "${text}").`, 'Write baht with at most 2 decimals, e.g. 500, 500.50 or 1,500.00.')
  }
  if (satang <= 0) throw fieldError('amount', `${label} must be more than 0.00 (got "${text}").`, 'Give a positive amount in baht.')
  return satang
}

/** Digits, optionally grouped by spaces or dashes as printed on a bank book; sent as digits only. */
function readAccountNumber(text: string, label: string): string {
  const trimmed = requireText(text, 'accountNo', label, 'the destination account number')
  if (!/^\d[\d\s-]*$/.test(trimmed) || !/\d$/.test(trimmed)) {
    throw fieldError('accountNo', `${label}: "${trimmed}" is not an account number.`, 'Give the digits of the account, e.g. 1234567890 or 123-4-56789-0.')
  }
  return trimmed.replaceAll(/[\s-]/g, '')
}

function requireText(text: string, field: PayoutField, label: string, what: string): string {
  const trimmed = text.trim()
  if (trimmed === '') throw fieldError(field, `${label} is blank.`, `Give ${what}.`)
  return trimmed
}

function optionalText<K extends string>(key: K, text: string | undefined): Partial<Record<K, string>> {
  const trimmed = text?.trim()
  return trimmed ? ({[key]: trimmed} as Record<K, string>) : {}
}

function unknownBank(code: string, label: string, banks: BankList): InputError {
  const suggestions = searchBanks(banks, code).slice(0, 3)
  const hint =
    suggestions.length > 0
      ? `Did you mean ${suggestions.map((bank) => `${bank.bank_code} (${bank.name_en})`).join(', ')}? All codes: \`pay banks\`.`
      : 'List the valid bank codes with `pay banks`.'
  return fieldError('bank', `${label}: unknown bank code "${code}".`, hint)
}

function fieldError(field: string, message: string, tryMessage: string): InputError {
  return new InputError(message, {tryMessage, details: {field}})
}
