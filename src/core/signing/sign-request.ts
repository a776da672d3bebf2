import {createHmac, hash, timingSafeEqual} from 'node:crypto'

import {EMPTY_BODY_SHA256} from './protocol.js'

/**
 * The service's request signing, shared by the client, the sandbox, `pay sign` and the tests.
 * The key of every HMAC is the secret's characters as written (UTF-8 bytes), never hex-decoded.
 */

export type BodyBytes = Uint8Array | string

export interface CanonicalParts {
  method: string
  /** Path plus query string exactly as sent, e.g. `/v1/withdrawals?limit=5`. */
  target: string
  /** Unix epoch seconds, the same string as the X-Timestamp header. */
  timestamp: string
  bodySha256: string
}

export interface SignedParts extends CanonicalParts {
  canonical: string
  signature: string
}

export function sha256Hex(body: BodyBytes = ''): string {
  // Every GET signs an empty body: its digest is a constant, and the sandbox answers thousands of GETs a second.
  if (body.length === 0) return EMPTY_BODY_SHA256
  return hash('sha256', body, 'hex')
}

export function hmacSha256Hex(secret: string, message: BodyBytes): string {
  // The string itself, which Node reads as UTF-8: a Buffer key costs ~20 µs more a signature on Node 24.
  return createHmac('sha256', secret).update(message).digest('hex')
}

/** The four lines joined by a single line feed: METHOD, target, timestamp, body SHA-256. */
export function canonicalString(parts: CanonicalParts): string {
  return [parts.method.toUpperCase(), parts.target, parts.timestamp, parts.bodySha256].join('\n')
}

export function unixSeconds(now: number = Date.now()): string {
  return String(Math.floor(now / 1000))
}

/**
 * Signs one request over the exact body bytes that will be sent.
 * @example signRequest({secret, method: 'GET', target: '/v1/balance', timestamp: '1718790000'})
 */
export function signRequest(input: {secret: string; method: string; target: string; timestamp: string; body?: BodyBytes}): SignedParts {
  const parts: CanonicalParts = {
    method: input.method.toUpperCase(),
    target: input.target,
    timestamp: input.timestamp,
    bodySha256: sha256Hex(input.body ?? ''),
  }
  const canonical = canonicalString(parts)
  return {...parts, canonical, signature: hmacSha256Hex(input.secret, canonical)}
}

/** Compares two hex signatures in constant time; a length difference is a mismatch, not an exception. */
export function signaturesEqual(expected: string, received: string): boolean {
  const a = Buffer.from(expected, 'utf8')
  const b = Buffer.from(received, 'utf8')
  if (a.length !== b.length) {
    timingSafeEqual(a, a)
    return false
  }
  return timingSafeEqual(a, b)
}

/** The three authentication headers of §5.2. */
export function authHeaders(keyId: string, signed: Pick<SignedParts, 'timestamp' | 'signature'>): Record<string, string> {
  return {
    'x-api-key': keyId,
    'x-signature': signed.signature,
    'x-timestamp': signed.timestamp,
  }
}

/** Signs a webhook body: lowercase hex HMAC-SHA256 of the raw bytes with the webhook secret. */
export function signWebhookBody(webhookSecret: string, body: BodyBytes): string {
  return hmacSha256Hex(webhookSecret, body)
}

/** Verifies a webhook signature over the raw bytes, in constant time. */
export function verifyWebhookBody(webhookSecret: string, body: BodyBytes, signature: string): boolean {
  return signaturesEqual(signWebhookBody(webhookSecret, body), signature)
}
