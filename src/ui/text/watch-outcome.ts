import {parseWireMoney} from '../../core/money/money.js'
import type {Deposit} from '../../core/schemas/deposit.js'
import type {Withdrawal} from '../../core/schemas/withdrawal.js'
import {terminalSafe} from '../../core/text/visible-text.js'
import {words} from '../words/active.js'
import {moneyText, wireMoneyText} from './format.js'
import {destinationText, grossOf} from './withdrawal.js'

export type Watched = {kind: 'deposit'; object: Deposit} | {kind: 'withdrawal'; object: Withdrawal}

/**
 * One sentence on what a final state means for the money.
 * @example outcomeSentence({kind: 'deposit', object: credited}) // 'Deposit CREDITED: 99.37 THB added to the balance (100.37 THB received).'
 */
export function outcomeSentence(watched: Watched, now: number = Date.now()): string {
  const sentence = watched.kind === 'deposit' ? depositOutcome(watched.object, now) : withdrawalOutcome(watched.object)
  const {reason} = watched.object
  return reason ? `${sentence} ${words().watch.outcome.reason(terminalSafe(reason))}` : sentence
}

function depositOutcome(deposit: Deposit, now: number): string {
  const said = words()
  const money = (wire: string | null | undefined) => (wire ? wireMoneyText(wire, deposit.currency) : undefined)
  switch (deposit.status) {
    case 'CREDITED':
      return said.watch.outcome.credited(money(deposit.credited_amount), money(deposit.matched_amount))
    case 'EXPIRED':
      // Expired early (by the sandbox's `deposit expire`, say), its window's end is still ahead: no "before".
      return said.watch.outcome.expired(
        Date.parse(deposit.match_window_until) <= now ? said.dateTime(deposit.match_window_until) : undefined,
      )
    case 'CANCELLED':
      return said.watch.outcome.cancelled
    default:
      return said.watch.outcome.waiting(deposit.status)
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
