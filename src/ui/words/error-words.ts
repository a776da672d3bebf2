import type {ErrorFacts} from '../../core/error-facts.js'

/** An error's sentence and its next step, in one language. */
export type Said = {message: string; tryMessage?: string}

/** Every code an error can be made of; `problems`, several errors said as one, is said by joining theirs. */
export type ErrorCode = Exclude<ErrorFacts['code'], 'problems'>

export type FactsOf<C extends ErrorFacts['code']> = Extract<ErrorFacts, {code: C}>

/**
 * What an entry has beside its facts, which come to it with every string escaped (terminalSafe): `raw`, the facts
 * as given, for a value shown another way (quoted as JSON, its lines kept, named character by character), and `say`,
 * the same language's sentence of another error it embeds (a failed step's).
 */
export interface ErrorContext<F> {
  raw: F
  say: (facts: ErrorFacts) => Said
}

/**
 * The `errors` surface of a language: for every code, the sentence that says its facts. A code missing in a
 * language does not compile (en/errors.ts, th/errors.ts); src/ui/words/active.ts looks them up.
 */
export type ErrorWords = {[C in ErrorCode]: (facts: FactsOf<C>, context: ErrorContext<FactsOf<C>>) => Said}
