import type {ListenerFact, SendFact, WebhookInputFact} from '../../../core/error-facts.js'
import type {AnswerFact, ApiNextStep} from '../../../core/http/answer-facts.js'
import type {HeaderProblem, HeaderSource, HttpInputFact, UrlSource} from '../../../core/http/http-input-facts.js'
import {percentEncoded} from '../../../core/http/request-target.js'
import {setAgain} from '../../../core/http/url-input.js'
import {characterFacts} from '../../../core/text/character-names.js'
import {terminalSafe, terminalSafeLines} from '../../../core/text/visible-text.js'
import type {ErrorWords} from '../error-words.js'

const networkNext = {
  'not-sent':
    'No connection was made, so nothing reached the service: check the base URL and the network (and HTTPS_PROXY if one is needed), then run again.',
  check: 'Check the base URL and the network (and HTTPS_PROXY if one is needed), then try again.',
  'retry-with-key': 'It may or may not have been processed: retry with the same --idempotency-key, which cannot create a second object.',
}

const checkBaseUrl = "Check that the base URL is the payment service's API (`pay whoami` shows the one used); --verbose shows the answer."

/** What to do after an error the service answered. */
function nextStep(next: ApiNextStep): string {
  switch (next.kind) {
    case 'clock':
      return `This machine's clock is ${Math.abs(next.skew)} s ${next.skew > 0 ? 'behind' : 'ahead of'} the server's (the window is ±${next.window} s): sync it (NTP) and try again.`
    case 'key-refused':
      return 'Check the key id and secret with `pay whoami`, and see how the signature is built with `pay sign GET /v1/balance --explain`.'
    case 'identity-refused':
      return 'The service refused this key: check that the key id and the secret belong together (test and live keys differ, and a rotation replaces the secret), and see how the signature is built with `pay sign GET /v1/balance --explain`.'
    case 'allowlist':
      return "This machine's egress IP must be on the merchant's allowlist: send it to the payment service's team."
    case 'wait':
      return next.seconds === undefined ? 'Wait a minute before trying again.' : `Wait ${next.seconds} seconds before trying again.`
    case 'idempotency-in-progress':
      return 'The first request with this Idempotency-Key is still being processed: wait a moment and retry with the same key.'
    case 'idempotency-mismatch':
      return 'This Idempotency-Key was used with a different body: reuse the original body, or use a new key for a new request.'
    case 'not-found':
      return 'Check the id, and that the key (test or live) is the one that created the object.'
    case 'not-cancellable':
      return 'Only a PENDING deposit can be cancelled: see where it ended with `pay deposit get ID`.'
    case 'invalid-bank':
      return 'List the valid bank codes with `pay banks`.'
    case 'service-failed':
      return 'The service failed; quote the request id when reporting it.'
    case 'check-base-url':
      return checkBaseUrl
  }
}

const CHARACTER_NAMES = {
  nul: 'NUL',
  tab: 'a tab',
  lineFeed: 'a line feed',
  carriageReturn: 'a carriage return',
  space: 'a space',
  del: 'DEL',
}

/** A character named for an error, safe to print whatever it is (as given, not escaped). */
function characterText(character: string): string {
  const {code, name, visible} = characterFacts(character)
  if (name !== undefined) return `${CHARACTER_NAMES[name]} (${code})`
  return visible ? `"${character}" (${code})` : `the invisible or control character ${code}`
}

function urlSource(source: UrlSource): string {
  if (source.kind === 'named') return source.name
  if (source.kind === 'profile') return `The base URL of the profile "${source.profile}"`
  return source.kind === 'endpoint' ? 'The endpoint URL' : 'The base URL'
}

function headerSource(source: HeaderSource): string {
  if (source.kind === 'named') return source.name
  return source.kind === 'key-id' ? 'the key id' : `the ${source.name} header`
}

/** `raw`: the problem as found, its character not escaped. */
function headerProblem(raw: HeaderProblem): string {
  if (raw.kind === 'no-colon') return 'no ":" after a name'
  if (raw.kind === 'no-name') return 'no name'
  const what =
    raw.kind === 'edge-space'
      ? 'a space or tab at its start or end, which the receiver drops'
      : `${characterText(raw.character)} at position ${raw.position}`
  if (raw.in === undefined) return what
  return raw.in === 'name' ? `${what} of the name` : `${what} of the value`
}

const example = (list: string) => `e.g. ${list} deposit.success,withdrawal.*`

