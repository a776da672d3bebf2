import {sha256Hex} from '../sign-request.js'
import {type HmacRecipe, hmacHexWithKey, lowercaseHex} from './hmac-recipe.js'

/** One signed request as `pay sign` receives it: the body is the bytes as sent. */
export interface RequestSigningInput {
  secret: string
  method: string
  /** Path plus query exactly as sent. */
  target: string
  timestamp: string
  body: Uint8Array
}

/** Every choice a client makes while signing a request, so that a mistake is a change to one field. */
export interface RequestRecipe extends HmacRecipe {
  /** Line 1, as the client wrote it (the rule: uppercase). */
  method: string
  target: string
  timestamp: string
  /** The bytes the client hashed for line 4. */
  body: Uint8Array
  /** How the client wrote line 4 from the body (the rule: lowercase hex SHA-256). */
  writeBodyHash: (body: Uint8Array) => string
  lineBreak: string
  /** Anything written after line 4 (the rule: nothing). */
  trailer: string
}

/**
 * The service's signing recipe, done right; {@link signWithRequestRecipe} of it equals `signRequest`.
 * @example signWithRequestRecipe(correctRequestRecipe({secret, method: 'GET', target: '/v1/balance', timestamp: '1718790000', body: new Uint8Array()}))
 */
export function correctRequestRecipe(input: RequestSigningInput): RequestRecipe {
  return {
    key: input.secret,
    writeSignature: lowercaseHex,
    method: input.method.toUpperCase(),
    target: input.target,
    timestamp: input.timestamp,
    body: input.body,
    writeBodyHash: sha256Hex,
    lineBreak: '\n',
    trailer: '',
  }
}

/** The canonical string a recipe produces. */
export function canonicalOfRecipe(recipe: RequestRecipe): string {
  return [recipe.method, recipe.target, recipe.timestamp, recipe.writeBodyHash(recipe.body)].join(recipe.lineBreak) + recipe.trailer
}

/** The X-Signature a client following this recipe sends. */
export function signWithRequestRecipe(recipe: RequestRecipe): string {
  return recipe.writeSignature(hmacHexWithKey(recipe.key, canonicalOfRecipe(recipe)))
}
