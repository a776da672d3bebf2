import {plural} from '../language.js'

const reserialised = 'verifies over re-serialised JSON: verify X-Webhook-Signature over the raw bytes before parsing'

export const webhookCheck = {
  starting: (cases: number, url: string, seconds: number) =>
    `Sending ${cases} cases to ${url}, one delivery at a time (each waits at most ${seconds} s)…`,
  title: 'Webhook check of',
  rule: (seconds: number) =>
    `A genuine delivery must get a 2xx within ${seconds} s (the service's limit); a forged one must not get a 2xx.`,
  headings: {case: 'Case', expected: 'Expected', got: 'Got', time: 'Time', verdict: 'Verdict'},
  expect: {accepted: '2xx', refused: 'not 2xx'},
  noAnswer: 'no answer',
  took: (durations: number[]) => durations.map((ms) => `${ms} ms`).join(', '),
  pass: '✓ pass',
  fail: '✗ fail',
  allPassed: (count: number, proven: string[]) =>
    `✓ ${plural('en', count, {one: 'The # case passed', other: 'All # cases passed'})}: the endpoint ${proven.join(', ')}.`,
  /** What passing proves, by the group of cases that ran. */
  proven: {
    genuine: 'accepts genuine deliveries in time',
    forged: 'refuses the forgeries sent',
    tolerant: 'tolerates repeats, disorder and new fields',
  },
  failed: (failed: number, total: number) => `✗ ${failed} of ${plural('en', total, {one: '# case', other: '# cases'})} failed:`,
  theEndpoint: 'The endpoint:',
  notSent: (count: number, seconds: number) =>
    `${plural('en', count, {one: '# case was', other: '# cases were'})} not sent: a delivery got no whole answer within ${seconds} s, and each would have waited as long. Make the endpoint answer first, then run the check again.`,
  /** What each case sends, in a few words. */
  titles: {
    genuine: (eventType: string) => `a genuine ${eventType}`,
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
  },
  /** The bug a failed case points to, and what to do about it: one line each. */
  advice: {
    forgeries: {
      'forged.no-signature': 'accepts deliveries without a signature: refuse any request whose X-Webhook-Signature is missing',
      'forged.empty-signature': 'accepts an empty signature: refuse a delivery unless its signature matches in full',
      'forged.other-secret': 'accepts a signature made with another secret: the signature is not checked at all',
      'forged.changed-amount':
        'accepts a body the signature does not cover: compute the HMAC over the raw bytes received, never over fields or a stored copy',
      'forged.reserialised-spacing': reserialised,
      'forged.reserialised-key-order': reserialised,
      'forged.truncated-signature':
        'accepts part of a signature: compare the whole signature, equal lengths first, with crypto.timingSafeEqual (hmac.compare_digest in Python)',
    },
    forgery: 'accepts a forged delivery: verify the signature before anything else',
    slow: (seconds: number) =>
      `answers after more than ${seconds} s, when the service has given up and will send it again: answer 2xx first, then do the work`,
    noAnswer: 'gave no answer: the receiver closed the connection or could not be reached',
    redirected: (status: number, location: string) =>
      `answered ${status}, a redirect to ${location}: webhook deliveries are not followed through redirects, so the receiver never judged them; give the URL it redirects to`,
    redirectedNowhere: (status: number) =>
      `answered ${status}, a redirect with no Location: webhook deliveries are not followed through redirects; give the receiver's own URL`,
    refusals: {
      'tolerant.duplicate': 'refuses an event it has seen: dedupe by event_id and answer 2xx again without doing the work twice',
      'tolerant.out-of-order': 'refuses events that arrive out of order: answer 2xx and reconcile the order on your side',
      'tolerant.unknown-event': 'refuses an event type it does not know: answer 2xx and ignore it; the service may add types',
      'tolerant.extra-fields':
        'refuses events with extra fields: read the fields you need and ignore the others; the service may add fields',
    },
    failsGenuine:
      'fails (5xx) on a genuine delivery after verifying it, often an event_id seen before (the Test button always sends "test"): answer 2xx to a repeat and handle errors after answering',
    refusesGenuine:
      'refuses a genuine delivery: compute the lowercase hex HMAC-SHA256 of the raw body, keyed with the webhook secret as text (not hex-decoded)',
  },
  questions: {
    beyond: (url: string) => `Send forged webhook deliveries to ${url}, beyond this machine?`,
    live: (url: string) => `Check ${url} with the live webhook secret?`,
  },
  liveKeyWithoutFlag: 'This profile holds only a live key, so its webhook secret is the live one, and --live was not given.',
  liveKeyHint: 'Pass --live to check a live endpoint with it, or use a profile with a test key.',
  unknownCases: (names: string[]) => `No check case is named ${names.join(', ')}.`,
  casesHint: (known: string[]) => `Name cases or groups among: ${known.join(', ')}.`,
  noCase: '--only and --skip leave no case to run.',
  noCaseHint: 'Skip fewer cases.',
  unreachable: (url: string, error: string) => `${url} gave no answer to any delivery (${error}).`,
  unreachableHint: 'Check that the receiver is running and that the URL, port and path are right; nothing was graded.',
}
