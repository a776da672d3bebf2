import type {Bank, BankList} from '../schemas/bank.js'

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
