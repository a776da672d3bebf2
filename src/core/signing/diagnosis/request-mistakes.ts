import {sha256Hex} from '../sign-request.js'
import {lineEndingsChanged, reserialisedBodies, trailingNewlineAdded, trailingNewlineRemoved} from './body-variants.js'
import {hmacMistakes} from './hmac-mistakes.js'
import type {Mistake, MistakeVariant} from './mistake-search.js'
import {queryReencodings, withoutQuery} from './query-reencodings.js'
import type {RequestRecipe} from './request-recipe.js'
import {millisecondMixUps, offsetTimestamps} from './timestamp-variants.js'

/** What a client without a body mistakenly hashes for line 4. */
const EMPTY_BODY_STAND_INS = ['{}', 'null', '""']

/**
 * The usual mistakes of request signing (docs/debugging-401.md), most common first. The timestamp searches are
 * wide, so they are tried alone, never in pairs.
 * @example singleMistakesReproducing({table: requestMistakes({timestampSearchSeconds: 900}), start, sign, signature})
 */
export function requestMistakes(options: {timestampSearchSeconds: number}): Mistake<RequestRecipe>[] {
  return [
    {
      id: 'body-reserialised-spacing',
      variants: (recipe) => reserialisedBodies(recipe, 'kept'),
    },
    {
      id: 'body-reserialised-key-order',
      variants: (recipe) => reserialisedBodies(recipe, 'sorted'),
    },
    {
      id: 'query-dropped',
      variants: (recipe) => {
        const path = withoutQuery(recipe.target)
        return path === undefined ? [] : [{recipe: {...recipe, target: path}, detail: {kind: 'line-was', line: 2, value: path}}]
      },
    },
    {
      id: 'query-reencoded',
      variants: (recipe) =>
        queryReencodings(recipe.target).map(({rewrite, target}) => ({
          recipe: {...recipe, target},
          detail: {kind: 'query-rewritten', rewrite, target},
        })),
    },
    {
      id: 'method-case',
      variants: (recipe) =>
        [recipe.method.toLowerCase(), capitalised(recipe.method)]
          .filter((method) => method !== recipe.method)
          .map((method) => ({recipe: {...recipe, method}, detail: {kind: 'line-was', line: 1, value: method}})),
    },
    {
      id: 'timestamp-milliseconds',
      pairable: false,
      variants: (recipe) => millisecondMixUps(recipe.timestamp).map(({timestamp, detail}) => ({recipe: {...recipe, timestamp}, detail})),
    },
    {
      id: 'timestamp-offset',
      pairable: false,
      variants: (recipe) =>
        offsetTimestamps(recipe.timestamp, options.timestampSearchSeconds).map(({timestamp, detail}) => ({
          recipe: {...recipe, timestamp},
          detail,
        })),
    },
    ...hmacMistakes<RequestRecipe>(),
    {
      id: 'canonical-crlf',
      variants: (recipe) => [{recipe: {...recipe, lineBreak: '\r\n'}}],
    },
    {
      id: 'canonical-trailing-newline',
      variants: (recipe) => [{recipe: {...recipe, trailer: `${recipe.trailer}${recipe.lineBreak}`}}],
    },
    {
      id: 'body-trailing-newline',
      variants: (recipe) => [...trailingNewlineAdded(recipe), ...trailingNewlineRemoved(recipe)],
    },
    {
      id: 'body-crlf',
      variants: (recipe) => lineEndingsChanged(recipe),
    },
    {
      id: 'empty-body-hash',
      variants: (recipe) => (recipe.body.length === 0 ? emptyBodyMistakes(recipe) : []),
    },
    {
      id: 'body-hash-uppercase-hex',
      variants: (recipe) => [{recipe: {...recipe, writeBodyHash: (body: Uint8Array) => recipe.writeBodyHash(body).toUpperCase()}}],
    },
    {
      id: 'body-hash-base64',
      variants: (recipe) => [
        {recipe: {...recipe, writeBodyHash: (body: Uint8Array) => Buffer.from(sha256Hex(body), 'hex').toString('base64')}},
      ],
    },
  ]
}

function emptyBodyMistakes(recipe: RequestRecipe): MistakeVariant<RequestRecipe>[] {
  return [
    ...EMPTY_BODY_STAND_INS.map(
      (standIn): MistakeVariant<RequestRecipe> => ({
        recipe: {...recipe, body: Buffer.from(standIn, 'utf8')},
        detail: {kind: 'empty-body-stand-in', text: standIn},
      }),
    ),
    {recipe: {...recipe, writeBodyHash: () => ''}, detail: {kind: 'empty-body-hash-left-empty'}},
  ]
}

function capitalised(method: string): string {
  return method.charAt(0).toUpperCase() + method.slice(1).toLowerCase()
}
