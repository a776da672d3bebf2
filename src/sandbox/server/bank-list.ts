import {THAI_BANKS, thaiBankList} from '../../core/banks/thai-banks.js'

/** Codes seen in the wild, accepted case-insensitively and normalised to the canonical code. */
export const BANK_ALIASES: Readonly<Record<string, string>> = {
  CIMB: 'CIMBT',
  UOB: 'UOBT',
  ICBC: 'ICBCT',
  LHB: 'LHBANK',
  LH: 'LHBANK',
  TCR: 'TCRB',
  TCD: 'TCRB',
  ISBT: 'IBANK',
  SMEB: 'SME',
  KK: 'KKP',
  MIZUHO: 'MHCB',
  MB: 'MHCB',
  BNPP: 'BNP',
  BOCT: 'BOC',
  SC: 'SCBT',
  JPMC: 'JPM',
  BTMU: 'MUFG',
  TMB: 'TTB',
  KSB: 'BAY',
  KRUNGSRI: 'BAY',
}

/** The canonical bank code for a code or alias in any case, or undefined when it is unknown. */
export function canonicalBankCode(input: string): string | undefined {
  const code = input.trim().toUpperCase()
  if (THAI_BANKS.some((bank) => bank.bank_code === code)) return code
  return BANK_ALIASES[code]
}

/** GET /v1/banks: an object keyed by bank_code. */
export const bankListBody = thaiBankList
