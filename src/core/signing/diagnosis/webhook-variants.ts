import {lineEndingsChanged, reserialisedBodies, trailingNewlineAdded, trailingNewlineRemoved} from './body-variants.js'
import {hmacMistakes} from './hmac-mistakes.js'
import type {Mistake} from './mistake-search.js'
import type {WebhookRecipe} from './webhook-recipe.js'

const VERIFY_RAW_BYTES =
  'Verify over the raw request body exactly as received, before any parsing or saving (e.g. express.raw(), request.get_data()).'

/**
 * The usual reasons a webhook signature does not verify on the receiver's side; each variant is what the
 * service signed, computed from the receiver's copy of the body.
 * @example singleMistakesReproducing({table: WEBHOOK_VARIANTS, start, sign: signWithWebhookRecipe, signature})
 */
export const WEBHOOK_VARIANTS: readonly Mistake<WebhookRecipe>[] = [
  {
    id: 'trailing-newline-added',
    title: 'A trailing newline was added to the body',
    fix: `${VERIFY_RAW_BYTES} Editors, echo and heredocs add a final newline to a saved body.`,
    variants: (recipe) => trailingNewlineRemoved(recipe),
  },
  {
    id: 'trailing-newline-removed',
    title: 'The trailing newline of the body was removed',
    fix: `${VERIFY_RAW_BYTES} trim() and shell $(…) drop the final newline.`,
    variants: (recipe) => trailingNewlineAdded(recipe),
  },
  {
    id: 'json-reserialised',
    title: 'The body was re-serialised as JSON',
    fix: `${VERIFY_RAW_BYTES} JSON.stringify(req.body) or json.dumps(data) never gives back the bytes that were signed.`,
    variants: (recipe) => [...reserialisedBodies(recipe, 'kept'), ...reserialisedBodies(recipe, 'sorted')],
  },
  {
    id: 'crlf-line-endings',
    title: 'The line endings of the body were changed',
    fix: `${VERIFY_RAW_BYTES} Read and write saved bodies in binary mode so that LF and CRLF stay as they are.`,
    variants: (recipe) => lineEndingsChanged(recipe),
  },
  ...hmacMistakes<WebhookRecipe>(),
]
