import type {ExplanationStepId} from '../../../core/signing/diagnosis/explain-signature.js'
import {EMPTY_BODY_SHA256, REPLAY_WINDOW_SECONDS} from '../../../core/signing/protocol.js'

const WINDOW = `±${REPLAY_WINDOW_SECONDS} s`

/** `pay sign`: the report's words, the rule of each step and what to check when no usual mistake explains a signature. */
export const sign = {
  canonical: 'Canonical string',
  lineFeeds: ' (⏎ marks each line feed, \\n)',
  labels: {body: 'Body', signature: 'Signature', headers: 'Headers'},
  bodyValue: (bytes: number, sha256: string) => `${bytes} bytes, SHA-256 ${sha256}`,
  bodyStep: (sha256: string, bytes: number) => `${sha256} (${bytes} bytes)`,
  howBuilt: 'How it is built',
  steps: {
    method: {title: 'Line 1: method', rule: 'The HTTP method in uppercase.'},
    target: {
      title: 'Line 2: path and query',
      rule: 'The path plus the query string exactly as sent: not re-encoded, not re-ordered, nothing added after signing.',
    },
    timestamp: {
      title: 'Line 3: timestamp',
      rule: `Unix epoch seconds (not milliseconds), the same string as X-Timestamp, within ${WINDOW} of the server's clock.`,
    },
    body: {
      title: 'Line 4: body SHA-256',
      rule: `Lowercase hex SHA-256 of the body bytes exactly as sent (serialise once, sign and send the same bytes); no body hashes the empty input, ${EMPTY_BODY_SHA256.slice(0, 8)}…, not "{}".`,
    },
    canonical: {title: 'Canonical string', rule: 'The four lines joined by a single line feed (\\n): no \\r, no newline after line 4.'},
    signature: {
      title: 'Signature',
      rule: "HMAC-SHA256 of the canonical string keyed with the secret's characters as UTF-8 (not hex-decoded), written as lowercase hex (not base64).",
    },
    headers: {
      title: 'Headers',
      rule: 'The key id, the signature and the same timestamp as line 3; a fresh timestamp and signature for every request.',
    },
  } satisfies Record<ExplanationStepId, {title: string; rule: string}>,
  notSeconds: (timestamp: string) => `The timestamp "${timestamp}" is not whole Unix seconds (digits only); the service refuses it.`,
  milliseconds: (timestamp: string, digits: number) =>
    `The timestamp ${timestamp} has ${digits} digits: it is in milliseconds, and the service refuses it as outside the ${WINDOW} window. Use seconds.`,
  clockUnchecked: 'Server clock: not checked (the base URL did not answer).',
  withinWindow: `✓ within the ${WINDOW} window`,
  outsideWindow: `outside the ${WINDOW} window: the service would refuse it now`,
  serverClock: (serverTime: string, machine: string, timestamp: string, verdict: string) =>
    `Server clock ${serverTime}: this machine is ${machine}; the timestamp is ${timestamp}: ${verdict}`,
  inStep: 'in step with it',
  ahead: (seconds: number) => `${seconds} s ahead of it`,
  behind: (seconds: number) => `${seconds} s behind it`,
  match: '✓ The expected signature matches: this request is signed right.',
  matchStill401: 'If the service still answers 401, check the key id, the clock (--explain) and that these exact bytes are sent.',
  reproducedOne: '✗ The expected signature is reproduced by this mistake:',
  reproducedTwo: '✗ The expected signature is reproduced by these two mistakes together:',
  unexplained: 'None of the usual mistakes reproduces this signature: the secret or the body bytes differ.',
  unexplainedNextSteps: [
    'Check the secret: it must be the secret of the key id sent (test and live keys differ, and a rotation replaces it); `pay whoami` shows the key in use.',
    'Check the body: hash the exact bytes your HTTP client writes on the wire; their SHA-256 must equal line 4 above.',
    'Print your canonical string JSON-escaped and compare it with the one above, line by line, invisible characters included.',
    'Check that the signature, timestamp, method, path and body all come from the same failing request.',
  ],
  curl: 'curl',
  curlNote: ' (sends the request as signed above)',
}
