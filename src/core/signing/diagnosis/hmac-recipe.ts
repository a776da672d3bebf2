import {createHmac} from 'node:crypto'

import {type BodyBytes, hmacSha256Hex} from '../sign-request.js'

/**
 * The part of every signature that the request and the webhook share: which key bytes went into the HMAC,
 * and how the digest was written down. A diagnosis changes these to reproduce a client's mistake.
 */
export interface HmacRecipe {
  /** The secret's characters (right), or other key bytes (a mistake such as a hex-decoded secret). */
  key: string | Uint8Array
  /** Turns the lowercase hex digest into the text the client sent; the identity when done right. */
  writeSignature: (hexDigest: string) => string
}

export const lowercaseHex = (hexDigest: string): string => hexDigest

/**
 * Lowercase hex HMAC-SHA256 with a key given as characters (the rule) or as raw bytes (a mistake).
 * @example hmacHexWithKey(Buffer.from(secret, 'hex'), canonical) // what a client that hex-decodes the secret signs
 */
export function hmacHexWithKey(key: string | Uint8Array, message: BodyBytes): string {
  return typeof key === 'string' ? hmacSha256Hex(key, message) : createHmac('sha256', key).update(message).digest('hex')
}

/** A webhook signature: the HMAC of the body bytes. */
export interface WebhookRecipe extends HmacRecipe {
  body: Uint8Array
}

/** @example signWithWebhookRecipe(correctWebhookRecipe('whsec_…', body)) === signWebhookBody('whsec_…', body) */
export function correctWebhookRecipe(webhookSecret: string, body: Uint8Array): WebhookRecipe {
  return {key: webhookSecret, writeSignature: lowercaseHex, body}
}

export function signWithWebhookRecipe(recipe: WebhookRecipe): string {
  return recipe.writeSignature(hmacHexWithKey(recipe.key, recipe.body))
}
