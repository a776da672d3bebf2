import type {ErrorFacts} from './error-facts.js'

/**
 * `pay fixtures run`'s scenario file or `--set` refused, or one of its steps refused or failed
 * (src/services/fixtures/). Step names, fields, references and `--set` texts are as written; `reason` is the
 * parser's or the file system's English, quoted; `done` names the steps answered before the one that stopped.
 */
export type ScenarioFact =
  | {code: 'set-malformed'; text: string}
  | {code: 'set-not-json'; text: string}
  | {code: 'scenario-unreadable'; file: string; reason: string}
  | {code: 'scenario-not-json'; file: string; reason: string}
  | {code: 'invalid-scenario'; file: string; problems: ScenarioProblemFacts[]}
  | {code: 'unresolved-reference'; step: string; field: string; reference: string; problem: UnresolvedFact; done: string[]}
  /** `retryKey`: the step's Idempotency-Key, when it may or may not have been processed. */
  | {code: 'step-failed'; step: string; method: string; target: string; failure: StepFailure; done: string[]; retryKey?: string}

/** One problem of a scenario file: its step (null: the file as a whole) and field (none: the step or file itself). */
export interface ScenarioProblemFacts {
  step: string | null
  field?: string
  problem: ScenarioProblemFact
}

export type ScenarioProblemFact =
  | {code: 'missing'}
  | {code: 'unknown-fields'; names: string[]}
  /** JSON types as the schema names them: object, array, string, number, boolean, null. */
  | {code: 'wrong-type'; expected: string; received: string}
  | {code: 'not-one-of'; options: string[]}
  | {code: 'empty'}
  | {code: 'bad-step-name'}
  | {code: 'path-without-slash'}
  | {code: 'no-steps'}
  /** The schema's own English, quoted, for an issue none of the above says. */
  | {code: 'schema'; issue: string}
  /** Positions from 1. */
  | {code: 'name-twice'; position: number; first: number}
  | {code: 'body-on-get'}
  | {code: 'set-no-step'; name: string; steps: string[]}
  | {code: 'set-not-object'}
  | {code: 'reference'; reference: string; problem: ReferenceFact}

/** Why a `${STEP.FIELD}` cannot be used, found before anything is sent; `position` from 1. */
export type ReferenceFact =
  | {code: 'not-step-field'}
  | {code: 'no-such-step'; name: string; steps: string[]}
  | {code: 'own-step'}
  | {code: 'later-step'; name: string; position: number}
  | {code: 'no-field-named'; name: string}

/** Why a reference cannot be filled from the answers, found when its step is about to be sent. */
export type UnresolvedFact = {code: 'field-not-in-answer'; name: string} | {code: 'object-in-text'}

/** The error a step met: its facts when it has them, else its message (the service's words) as it came. */
export interface StepFailure {
  code: string
  message: string
  tryMessage?: string
  facts?: ErrorFacts
}
