import type {QrProblem} from '../../core/promptpay/check.js'
import {terminalSafe} from '../../core/text/visible-text.js'
import {words} from '../words/active.js'

/**
 * What is wrong with a deposit's QR, and that the customer must not pay it, in the run's language.
 * @example qrProblemText({kind: 'crc', found: '0000', expected: 'A1B2'}) // "The QR's checksum is 0000 but its content gives A1B2: banking apps will refuse to scan it. Do not let the customer pay it: cancel the deposit and create a new one."
 */
export function qrProblemText(problem: QrProblem): string {
  const q = words().qrFiles
  const what =
    problem.kind === 'unreadable'
      ? q.unreadable(problem.findings.map(terminalSafe).join('; '))
      : problem.kind === 'crc'
        ? q.crc(problem.found, problem.expected)
        : q.amountMismatch(problem.amount, problem.expected)
  return `${what} ${q.doNotPay}`
}
