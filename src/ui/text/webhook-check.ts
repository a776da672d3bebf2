import type {CheckCaseResult, WebhookCheck} from '../../core/schemas/output/webhook-check.js'
import type {Style} from './style.js'
import {renderTable} from './table.js'
import {terminalSafe} from './terminal-safe.js'

/** What each case sends, in a few words. */
const CASE_TITLES: Record<string, string> = {
  'forged.no-signature': 'no X-Webhook-Signature header',
  'forged.empty-signature': 'an empty signature',
  'forged.other-secret': 'signed with another secret',
  'forged.changed-amount': 'a valid signature over a different body (the amount changed)',
  'forged.reserialised-spacing': 'the original signature, the body re-serialised with spaces',
  'forged.reserialised-key-order': 'the original signature, the body re-serialised in another key order',
  'forged.truncated-signature': 'the first half of the right signature',
  'tolerant.duplicate': 'the same event twice',
  'tolerant.out-of-order': 'withdrawal.refunded before its withdrawal.failed',
  'tolerant.unknown-event': 'an event type the receiver does not know',
  'tolerant.extra-fields': 'a known event with fields it does not know',
}

/** The bug a failed case points to, and what to do about it: one line each. */
const FORGERY_ADVICE: Record<string, string> = {
  'forged.no-signature': 'accepts deliveries without a signature: refuse any request whose X-Webhook-Signature is missing',
  'forged.empty-signature': 'accepts an empty signature: refuse a delivery unless its signature matches in full',
  'forged.other-secret': 'accepts a signature made with another secret: the signature is not checked at all',
  'forged.changed-amount':
    'accepts a body the signature does not cover: compute the HMAC over the raw bytes received, never over fields or a stored copy',
  'forged.reserialised-spacing': 'verifies over re-serialised JSON: verify X-Webhook-Signature over the raw bytes before parsing',
  'forged.reserialised-key-order': 'verifies over re-serialised JSON: verify X-Webhook-Signature over the raw bytes before parsing',
  'forged.truncated-signature':
    'accepts part of a signature: compare the whole signature, equal lengths first, with crypto.timingSafeEqual (hmac.compare_digest in Python)',
}

const REFUSAL_ADVICE: Record<string, string> = {
  'tolerant.duplicate': 'refuses an event it has seen: dedupe by event_id and answer 2xx again without doing the work twice',
  'tolerant.out-of-order': 'refuses events that arrive out of order: answer 2xx and reconcile the order on your side',
  'tolerant.unknown-event': 'refuses an event type it does not know: answer 2xx and ignore it; the service may add types',
  'tolerant.extra-fields': 'refuses events with extra fields: read the fields you need and ignore the others; the service may add fields',
}

function caseTitle(id: string): string {
  return CASE_TITLES[id] ?? (id.startsWith('genuine.') ? `a genuine ${id.slice('genuine.'.length)}` : id)
}

function adviceFor(result: CheckCaseResult, limitMs: number): string {
  const seconds = limitMs / 1000
  switch (result.problem) {
    case 'accepted_forgery':
      return FORGERY_ADVICE[result.id] ?? 'accepts a forged delivery: verify the signature before anything else'
    case 'slow':
      return `answers after more than ${seconds} s, when the service has given up and will send it again: answer 2xx first, then do the work`
    case 'no_answer':
      return 'gave no answer: the receiver closed the connection or could not be reached'
    case 'refused':
      if (REFUSAL_ADVICE[result.id]) return REFUSAL_ADVICE[result.id]!
      return result.answers.some((answer) => (answer.status ?? 0) >= 500)
        ? 'fails (5xx) on a genuine delivery after verifying it, often an event_id seen before (the Test button always sends "test"): answer 2xx to a repeat and handle errors after answering'
        : 'refuses a genuine delivery: compute the lowercase hex HMAC-SHA256 of the raw body, keyed with the webhook secret as text (not hex-decoded)'
    case null:
      return ''
  }
}

function got(result: CheckCaseResult): string {
  return result.answers.map((answer) => (answer.status === null ? 'no answer' : String(answer.status))).join(', ')
}

function took(result: CheckCaseResult): string {
  return result.answers.map((answer) => `${answer.duration_ms} ms`).join(', ')
}

/** What passing proves, only for the groups of cases that ran (`--only` and `--skip` leave some out). */
function passedClaim(check: WebhookCheck): string {
  const ran = new Set(check.cases.map((result) => result.id.slice(0, result.id.indexOf('.'))))
  const proven = [
    ran.has('genuine') && 'accepts genuine deliveries in time',
    ran.has('forged') && 'refuses the forgeries sent',
    ran.has('tolerant') && 'tolerates repeats, disorder and new fields',
  ].filter(Boolean)
  return `the endpoint ${proven.join(', ')}`
}

/** Said on stderr before the first delivery: what is about to happen, and how long it may take at most. */
export function renderCheckStart(url: string, cases: number, limitMs: number): string {
  return `Sending ${cases} cases to ${terminalSafe(url)}, one delivery at a time (each waits at most ${limitMs / 1000} s)…`
}

/** The table of every case, then one line of advice per failure, then the count. */
export function renderWebhookCheck(check: WebhookCheck, style: Style): string {
  const table = renderTable<CheckCaseResult>(
    [
      {header: 'Case', value: (row) => row.id},
      {header: 'Expected', value: (row) => (row.expect === 'accepted' ? '2xx' : 'not 2xx')},
      {header: 'Got', value: got},
      {header: 'Time', value: took, align: 'right'},
      {
        header: 'Verdict',
        value: (row) => (row.passed ? '✓ pass' : '✗ fail'),
        paint: (text, row) => (row.passed ? style.green(text) : style.red(text)),
      },
    ],
    check.cases,
    style.bold,
  )
  const failures = check.cases.filter((result) => !result.passed)
  // One line per distinct bug: two re-serialisation cases that fail name the same fix once.
  const advice = [...new Set(failures.map((result) => adviceFor(result, check.limit_ms)))]
  const width = Math.max(0, ...failures.map((result) => result.id.length))
  const lines = [
    `${style.bold('Webhook check of')} ${terminalSafe(check.url)}`,
    style.dim(
      `A genuine delivery must get a 2xx within ${check.limit_ms / 1000} s (the service's limit); a forged one must not get a 2xx.`,
    ),
    '',
    table.trimEnd(),
    '',
  ]
  if (failures.length === 0) {
    lines.push(style.green(`✓ All ${check.passed} cases passed: ${passedClaim(check)}.`))
  } else {
    lines.push(
      style.red(`✗ ${check.failed} of ${check.cases.length} cases failed:`),
      ...failures.map((result) => `  ${result.id.padEnd(width)}  ${style.dim(caseTitle(result.id))}`),
      'The endpoint:',
      ...advice.map((line) => `  • ${line}`),
    )
  }
  return `${lines.join('\n')}\n`
}
