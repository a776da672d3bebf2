import {formatBahtGrouped, parseWireMoney, type Satang} from '../../core/money/money.js'

/** `12,345.67 THB`: grouped for reading, always two decimals. */
export function moneyText(satang: Satang, currency = 'THB'): string {
  return `${formatBahtGrouped(satang)} ${currency}`
}

/** A wire money string shown for people. */
export function wireMoneyText(wire: string, currency = 'THB'): string {
  return moneyText(parseWireMoney(wire), currency)
}
