import {formatBaht, parseWireMoney} from '../money/money.js'
import type {QrFinding} from './findings.js'
import {decodePromptPayPayload} from './payload.js'

/**
 * What is wrong with a deposit's QR, as facts for src/ui to say (src/ui/text/qr-problem.ts): a payload that does
 * not decode (the decoder's findings), a wrong checksum, or an amount that is not the deposit's.
 */
export type QrProblem =
  | {kind: 'unreadable'; findings: QrFinding[]}
  | {kind: 'crc'; found: string; expected: string}
  | {kind: 'amount'; amount: string; expected: string}

export interface QrCheck {
  /** The amount inside the QR (tag 54), wire form; absent for a QR that leaves the amount to the payer. */
  amount?: string
  problems: QrProblem[]
}

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
  const structural = decoded.problems.filter((problem) => problem.code !== 'crc')
  if (structural.length > 0) problems.push({kind: 'unreadable', findings: structural})
  if (decoded.crcFound !== undefined && !decoded.crcValid) {
    problems.push({kind: 'crc', found: decoded.crcFound, expected: decoded.crcExpected})
  }
  const amount = decoded.amountSatang === undefined ? undefined : formatBaht(decoded.amountSatang)
  if (amount !== undefined && decoded.amountSatang !== parseWireMoney(expectedAmount)) {
    problems.push({kind: 'amount', amount, expected: expectedAmount})
  }
  return {...(amount === undefined ? {} : {amount}), problems}
}
