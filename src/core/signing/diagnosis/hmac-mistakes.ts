import type {HmacRecipe} from './hmac-recipe.js'
import type {SecretWhitespace} from './mistake-facts.js'
import type {Mistake} from './mistake-search.js'

/**
 * The mistakes of the key and of the written digest, the same for request and webhook signatures.
 * @example const table = [...bodyMistakes, ...hmacMistakes<WebhookRecipe>()]
 */
export function hmacMistakes<R extends HmacRecipe>(): Mistake<R>[] {
  return [
    {
      id: 'secret-hex-decoded',
      variants: (recipe) =>
        typeof recipe.key === 'string' && /^(?:[0-9a-f]{2})+$/i.test(recipe.key)
          ? [{recipe: {...recipe, key: Buffer.from(recipe.key, 'hex')}}]
          : [],
    },
    {
      id: 'secret-whitespace',
      variants: (recipe) => {
        if (typeof recipe.key !== 'string') return []
        const secret = recipe.key
        const keys: Array<[string, SecretWhitespace]> = [
          [`${secret}\n`, 'trailing-newline'],
          [`${secret}\r\n`, 'trailing-crlf'],
          [` ${secret} `, 'spaces'],
          [secret.trim(), 'trimmed'],
        ]
        return keys
          .filter(([key]) => key !== secret)
          .map(([key, change]) => ({recipe: {...recipe, key}, detail: {kind: 'secret-whitespace', change}}))
      },
    },
    {
      id: 'signature-uppercase-hex',
      variants: (recipe) => [{recipe: {...recipe, writeSignature: (hexDigest: string) => recipe.writeSignature(hexDigest).toUpperCase()}}],
    },
    {
      id: 'signature-base64',
      variants: (recipe) =>
        (['base64', 'base64url'] as const).map((encoding) => ({
          recipe: {...recipe, writeSignature: (hexDigest: string) => Buffer.from(hexDigest, 'hex').toString(encoding)},
          detail: {kind: 'signature-encoding', encoding},
        })),
    },
  ]
}
