import type {FieldWhat} from '../../../core/money/field-facts.js'
import {AMOUNT_PROBLEM_MESSAGES} from '../../../core/money/money.js'
import type {PlainTextKind} from '../../../core/text/plain-text.js'

/** The fields of a payment refused before sending (src/core/money/field-facts.ts): amounts, accounts, names, banks, meta. */
export const fields = {
  amountProblems: AMOUNT_PROBLEM_MESSAGES,
  amountUnreadable: (label: string, problem: string, text: string) => `${label}: ${problem} (got "${text}").`,
  amountHint: 'Write baht with at most 2 decimals, e.g. 500, 500.50 or 1,500.00.',
  amountNotPositive: (label: string, text: string) => `${label} must be more than 0.00 (got "${text}").`,
  positiveHint: 'Give a positive amount in baht.',
  notAccountNumber: (label: string, text: string) => `${label}: "${text}" is not an account number.`,
  accountNumberHint: (min: number, max: number) =>
    `Give the ${min} to ${max} digits of the account, as printed in the bank book, e.g. 1234567890 or 123-4-56789-0.`,
  what: {
    accountNumber: 'the account number',
    bankCode: 'a bank code',
    destinationName: 'the name on the destination account',
    payerName: "the payer's name",
    payerBankCode: "the payer's bank code",
    payerAccountName: "the payer's name on their account",
    payerAccountNumber: "the payer's account number",
  } satisfies Record<FieldWhat, string>,
  blank: (label: string) => `${label} is blank.`,
  give: (what: string) => `Give ${what}.`,
  kinds: {
    surrogate: 'a lone surrogate, which is not a character',
    control: 'a control character',
    bidi: 'a bidirectional control, which can make text display in another order',
    invisible: 'an invisible character',
  } satisfies Record<PlainTextKind, string>,
  notPlain: (label: string, codePoint: string, kind: string, position: number) =>
    `${label} contains ${codePoint} (${kind}) at character ${position}.`,
  plainHint:
    'Type it again, or paste it as plain text: hidden characters often come with text copied from chat apps, PDFs or spreadsheets.',
  notVisible: (label: string) => `${label} shows no character: it is only spaces, invisible or blank-looking characters.`,
  visibleHint: 'Type the text as it should read, in letters or digits.',
  tooLong: (label: string, length: number, max: number) => `${label} is ${length} characters long; at most ${max} are accepted.`,
  shortenTo: (max: number) => `Shorten it to ${max} characters or fewer.`,
  unknownBank: (label: string, text: string) => `${label}: unknown bank code "${text}".`,
  /** A bank suggested for a code not known: its code and its name. */
  suggestedBank: (code: string, name: string) => `${code} (${name})`,
  didYouMeanBank: (banks: string[]) => `Did you mean ${banks.join(', ')}? All codes: \`pay banks\`.`,
  listBanks: 'List the valid bank codes with `pay banks`.',
  missingPayer: (what: string[]) => `Missing ${what.join(', ')}: the service needs the payer for both methods.`,
  pass: (labels: string[]) => `Pass ${labels.join(', ')}.`,
  metaNotPair: (label: string, pair: string) => `${label} "${pair}" is not key=value.`,
  metaHint: (label: string) => `Write each as ${label} key=value, e.g. ${label} order=42.`,
  metaTwice: (label: string, key: string) => `${label} key "${key}" is given twice.`,
  metaOnce: 'Give each key once.',
  notMethod: (label: string, text: string) => `${label}: "${text}" is not a payment method.`,
  methodHint: 'Give PROMPTPAY_QR or BANK_TRANSFER.',
  triggerNotHeld: (label: string, ending: string, accountNumber: string) =>
    `${label}: the account number must end in ${ending}, so that the sandbox holds the withdrawal until the trigger settles it (got ${accountNumber}). Nothing was sent.`,
  triggerHint: (ending: string) => `Give an account number ending in ${ending}, e.g. 987654${ending}, or leave it out.`,
}
