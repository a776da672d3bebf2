import {verifyWebhookBody} from '../sign-request.js'
import {correctWebhookRecipe, signWithWebhookRecipe} from './hmac-recipe.js'
import {type FoundMistake, singleMistakesReproducing} from './mistake-search.js'
import {summariseWebhookEvent, type WebhookEventSummary} from './webhook-event-summary.js'
import {WEBHOOK_VARIANTS} from './webhook-variants.js'

export interface WebhookSignatureInput {
  webhookSecret: string
  /** The body bytes as the receiver has them. */
  body: Uint8Array
  /** The X-Webhook-Signature value. */
  signature: string
}

export interface WebhookDiagnosis {
  valid: boolean
  /** On a mismatch, each variant that reproduces the signature; empty when valid or when none does. */
  matchingVariants: FoundMistake[]
  event: WebhookEventSummary
}

/**
 * Verifies a webhook signature over the raw bytes in constant time and, on a mismatch, names the variants
 * of the body, secret or signature that would match.
 * @example diagnoseWebhookSignature({webhookSecret, body, signature}) // {valid: false, matchingVariants: [{id: 'trailing-newline-added', …}], …}
 */
export function diagnoseWebhookSignature(input: WebhookSignatureInput): WebhookDiagnosis {
  const start = correctWebhookRecipe(input.webhookSecret, input.body)
  const signature = input.signature.trim()
  const event = summariseWebhookEvent(input.body)
  if (verifyWebhookBody(input.webhookSecret, input.body, signature)) return {valid: true, matchingVariants: [], event}
  const matchingVariants = [...singleMistakesReproducing({table: WEBHOOK_VARIANTS, start, sign: signWithWebhookRecipe, signature})]
  return {valid: false, matchingVariants, event}
}
