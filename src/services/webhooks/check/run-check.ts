import {InputError, NetworkError} from '../../../core/errors.js'
import type {CheckAnswer, CheckCaseResult, CheckProblem, WebhookCheck} from '../../../core/schemas/output/webhook-check.js'
import {type ForwardAnswer, forwardDelivery} from '../forward.js'
import {type CheckCase, checkCases} from './cases.js'

/** The service gives up on a delivery after 10 s in total. */
export const SERVICE_DELIVERY_LIMIT_MS = 10_000

export interface WebhookCheckOptions {
  url: string
  webhookSecret: string
  limitMs: number
  skipTlsVerify: boolean
  /** Case ids or their groups (`genuine`, `forged`, `tolerant`) to run; all when empty. */
  only: string[]
  skip: string[]
  /** Told how many cases will run, before the first delivery. */
  onStart?: (cases: number) => void
}

/**
 * Sends the battery of {@link checkCases} to the endpoint, one delivery at a time (at most two per case, each
 * bounded by the limit), and grades every answer. Throws before sending anything when the selection is empty
 * or names no case, and after, when the endpoint never answered at all.
 */
export async function runWebhookCheck(options: WebhookCheckOptions): Promise<WebhookCheck> {
  const cases = selectCases(checkCases(options.webhookSecret), options.only, options.skip)
  options.onStart?.(cases.length)
  const results: CheckCaseResult[] = []
  for (const testCase of cases) {
    const answers: ForwardAnswer[] = []
    for (const delivery of testCase.deliveries) {
      answers.push(
        await forwardDelivery(options.url, delivery.body, delivery.headers, {
          timeoutMs: options.limitMs,
          skipTlsVerify: options.skipTlsVerify,
        }),
      )
    }
    const problem = gradeAnswers(testCase, answers)
    results.push({id: testCase.id, expect: testCase.expect, answers: answers.map(toCheckAnswer), passed: problem === null, problem})
  }
  if (results.every((result) => result.problem === 'no_answer')) {
    throw new NetworkError(`${options.url} gave no answer to any delivery (${results[0]?.answers[0]?.error ?? 'no answer'}).`, {
      code: 'ENDPOINT_UNREACHABLE',
      tryMessage: 'Check that the receiver is running and that the URL, port and path are right; nothing was graded.',
    })
  }
  const failed = results.filter((result) => !result.passed).length
  return {url: options.url, limit_ms: options.limitMs, passed: results.length - failed, failed, cases: results}
}

/** The problem with a case's answers, or null when the receiver did what a correct one does. */
export function gradeAnswers(testCase: Pick<CheckCase, 'expect'>, answers: ForwardAnswer[]): CheckProblem | null {
  for (const answer of answers) {
    if (!answer.fromDownstream) return answer.status === 504 ? 'slow' : 'no_answer'
    const accepted = answer.status >= 200 && answer.status <= 299
    if (testCase.expect === 'refused' && accepted) return 'accepted_forgery'
    if (testCase.expect === 'accepted' && !accepted) return 'refused'
  }
  return null
}

function toCheckAnswer(answer: ForwardAnswer): CheckAnswer {
  return {status: answer.fromDownstream ? answer.status : null, error: answer.error, duration_ms: answer.durationMs}
}

/** `--only` and `--skip` take case ids or a group (the part before the first dot). */
export function selectCases<T extends {id: string}>(cases: T[], only: string[], skip: string[]): T[] {
  const known = new Set(cases.flatMap((testCase) => [testCase.id, groupOf(testCase.id)]))
  const unknown = [...only, ...skip].filter((name) => !known.has(name))
  if (unknown.length > 0) {
    throw new InputError(`No check case is named ${unknown.map((name) => JSON.stringify(name)).join(', ')}.`, {
      code: 'UNKNOWN_CHECK_CASE',
      tryMessage: `Name cases or groups among: ${[...known].join(', ')}.`,
    })
  }
  const picked = (id: string, names: string[]) => names.includes(id) || names.includes(groupOf(id))
  const selected = cases.filter((testCase) => (only.length === 0 || picked(testCase.id, only)) && !picked(testCase.id, skip))
  if (selected.length === 0)
    throw new InputError('--only and --skip leave no case to run.', {code: 'NO_CHECK_CASE', tryMessage: 'Skip fewer cases.'})
  return selected
}

function groupOf(id: string): string {
  return id.slice(0, id.indexOf('.'))
}
