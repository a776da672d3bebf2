import {parseWireMoney} from '../../core/money/money.js'
import type {Deposit} from '../../core/schemas/deposit.js'
import {words} from '../words/active.js'
import {wireMoneyText} from './format.js'

/** The customer must pay a few satang more (or less) than was asked: expected_amount is not amount. */
export function amountDiffers(deposit: Pick<Deposit, 'amount' | 'expected_amount'>): boolean {
  return parseWireMoney(deposit.amount) !== parseWireMoney(deposit.expected_amount)
}

/**
 * The line that marks expected_amount when it differs from amount.
 * @example differenceNote({amount: '100.00', expected_amount: '100.37', currency: 'THB'}) // '⚠ Pay exactly 100.37 THB, not 100.00 THB: …'
 */
export function differenceNote(deposit: Pick<Deposit, 'amount' | 'expected_amount' | 'currency'>): string | undefined {
  if (!amountDiffers(deposit)) return undefined
  return words().deposit.difference(
    wireMoneyText(deposit.expected_amount, deposit.currency),
    wireMoneyText(deposit.amount, deposit.currency),
  )
}
