import {accountDigits} from '../banks/account-number.js'
import {InputError} from '../errors.js'
import type {Bank, BankList} from '../schemas/bank.js'
import type {FieldFact, FieldWhat, NotPlainFact, PlainTextKind} from './field-facts.js'
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
    throw fieldError('amount', {code: 'amount-unreadable', label, text, problem: error.problem})
  }
  if (satang <= 0) throw fieldError('amount', {code: 'amount-not-positive', label, text})
  return satang
}

/**
 * A Thai account number by the rule of src/core/banks/account-number.ts; returned as digits only.
 * @example readAccountNumber('123-4-56789-0', 'accountNo', '--account-no') // '1234567890'
 */
export function readAccountNumber(text: string, field: string, label: string): string {
  const trimmed = requireText(text, field, label, 'accountNumber')
  const digits = accountDigits(trimmed)
  if (digits === undefined) throw fieldError(field, {code: 'not-account-number', label, text: trimmed})
  return digits
}

export function isAccountNumber(text: string): boolean {
  return accountDigits(text) !== undefined
}

/** The one limit of a person's text (names, descriptions, references), from a flag, a prompt or a CSV cell. */
export const MAX_TEXT_CHARS = 1000

/** The text without surrounding spaces, or an InputError when nothing is left or it is refused ({@link textFact}). */
export function requireText(text: string, field: string, label: string, what: FieldWhat): string {
  const trimmed = text.trim()
  const fact = textFact(trimmed, label, what)
  if (fact) throw fieldError(field, fact)
  return trimmed
}

/** `{key: text}` when the text has more than spaces in it, else `{}`, for optional body fields; refused as {@link textFact} says. */
export function optionalText<K extends string>(key: K, text: string | undefined, label: string): Partial<Record<K, string>> {
  const trimmed = text?.trim()
  if (!trimmed) return {}
  const fact = textFact(trimmed, label)
  if (fact) throw fieldError(key, fact)
  return {[key]: trimmed} as Record<K, string>
}

/**
 * Why a person's text (trimmed) is refused, or undefined: blank, not plain text ({@link notPlainFact}),
 * showing no character, or over {@link MAX_TEXT_CHARS} characters. Flags, prompts and CSV cells all ask this.
 * @example textFact('\u3164', '--payer-name', 'payerName') // {code: 'not-visible', label: '--payer-name'}
 */
export function textFact(trimmed: string, label: string, what?: FieldWhat): FieldFact | undefined {
  if (trimmed === '' && what) return {code: 'blank', label, what}
  const character = notPlainFact(trimmed)
  if (character) return {code: 'not-plain', label, character}
  if (!hasVisibleCharacter(trimmed)) return {code: 'not-visible', label}
  const length = [...trimmed].length
  if (length > MAX_TEXT_CHARS) return {code: 'too-long', label, length, max: MAX_TEXT_CHARS}
  return undefined
}

/**
 * Names, descriptions and references go to banks, onto statements and onto people's screens, so they must be
 * plain text. Refused: a lone surrogate (JSON's "\ud800" has no UTF-8 form and would be stored as U+FFFD, a
 * different name), control characters (NUL, line breaks, ESC, C1), format characters (bidirectional
 * overrides and marks, zero-width spaces and joiners, the BOM, the soft hyphen) and line or paragraph
 * separators: each can make what is shown differ from what is stored or paid. The sandbox refuses the same.
 */
const NOT_PLAIN = /[\p{Cs}\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u

const KINDS: Array<[RegExp, PlainTextKind]> = [
  [/\p{Cs}/u, 'surrogate'],
  [/\p{Cc}/u, 'control'],
  [/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u, 'bidi'],
  [/./su, 'invisible'],
]

/**
 * The first character of `text` that is not plain text, or undefined when it is plain.
 * @example notPlainFact('Som\u202Echai') // {codePoint: 'U+202E', kind: 'bidi', position: 4}
 */
export function notPlainFact(text: string): NotPlainFact | undefined {
  const match = NOT_PLAIN.exec(text)
  if (!match) return undefined
  const character = match[0]
  return {
    codePoint: `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`,
    kind: KINDS.find(([pattern]) => pattern.test(character))![1],
    position: [...text.slice(0, match.index)].length + 1,
  }
}

/**
 * What displays as nothing: default-ignorable code points (zero-width characters, variation selectors, the
 * Hangul fillers U+115F, U+1160, U+3164, U+FFA0), white space, combining marks (nothing to sit on) and the
 * blank Braille pattern U+2800, which is a letter but shows no dot.
 */
const SHOWS_NOTHING = /[\p{Default_Ignorable_Code_Point}\p{White_Space}\p{M}\u2800]/gu

/**
 * Whether `text` shows at least one character: a name made only of what displays as nothing reaches a bank as
 * a name nobody can read or check.
 * @example hasVisibleCharacter('\u3164') // false
 */
export function hasVisibleCharacter(text: string): boolean {
  return text.replace(SHOWS_NOTHING, '') !== ''
}

/**
 * The bank with this code (any case), or an InputError suggesting the nearest codes.
 * @example resolveBank('kbank', '--bank', banks).bank_code // 'KBANK'
 */
export function resolveBank(code: string, label: string, banks: BankList): Bank {
  const bank = findBank(banks, code)
  if (bank) return bank
  const suggestions = searchBanks(banks, code)
    .slice(0, 3)
    .map((found) => ({code: found.bank_code, name: found.name_en}))
  throw fieldError('bank', {code: 'unknown-bank', label, text: code, suggestions})
}

/** A field refused, with `details.field`: its facts, which the catalog says (src/ui/words/{en,th}/errors.ts). */
export function fieldError(field: string, fact: FieldFact): InputError {
  return new InputError(fact, {details: {field}})
}

/** Finds a bank by code, case-insensitively and ignoring surrounding spaces, as the service compares them. */
export function findBank(banks: BankList, code: string): Bank | undefined {
  const wanted = code.trim().toUpperCase()
  // The list is keyed by bank code: a batch looks up a code for each of its rows.
  const keyed = Object.hasOwn(banks, wanted) ? banks[wanted] : undefined
  if (keyed?.bank_code.toUpperCase() === wanted) return keyed
  return Object.values(banks).find((bank) => bank.bank_code.toUpperCase() === wanted)
}

/**
 * The bank a person named in full: its code, or its English or Thai name, in any case and ignoring surrounding
 * spaces; undefined when the text names none (it may still be part of several).
 * @example findBankByName(banks, 'kasikornbank')?.bank_code // 'KBANK'
 */
export function findBankByName(banks: BankList, text: string): Bank | undefined {
  const wanted = text.trim().toLowerCase()
  if (wanted === '') return undefined
  return (
    findBank(banks, wanted) ??
    Object.values(banks).find((bank) => [bank.name_en, bank.name_th, bank.fullname_th].some((name) => name.toLowerCase() === wanted))
  )
}

/** Banks whose code or names contain the text, for a searchable picker. */
export function searchBanks(banks: BankList, text: string): Bank[] {
  const needle = text.trim().toLowerCase()
  return Object.values(banks).filter((bank) =>
    [bank.bank_code, bank.name_en, bank.name_th, bank.fullname_th, bank.bank_number].some((field) => field.toLowerCase().includes(needle)),
  )
}
