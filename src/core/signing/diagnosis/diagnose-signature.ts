import {signaturesEqual} from '../sign-request.js'
import {type FoundMistake, type MistakeSearch, mistakePairsReproducing, singleMistakesReproducing} from './mistake-search.js'
import {requestMistakes} from './request-mistakes.js'
import {correctRequestRecipe, type RequestRecipe, type RequestSigningInput, signWithRequestRecipe} from './request-recipe.js'
import {type TimestampProblem, timestampProblems} from './timestamp-checks.js'

export const DEFAULT_TIMESTAMP_SEARCH_SECONDS = 900

export interface SignatureDiagnosisInput extends RequestSigningInput {
  /** The X-Signature of the failing request, as the integrator's code produced it. */
  expectedSignature: string
  /** How far line 3 may be from X-Timestamp in the search, in seconds either way (default 900). */
  timestampSearchSeconds?: number
}

interface DiagnosisFacts {
  /** The right signature for these inputs. */
  signature: string
  /** Problems of the inputs on their face, such as a timestamp in milliseconds. */
  warnings: TimestampProblem[]
}

export type SignatureDiagnosis = DiagnosisFacts &
  (
    | {verdict: 'match'}
    /** One mistake, or two made together, that reproduce the expected signature. */
    | {verdict: 'reproduced'; mistakes: FoundMistake[]}
    /** None of the usual mistakes reproduces it: the secret or the body bytes differ (what to check: src/ui). */
    | {verdict: 'unexplained'}
  )

/**
 * Says whether the signature of a failing request is right and, if not, which usual mistake (or pair of
 * mistakes) reproduces it: ids and facts, said by src/ui (`mistakes`).
 * @example
 * diagnoseSignature({secret, method: 'POST', target: '/v1/deposits', timestamp: '1718790000', body, expectedSignature: 'ab12…'})
 * // {verdict: 'reproduced', mistakes: [{id: 'body-reserialised-spacing', detail: {kind: 'body-written-as', keyOrder: 'kept', layout: 'indent-2'}}], …}
 */
export function diagnoseSignature(input: SignatureDiagnosisInput): SignatureDiagnosis {
  const start = correctRequestRecipe(input)
  const facts: DiagnosisFacts = {signature: signWithRequestRecipe(start), warnings: timestampProblems(input.timestamp)}
  const search: MistakeSearch<RequestRecipe> = {
    table: requestMistakes({timestampSearchSeconds: input.timestampSearchSeconds ?? DEFAULT_TIMESTAMP_SEARCH_SECONDS}),
    start,
    sign: signWithRequestRecipe,
    signature: input.expectedSignature.trim(),
  }
  if (signaturesEqual(facts.signature, search.signature)) return {...facts, verdict: 'match'}
  const single = singleMistakesReproducing(search).next()
  if (!single.done) return {...facts, verdict: 'reproduced', mistakes: [single.value]}
  const pair = mistakePairsReproducing(search).next()
  if (!pair.done) return {...facts, verdict: 'reproduced', mistakes: pair.value}
  return {...facts, verdict: 'unexplained'}
}
