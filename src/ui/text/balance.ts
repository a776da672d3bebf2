import type {Balance} from '../../core/schemas/balance.js'
import {wireMoneyText} from './money.js'
import type {Style} from './style.js'

/** The balance with the amounts right-aligned. */
export function renderBalance(balance: Balance, style: Style): string {
  const rows: Array<[string, string]> = [
    ['Available', wireMoneyText(balance.available, balance.currency)],
    ['Pending', wireMoneyText(balance.pending, balance.currency)],
  ]
  const width = Math.max(...rows.map(([, amount]) => amount.length))
  return `${rows.map(([label, amount]) => `${style.bold(label.padEnd(10))} ${amount.padStart(width)}`).join('\n')}\n`
}
