import type {ErrorFacts} from '../../core/error-facts.js'
import type {PayError} from '../../core/errors.js'
import type {ReferenceFact, ScenarioFact, ScenarioProblemFact, ScenarioProblemFacts, UnresolvedFact} from '../../core/scenario-facts.js'
import {terminalSafe, terminalSafeLines} from '../../core/text/visible-text.js'
import type {Words} from '../words/en/index.js'

type Said = NonNullable<PayError['spoken']>

/**
 * `pay fixtures run`'s errors in the words given. A failed step's own error is said by `sayFacts` (error-facts.ts'
 * sayErrorFacts, given to avoid importing it back) from its facts; without facts, its message (the service's
 * words) is quoted as it came, and its next step is the catalog's for its code, if any.
 */
export function sayScenarioFact(facts: ScenarioFact, said: Words, sayFacts: (facts: ErrorFacts, said: Words) => Said): Said {
  const s = said.scenario
  const safe = terminalSafe
  switch (facts.code) {
    case 'set-malformed':
      return {message: s.setMalformed(safe(facts.text)), tryMessage: s.setExample}
    case 'set-not-json':
      return {message: s.setNotJson(safe(facts.text)), tryMessage: s.quoteJson}
    case 'scenario-unreadable':
      return {message: s.unreadable(safe(facts.file), safe(facts.reason)), tryMessage: s.checkPath}
    case 'scenario-not-json':
      return {message: s.notJson(safe(facts.file), safe(facts.reason)), tryMessage: s.fixFile}
    case 'invalid-scenario': {
      const lines = facts.problems.map((problem) => problemLine(problem, said))
      return {message: [s.invalid(safe(facts.file), facts.problems.length), ...lines].join('\n'), tryMessage: s.fixScenario}
    }
    case 'unresolved-reference': {
      const why = unresolvedText(safe(facts.reference), facts.problem, said)
      return {message: s.unresolved(safe(facts.step), safe(facts.field), why, s.sentBefore(facts.done.map(safe))), tryMessage: s.nameAField}
    }
    case 'step-failed': {
      const {failure} = facts
      const cause = failure.facts === undefined ? undefined : sayFacts(failure.facts, said)
      const reason = cause?.message ?? terminalSafeLines(failure.message)
      const next = cause ? cause.tryMessage : (said.error.hints[failure.code] ?? failure.tryMessage)
      return {
        message: s.stepFailed(safe(facts.step), safe(facts.method), safe(facts.target), reason, s.sentBefore(facts.done.map(safe))),
        tryMessage: facts.retryKey === undefined ? next : s.retryWithStepKey(safe(facts.retryKey)),
      }
    }
  }
}

function problemLine({step, field, problem}: ScenarioProblemFacts, said: Words): string {
  const s = said.scenario
  const where = field === undefined ? (step === null ? s.wholeFile : s.wholeStep) : terminalSafe(field)
  return s.problemLine(step === null ? null : terminalSafe(step), where, problemText(problem, said))
}

function problemText(fact: ScenarioProblemFact, said: Words): string {
  const p = said.scenario.problems
  const safe = terminalSafe
  switch (fact.code) {
    case 'missing':
      return p.missing
    case 'unknown-fields':
      return p.unknownFields(fact.names.map(safe))
    case 'wrong-type':
      return p.wrongType(safe(fact.expected), safe(fact.received))
    case 'not-one-of':
      return p.notOneOf(fact.options.map(safe))
    case 'empty':
      return p.empty
    case 'bad-step-name':
      return p.badStepName
    case 'path-without-slash':
      return p.pathWithoutSlash
    case 'no-steps':
      return p.noSteps
    case 'schema':
      return p.schema(safe(fact.issue))
    case 'name-twice':
      return p.nameTwice(fact.position, fact.first)
    case 'body-on-get':
      return p.bodyOnGet
    case 'set-no-step':
      return p.setNoStep(safe(fact.name), fact.steps.map(safe))
    case 'set-not-object':
      return p.setNotObject
    case 'reference':
      return referenceText(safe(fact.reference), fact.problem, said)
  }
}

function referenceText(reference: string, fact: ReferenceFact, said: Words): string {
  const r = said.scenario.references
  const safe = terminalSafe
  switch (fact.code) {
    case 'not-step-field':
      return r.notStepField(reference)
    case 'no-such-step':
      return r.noSuchStep(reference, safe(fact.name), fact.steps.map(safe))
    case 'own-step':
      return r.ownStep(reference)
    case 'later-step':
      return r.laterStep(reference, safe(fact.name), fact.position)
    case 'no-field-named':
      return r.noFieldNamed(reference, safe(fact.name))
  }
}

function unresolvedText(reference: string, fact: UnresolvedFact, said: Words): string {
  const r = said.scenario.references
  return fact.code === 'field-not-in-answer' ? r.fieldNotInAnswer(reference, terminalSafe(fact.name)) : r.objectInText(reference)
}
