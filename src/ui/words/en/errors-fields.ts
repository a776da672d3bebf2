import {ACCOUNT_DIGITS} from '../../../core/banks/account-number.js'
import type {FieldFact, FieldWhat, PlainTextKind} from '../../../core/money/field-facts.js'
import {AMOUNT_PROBLEM_MESSAGES} from '../../../core/money/money.js'
import type {ErrorWords, Said} from '../error-words.js'

/** What a blank or missing field should have held. */
const fieldWhat: Record<FieldWhat, string> = {
  accountNumber: 'the account number',
  bankCode: 'a bank code',
  destinationName: 'the name on the destination account',
  payerName: "the payer's name",
  payerBankCode: "the payer's bank code",
  payerAccountName: "the payer's name on their account",
  payerAccountNumber: "the payer's account number",
}

const kinds: Record<PlainTextKind, string> = {
  surrogate: 'a lone surrogate, which is not a character',
  control: 'a control character',
  bidi: 'a bidirectional control, which can make text display in another order',
  invisible: 'an invisible character',
}

/** The fields of a payment refused before sending (src/core/money/field-facts.ts): amounts, accounts, names, banks, meta. */
export const fieldErrors = {
  'amount-unreadable': ({label, problem, text}) => ({
    message: `${label}: ${AMOUNT_PROBLEM_MESSAGES[problem]} (got "${text}").`,
    tryMessage: 'Write baht with at most 2 decimals, e.g. 500, 500.50 or 1,500.00.',
  }),
  'amount-not-positive': ({label, text}) => ({
    message: `${label} must be more than 0.00 (got "${text}").`,
    tryMessage: 'Give a positive amount in baht.',
  }),
  'not-account-number': ({label, text}) => ({
    message: `${label}: "${text}" is not an account number.`,
    tryMessage: `Give the ${ACCOUNT_DIGITS.min} to ${ACCOUNT_DIGITS.max} digits of the account, as printed in the bank book, e.g. 1234567890 or 123-4-56789-0.`,
  }),
  blank: ({label, what}) => ({message: `${label} is blank.`, tryMessage: `Give ${fieldWhat[what]}.`}),
  'not-plain': ({label, character: {codePoint, kind, position}}) => ({
    message: `${label} contains ${codePoint} (${kinds[kind]}) at character ${position}.`,
    tryMessage:
      'Type it again, or paste it as plain text: hidden characters often come with text copied from chat apps, PDFs or spreadsheets.',
  }),
  'not-visible': ({label}) => ({
    message: `${label} shows no character: it is only spaces, invisible or blank-looking characters.`,
    tryMessage: 'Type the text as it should read, in letters or digits.',
  }),
  'too-long': ({label, length, max}) => ({
    message: `${label} is ${length} characters long; at most ${max} are accepted.`,
    tryMessage: `Shorten it to ${max} characters or fewer.`,
  }),
  'unknown-bank': ({label, text, suggestions}) => ({
    message: `${label}: unknown bank code "${text}".`,
    tryMessage:
      suggestions.length > 0
        ? `Did you mean ${suggestions.map(({code, name}) => `${code} (${name})`).join(', ')}? All codes: \`pay banks\`.`
        : 'List the valid bank codes with `pay banks`.',
  }),
  'missing-payer': ({missing, labels}) => ({
    message: `Missing ${missing.map((what) => fieldWhat[what]).join(', ')}: the service needs the payer for both methods.`,
    tryMessage: `Pass ${labels.join(', ')}.`,
  }),
  'meta-not-pair': ({label, pair}) => ({
    message: `${label} "${pair}" is not key=value.`,
    tryMessage: `Write each as ${label} key=value, e.g. ${label} order=42.`,
  }),
  'meta-twice': ({label, key}) => ({message: `${label} key "${key}" is given twice.`, tryMessage: 'Give each key once.'}),
  'not-method': ({label, text}) => ({
    message: `${label}: "${text}" is not a payment method.`,
    tryMessage: 'Give PROMPTPAY_QR or BANK_TRANSFER.',
  }),
  'trigger-not-held': ({label, ending, accountNumber}) => ({
    message: `${label}: the account number must end in ${ending}, so that the sandbox holds the withdrawal until the trigger settles it (got ${accountNumber}). Nothing was sent.`,
    tryMessage: `Give an account number ending in ${ending}, e.g. 987654${ending}, or leave it out.`,
  }),
} satisfies Pick<ErrorWords, FieldFact['code']>

/** Stands for a field's label, which a row's problem leaves out: the row already names its column. */
const NO_LABEL = '\u0000'

/** A field's problem said without its label, for a row of a payout file (its facts already escaped). */
export function fieldWithoutLabel(field: FieldFact): string {
  const say = fieldErrors[field.code] as (facts: FieldFact) => Said
  return say({...field, label: NO_LABEL} as FieldFact).message.replace(/^\u0000:? /, '')
}
