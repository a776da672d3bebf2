import type {SignatureReportJson} from '../../core/schemas/output/signature.js'
import type {ExplanationStep, SignatureExplanation} from '../../core/signing/diagnosis/explain-signature.js'
import type {TimestampProblem} from '../../core/signing/diagnosis/timestamp-checks.js'
import {snakeCaseKeys} from '../../core/text/snake-case-keys.js'
import {terminalSafe} from '../../core/text/visible-text.js'
import type {SignatureReport} from '../../services/signing/signature-report.js'
import {en, type Words} from '../words/en/index.js'
import {saidMistake} from './found-mistakes.js'

/**
 * `pay sign --json`: the report with its steps' rules, warnings and diagnosis (the mistakes found, or what to
 * check) said in English, the same bytes in every language.
 */
export function signatureDocument(report: SignatureReport): SignatureReportJson {
  const {explanation, diagnosis} = report
  const said = {
    ...report,
    explanation: {
      ...explanation,
      steps: explanation.steps.map((step) => ({id: step.id, ...en.sign.steps[step.id], value: stepValue(step, explanation, en)})),
      warnings: timestampWarnings(explanation.warnings, en),
    },
    ...(diagnosis && {
      diagnosis: {
        ...diagnosis,
        warnings: timestampWarnings(diagnosis.warnings, en),
        ...(diagnosis.verdict === 'reproduced' && {mistakes: diagnosis.mistakes.map((mistake) => saidMistake(mistake, en))}),
        ...(diagnosis.verdict === 'unexplained' && {summary: en.sign.unexplained, nextSteps: en.sign.unexplainedNextSteps}),
      },
    }),
  }
  return snakeCaseKeys(said) as SignatureReportJson
}

/** What a step puts in the request, as shown: the body's hash with its size. */
export function stepValue(step: ExplanationStep, explanation: SignatureExplanation, said: Words): string {
  return step.id === 'body' ? said.sign.bodyStep(step.value, explanation.body.byteCount) : step.value
}

/** What is wrong with the timestamp on its face, one sentence each. */
export function timestampWarnings(problems: TimestampProblem[], said: Words): string[] {
  return problems.map(({kind, timestamp}) =>
    kind === 'milliseconds' ? said.sign.milliseconds(timestamp, timestamp.length) : said.sign.notSeconds(terminalSafe(timestamp)),
  )
}
