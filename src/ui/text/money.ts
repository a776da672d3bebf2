import {parseWireMoney, type Satang} from '../../core/money/money.js'
import {words} from '../words/active.js'

/** `12,345.67 THB` (Thai: `12,345.67 บาท`): grouped for reading, always two decimals. */
export function moneyText(satang: Satang, currency = 'THB'): string {
  return words().amount(satang, currency)
}

/** A wire money string shown for people. */
export function wireMoneyText(wire: string, currency = 'THB'): string {
  return moneyText(parseWireMoney(wire), currency)
}
