import type {ErrorFacts} from '../../core/error-facts.js'
import {type PayError, sayErrorsInEnglishWith} from '../../core/errors.js'
import {terminalSafe} from '../../core/text/visible-text.js'
import {chooseCalendar} from './dates.js'
import {en, type Words} from './en/index.js'
import type {ErrorContext, Said} from './error-words.js'
import type {Language} from './language.js'

let current: Words = en
let currentLanguage: Language = 'en'

/** The words of this run's language: English until {@link speak} is called with another. */
export function words(): Words {
  return current
}

export function spokenLanguage(): Language {
  return currentLanguage
}

/**
 * Chooses the words for this run, once, at start (src/cli/language.ts). English is bundled; Thai and the
 * pseudo-locale are loaded only when chosen, so English commands never parse them.
 */
export async function speak(language: Language, env: Record<string, string | undefined>): Promise<void> {
  chooseCalendar(env)
  if (language === 'th') current = (await import('./th/index.js')).th
  else if (language === 'qps') current = (await import('./pseudo.js')).pseudoWords()
  else current = en
  currentLanguage = language
}

/**
 * Gives core the catalog's English for the errors it makes of facts (core/errors.ts), once, as the runtime loads.
 * The lookup is here, with the words of the run, so that it costs a command no module of its own at start: the
 * sentences are the `errors` surface, read when an error is said.
 */
export function speakErrorsInEnglish(): void {
  sayErrorsInEnglishWith((facts) => sayErrorFacts(facts, en))
}

/** The error in the run's language: the words it was made with (`inputErrorInWords`), or its facts said here. */
export function spokenOf(error: PayError): PayError['spoken'] {
  return error.spoken ?? (error.facts && sayErrorFacts(error.facts, current))
}

/**
 * An error's facts (src/core/error-facts.ts) in the words given: the entry of its code in the language's `errors`
 * surface, given the facts with every string escaped; `problems`, several errors said as one, their sentences in
 * order. In English they are the error's message, which `--json` keeps.
 */
export function sayErrorFacts(facts: ErrorFacts, said: Words): Said {
  if (facts.code === 'problems') {
    const each = facts.problems.map((problem) => sayErrorFacts(problem, said))
    return {message: each.map(({message}) => message).join(' '), tryMessage: each[0]?.tryMessage}
  }
  const entry = said.errors[facts.code] as (facts: ErrorFacts, context: ErrorContext<ErrorFacts>) => Said
  return entry(escaped(facts), {raw: facts, say: (inner) => sayErrorFacts(inner, said)})
}

/** The facts with every string in them escaped, as every value from outside is shown (terminalSafe). */
function escaped<T>(value: T): T {
  if (typeof value === 'string') return terminalSafe(value) as T
  if (Array.isArray(value)) return value.map(escaped) as T
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, escaped(inner)])) as T
  return value
}
