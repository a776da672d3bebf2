import type {TopUpResult} from '../../core/schemas/test-endpoints.js'
import type {SimulatedTransfer} from '../../services/test-mode/simulate-transfer.js'
import {words} from '../words/active.js'
import {paintStatus, wireMoneyText} from './format.js'
import type {Style} from './style.js'

/**
 * What became of a simulated transfer: credited (with the amounts), or not, with the likely reasons; with
 * `verdictMarks: false`, without the ✓ or ✗ of a verdict.
 * @example renderSimulatedTransfer(result, style) // '✓ Deposit dep_1 CREDITED: 99.00 THB credited to the wallet …'
 */
export function renderSimulatedTransfer(
  result: SimulatedTransfer,
  style: Style,
  options: {verdictMarks: boolean} = {verdictMarks: true},
): string {
  const said = words().testMode
  const {deposit, transfer} = result
  const money = (wire: string | null) => (wire ? wireMoneyText(wire, deposit.currency) : undefined)
  // Inside the live view the simulation is a step, not the command's verdict: it says so in words alone.
  const [good, bad] = options.verdictMarks ? [`${style.green('✓')} `, `${style.red('✗')} `] : ['', '']
  const injected = said.injected(transfer.bank_txn_id, wireMoneyText(transfer.amount, transfer.currency))
  const status = paintStatus(deposit.status, style)
  if (result.credited)
    return `${injected}\n${good}${said.credited(deposit.id, status, money(result.matched_amount), money(result.credited_amount))}\n`
  const facts = {
    depositId: deposit.id,
    status: deposit.status,
    sent: wireMoneyText(transfer.amount, transfer.currency),
    expected: wireMoneyText(deposit.expected_amount, deposit.currency),
    sender: result.request.sender_bank ?? '—',
    payer: deposit.payer?.bank ?? '—',
    closedAt: words().dateTime(deposit.match_window_until),
  }
  const reasons = result.reasons.map((reason) => `  - ${said.reason(reason.code, {...facts, message: reason.message})}`)
  return [injected, `${bad}${said.notCredited(deposit.id, status)}`, ...reasons, ''].join('\n')
}

export function renderTopUp(result: TopUpResult, style: Style): string {
  return `${style.green('✓')} ${words().testMode.topUp(wireMoneyText(result.amount, result.currency))}\n`
}

export function renderReset(style: Style): string {
  return `${style.green('✓')} ${words().testMode.reset}\n`
}
