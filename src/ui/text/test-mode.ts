import type {TopUpResult} from '../../core/schemas/test-endpoints.js'
import type {SimulatedTransfer} from '../../services/test-mode/simulate-transfer.js'
import {wireMoneyText} from './money.js'
import {paintStatus} from './status.js'
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
  const {deposit, transfer} = result
  // Inside the live view the simulation is a step, not the command's verdict: it says so in words alone.
  const [good, bad] = options.verdictMarks ? [`${style.green('✓')} `, `${style.red('✗')} `] : ['', '']
  const injected = `Transfer ${transfer.bank_txn_id} of ${wireMoneyText(transfer.amount, transfer.currency)} injected`
  if (result.credited) {
    const matched = result.matched_amount ? `matched ${wireMoneyText(result.matched_amount, deposit.currency)}` : 'matched'
    const credited = result.credited_amount ? `, ${wireMoneyText(result.credited_amount, deposit.currency)} credited to the wallet` : ''
    return `${injected}.\n${good}Deposit ${deposit.id} ${paintStatus(deposit.status, style)}: ${matched}${credited}.\n`
  }
  const reasons = result.reasons.map((reason) => `  - ${reason.message}`)
  return [
    `${injected}.`,
    `${bad}Deposit ${deposit.id} was not credited (still ${paintStatus(deposit.status, style)}). Likely:`,
    ...reasons,
    '',
  ].join('\n')
}

export function renderTopUp(result: TopUpResult, style: Style): string {
  return `${style.green('✓')} ${wireMoneyText(result.amount, result.currency)} credited to the test wallet. See it with: pay balance\n`
}

/** The question asked on a terminal before `pay test reset`: it cannot be undone. */
export const RESET_QUESTION = 'Wipe all test data of this merchant (deposits, withdrawals, the test balance)? This cannot be undone.'

export function renderReset(style: Style): string {
  return `${style.green('✓')} Test data wiped: deposits, withdrawals and the test balance are gone. Live data is untouched.\n`
}
