import {ACCOUNT_DIGITS, accountDigits} from '../banks/account-number.js'
import {findBank, searchBanks} from '../banks/bank-codes.js'
import {InputError} from '../errors.js'
import type {Bank, BankList} from '../schemas/bank.js'
import {plainTextProblem} from '../text/plain-text.js'
import {say} from '../text/visible-text.js'
import {AmountError, parseBaht, type Satang} from './money.js'

/**
 * Readers for the fields people type into payments (amounts, account numbers, bank codes). Each throws an
 * InputError (exit 2) that names the flag or column, with `details.field`, before anything is sent.
 */

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
    throw fieldError(
      'amount',
      say`${label}: ${error.message} (got "${text}").`,
      'Write baht with at most 2 decimals, e.g. 500, 500.50 or 1,500.00.',
    )
  }
  if (satang <= 0) throw fieldError('amount', say`${label} must be more than 0.00 (got "${text}").`, 'Give a positive amount in baht.')
  return satang
}

/**
 * A Thai account number by the rule of src/core/banks/account-number.ts; returned as digits only.
 * @example readAccountNumber('123-4-56789-0', 'accountNo', '--account-no') // '1234567890'
 */
export function readAccountNumber(text: string, field: string, label: string): string {
  const trimmed = requireText(text, field, label, 'the account number')
  const digits = accountDigits(trimmed)
  if (digits === undefined) throw fieldError(field, `${label}: "${trimmed}" is not an account number.`, ACCOUNT_NUMBER_HINT)
  return digits
}

export const ACCOUNT_NUMBER_HINT = `Give the ${ACCOUNT_DIGITS.min} to ${ACCOUNT_DIGITS.max} digits of the account, as printed in the bank book, e.g. 1234567890 or 123-4-56789-0.`

export function isAccountNumber(text: string): boolean {
  return accountDigits(text) !== undefined
}

/** The text without surrounding spaces, or an InputError when nothing is left or it is not plain text. */
export function requireText(text: string, field: string, label: string, what: string): string {
  const trimmed = text.trim()
  if (trimmed === '') throw fieldError(field, `${label} is blank.`, `Give ${what}.`)
  return plainText(trimmed, field, label)
}

/** `{key: text}` when the text has more than spaces in it, else `{}`, for optional body fields; plain text only. */
export function optionalText<K extends string>(key: K, text: string | undefined, label: string): Partial<Record<K, string>> {
  const trimmed = text?.trim()
  return trimmed ? ({[key]: plainText(trimmed, key, label)} as Record<K, string>) : {}
}

/** The service refuses text that is not plain (src/core/text/plain-text.ts); so does the CLI, before sending. */
function plainText(text: string, field: string, label: string): string {
  const problem = plainTextProblem(text)
  if (problem) {
    throw fieldError(
      field,
      `${label} ${problem}.`,
      'Type it again, or paste it as plain text: hidden characters often come with text copied from chat apps, PDFs or spreadsheets.',
    )
  }
  return text
}

/**
 * The bank with this code (any case), or an InputError suggesting the nearest codes.
 * @example resolveBank('kbank', '--bank', banks).bank_code // 'KBANK'
 */
export function resolveBank(code: string, label: string, banks: BankList): Bank {
  const bank = findBank(banks, code)
  if (bank) return bank
  const suggestions = searchBanks(banks, code).slice(0, 3)
  const hint =
    suggestions.length > 0
      ? `Did you mean ${suggestions.map((found) => `${found.bank_code} (${found.name_en})`).join(', ')}? All codes: \`pay banks\`.`
      : 'List the valid bank codes with `pay banks`.'
  throw fieldError('bank', say`${label}: unknown bank code "${code}".`, hint)
}

export function fieldError(field: string, message: string, tryMessage: string): InputError {
  return new InputError(message, {tryMessage, details: {field}})
}
