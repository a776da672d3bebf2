/**
 * What to do after an error the service answered (src/core/http/response-error.ts), from its code, status and
 * headers: `clock` when the server's Date is `skew` seconds from ours (positive: ours is behind) past the window.
 */
export type ApiNextStep =
  | {kind: 'clock'; skew: number; window: number}
  | {kind: 'key-refused'}
  /** `pay whoami` and `pay login`: the check of the key is the one refused, so the advice is not to run it. */
  | {kind: 'identity-refused'}
  | {kind: 'allowlist'}
  | {kind: 'wait'; seconds?: number}
  | {kind: 'idempotency-in-progress'}
  | {kind: 'idempotency-mismatch'}
  | {kind: 'not-found'}
  | {kind: 'not-cancellable'}
  | {kind: 'invalid-bank'}
  | {kind: 'service-failed'}
  /** An answer not in the API's form: the base URL may not be the service's. */
  | {kind: 'check-base-url'}

/**
 * An answer that is an error or is not the API's. `api-error`: the service's own error, whose message (`said`)
 * is its words and is shown as given; `no-error-envelope`: `body`, its first 200 characters (empty: none);
 * `answer-not-api`: where the answer differs from the API's schema (`path`, empty for the whole body) and the
 * schema's English words for how (`issue`).
 */
export type AnswerFact =
  | {code: 'api-error'; said: string; next?: ApiNextStep}
  | {code: 'no-error-envelope'; status: number; body: string; next?: ApiNextStep}
  | {code: 'answer-not-json'; status: number}
  | {code: 'answer-not-api'; path: string; issue: string}
