import type {AnswerFact, ApiNextStep} from '../../core/http/answer-facts.js'
import {terminalSafe, terminalSafeLines} from '../../core/text/visible-text.js'
import type {Words} from '../words/en/index.js'

/**
 * An answer that is an error or not the API's, in the words given. The service's own message is its words: it
 * is shown as given, in every language; pay's words around an answer and the next step are the catalog's.
 */
export function sayAnswer(facts: AnswerFact, said: Words): {message: string; tryMessage?: string} {
  const a = said.apiAnswer
  switch (facts.code) {
    case 'api-error':
      return {message: terminalSafeLines(facts.said), tryMessage: facts.next && sayNextStep(facts.next, said)}
    case 'no-error-envelope':
      return {
        message: a.noEnvelope(facts.status, terminalSafeLines(facts.body)),
        tryMessage: facts.next && sayNextStep(facts.next, said),
      }
    case 'answer-not-json':
      return {message: a.notJson(facts.status), tryMessage: a.next.checkBaseUrl}
    case 'answer-not-api':
      return {message: a.notApi(facts.path ? terminalSafe(facts.path) : a.wholeBody, terminalSafe(facts.issue)), tryMessage: a.reportAnswer}
  }
}

function sayNextStep(next: ApiNextStep, said: Words): string {
  const n = said.apiAnswer.next
  switch (next.kind) {
    case 'clock':
      return n.clock(Math.abs(next.skew), next.skew > 0, next.window)
    case 'key-refused':
      return n.keyRefused
    case 'identity-refused':
      return n.identityRefused
    case 'allowlist':
      return n.allowlist
    case 'wait':
      return next.seconds === undefined ? n.waitMinute : n.waitSeconds(next.seconds)
    case 'idempotency-in-progress':
      return n.idempotencyInProgress
    case 'idempotency-mismatch':
      return n.idempotencyMismatch
    case 'not-found':
      return n.notFound
    case 'not-cancellable':
      return n.notCancellable
    case 'invalid-bank':
      return n.invalidBank
    case 'service-failed':
      return n.serviceFailed
    case 'check-base-url':
      return n.checkBaseUrl
  }
}
