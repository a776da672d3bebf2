import {parseUrlInput} from '../core/http/url-input.js'
import {URL_HELP_VALUE} from './flags.js'

/** `EVENTS=URL`: the route's name is not part of the URL. */
const ROUTE_PREFIX = /^[^=:/]+=/

/** Throws the InputError of the first value of a urlFlag (see src/cli/flags.ts) that is not a URL pay takes. */
export function checkUrlFlags(definitions: Record<string, object>, flags: Record<string, unknown>): void {
  for (const [name, definition] of Object.entries(definitions)) {
    if ((definition as {helpValue?: unknown}).helpValue !== URL_HELP_VALUE) continue
    for (const value of [flags[name]].flat()) {
      if (typeof value === 'string') parseUrlInput(value.replace(ROUTE_PREFIX, ''), {kind: 'named', name: `--${name}`})
    }
  }
}
