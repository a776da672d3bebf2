import type {QrFinding} from '../../core/promptpay/findings.js'
import type {QrProblem} from '../../core/promptpay/payload.js'
import {terminalSafe} from '../../core/text/visible-text.js'
import {words} from '../words/active.js'
import type {Words} from '../words/en/index.js'

/**
 * What is wrong with a deposit's QR, and that the customer must not pay it, in the run's language.
 * @example qrProblemText({kind: 'crc', found: '0000', expected: 'A1B2'}) // "The QR's checksum is 0000 but its content gives A1B2: banking apps will refuse to scan it. Do not let the customer pay it: cancel the deposit and create a new one."
 */
export function qrProblemText(problem: QrProblem): string {
  const q = words().qrFiles
  const what =
    problem.kind === 'unreadable'
      ? q.unreadable(problem.findings.map((finding) => qrFindingText(finding, words())).join('; '))
      : problem.kind === 'crc'
        ? q.crc(problem.found, problem.expected)
        : q.amountMismatch(problem.amount, problem.expected)
  return `${what} ${q.doNotPay}`
}

/** One finding of the PromptPay decoder in the words given; the payload's own text escaped. */
export function qrFindingText(finding: QrFinding, said: Words): string {
  const f = said.qrFiles.finding
  const safe = terminalSafe
  switch (finding.code) {
    case 'malformed-field':
      return f.malformedField(finding.position)
    case 'length-mismatch':
      return f.lengthMismatch(safe(finding.id), safe(finding.declared), finding.actual)
    case 'crc-not-last':
      return f.crcNotLast
    case 'crc-length':
      return f.crcLength
    case 'crc':
      return f.crc(safe(finding.found), finding.expected)
    case 'format-not-first':
      return f.formatNotFirst
    case 'field-twice':
      return f.fieldTwice(safe(finding.id))
    case 'initiation':
      return f.initiation
    case 'currency':
      return f.currency
    case 'country':
      return f.country
    case 'amount':
      return f.amount(safe(finding.text))
    case 'no-merchant':
      return f.noMerchant
    case 'unexpected-aid':
      return f.unexpectedAid(finding.id)
    case 'not-one-target':
      return f.notOneTarget
    case 'target-malformed':
      return f.targetMalformed(finding.id, f.targets[finding.target])
    case 'biller-id':
      return f.billerId
    case 'no-reference-1':
      return f.noReference1
  }
}
