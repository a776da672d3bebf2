/** An answer that is an error or not the API's (src/core/http/response-error.ts, api.ts), and what to do next. */
export const apiAnswer = {
  noEnvelope: (status: number, body: string) => `The service answered ${status} without an error envelope${body ? `: ${body}` : '.'}`,
  notJson: (status: number) => `The service answered ${status} with a body that is not JSON.`,
  notApi: (path: string, issue: string) => `The service's answer does not match the API: ${path}: ${issue}.`,
  wholeBody: 'body',
  reportAnswer: 'Run again with --verbose to see the answer, and report it with its request id.',
  next: {
    clock: (seconds: number, behind: boolean, window: number) =>
      `This machine's clock is ${seconds} s ${behind ? 'behind' : 'ahead of'} the server's (the window is ±${window} s): sync it (NTP) and try again.`,
    keyRefused:
      'Check the key id and secret with `pay whoami`, and see how the signature is built with `pay sign GET /v1/balance --explain`.',
    identityRefused:
      'The service refused this key: check that the key id and the secret belong together (test and live keys differ, and a rotation replaces the secret), and see how the signature is built with `pay sign GET /v1/balance --explain`.',
    allowlist: "This machine's egress IP must be on the merchant's allowlist: send it to the payment service's team.",
    waitMinute: 'Wait a minute before trying again.',
    waitSeconds: (seconds: number) => `Wait ${seconds} seconds before trying again.`,
    idempotencyInProgress:
      'The first request with this Idempotency-Key is still being processed: wait a moment and retry with the same key.',
    idempotencyMismatch:
      'This Idempotency-Key was used with a different body: reuse the original body, or use a new key for a new request.',
    notFound: 'Check the id, and that the key (test or live) is the one that created the object.',
    notCancellable: 'Only a PENDING deposit can be cancelled: see where it ended with `pay deposit get ID`.',
    invalidBank: 'List the valid bank codes with `pay banks`.',
    serviceFailed: 'The service failed; quote the request id when reporting it.',
    checkBaseUrl: "Check that the base URL is the payment service's API (`pay whoami` shows the one used); --verbose shows the answer.",
  },
}
