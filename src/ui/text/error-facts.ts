import type {ErrorFacts, SandboxFact} from '../../core/error-facts.js'
import {type PayError, sayErrorsInEnglishWith} from '../../core/errors.js'
import {terminalSafe} from '../../core/text/visible-text.js'
import {words} from '../words/active.js'
import {en, type Words} from '../words/en/index.js'
import type {ErrorContext, Said} from '../words/error-words.js'
import {sayScenarioFact} from './scenario-errors.js'
import {sayTriggerRefusal} from './trigger-refusals.js'

/** Gives core the catalog's English for the errors it makes of facts (core/errors.ts), once, as the runtime loads. */
export function speakErrorsInEnglish(): void {
  sayErrorsInEnglishWith((facts) => sayErrorFacts(facts, en))
}

/** The error in the run's language: the words it was made with (`inputErrorInWords`), or its facts said here. */
export function spokenOf(error: PayError): PayError['spoken'] {
  return error.spoken ?? (error.facts && sayErrorFacts(error.facts, words()))
}

/**
 * An error's facts (src/core/error-facts.ts) in the words given: the run's language for the error printer. In
 * English they say what the error's message says, which `--json` keeps.
 */
export function sayErrorFacts(facts: ErrorFacts, said: Words): Said {
  if (facts.code === 'problems') {
    const each = facts.problems.map((problem) => sayErrorFacts(problem, said))
    return {message: each.map(({message}) => message).join(' '), tryMessage: each[0]?.tryMessage}
  }
  const entry = said.errors[facts.code] as ((facts: ErrorFacts, context: ErrorContext<ErrorFacts>) => Said) | undefined
  if (entry) return entry(escaped(facts), {raw: facts, say: (inner) => sayErrorFacts(inner, said)})
  return sayBySwitch(facts, said)
}

/** The facts with every string in them escaped, as every value from outside is shown (terminalSafe). */
function escaped<T>(value: T): T {
  if (typeof value === 'string') return terminalSafe(value) as T
  if (Array.isArray(value)) return value.map(escaped) as T
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, escaped(inner)])) as T
  return value
}

function sayBySwitch(facts: ErrorFacts, said: Words): Said {
  switch (facts.code) {
    case 'sandbox-not-running':
    case 'sandbox-not-found':
    case 'sandbox-running':
    case 'sandbox-start-failed':
    case 'sandbox-unanswered':
      return saySandbox(facts, said)
    case 'no-webhook-url':
      return {message: said.trigger.noWebhookUrl(facts.eventTypes), tryMessage: said.trigger.listenFirst}
    case 'event-not-subscribed':
      return {message: said.trigger.notSubscribed(facts.eventTypes), tryMessage: said.trigger.subscribe(terminalSafe(facts.merchantId))}
    case 'set-malformed':
    case 'set-not-json':
    case 'scenario-unreadable':
    case 'scenario-not-json':
    case 'invalid-scenario':
    case 'unresolved-reference':
    case 'step-failed':
      return sayScenarioFact(facts, said, sayErrorFacts)
    case 'override-not-pair':
    case 'override-no-object':
    case 'override-unknown':
    case 'override-twice':
    case 'trigger-needs-sandbox':
      return sayTriggerRefusal(facts, said)
    default:
      throw new Error(`no words for ${facts.code}`)
  }
}

function saySandbox(facts: SandboxFact, said: Words): Said {
  const s = said.sandbox
  const safe = terminalSafe
  switch (facts.code) {
    case 'sandbox-not-running':
      return {message: s.noSandbox(safe(facts.dataDir)), tryMessage: s.startOne}
    case 'sandbox-not-found':
      return {message: s.neverRan(safe(facts.dataDir)), tryMessage: s.startFirst}
    case 'sandbox-running':
      return {message: s.alreadyRunning(safe(facts.baseUrl), facts.pid, safe(facts.dataDir)), tryMessage: s.useOrStop}
    case 'sandbox-start-failed': {
      const reason = facts.reason === undefined ? undefined : safe(facts.reason)
      const next = facts.next === undefined ? undefined : safe(facts.next)
      const log = safe(facts.logPath)
      return {message: s.didNotStart(reason), tryMessage: reason === undefined ? s.seeLog(log) : s.wholeLog(next, log)}
    }
    case 'sandbox-unanswered': {
      const url = safe(facts.baseUrl)
      const message =
        facts.why === 'timed-out'
          ? s.unanswered.timedOut(url, facts.seconds)
          : facts.why === 'too-large'
            ? s.unanswered.tooLarge(url)
            : s.unanswered.failed(url, safe(facts.reason ?? ''))
      return {message, tryMessage: s.unanswered.check}
    }
  }
}
