import {InputError} from '../../core/errors.js'
import {parseHeaderLine} from '../../core/http/header-value.js'
import {WEBHOOK_EVENT_TYPES} from '../../core/schemas/webhook-event.js'
import {HOP_HEADER, UNVERIFIED_HEADER} from '../../core/webhooks/listener-headers.js'
import {eventMatches, type ForwardRoute} from './delivery-disposition.js'
import {checkForwardUrl} from './forward.js'

/** Every event type a listener can be told to pick, the portal's test event included. */
const EVENT_TYPES: readonly string[] = [...WEBHOOK_EVENT_TYPES, 'webhook.test']

/** How the caller names, in messages, the event list, a route and an added header: `webhook listen` by its flags. */
export interface ListenerLabels {
  events: string
  forwardTo: string
  header: string
}

/**
 * Reads an event list: names or `<resource>.*` patterns, separated by commas (`*` alone means every event).
 * A name the service never sends is refused, naming the ones it does, so a typo cannot silence a route.
 * `named` is how the message names this list (the event list's label unless given).
 * @example parseEventPatterns('deposit.*, withdrawal.failed', labels) // ['deposit.*', 'withdrawal.failed']
 */
export function parseEventPatterns(text: string, labels: ListenerLabels, named: string = labels.events): string[] {
  const patterns = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
  if (patterns.length === 0) {
    throw new InputError({code: 'no-event-named', named, list: labels.events}, {code: 'INVALID_EVENT_FILTER'})
  }
  for (const pattern of patterns) {
    if (!EVENT_TYPES.some((type) => eventMatches([pattern], type))) {
      throw new InputError(
        {code: 'event-matches-none', named, pattern, list: labels.events, known: [...EVENT_TYPES]},
        {code: 'INVALID_EVENT_FILTER'},
      )
    }
  }
  return patterns
}

/**
 * Reads one route: a URL (every event) or `EVENTS=URL`, the events as for the event list.
 * @example parseForwardRoute('withdrawal.*=http://127.0.0.1:3000/payouts', labels) // {url: 'http://127.0.0.1:3000/payouts', events: ['withdrawal.*']}
 */
export function parseForwardRoute(text: string, labels: ListenerLabels): ForwardRoute {
  const match = /^([^=:/]+)=(.+)$/.exec(text.trim())
  if (!match) return {url: checkForwardUrl(text, labels.forwardTo)}
  return {url: checkForwardUrl(match[2]!, labels.forwardTo), events: parseEventPatterns(match[1]!, labels, `${labels.forwardTo} ${text}`)}
}

/** Headers an added header may not set: what proves the delivery, and what the listener or the connection own. */
const RESERVED_HEADERS = new Set([
  'x-webhook-signature',
  HOP_HEADER.toLowerCase(),
  UNVERIFIED_HEADER.toLowerCase(),
  'content-type',
  'content-length',
  'host',
  'connection',
  'transfer-encoding',
])

/**
 * Reads one header `"Name: value"`, added to every forwarded request (an auth header of a gateway in front
 * of the app, say). Headers that carry the delivery's proof or framing are refused.
 * @example parseForwardHeader('X-Gateway-Key: abc', labels) // ['X-Gateway-Key', 'abc']
 */
export function parseForwardHeader(text: string, labels: ListenerLabels): [string, string] {
  const [name, value] = parseHeaderLine(text, labels.header)
  if (RESERVED_HEADERS.has(name.toLowerCase())) {
    throw new InputError({code: 'header-reserved', line: labels.header, name}, {code: 'INVALID_HEADER'})
  }
  return [name, value]
}
