import {EMPTY_BODY_SHA256} from '../protocol.js'
import {sha256Hex} from '../sign-request.js'
import {lineEndingsChanged, reserialisedBodies, trailingNewlineAdded, trailingNewlineRemoved} from './body-variants.js'
import {hmacMistakes} from './hmac-mistakes.js'
import type {Mistake, MistakeVariant} from './mistake-search.js'
import {queryReencodings, withoutQuery} from './query-reencodings.js'
import type {RequestRecipe} from './request-recipe.js'
import {millisecondMixUps, offsetTimestamps} from './timestamp-variants.js'

const SIGN_BYTES_AS_SENT =
  'Serialise the body once, then sign and send those same bytes; do not let the HTTP library serialise the object again.'

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
      title: 'Body re-serialised with other spacing',
      fix: SIGN_BYTES_AS_SENT,
      variants: (recipe) => reserialisedBodies(recipe, 'kept'),
    },
    {
      id: 'body-reserialised-key-order',
      title: 'Body re-serialised with its keys in another order',
      fix: SIGN_BYTES_AS_SENT,
      variants: (recipe) => reserialisedBodies(recipe, 'sorted'),
    },
    {
      id: 'query-dropped',
      title: 'Query string left out of the signed target',
      fix: 'Sign the path together with its query string, exactly as in the URL sent (line 2).',
      variants: (recipe) => {
        const path = withoutQuery(recipe.target)
        return path === undefined ? [] : [{recipe: {...recipe, target: path}, detail: `line 2 was ${path}`}]
      },
    },
    {
      id: 'query-reencoded',
      title: 'Query re-encoded or re-ordered',
      fix: 'Build the URL once and sign its path and query as that exact string; let nothing re-encode or re-order the query afterwards.',
      variants: (recipe) =>
        queryReencodings(recipe.target).map(({label, target}) => ({recipe: {...recipe, target}, detail: `${label}: line 2 was ${target}`})),
    },
    {
      id: 'method-case',
      title: 'Method not in uppercase',
      fix: 'Write the method in uppercase in line 1 (GET, POST).',
      variants: (recipe) =>
        [recipe.method.toLowerCase(), capitalised(recipe.method)]
          .filter((method) => method !== recipe.method)
          .map((method) => ({recipe: {...recipe, method}, detail: `line 1 was ${method}`})),
    },
    {
      id: 'timestamp-milliseconds',
      title: 'Timestamp in milliseconds',
      fix: 'Use Unix seconds, e.g. Math.floor(Date.now() / 1000) or int(time.time()), in both line 3 and X-Timestamp.',
      pairable: false,
      variants: (recipe) => millisecondMixUps(recipe.timestamp).map(({timestamp, detail}) => ({recipe: {...recipe, timestamp}, detail})),
    },
    {
      id: 'timestamp-offset',
      title: 'Timestamp in the canonical string differs from X-Timestamp',
      fix: 'Read the clock once per request and put that same value in line 3 and in the X-Timestamp header.',
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
      title: 'Canonical lines joined with CRLF',
      fix: 'Join the four lines with a single line feed (\\n), not \\r\\n (watch for Windows line endings and text-mode writers).',
      variants: (recipe) => [{recipe: {...recipe, lineBreak: '\r\n'}}],
    },
    {
      id: 'canonical-trailing-newline',
      title: 'Newline after the canonical string',
      fix: 'End the canonical string right after the body hash of line 4, with no newline after it.',
      variants: (recipe) => [{recipe: {...recipe, trailer: `${recipe.trailer}${recipe.lineBreak}`}}],
    },
    {
      id: 'body-trailing-newline',
      title: 'Trailing newline in the body',
      fix: 'Sign the body bytes exactly as sent: the same final newline, or none, in both (files and heredocs often end with one).',
      variants: (recipe) => [...trailingNewlineAdded(recipe), ...trailingNewlineRemoved(recipe)],
    },
    {
      id: 'body-crlf',
      title: 'Line endings of the body changed',
      fix: 'Sign the body bytes exactly as sent; read and send body files in binary mode so that LF and CRLF stay as they are.',
      variants: (recipe) => lineEndingsChanged(recipe),
    },
    {
      id: 'empty-body-hash',
      title: 'Wrong hash for a request without a body',
      fix: `A request without a body hashes the empty byte string: line 4 is ${EMPTY_BODY_SHA256}.`,
      variants: (recipe) => (recipe.body.length === 0 ? emptyBodyMistakes(recipe) : []),
    },
    {
      id: 'body-hash-uppercase-hex',
      title: 'Body hash in uppercase hex',
      fix: 'Write the body SHA-256 of line 4 as lowercase hex.',
      variants: (recipe) => [{recipe: {...recipe, writeBodyHash: (body: Uint8Array) => recipe.writeBodyHash(body).toUpperCase()}}],
    },
    {
      id: 'body-hash-base64',
      title: 'Body hash in base64 instead of hex',
      fix: 'Write the body SHA-256 of line 4 as lowercase hex, not base64.',
      variants: (recipe) => [
        {recipe: {...recipe, writeBodyHash: (body: Uint8Array) => Buffer.from(sha256Hex(body), 'hex').toString('base64')}},
      ],
    },
  ]
}

function emptyBodyMistakes(recipe: RequestRecipe): MistakeVariant<RequestRecipe>[] {
  return [
    ...EMPTY_BODY_STAND_INS.map((standIn) => ({
      recipe: {...recipe, body: Buffer.from(standIn, 'utf8')},
      detail: `line 4 was the SHA-256 of the text ${standIn}`,
    })),
    {recipe: {...recipe, writeBodyHash: () => ''}, detail: 'line 4 was left empty'},
  ]
}

function capitalised(method: string): string {
  return method.charAt(0).toUpperCase() + method.slice(1).toLowerCase()
}
