import type {PayError} from './errors.js'
import type {FieldFact} from './money/field-facts.js'

/**
 * What an error of core or a service found, as facts (a code and its values): src/ui/text/error-facts.ts says
 * them in the run's language for the error printer, while the error's message stays the English of `--json`.
 * `problems` is several errors said as one, in order, each sentence after the other.
 */
export type ErrorFacts = FieldFact | {code: 'problems'; problems: ErrorFacts[]}

/** The facts of several errors said as one, when every one of them has its facts. */
export function problemsFacts(errors: PayError[]): ErrorFacts | undefined {
  const problems = errors.map((error) => error.facts)
  return problems.every((facts) => facts !== undefined) ? {code: 'problems', problems: problems as ErrorFacts[]} : undefined
}
