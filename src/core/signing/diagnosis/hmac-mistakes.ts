import type {HmacRecipe} from './hmac-recipe.js'
import type {Mistake} from './mistake-search.js'

/**
 * The mistakes of the key and of the written digest, the same for request and webhook signatures.
 * @example const table = [...bodyMistakes, ...hmacMistakes<WebhookRecipe>()]
 */
export function hmacMistakes<R extends HmacRecipe>(): Mistake<R>[] {
  return [
    {
      id: 'secret-hex-decoded',
      title: 'Secret used as hex-decoded bytes',
      fix: "Key the HMAC with the secret's characters as UTF-8 bytes, exactly as shown in the portal; do not hex-decode it.",
      variants: (recipe) =>
        typeof recipe.key === 'string' && /^(?:[0-9a-f]{2})+$/i.test(recipe.key)
          ? [{recipe: {...recipe, key: Buffer.from(recipe.key, 'hex')}}]
          : [],
    },
    {
      id: 'secret-whitespace',
      title: 'Secret with surrounding whitespace',
      fix: 'Trim the secret where it is read (file, environment variable, secret store): a newline or a space becomes part of the HMAC key.',
      variants: (recipe) => {
        if (typeof recipe.key !== 'string') return []
        const secret = recipe.key
        const keys: Array<[string, string]> = [
          [`${secret}\n`, 'a trailing newline'],
          [`${secret}\r\n`, 'a trailing CRLF'],
          [` ${secret} `, 'a space on each side'],
          [secret.trim(), 'the whitespace around the given secret trimmed'],
        ]
        return keys.filter(([key]) => key !== secret).map(([key, detail]) => ({recipe: {...recipe, key}, detail}))
      },
    },
    {
      id: 'signature-uppercase-hex',
      title: 'Signature in uppercase hex',
      fix: "Compute and compare the HMAC as lowercase hex (hexdigest(), digest('hex'), or ToLowerInvariant() on .NET's hex).",
      variants: (recipe) => [{recipe: {...recipe, writeSignature: (hexDigest: string) => recipe.writeSignature(hexDigest).toUpperCase()}}],
    },
    {
      id: 'signature-base64',
      title: 'Signature in base64 instead of hex',
      fix: "Write the HMAC as lowercase hex, not base64 (digest('hex') rather than digest('base64')).",
      variants: (recipe) =>
        (['base64', 'base64url'] as const).map((encoding) => ({
          recipe: {...recipe, writeSignature: (hexDigest: string) => Buffer.from(hexDigest, 'hex').toString(encoding)},
          detail: encoding,
        })),
    },
  ]
}
