import {authHeaders, signRequest} from '../sign-request.js'
import type {RequestSigningInput} from './request-recipe.js'
import {type TimestampProblem, timestampProblems} from './timestamp-checks.js'

export interface ExplainSignatureInput extends RequestSigningInput {
  /** For the X-Api-Key header. */
  keyId: string
}

export type ExplanationStepId = 'method' | 'target' | 'timestamp' | 'body' | 'canonical' | 'signature' | 'headers'

/** One step of the signing; its title and rule are said by src/ui (`sign.steps`). */
export interface ExplanationStep {
  id: ExplanationStepId
  /** What this request puts there (for the body, its hash: src/ui adds its size). */
  value: string
}

export interface SignatureExplanation {
  canonicalLines: [method: string, target: string, timestamp: string, bodySha256: string]
  canonical: string
  /** The canonical string as a JSON string literal, each line break written `\n`: paste it into code to compare. */
  canonicalEscaped: string
  body: {byteCount: number; sha256: string}
  signature: string
  /** The three authentication headers. */
  headers: Record<string, string>
  steps: ExplanationStep[]
  /** Problems of the inputs on their face, such as a timestamp in milliseconds. */
  warnings: TimestampProblem[]
}

const STEPS: readonly ExplanationStepId[] = ['method', 'target', 'timestamp', 'body', 'canonical', 'signature', 'headers']

/**
 * Everything `pay sign` shows of one request's signature, step by step with the rule of each step.
 * @example explainSignature({secret, keyId: 'unk_test_1', method: 'get', target: '/v1/balance', timestamp: '1718790000', body: new Uint8Array()})
 * // {canonicalLines: ['GET', '/v1/balance', '1718790000', 'e3b0…'], signature: '…', headers: {'x-api-key': 'unk_test_1', …}, steps: […]}
 */
export function explainSignature(input: ExplainSignatureInput): SignatureExplanation {
  const signed = signRequest(input)
  const headers = authHeaders(input.keyId, signed)
  const canonicalEscaped = JSON.stringify(signed.canonical)
  const values: Record<ExplanationStepId, string> = {
    method: signed.method,
    target: signed.target,
    timestamp: signed.timestamp,
    body: signed.bodySha256,
    canonical: canonicalEscaped,
    signature: signed.signature,
    headers: Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}`)
      .join(', '),
  }
  return {
    canonicalLines: [signed.method, signed.target, signed.timestamp, signed.bodySha256],
    canonical: signed.canonical,
    canonicalEscaped,
    body: {byteCount: input.body.length, sha256: signed.bodySha256},
    signature: signed.signature,
    headers,
    steps: STEPS.map((id) => ({id, value: values[id]})),
    warnings: timestampProblems(input.timestamp),
  }
}
