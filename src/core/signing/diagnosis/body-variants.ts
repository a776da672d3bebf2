import {crlfToLf, lfToCrlf, withoutTrailingNewline, withTrailingNewline} from './byte-edits.js'
import {jsonReserialisations, type KeyOrder} from './json-reserialisations.js'
import type {MistakeDetail} from './mistake-facts.js'
import type {MistakeVariant} from './mistake-search.js'

/**
 * Recipes whose signed bytes differ from the given body the way a re-serialisation or an editor changes
 * them. The details are the signed bytes against the given body, which reads right both for a request
 * (given: the bytes sent) and for a webhook (given: the receiver's copy).
 */

type WithBody = {body: Uint8Array}

/** @example reserialisedBodies(recipe, 'sorted') // the body signed as JSON with its keys sorted, in each layout */
export function reserialisedBodies<R extends WithBody>(recipe: R, keyOrder: KeyOrder): MistakeVariant<R>[] {
  return jsonReserialisations(recipe.body, keyOrder).map(({layout, bytes}) =>
    signedAs(recipe, bytes, {kind: 'body-written-as', keyOrder, layout}),
  )
}

export function trailingNewlineAdded<R extends WithBody>(recipe: R): MistakeVariant<R>[] {
  return [signedAs(recipe, withTrailingNewline(recipe.body), {kind: 'body-newline', change: 'added'})]
}

export function trailingNewlineRemoved<R extends WithBody>(recipe: R): MistakeVariant<R>[] {
  const trimmed = withoutTrailingNewline(recipe.body)
  return trimmed ? [signedAs(recipe, trimmed, {kind: 'body-newline', change: 'removed'})] : []
}

/** Both directions: the signed bytes with CRLF where the body has LF, and with LF where it has CRLF. */
export function lineEndingsChanged<R extends WithBody>(recipe: R): MistakeVariant<R>[] {
  const crlf = lfToCrlf(recipe.body)
  const lf = crlfToLf(recipe.body)
  return [
    ...(crlf ? [signedAs(recipe, crlf, {kind: 'body-line-endings', signed: 'crlf'})] : []),
    ...(lf ? [signedAs(recipe, lf, {kind: 'body-line-endings', signed: 'lf'})] : []),
  ]
}

function signedAs<R extends WithBody>(recipe: R, body: Uint8Array, detail: MistakeDetail): MistakeVariant<R> {
  return {recipe: {...recipe, body}, detail}
}
