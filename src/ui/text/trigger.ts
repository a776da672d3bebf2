import type {TriggerResult} from '../../core/schemas/output/trigger.js'
import {shellWord} from '../../core/text/shell-word.js'
import {say} from '../../core/text/visible-text.js'
import {wireMoneyText} from './money.js'
import {paintStatus} from './status.js'
import type {Style} from './style.js'

/**
 * What a trigger did, one line per object and per event, and where the deliveries can be followed.
 * @example renderTrigger(result, style) // '✓ Triggered deposit.success in the sandbox.\n  Deposit 0b7c… CREDITED: 100.37 THB …'
 */
export function renderTrigger(result: TriggerResult, style: Style): string {
  const where = result.target === 'sandbox' ? 'in the sandbox' : 'through the service API'
  const lines = [`${style.green('✓')} Triggered ${result.event} ${where}.`]
  if (result.top_up)
    lines.push(`  Topped up the test wallet by ${wireMoneyText(result.top_up.amount, result.top_up.currency)} to cover the withdrawal.`)
  const {deposit, withdrawal, transfer} = result
  if (deposit)
    lines.push(
      `  Deposit ${deposit.id} ${paintStatus(deposit.status, style)}: expected ${wireMoneyText(deposit.expected_amount, deposit.currency)}`,
    )
  if (transfer) lines.push(`  Transfer ${transfer.bank_txn_id} of ${wireMoneyText(transfer.amount, transfer.currency)}`)
  if (withdrawal) {
    const destination = withdrawal.destination
    lines.push(
      `  Withdrawal ${withdrawal.id} ${paintStatus(withdrawal.status, style)}: ${wireMoneyText(withdrawal.amount, withdrawal.currency)} to ${destination.bank} ${destination.account_no}`,
    )
  }
  for (const event of result.events) {
    lines.push(`  Event ${event.event_id}${event.delivery_id === null ? '' : style.dim(` (sandbox delivery ${event.delivery_id})`)}`)
  }
  const follow = result.target === 'sandbox' ? 'pay sandbox webhooks, pay webhook events' : 'pay webhook events'
  lines.push(style.dim(`  Follow the deliveries with: ${follow}`))
  return `${lines.join('\n')}\n`
}

/** Said when the service took the transfer but has not matched it yet: the event comes when it does. */
export function notCreditedNote(depositId: string): string {
  return say`Deposit ${depositId} was not credited yet: the service matches transfers asynchronously, and deposit.success is sent once it does. Follow it with \`pay deposit watch ${shellWord(depositId)}\`.`
}
