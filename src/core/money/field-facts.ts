import {ACCOUNT_DIGITS} from '../banks/account-number.js'
import {type NotPlainFact, notPlainText} from '../text/plain-text.js'
import {say} from '../text/visible-text.js'
import {AMOUNT_PROBLEM_MESSAGES, type AmountProblem} from './money.js'

/** What a blank field should have held, by key: src/ui says it in the run's language. */
export const FIELD_WHAT = {
  accountNumber: 'the account number',
  bankCode: 'a bank code',
  destinationName: 'the name on the destination account',
  payerName: "the payer's name",
  payerBankCode: "the payer's bank code",
  payerAccountName: "the payer's name on their account",
  payerAccountNumber: "the payer's account number",
} as const
export type FieldWhat = keyof typeof FIELD_WHAT

/**
 * Why a field of a payment was refused, as facts (a code and its values) for src/ui to say in the run's
 * language; {@link fieldFactText} says them in English, the message of `--json`. `label` names the field as the
 * caller does (`--amount`, `column amount`, `--override amount`), values are as typed.
 */
export type FieldFact =
  | {code: 'amount-unreadable'; label: string; text: string; problem: AmountProblem}
  | {code: 'amount-not-positive'; label: string; text: string}
  | {code: 'not-account-number'; label: string; text: string}
  | {code: 'blank'; label: string; what: FieldWhat}
  | {code: 'not-plain'; label: string; character: NotPlainFact}
  | {code: 'not-visible'; label: string}
  | {code: 'too-long'; label: string; length: number; max: number}
  | {code: 'unknown-bank'; label: string; text: string; suggestions: Array<{code: string; name: string}>}
  | {code: 'missing-payer'; missing: FieldWhat[]; labels: string[]}
  | {code: 'meta-not-pair'; label: string; pair: string}
  | {code: 'meta-twice'; label: string; key: string}
  | {code: 'not-method'; label: string; text: string}
  | {code: 'trigger-not-held'; label: string; ending: string; accountNumber: string}

/** The English of a field's problem: the error's message and next step, as `--json` has always said them. */
export function fieldFactText(fact: FieldFact): {message: string; tryMessage: string} {
  switch (fact.code) {
    case 'amount-unreadable':
      return {
        message: say`${fact.label}: ${AMOUNT_PROBLEM_MESSAGES[fact.problem]} (got "${fact.text}").`,
        tryMessage: 'Write baht with at most 2 decimals, e.g. 500, 500.50 or 1,500.00.',
      }
    case 'amount-not-positive':
      return {message: say`${fact.label} must be more than 0.00 (got "${fact.text}").`, tryMessage: 'Give a positive amount in baht.'}
    case 'not-account-number':
      return {
        message: `${fact.label}: "${fact.text}" is not an account number.`,
        tryMessage: `Give the ${ACCOUNT_DIGITS.min} to ${ACCOUNT_DIGITS.max} digits of the account, as printed in the bank book, e.g. 1234567890 or 123-4-56789-0.`,
      }
    case 'blank':
      return {message: `${fact.label} is blank.`, tryMessage: `Give ${FIELD_WHAT[fact.what]}.`}
    case 'not-plain':
      return {
        message: `${fact.label} ${notPlainText(fact.character)}.`,
        tryMessage:
          'Type it again, or paste it as plain text: hidden characters often come with text copied from chat apps, PDFs or spreadsheets.',
      }
    case 'not-visible':
      return {
        message: `${fact.label} shows no character: it is only spaces, invisible or blank-looking characters.`,
        tryMessage: 'Type the text as it should read, in letters or digits.',
      }
    case 'too-long':
      return {
        message: `${fact.label} is ${fact.length} characters long; at most ${fact.max} are accepted.`,
        tryMessage: `Shorten it to ${fact.max} characters or fewer.`,
      }
    case 'unknown-bank':
      return {
        message: say`${fact.label}: unknown bank code "${fact.text}".`,
        tryMessage:
          fact.suggestions.length > 0
            ? `Did you mean ${fact.suggestions.map((found) => `${found.code} (${found.name})`).join(', ')}? All codes: \`pay banks\`.`
            : 'List the valid bank codes with `pay banks`.',
      }
    case 'missing-payer':
      return {
        message: `Missing ${fact.missing.map((what) => FIELD_WHAT[what]).join(', ')}: the service needs the payer for both methods.`,
        tryMessage: `Pass ${fact.labels.join(', ')}.`,
      }
    case 'meta-not-pair':
      return {
        message: say`${fact.label} "${fact.pair}" is not key=value.`,
        tryMessage: `Write each as ${fact.label} key=value, e.g. ${fact.label} order=42.`,
      }
    case 'meta-twice':
      return {message: say`${fact.label} key "${fact.key}" is given twice.`, tryMessage: 'Give each key once.'}
    case 'not-method':
      return {message: `${fact.label}: "${fact.text}" is not a payment method.`, tryMessage: 'Give PROMPTPAY_QR or BANK_TRANSFER.'}
    case 'trigger-not-held':
      return {
        message: `${fact.label}: the account number must end in ${fact.ending}, so that the sandbox holds the withdrawal until the trigger settles it (got ${fact.accountNumber}). Nothing was sent.`,
        tryMessage: `Give an account number ending in ${fact.ending}, e.g. 987654${fact.ending}, or leave it out.`,
      }
  }
}
