import type {TriggerResult} from '../../core/schemas/output/trigger.js'
import {shellWord} from '../../core/text/shell-word.js'
import {terminalSafe} from '../../core/text/visible-text.js'
import {words} from '../words/active.js'
import {paintStatus, wireMoneyText} from './format.js'
import type {Style} from './style.js'
import {destinationText} from './withdrawal.js'

/**
 * What a trigger did, one line per object and per event, and where the deliveries can be followed.
 * @example renderTrigger(result, style) // '✓ Triggered deposit.success in the sandbox.\n  Deposit 0b7c… CREDITED: 100.37 THB …'
 */
export function renderTrigger(result: TriggerResult, style: Style): string {
  const said = words().trigger
  const sandbox = result.target === 'sandbox'
  const lines = [`${style.green('✓')} ${said.triggered(terminalSafe(result.event), sandbox)}`]
  if (result.top_up) lines.push(`  ${said.toppedUp(wireMoneyText(result.top_up.amount, result.top_up.currency))}`)
  const {deposit, withdrawal, transfer} = result
  if (deposit) {
    const expected = wireMoneyText(deposit.expected_amount, deposit.currency)
    lines.push(`  ${said.deposit(terminalSafe(deposit.id), paintStatus(deposit.status, style), expected)}`)
  }
  if (transfer) lines.push(`  ${said.transfer(terminalSafe(transfer.bank_txn_id), wireMoneyText(transfer.amount, transfer.currency))}`)
  if (withdrawal) {
    const amount = wireMoneyText(withdrawal.amount, withdrawal.currency)
    lines.push(
      `  ${said.withdrawal(terminalSafe(withdrawal.id), paintStatus(withdrawal.status, style), amount, destinationText(withdrawal))}`,
    )
    if (withdrawal.reason) lines.push(`    ${words().watch.outcome.reason(terminalSafe(withdrawal.reason))}`)
  }
  for (const event of result.events) {
    const delivery = event.delivery_id === null ? '' : ` ${style.dim(said.delivery(terminalSafe(String(event.delivery_id))))}`
    lines.push(`  ${said.event(terminalSafe(event.event_id))}${delivery}`)
  }
  lines.push(style.dim(`  ${said.follow(sandbox)}`))
  return `${lines.join('\n')}\n`
}

/** Said when the service took the transfer but has not matched it yet: the event comes when it does. */
export function notCreditedNote(depositId: string): string {
  return words().trigger.notCredited(terminalSafe(shellWord(depositId)))
}
