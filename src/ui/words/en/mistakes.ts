import type {JsonLayout, KeyOrder} from '../../../core/signing/diagnosis/json-reserialisations.js'
import type {MistakeId, SecretWhitespace} from '../../../core/signing/diagnosis/mistake-facts.js'
import type {QueryRewrite} from '../../../core/signing/diagnosis/query-reencodings.js'
import {EMPTY_BODY_SHA256} from '../../../core/signing/protocol.js'

const SIGN_BYTES_AS_SENT =
  'Serialise the body once, then sign and send those same bytes; do not let the HTTP library serialise the object again.'
const VERIFY_RAW_BYTES =
  'Verify over the raw request body exactly as received, before any parsing or saving (e.g. express.raw(), request.get_data()).'

/**
 * The usual signing mistakes that `pay sign --expect-signature`, `pay webhook verify` and the listener name
 * (src/core/signing/diagnosis): each one's title and fix, and the details of the way it was made.
 */
export const mistakes = {
  titles: {
    'body-reserialised-spacing': 'Body re-serialised with other spacing',
    'body-reserialised-key-order': 'Body re-serialised with its keys in another order',
    'query-dropped': 'Query string left out of the signed target',
    'query-reencoded': 'Query re-encoded or re-ordered',
    'method-case': 'Method not in uppercase',
    'timestamp-milliseconds': 'Timestamp in milliseconds',
    'timestamp-offset': 'Timestamp in the canonical string differs from X-Timestamp',
    'secret-hex-decoded': 'Secret used as hex-decoded bytes',
    'secret-whitespace': 'Secret with surrounding whitespace',
    'signature-uppercase-hex': 'Signature in uppercase hex',
    'signature-base64': 'Signature in base64 instead of hex',
    'canonical-crlf': 'Canonical lines joined with CRLF',
    'canonical-trailing-newline': 'Newline after the canonical string',
    'body-trailing-newline': 'Trailing newline in the body',
    'body-crlf': 'Line endings of the body changed',
    'empty-body-hash': 'Wrong hash for a request without a body',
    'body-hash-uppercase-hex': 'Body hash in uppercase hex',
    'body-hash-base64': 'Body hash in base64 instead of hex',
    'trailing-newline-added': 'A trailing newline was added to the body',
    'trailing-newline-removed': 'The trailing newline of the body was removed',
    'json-reserialised': 'The body was re-serialised as JSON',
    'crlf-line-endings': 'The line endings of the body were changed',
  } satisfies Record<MistakeId, string>,
  /** One sentence each on how to fix it. */
  fixes: {
    'body-reserialised-spacing': SIGN_BYTES_AS_SENT,
    'body-reserialised-key-order': SIGN_BYTES_AS_SENT,
    'query-dropped': 'Sign the path together with its query string, exactly as in the URL sent (line 2).',
    'query-reencoded':
      'Build the URL once and sign its path and query as that exact string; let nothing re-encode or re-order the query afterwards.',
    'method-case': 'Write the method in uppercase in line 1 (GET, POST).',
    'timestamp-milliseconds': 'Use Unix seconds, e.g. Math.floor(Date.now() / 1000) or int(time.time()), in both line 3 and X-Timestamp.',
    'timestamp-offset': 'Read the clock once per request and put that same value in line 3 and in the X-Timestamp header.',
    'secret-hex-decoded': "Key the HMAC with the secret's characters as UTF-8 bytes, exactly as shown in the portal; do not hex-decode it.",
    'secret-whitespace':
      'Trim the secret where it is read (file, environment variable, secret store): a newline or a space becomes part of the HMAC key.',
    'signature-uppercase-hex':
      "Compute and compare the HMAC as lowercase hex (hexdigest(), digest('hex'), or ToLowerInvariant() on .NET's hex).",
    'signature-base64': "Write the HMAC as lowercase hex, not base64 (digest('hex') rather than digest('base64')).",
    'canonical-crlf':
      'Join the four lines with a single line feed (\\n), not \\r\\n (watch for Windows line endings and text-mode writers).',
    'canonical-trailing-newline': 'End the canonical string right after the body hash of line 4, with no newline after it.',
    'body-trailing-newline':
      'Sign the body bytes exactly as sent: the same final newline, or none, in both (files and heredocs often end with one).',
    'body-crlf': 'Sign the body bytes exactly as sent; read and send body files in binary mode so that LF and CRLF stay as they are.',
    'empty-body-hash': `A request without a body hashes the empty byte string: line 4 is ${EMPTY_BODY_SHA256}.`,
    'body-hash-uppercase-hex': 'Write the body SHA-256 of line 4 as lowercase hex.',
    'body-hash-base64': 'Write the body SHA-256 of line 4 as lowercase hex, not base64.',
    'trailing-newline-added': `${VERIFY_RAW_BYTES} Editors, echo and heredocs add a final newline to a saved body.`,
    'trailing-newline-removed': `${VERIFY_RAW_BYTES} trim() and shell $(…) drop the final newline.`,
    'json-reserialised': `${VERIFY_RAW_BYTES} JSON.stringify(req.body) or json.dumps(data) never gives back the bytes that were signed.`,
    'crlf-line-endings': `${VERIFY_RAW_BYTES} Read and write saved bodies in binary mode so that LF and CRLF stay as they are.`,
  } satisfies Record<MistakeId, string>,
  /** The way a mistake was made, when there are several; values arrive as signed (the caller escapes the line). */
  details: {
    bodyWrittenAs: (layout: string) => `the signed bytes were the body written as ${layout}`,
    newlineAdded: 'the signed bytes end with a newline that the body lacks',
    newlineRemoved: 'the signed bytes lack the newline the body ends with',
    signedWithCrlf: 'the signed bytes have CRLF line endings where the body has LF',
    signedWithLf: 'the signed bytes have LF line endings where the body has CRLF',
    lineWas: (line: number, value: string) => `line ${line} was ${value}`,
    queryRewritten: (rewrite: string, target: string) => `${rewrite}: line 2 was ${target}`,
    inMilliseconds: (timestamp: string) => `line 3 was ${timestamp}, in milliseconds`,
    inSeconds: (timestamp: string) => `line 3 was ${timestamp}, in seconds, while X-Timestamp is in milliseconds`,
    offset: (timestamp: string, seconds: number) => `line 3 was ${timestamp}, ${seconds > 0 ? '+' : ''}${seconds} s from X-Timestamp`,
    emptyBodyStandIn: (text: string) => `line 4 was the SHA-256 of the text ${text}`,
    emptyBodyHashLeftEmpty: 'line 4 was left empty',
  },
  /** How a JSON body was written again, by the order of its keys. */
  layouts: {
    kept: {
      compact: 'JSON.stringify(body) (compact)',
      'indent-2': 'JSON.stringify(body, null, 2)',
      'indent-4': 'JSON.stringify(body, null, 4)',
      'indent-tab': "JSON.stringify(body, null, '\\t')",
      python: 'Python json.dumps(body) (", " and ": " separators)',
      'python-unicode': 'Python json.dumps(body, ensure_ascii=False)',
    },
    sorted: {
      compact: 'compact with sorted keys',
      'indent-2': '2-space indent with sorted keys',
      'indent-4': '4-space indent with sorted keys',
      'indent-tab': 'tab indent with sorted keys',
      python: 'Python json.dumps(body, sort_keys=True)',
      'python-unicode': 'Python json.dumps(body, sort_keys=True, ensure_ascii=False)',
    },
  } satisfies Record<KeyOrder, Record<JsonLayout, string>>,
  queryRewrites: {
    'sorted-by-name': 'parameters sorted by name',
    'plus-as-percent-20': '+ written as %20',
    'percent-20-as-plus': '%20 written as +',
    'escapes-uppercase': 'percent-escapes in uppercase hex (%2F)',
    'escapes-lowercase': 'percent-escapes in lowercase hex (%2f)',
    'escapes-decoded': 'percent-escapes decoded',
    'form-encoded': 're-encoded as a form (URLSearchParams: spaces as +)',
    'uri-component-encoded': 're-encoded with encodeURIComponent (spaces as %20)',
    'url-parser-normalised': 'normalised by a URL parser (new URL())',
  } satisfies Record<QueryRewrite, string>,
  secretWhitespace: {
    'trailing-newline': 'a trailing newline',
    'trailing-crlf': 'a trailing CRLF',
    spaces: 'a space on each side',
    trimmed: 'the whitespace around the given secret trimmed',
  } satisfies Record<SecretWhitespace, string>,
}
