import {lineEndingsChanged, reserialisedBodies, trailingNewlineAdded, trailingNewlineRemoved} from './body-variants.js'
import {hmacMistakes} from './hmac-mistakes.js'
import type {WebhookRecipe} from './hmac-recipe.js'
import type {Mistake} from './mistake-search.js'

/**
 * The usual reasons a webhook signature does not verify on the receiver's side; each variant is what the
 * service signed, computed from the receiver's copy of the body.
 * @example singleMistakesReproducing({table: WEBHOOK_VARIANTS, start, sign: signWithWebhookRecipe, signature})
 */
export const WEBHOOK_VARIANTS: readonly Mistake<WebhookRecipe>[] = [
  {
    id: 'trailing-newline-added',
    variants: (recipe) => trailingNewlineRemoved(recipe),
  },
  {
    id: 'trailing-newline-removed',
    variants: (recipe) => trailingNewlineAdded(recipe),
  },
  {
    id: 'json-reserialised',
    variants: (recipe) => [...reserialisedBodies(recipe, 'kept'), ...reserialisedBodies(recipe, 'sorted')],
  },
  {
    id: 'crlf-line-endings',
    variants: (recipe) => lineEndingsChanged(recipe),
  },
  ...hmacMistakes<WebhookRecipe>(),
]
