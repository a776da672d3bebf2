import type {SignatureDiagnosis} from '../../core/signing/diagnosis/diagnose-signature.js'
import type {ServerClockCheck} from '../../core/signing/diagnosis/timestamp-checks.js'
import {REPLAY_WINDOW_SECONDS} from '../../core/signing/sign-request.js'
import {say, terminalSafe} from '../../core/text/visible-text.js'
import type {SignatureReport} from '../../services/signing/signature-report.js'
import {renderFoundMistakes, renderNextSteps, renderWarnings} from './found-mistakes.js'
import {visibleLineBreaks} from './request-trace.js'
import type {Style} from './style.js'

/**
 * What `pay sign` prints: the canonical string with its line breaks shown, the body hash, the signature,
 * the headers, the steps with their rules (`--explain`), the diagnosis (`--expect-signature`), a curl line.
 */
export function renderSignatureReport(report: SignatureReport, style: Style, options: {explain: boolean}): string {
  const {explanation} = report
  const headerLines = Object.entries(explanation.headers).map(([name, value]) => say`${name}: ${value}`)
  const lines = [
    style.bold('Canonical string') + style.dim(' (⏎ marks each line feed, \\n)'),
    ...visibleLineBreaks(explanation.canonical)
      .split('\n')
      .map((line) => say`  ${line}`),
    '',
    `${style.bold('Body'.padEnd(11))}${explanation.body.byteCount} bytes, SHA-256 ${explanation.body.sha256}`,
    `${style.bold('Signature'.padEnd(11))}${explanation.signature}`,
    `${style.bold('Headers'.padEnd(11))}${headerLines.join(`\n${' '.repeat(11)}`)}`,
    ...renderWarnings(explanation.warnings, style),
  ]
  if (options.explain) lines.push('', ...renderSteps(report, style))
  if (report.diagnosis) lines.push('', ...renderDiagnosis(report.diagnosis, style))
  lines.push('', style.bold('curl') + style.dim(' (sends the request as signed above)'), say`  ${report.curl}`)
  return `${lines.join('\n')}\n`
}

function renderSteps(report: SignatureReport, style: Style): string[] {
  const steps = report.explanation.steps.flatMap((step, index) => [
    `  ${index + 1}. ${style.bold(step.title)}: ${terminalSafe(step.value)}`,
    `     ${style.dim(step.rule)}`,
  ])
  return [
    style.bold('How it is built'),
    ...steps,
    ...(report.serverClock === undefined ? [] : [serverClockLine(report.serverClock, style)]),
  ]
}

function serverClockLine(check: ServerClockCheck | null, style: Style): string {
  if (check === null) return `  ${style.dim('Server clock: not checked (the base URL did not answer).')}`
  const verdict = check.withinWindow
    ? style.green(`✓ within the ±${REPLAY_WINDOW_SECONDS} s window`)
    : style.red(`outside the ±${REPLAY_WINDOW_SECONDS} s window: the service would refuse it now`)
  return `  Server clock ${check.serverTime}: this machine is ${offsetText(check.localClockAheadSeconds)}; the timestamp is ${offsetText(check.timestampAheadSeconds)}: ${verdict}`
}

function offsetText(aheadSeconds: number): string {
  if (aheadSeconds === 0) return 'in step with it'
  return aheadSeconds > 0 ? `${aheadSeconds} s ahead of it` : `${-aheadSeconds} s behind it`
}

function renderDiagnosis(diagnosis: SignatureDiagnosis, style: Style): string[] {
  switch (diagnosis.verdict) {
    case 'match':
      return [
        style.green('✓ The expected signature matches: this request is signed right.'),
        '  If the service still answers 401, check the key id, the clock (--explain) and that these exact bytes are sent.',
      ]
    case 'reproduced':
      return [
        style.red(
          diagnosis.mistakes.length === 1
            ? '✗ The expected signature is reproduced by this mistake:'
            : '✗ The expected signature is reproduced by these two mistakes together:',
        ),
        ...renderFoundMistakes(diagnosis.mistakes, style),
      ]
    case 'unexplained':
      return [style.red(`✗ ${diagnosis.summary}`), ...renderNextSteps(diagnosis.nextSteps, style)]
  }
}
