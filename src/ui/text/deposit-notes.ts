import {parseWireMoney} from '../../core/money/money.js'
import type {Deposit} from '../../core/schemas/deposit.js'
import {wireMoneyText} from './money.js'

/** The line on stderr when the service answered a create with a deposit it had made for the same Idempotency-Key. */
export const REPLAYED_DEPOSIT_NOTE =
  'The service already had this Idempotency-Key: this is the deposit it created then; nothing was created twice.'

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
  const expected = wireMoneyText(deposit.expected_amount, deposit.currency)
  return `⚠ Pay exactly ${expected}, not ${wireMoneyText(deposit.amount, deposit.currency)}: the extra satang let the service match this transfer to this deposit.`
}
