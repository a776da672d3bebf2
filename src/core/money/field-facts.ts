import type {AmountProblem} from './money.js'

export type PlainTextKind = 'surrogate' | 'control' | 'bidi' | 'invisible'

/** The first character that makes a text not plain: its code point as `U+202E`, its kind, its place (1-based, in characters). */
export interface NotPlainFact {
  codePoint: string
  kind: PlainTextKind
  position: number
}

/** What a blank field should have held, by key: src/ui says it in the run's language. */
export type FieldWhat =
  | 'accountNumber'
  | 'bankCode'
  | 'destinationName'
  | 'payerName'
  | 'payerBankCode'
  | 'payerAccountName'
  | 'payerAccountNumber'

/**
 * Why a field of a payment was refused, as facts (a code and its values) for src/ui to say in the run's
 * language. `label` names the field as the
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
