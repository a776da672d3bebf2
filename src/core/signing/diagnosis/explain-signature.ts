import {authHeaders, EMPTY_BODY_SHA256, REPLAY_WINDOW_SECONDS, signRequest} from '../sign-request.js'
import type {RequestSigningInput} from './request-recipe.js'
import {timestampProblems} from './timestamp-checks.js'

export interface ExplainSignatureInput extends RequestSigningInput {
  /** For the X-Api-Key header. */
  keyId: string
}

export type ExplanationStepId = 'method' | 'target' | 'timestamp' | 'body' | 'canonical' | 'signature' | 'headers'

export interface ExplanationStep {
  id: ExplanationStepId
  title: string
  /** What this request puts there. */
  value: string
  /** The service's rule for this step, in a sentence. */
  rule: string
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
  warnings: string[]
}

const RULES: Record<ExplanationStepId, {title: string; rule: string}> = {
  method: {title: 'Line 1: method', rule: 'The HTTP method in uppercase.'},
  target: {
    title: 'Line 2: path and query',
    rule: 'The path plus the query string exactly as sent: not re-encoded, not re-ordered, nothing added after signing.',
  },
  timestamp: {
    title: 'Line 3: timestamp',
    rule: `Unix epoch seconds (not milliseconds), the same string as X-Timestamp, within ±${REPLAY_WINDOW_SECONDS} s of the server's clock.`,
  },
  body: {
    title: 'Line 4: body SHA-256',
    rule: `Lowercase hex SHA-256 of the body bytes exactly as sent (serialise once, sign and send the same bytes); no body hashes the empty input, ${EMPTY_BODY_SHA256.slice(0, 8)}…, not "{}".`,
  },
  canonical: {title: 'Canonical string', rule: 'The four lines joined by a single line feed (\\n): no \\r, no newline after line 4.'},
  signature: {
    title: 'Signature',
    rule: "HMAC-SHA256 of the canonical string keyed with the secret's characters as UTF-8 (not hex-decoded), written as lowercase hex (not base64).",
  },
  headers: {
    title: 'Headers',
    rule: 'The key id, the signature and the same timestamp as line 3; a fresh timestamp and signature for every request.',
  },
}

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
    body: `${signed.bodySha256} (${input.body.length} bytes)`,
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
    steps: (Object.keys(RULES) as ExplanationStepId[]).map((id) => ({id, ...RULES[id], value: values[id]})),
    warnings: timestampProblems(input.timestamp),
  }
}
