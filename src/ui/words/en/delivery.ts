/** A webhook delivery, as the listener's line and browser, `pay webhook events` and `pay webhook verify` say it. */
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
}
