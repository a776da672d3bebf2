/**
 * What a diagnosis names of a mistake: its id and the facts of the variant that reproduced the signature.
 * Their titles, details and fixes are said by src/ui (`mistakes`), in English for `--json`.
 */

import type {JsonLayout, KeyOrder} from './json-reserialisations.js'
import type {QueryRewrite} from './query-reencodings.js'

export type RequestMistakeId =
  | 'body-reserialised-spacing'
  | 'body-reserialised-key-order'
  | 'query-dropped'
  | 'query-reencoded'
  | 'method-case'
  | 'timestamp-milliseconds'
  | 'timestamp-offset'
  | 'canonical-crlf'
  | 'canonical-trailing-newline'
  | 'body-trailing-newline'
  | 'body-crlf'
  | 'empty-body-hash'
  | 'body-hash-uppercase-hex'
  | 'body-hash-base64'

/** The mistakes of the key and of the written digest, shared by requests and webhooks. */
export type HmacMistakeId = 'secret-hex-decoded' | 'secret-whitespace' | 'signature-uppercase-hex' | 'signature-base64'

export type WebhookMistakeId = 'trailing-newline-added' | 'trailing-newline-removed' | 'json-reserialised' | 'crlf-line-endings'

export type MistakeId = RequestMistakeId | HmacMistakeId | WebhookMistakeId

/** How whitespace got around the secret used as the HMAC key. */
export type SecretWhitespace = 'trailing-newline' | 'trailing-crlf' | 'spaces' | 'trimmed'

/**
 * Which way of making a mistake reproduced the signature, when there are several. Values are the signed
 * text as the variant had it (a path, a method, a timestamp), unescaped.
 */
export type MistakeDetail =
  /** The signed bytes were the body written again from its JSON. */
  | {kind: 'body-written-as'; keyOrder: KeyOrder; layout: JsonLayout}
  /** The signed bytes end with a newline the body lacks (added), or lack the one it ends with (removed). */
  | {kind: 'body-newline'; change: 'added' | 'removed'}
  /** The signed bytes have these line endings where the body has the other ones. */
  | {kind: 'body-line-endings'; signed: 'crlf' | 'lf'}
  /** Line 1 (the method) or 2 (the target) of the canonical string was this. */
  | {kind: 'line-was'; line: 1 | 2; value: string}
  | {kind: 'query-rewritten'; rewrite: QueryRewrite; target: string}
  /** Line 3 was this timestamp: in milliseconds (X-Timestamp in seconds), in seconds (X-Timestamp in milliseconds), or this far off. */
  | {kind: 'timestamp-in-milliseconds'; timestamp: string}
  | {kind: 'timestamp-in-seconds'; timestamp: string}
  | {kind: 'timestamp-offset'; timestamp: string; offsetSeconds: number}
  /** Line 4 of a request without a body was the hash of this text, or was left empty. */
  | {kind: 'empty-body-stand-in'; text: string}
  | {kind: 'empty-body-hash-left-empty'}
  | {kind: 'secret-whitespace'; change: SecretWhitespace}
  | {kind: 'signature-encoding'; encoding: 'base64' | 'base64url'}
