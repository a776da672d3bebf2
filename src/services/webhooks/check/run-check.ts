import type {CheckAnswer, CheckCaseResult, CheckProblem, WebhookCheck} from '../../../core/schemas/output/webhook-check.js'
import {withoutCredentials} from '../../../core/text/redaction.js'
import {type ForwardAnswer, forwardDelivery} from '../forward.js'
import {type CheckCase, checkCases} from './cases.js'

/** The service gives up on a delivery after 10 s in total. */
export const SERVICE_DELIVERY_LIMIT_MS = 10_000

export interface WebhookCheckOptions {
  url: string
  webhookSecret: string
  limitMs: number
  skipTlsVerify: boolean
  /** Sent without asking because the target is this machine: every connection must still resolve to it. */
  onlyThisMachine?: boolean
  /** The ids of the cases to run ({@link selectCases}). */
  caseIds: readonly string[]
  /** Told how many cases will run, before the first delivery. */
  onStart?: (cases: number) => void
}

/**
 * Sends the chosen cases of {@link checkCases} to the endpoint, one delivery at a time (at most two per case,
 * each bounded by the limit), and grades every answer. Once a delivery gets no whole answer within the limit,
 * the cases left are not sent (`not_sent`): each would wait as long, and the advice is the same. {@link
 * unanswered} says when there was nothing to grade.
 */
export async function runWebhookCheck(options: WebhookCheckOptions): Promise<WebhookCheck> {
  const cases = checkCases(options.webhookSecret).filter((testCase) => options.caseIds.includes(testCase.id))
  options.onStart?.(cases.length)
  const results: CheckCaseResult[] = []
  for (const testCase of cases) {
    if (results.some((result) => result.problem === 'slow')) break
    const answers: ForwardAnswer[] = []
    for (const delivery of testCase.deliveries) {
      answers.push(
        await forwardDelivery(options.url, delivery.body, delivery.headers, {
          timeoutMs: options.limitMs,
          skipTlsVerify: options.skipTlsVerify,
          onlyThisMachine: options.onlyThisMachine,
        }),
      )
    }
    const problem = gradeAnswers(testCase, answers)
    results.push({id: testCase.id, expect: testCase.expect, answers: answers.map(toCheckAnswer), passed: problem === null, problem})
  }
  const failed = results.filter((result) => !result.passed).length
  const notSent = cases.slice(results.length).map((testCase) => testCase.id)
  return {url: options.url, limit_ms: options.limitMs, passed: results.length - failed, failed, cases: results, not_sent: notSent}
}

/**
 * When the endpoint answered no delivery at all, so nothing was graded: the first delivery's error (null when
 * it had none); undefined when something answered.
 */
export function unanswered(check: WebhookCheck): string | null | undefined {
  if (!check.cases.every((result) => result.problem === 'no_answer')) return undefined
  return check.cases[0]?.answers[0]?.error ?? null
}

/** The problem with a case's answers, or null when the receiver did what a correct one does. */
export function gradeAnswers(testCase: Pick<CheckCase, 'expect'>, answers: ForwardAnswer[]): CheckProblem | null {
  for (const answer of answers) {
    if (!answer.fromDownstream) return answer.status === 504 ? 'slow' : 'no_answer'
    // Deliveries do not follow redirects: the receiver behind it never saw this one, whichever the case.
    if (isRedirect(answer.status)) return 'redirected'
    const accepted = answer.status >= 200 && answer.status <= 299
    if (testCase.expect === 'refused' && accepted) return 'accepted_forgery'
    if (testCase.expect === 'accepted' && !accepted) return 'refused'
  }
  return null
}

function toCheckAnswer(answer: ForwardAnswer): CheckAnswer {
  const redirected = answer.fromDownstream && isRedirect(answer.status) && answer.location !== undefined
  const location = redirected ? withoutCredentials(answer.location!) : null
  return {status: answer.fromDownstream ? answer.status : null, error: answer.error, location, duration_ms: answer.durationMs}
}

function isRedirect(status: number): boolean {
  return status >= 300 && status <= 399
}

/** What `--only` and `--skip` pick: the ids of the cases to run, or the names that are no case nor group. */
export type CaseSelection = {picked: string[]} | {unknown: string[]; known: string[]}

/** `--only` and `--skip` take case ids or a group (the part before the first dot); all cases when both are empty. */
export function selectCases(ids: readonly string[], only: string[], skip: string[]): CaseSelection {
  const known = new Set([...ids.map(groupOf), ...ids])
  const unknown = [...only, ...skip].filter((name) => !known.has(name))
  if (unknown.length > 0) return {unknown, known: [...known]}
  const picked = (id: string, names: string[]) => names.includes(id) || names.includes(groupOf(id))
  return {picked: ids.filter((id) => (only.length === 0 || picked(id, only)) && !picked(id, skip))}
}

function groupOf(id: string): string {
  return id.slice(0, id.indexOf('.'))
}
