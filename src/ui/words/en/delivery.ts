/** A webhook delivery, as the listener's line and browser say it, and the words of `pay webhook events`, `replay`, `wait` and `verify`. */
export const delivery = {
  notAnEvent: '(not an event)',
  signed: '✓ signed',
  /** The problem is the service's own sentence (in `--json` too). */
  signatureProblem: (problem: string) => `⚠ signature: ${problem}`,
  invalid: 'invalid',
  /** Why the listener could not trust a signature: the English the delivery log keeps (signature_problem). */
  problems: {
    noSecret: 'no webhook secret set',
    noHeader: 'no X-Webhook-Signature header',
    noMatch: 'does not match the body',
    wouldMatchWith: (mistake: string) => `does not match the body; it would match with: ${mistake}`,
    signedOtherwise: 'does not match the body (another webhook secret signed it, or the body was changed on the way)',
  },
  /** Why the listener refused a delivery: the English the delivery log keeps (refused.reason). */
  refusals: {
    notVerified: 'signature not verified',
    loopSelf: 'forwarding loop: it already passed through this listener',
    loopHops: (hops: number) => `forwarding loop: it already passed through ${hops} listeners`,
  },
  outcome: {
    refused: (status: number, reason: string) => `refused ${status}: ${reason}, not forwarded`,
    filtered: 'not picked (--events): answered 200, not forwarded',
    duplicate: 'duplicate: not forwarded',
    received: 'received',
    failed: (error: string) => `→ failed: ${error}`,
    noAnswer: 'no answer',
  },
  milliseconds: (ms: number) => `${ms} ms`,
  /** The labels of an event's summary and of a delivery's details. */
  labels: {
    event: 'Event',
    eventId: 'Event id',
    object: 'Object',
    received: 'Received',
    signature: 'Signature',
    outcome: 'Outcome',
  },
  /** The event's own fields worth a glance (core's NOTABLE_FIELDS), by their name in the body. */
  fields: {
    status: 'status',
    amount: 'amount',
    credited_amount: 'credited_amount',
    reason: 'reason',
    user_ref: 'user_ref',
  } as Partial<Record<string, string>>,
  aReplay: '(a replay)',
  headers: 'Headers',
  body: (bytes: number) => `Body (${bytes} bytes, raw)`,
  /** `pay webhook events`: the table of the deliveries the listener kept. */
  events: {
    none: 'No webhook deliveries yet. Receive some with `pay webhook listen`.',
    headings: {time: 'Time', eventId: 'Event id', type: 'Type', signature: 'Signature', forwarded: 'Forwarded'},
    noEventId: '(none)',
    verified: '✓ verified',
    notVerified: 'not verified',
    replay: 'replay',
  },
  /** `pay webhook replay`: what it says when the app took the delivery again, and why a replay is refused. */
  replay: {
    replayed: (eventId: string, url: string, status: number, took: string) => `${eventId} replayed to ${url}: ${status} (${took})`,
    notFound: (eventId: string, logPath: string) => `No delivery of event ${eventId} is in the log (${logPath}).`,
    ambiguous: (prefix: string, eventIds: string[]) => `${prefix} begins ${eventIds.length} events in the log: ${eventIds.join(', ')}.`,
    ambiguousHint: 'Give more of the event id, or the whole id (`pay webhook events --wide`).',
    notFoundHint: 'List the events received with `pay webhook events`; only what `pay webhook listen` received can be replayed.',
    noForwardUrl: (eventId: string) => `Event ${eventId} was not forwarded when it arrived, so there is nowhere to send it again.`,
    noForwardUrlHint: "Pass --forward-to URL (your app's webhook endpoint).",
    unverified: (eventId: string, problem: string) =>
      `Event ${eventId} was only ever received unverified (${problem}), so it is not replayed.`,
    invalidSignature: 'invalid signature',
    unverifiedHint: (header: string) =>
      `It may be forged. If you trust it (your own test, say), replay it with --force: your app gets it marked with ${header}.`,
    rejected: (url: string, status: number, eventId: string) => `${url} answered ${status} to the replay of ${eventId}.`,
    rejectedHint: 'See why your app refused it (its log), fix it, and replay again.',
    unreachable: (eventId: string, url: string, error: string) => `The replay of ${eventId} did not reach ${url}: ${error}.`,
    unreachableHint: 'Start your app (or check the URL), then replay again.',
  },
  wait: {
    /** What the wait is for: `deposit.success for 0b7c…`, or the type alone. */
    awaited: (eventType: string, objectId?: string) => (objectId === undefined ? eventType : `${eventType} for ${objectId}`),
    delivered: (awaited: string, at: string, outcome: string) => `${awaited} delivered at ${at}: ${outcome}`,
    replayed: (outcome: string) => `replayed ${outcome}`,
    stopped: (awaited: string) => `Stopped waiting for ${awaited}.`,
    notDelivered: (awaited: string, seconds: number) => `No ${awaited} was delivered and answered 2xx within ${seconds} s.`,
    lastDidNotCount: (at: string, outcome: string, verified: boolean) =>
      `Its last delivery (${at}) did not count: ${outcome}${verified ? '' : ', signature not verified'}. See \`pay webhook events\`.`,
    noneCame:
      'Check that `pay webhook listen` runs with the same data dir and that the webhook URL points at it; `pay webhook events` lists what came.',
  },
  /** `pay webhook verify`: the verdict, the event it carries, and the error when it does not match. */
  verify: {
    valid: '✓ Valid signature',
    invalid: '✗ Invalid signature',
    matchesWhen: 'The signature matches when:',
    noVariant: 'No usual variant of the body, secret or signature matches. Check:',
    unexplainedNextSteps: [
      'Check the webhook secret: it is not the API secret, and it is the one of the endpoint that received the delivery.',
      'Give the body exactly as received (the raw request bytes, not a copy from a log or a parsed object).',
      'Check that the signature is the X-Webhook-Signature of this same delivery.',
    ],
    unknownType: '(not a type this version knows)',
    notValidEvent: (eventType: string) => `⚠ The body is not a valid ${eventType}:`,
    anEvent: 'event',
    notJson: '⚠ The body is not JSON.',
    wouldMatchWith: (variant: string) => `The webhook signature does not match the body; it would match with: ${variant}.`,
    doesNotMatch: 'The webhook signature does not match the body.',
  },
}
