import {type HmacRecipe, hmacHexWithKey, lowercaseHex} from './hmac-recipe.js'

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
