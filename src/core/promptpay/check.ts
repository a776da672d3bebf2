import {formatBaht, parseWireMoney} from '../money/money.js'
import {decodePromptPayPayload} from './payload.js'

export interface QrProblem {
  kind: 'unreadable' | 'crc' | 'amount'
  message: string
}

export interface QrCheck {
  /** The amount inside the QR (tag 54), wire form; absent for a QR that leaves the amount to the payer. */
  amount?: string
  problems: QrProblem[]
}

const WHAT_TO_DO = 'Do not let the customer pay it: cancel the deposit and create a new one.'

/**
 * Checks the QR a deposit asks the customer to scan against what the deposit expects: a payload that does not
 * decode, a wrong CRC (banking apps refuse the code) or an amount that is not expected_amount (the transfer
 * would not match). Never throws: every finding is a problem to show.
 *
 * @example checkQrPayload(deposit.pay_to.qr_payload, deposit.expected_amount) // {amount: '100.37', problems: []}
 */
export function checkQrPayload(payload: string, expectedAmount: string): QrCheck {
  const decoded = decodePromptPayPayload(payload)
  const problems: QrProblem[] = []
  const structural = decoded.problems.filter((problem) => !problem.startsWith('CRC is '))
  if (structural.length > 0) {
    problems.push({kind: 'unreadable', message: `The QR payload is not a valid PromptPay code (${structural.join('; ')}). ${WHAT_TO_DO}`})
  }
  if (decoded.crcFound !== undefined && !decoded.crcValid) {
    problems.push({
      kind: 'crc',
      message: `The QR's checksum is ${decoded.crcFound} but its content gives ${decoded.crcExpected}: banking apps will refuse to scan it. ${WHAT_TO_DO}`,
    })
  }
  const amount = decoded.amountSatang === undefined ? undefined : formatBaht(decoded.amountSatang)
  if (decoded.amountSatang !== undefined && decoded.amountSatang !== parseWireMoney(expectedAmount)) {
    problems.push({
      kind: 'amount',
      message: `The QR asks for ${amount} THB but the deposit expects ${expectedAmount} THB: a transfer of the QR's amount would not be matched. ${WHAT_TO_DO}`,
    })
  }
  return {...(amount === undefined ? {} : {amount}), problems}
}