/**
 * A request not sent or not answered, an answer that is an error or not the API's, a URL, header or request target
 * refused, the inputs of `pay webhook verify`, `pay webhook listen` refused at start, `pay logs` refused.
 */
export const requestErrors = {
  'request-not-built': ({method, url, reason}) => ({
    message: `${method} ${url} could not be sent: ${reason}; nothing was sent.`,
    tryMessage:
      'Check the values given for the request (path, headers); nothing reached the service, so it is safe to fix them and run again.',
  }),
  'network-failed': ({method, url, timedOut, errorCode, next}) => ({
    message: `${method} ${url} ${timedOut ? 'timed out' : `failed (${errorCode})`}.`,
    tryMessage: networkNext[next],
  }),
  'answer-too-large': ({method, url, limit, next}) => ({
    message: `${method} ${url} answered with more than ${limit} bytes; pay did not read it.`,
    tryMessage: next === 'check' ? "Check that the base URL is the service's." : networkNext[next],
  }),
  'request-interrupted': ({method, url, signal, withKey}) => ({
    message: `${method} ${url} was stopped (${signal}) before its answer came.`,
    tryMessage: withKey ? networkNext['retry-with-key'] : undefined,
  }),
  // The service's own message is its words: shown as given (its lines kept), in every language.
  'api-error': ({next}, {raw}) => ({message: terminalSafeLines(raw.said), tryMessage: next && nextStep(next)}),
  'no-error-envelope': ({status, next}, {raw}) => {
    const body = terminalSafeLines(raw.body)
    return {
      message: `The service answered ${status} without an error envelope${body ? `: ${body}` : '.'}`,
      tryMessage: next && nextStep(next),
    }
  },
  'answer-not-json': ({status}) => ({
    message: `The service answered ${status} with a body that is not JSON.`,
    tryMessage: checkBaseUrl,
  }),
  'answer-not-api': ({path, issue}) => ({
    message: `The service's answer does not match the API: ${path || 'body'}: ${issue}.`,
    tryMessage: 'Run again with --verbose to see the answer, and report it with its request id.',
  }),
  'url-not-http': ({source, example}, {raw}) => ({
    message: `${urlSource(source)} must be an http:// or https:// URL, not ${terminalSafe(JSON.stringify(raw.shown))}.`,
    tryMessage:
      raw.source.kind === 'profile'
        ? `Set it again with the whole URL, e.g. ${terminalSafe(setAgain(raw.source.profile, raw.example))}`
        : `Give the whole URL, e.g. ${example}`,
  }),
  'url-with-userinfo': ({source, without}, {raw}) => ({
    message: `${urlSource(source)}: a user name or password in the URL is not accepted (pay never sends it, but would print and log it).`,
    tryMessage:
      raw.source.kind === 'profile'
        ? `Set it again without it: ${terminalSafe(setAgain(raw.source.profile, raw.without))}`
        : `Give the URL without it: ${without}`,
  }),
  'proxy-unusable': ({variable}, {raw}) => ({
    message: `${variable} is not a proxy URL pay can use (${terminalSafe(JSON.stringify(raw.shown))}); nothing was sent.`,
    tryMessage: `Set ${variable} to the proxy's whole URL, e.g. http://proxy.example.com:3128, or unset it; then run again.`,
  }),
  'header-value-refused': ({source}, {raw}) => {
    const from = headerSource(source)
    return {
      message: `${from.charAt(0).toUpperCase()}${from.slice(1)} cannot be sent in an HTTP header: it has ${headerProblem(raw.problem)}; nothing was sent.`,
      tryMessage: `Write ${from} in visible ASCII characters (letters, digits, "-", "_", …) on one line.`,
    }
  },
  'header-line-refused': ({line}, {raw}) => ({
    message: `${line} must be "Name: value", a header name then a value of visible characters on one line: it has ${headerProblem(raw.problem)}.`,
    tryMessage: `e.g. ${line} "X-Gateway-Key: $KEY"`,
  }),
  'header-reserved': ({line, name}) => ({
    message: `${line} cannot set ${name}: the listener passes on the delivery's own.`,
    tryMessage: 'Add headers of your own set-up only (a gateway key, a tenant id).',
  }),
  'invalid-target': ({subject, problem}, {raw}) => {
    const who =
      subject.kind === 'step'
        ? `Step "${subject.step}": its path with the answers filled in,`
        : subject.kind === 'path'
          ? 'The path'
          : "The base URL's path"
    const target = terminalSafe(JSON.stringify(raw.target))
    if (problem.kind === 'no-slash')
      return {
        message: `${who} ${target} does not start with "/"; nothing was sent.`,
        tryMessage: 'A path starts with "/", e.g. /v1/balance.',
      }
    const [what, fix] =
      raw.problem.kind === 'character'
        ? [characterText(raw.problem.character), characterFix(raw.problem.character)]
        : problem.kind === 'dot-segment'
          ? [
              `the dot segment "${problem.segment}"`,
              'URL parsers and proxies remove "." and ".." segments, so the service would get another path than the one signed: write the path without them.',
            ]
          : ['"%" without two hex digits after it', 'A "%" starts an escape such as %20; write a percent sign itself as %25.']
    return {
      message: `${who} ${target} cannot be sent as written: ${what} at position ${problem.position}; nothing was sent.`,
      tryMessage: fix,
    }
  },
  'stdin-body-and-secret': () => ({
    message: 'stdin cannot carry both the body and the webhook secret.',
    tryMessage: 'Give the body as a FILE argument when the secret comes from --secret-stdin.',
  }),
  'nothing-piped-body': () => ({
    message: 'Nothing is piped in to read the body from.',
    tryMessage: 'Give the body as a FILE, or pipe it in: cat body.json | pay webhook verify --signature HEX',
  }),
  'nothing-piped-secret': ({usage}) => ({
    message: 'Nothing is piped in to read the webhook secret from.',
    tryMessage: `Pipe the secret in: printf %s "$WEBHOOK_SECRET" | ${usage}`,
  }),
  'no-webhook-secret': ({from}) => ({
    message: from === 'stdin' ? 'The webhook secret read from stdin is empty.' : 'The profile has no webhook secret.',
    tryMessage: 'Pipe it in with --secret-stdin, or save it with `pay profile add NAME --webhook-secret-stdin`.',
  }),
  'body-unreadable': ({path, reason}) => ({
    message: `Cannot read ${path}: ${reason}`,
    tryMessage: 'Give the path of the saved body, or - to read it from stdin.',
  }),
  'port-in-use': ({host, port}) => ({
    message: `Port ${port} on ${host} is already in use.`,
    tryMessage: 'Stop what listens there, or pick another port with --port (0 picks a free one).',
  }),
  'cannot-listen': ({host, port, reason}) => ({
    message: `Cannot listen on ${host}:${port}: ${reason}`,
    tryMessage: 'Give --host an address of this machine, and a --port it may use (below 1024 needs privileges; 0 picks a free one).',
  }),
  'no-event-named': ({named, list}) => ({message: `${named} names no event.`, tryMessage: `Name at least one, ${example(list)}`}),
  'event-matches-none': ({named, pattern, list, known}) => ({
    message: `${named}: "${pattern}" matches no event the service sends.`,
    tryMessage: `Use one of ${known.join(', ')}, or a pattern such as deposit.* (${example(list)}).`,
  }),
  'forward-to-self': ({url, port}) => ({
    message: `--forward-to ${url} points at this listener itself (port ${port}): every delivery would come back to it.`,
    tryMessage: "Give your app's own URL (its port, not the listener's), or move the listener with --port.",
  }),
  'bad-status-filter': ({value}) => ({
    message: `--status ${value} is neither a status nor a class of them.`,
    tryMessage: 'Give a status (--status 404), a class (--status 4xx) or --status failed (no answer, or not 2xx).',
  }),
  'request-log-symlink': ({path}) => ({
    message: `${path} is a symbolic link, not the request history pay writes; it is not read.`,
    tryMessage: 'Remove the link; pay starts a new history at the next request.',
  }),
} satisfies Pick<
  ErrorWords,
  | SendFact['code']
  | AnswerFact['code']
  | HttpInputFact['code']
  | 'invalid-target'
  | WebhookInputFact['code']
  | ListenerFact['code']
  | 'bad-status-filter'
  | 'request-log-symlink'
>

/** How to write a character a request target cannot carry (as given, not escaped). */
function characterFix(character: string): string {
  if (character === '#') return 'A fragment (#…) is never sent: remove it, or write %23 if the "#" belongs to the path or query.'
  const encoded = percentEncoded(character)
  return encoded === undefined ? 'It is half of a UTF-16 pair, not a character: remove it.' : `Percent-encode it: ${encoded}.`
}
