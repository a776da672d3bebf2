import {ACCOUNT_DIGITS} from '../../core/banks/account-number.js'
import type {ErrorFacts} from '../../core/error-facts.js'
import type {PayError} from '../../core/errors.js'
import {terminalSafe} from '../../core/text/visible-text.js'
import {words} from '../words/active.js'
import type {Words} from '../words/en/index.js'

/** The error in the run's language: the words it was made with (`inputErrorInWords`), or its facts said here. */
export function spokenOf(error: PayError): PayError['spoken'] {
  return error.spoken ?? (error.facts && sayErrorFacts(error.facts, words()))
}

/**
 * An error's facts (src/core/error-facts.ts) in the words given: the run's language for the error printer. In
 * English they say what the error's message says, which `--json` keeps.
 */
export function sayErrorFacts(facts: ErrorFacts, said: Words): {message: string; tryMessage?: string} {
  const f = said.fields
  const safe = terminalSafe
  switch (facts.code) {
    case 'problems': {
      const each = facts.problems.map((problem) => sayErrorFacts(problem, said))
      return {message: each.map(({message}) => message).join(' '), tryMessage: each[0]?.tryMessage}
    }
    case 'amount-unreadable':
      return {message: f.amountUnreadable(facts.label, f.amountProblems[facts.problem], safe(facts.text)), tryMessage: f.amountHint}
    case 'amount-not-positive':
      return {message: f.amountNotPositive(facts.label, safe(facts.text)), tryMessage: f.positiveHint}
    case 'not-account-number':
      return {
        message: f.notAccountNumber(facts.label, safe(facts.text)),
        tryMessage: f.accountNumberHint(ACCOUNT_DIGITS.min, ACCOUNT_DIGITS.max),
      }
    case 'blank':
      return {message: f.blank(facts.label), tryMessage: f.give(f.what[facts.what])}
    case 'not-plain': {
      const {codePoint, kind, position} = facts.character
      return {message: f.notPlain(facts.label, codePoint, f.kinds[kind], position), tryMessage: f.plainHint}
    }
    case 'unknown-bank':
      return {
        message: f.unknownBank(facts.label, safe(facts.text)),
        tryMessage:
          facts.suggestions.length > 0
            ? f.didYouMeanBank(facts.suggestions.map(({code, name}) => `${safe(code)} (${safe(name)})`))
            : f.listBanks,
      }
    case 'missing-payer':
      return {message: f.missingPayer(facts.missing.map((what) => f.what[what])), tryMessage: f.pass(facts.labels)}
    case 'meta-not-pair':
      return {message: f.metaNotPair(facts.label, safe(facts.pair)), tryMessage: f.metaHint(facts.label)}
    case 'meta-twice':
      return {message: f.metaTwice(facts.label, safe(facts.key)), tryMessage: f.metaOnce}
    case 'not-method':
      return {message: f.notMethod(facts.label, safe(facts.text)), tryMessage: f.methodHint}
    case 'trigger-not-held':
      return {message: f.triggerNotHeld(facts.label, facts.ending, facts.accountNumber), tryMessage: f.triggerHint(facts.ending)}
  }
}
