import {parseWireMoney} from '../../core/money/money.js'
import type {Deposit} from '../../core/schemas/deposit.js'
import type {Withdrawal} from '../../core/schemas/withdrawal.js'
import {words} from '../words/active.js'
import {moneyText, wireMoneyText} from './money.js'
import {localTime} from './time.js'
import {destinationText, grossOf} from './withdrawal.js'

export type Watched = {kind: 'deposit'; object: Deposit} | {kind: 'withdrawal'; object: Withdrawal}

/**
 * One sentence on what a final state means for the money.
 * @example outcomeSentence({kind: 'deposit', object: credited}) // 'Deposit CREDITED: 99.37 THB added to the balance (100.37 THB received).'
 */
export function outcomeSentence(watched: Watched, now: number = Date.now()): string {
  if (watched.kind === 'deposit') return depositOutcome(watched.object, now)
  return withdrawalOutcome(watched.object)
}

function depositOutcome(deposit: Deposit, now: number): string {
  switch (deposit.status) {
    case 'CREDITED': {
      const credited = deposit.credited_amount ? wireMoneyText(deposit.credited_amount, deposit.currency) : 'the amount'
      const received = deposit.matched_amount ? ` (${wireMoneyText(deposit.matched_amount, deposit.currency)} received)` : ''
      return `Deposit CREDITED: ${credited} added to the balance${received}.`
    }
    case 'EXPIRED': {
      // Expired early (by the sandbox's `deposit expire`, say), its window's end is still ahead: no "before".
      const when = Date.parse(deposit.match_window_until) <= now ? ` before ${localTime(deposit.match_window_until)}` : ''
      return `Deposit EXPIRED: no transfer matched it${when}. Create a new one for the customer.`
    }
    case 'CANCELLED':
      return 'Deposit CANCELLED: a transfer made now will not be matched to it.'
    default:
      return `Deposit ${deposit.status}: still waiting for the customer's transfer.`
  }
}

function withdrawalOutcome(withdrawal: Withdrawal): string {
  const said = words().withdrawal.outcome
  const destination = destinationText(withdrawal)
  switch (withdrawal.status) {
    case 'SUCCESS':
      return said.success(wireMoneyText(withdrawal.net_payout, withdrawal.currency), destination)
    case 'FAILED':
    case 'REJECTED':
      return said.refunded(withdrawal.status, moneyText(grossOf(withdrawal), withdrawal.currency))
    default:
      return said.waiting(withdrawal.status, moneyText(parseWireMoney(withdrawal.amount), withdrawal.currency), destination)
  }
}
