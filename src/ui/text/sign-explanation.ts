import type {SignatureDiagnosis} from '../../core/signing/diagnosis/diagnose-signature.js'
import type {ServerClockCheck} from '../../core/signing/diagnosis/timestamp-checks.js'
import {displayWidth} from '../../core/text/display-width.js'
import {say, terminalSafe} from '../../core/text/visible-text.js'
import type {SignatureReport} from '../../services/signing/signature-report.js'
import {words} from '../words/active.js'
import {labelledLines} from './format.js'
import {renderFoundMistakes, renderNextSteps, renderWarnings} from './found-mistakes.js'
import {visibleLineBreaks} from './request-trace.js'
import {stepValue, timestampWarnings} from './signature-document.js'
import type {Style} from './style.js'

/**
 * What `pay sign` prints: the canonical string with its line breaks shown, the body hash, the signature,
 * the headers, the steps with their rules (`--explain`), the diagnosis (`--expect-signature`), a curl line.
 */
export function renderSignatureReport(report: SignatureReport, style: Style, options: {explain: boolean}): string {
  const {explanation} = report
  const {sign} = words()
  const headerLines = Object.entries(explanation.headers).map(([name, value]) => say`${name}: ${value}`)
  const labels = [sign.labels.body, sign.labels.signature, sign.labels.headers]
  // The header lines after the first stand in the value column, as wide as the widest label and the gap.
  const valueColumn = ' '.repeat(Math.max(...labels.map(displayWidth)) + 2)
  const labelled = labelledLines(
    [
      [sign.labels.body, sign.bodyValue(explanation.body.byteCount, explanation.body.sha256)],
      [sign.labels.signature, explanation.signature],
      [sign.labels.headers, headerLines.join(`\n${valueColumn}`)],
    ],
    style.bold,
  )
  const lines = [
    style.bold(sign.canonical) + style.dim(sign.lineFeeds),
    ...visibleLineBreaks(explanation.canonical)
      .split('\n')
      .map((line) => say`  ${line}`),
    '',
    labelled,
    ...renderWarnings(timestampWarnings(explanation.warnings, words()), style),
  ]
  if (options.explain) lines.push('', ...renderSteps(report, style))
  if (report.diagnosis) lines.push('', ...renderDiagnosis(report.diagnosis, style))
  lines.push('', style.bold(sign.curl) + style.dim(sign.curlNote), say`  ${report.curl}`)
  return `${lines.join('\n')}\n`
}

function renderSteps(report: SignatureReport, style: Style): string[] {
  const {sign} = words()
  const steps = report.explanation.steps.flatMap((step, index) => [
    `  ${index + 1}. ${style.bold(sign.steps[step.id].title)}: ${terminalSafe(stepValue(step, report.explanation, words()))}`,
    `     ${style.dim(sign.steps[step.id].rule)}`,
  ])
  return [style.bold(sign.howBuilt), ...steps, ...(report.serverClock === undefined ? [] : [serverClockLine(report.serverClock, style)])]
}

function serverClockLine(check: ServerClockCheck | null, style: Style): string {
  const {sign} = words()
  if (check === null) return `  ${style.dim(sign.clockUnchecked)}`
  const verdict = check.withinWindow ? style.green(sign.withinWindow) : style.red(sign.outsideWindow)
  return `  ${sign.serverClock(check.serverTime, offsetText(check.localClockAheadSeconds), offsetText(check.timestampAheadSeconds), verdict)}`
}

function offsetText(aheadSeconds: number): string {
  const {sign} = words()
  if (aheadSeconds === 0) return sign.inStep
  return aheadSeconds > 0 ? sign.ahead(aheadSeconds) : sign.behind(-aheadSeconds)
}

function renderDiagnosis(diagnosis: SignatureDiagnosis, style: Style): string[] {
  const {sign} = words()
  switch (diagnosis.verdict) {
    case 'match':
      return [style.green(sign.match), `  ${sign.matchStill401}`]
    case 'reproduced':
      return [
        style.red(diagnosis.mistakes.length === 1 ? sign.reproducedOne : sign.reproducedTwo),
        ...renderFoundMistakes(diagnosis.mistakes, style),
      ]
    case 'unexplained':
      return [style.red(`✗ ${sign.unexplained}`), ...renderNextSteps(sign.unexplainedNextSteps, style)]
  }
}
