import type {Balance} from '../../core/schemas/balance.js'
import {displayWidth, padStartDisplay} from '../../core/text/display-width.js'
import {words} from '../words/active.js'
import {labelledLines, wireMoneyText} from './format.js'
import type {Style} from './style.js'

/** The balance with the amounts right-aligned. */
export function renderBalance(balance: Balance, style: Style): string {
  const said = words().balance
  const amounts = [wireMoneyText(balance.available, balance.currency), wireMoneyText(balance.pending, balance.currency)]
  const width = Math.max(...amounts.map(displayWidth))
  const [available, pending] = amounts.map((amount) => padStartDisplay(amount, width))
  return `${labelledLines(
    [
      [said.available, available!],
      [said.pending, pending!],
    ],
    style.bold,
  )}\n`
}
