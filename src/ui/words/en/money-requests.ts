/** A request that got no usable answer (too long, stopped by a signal), and the failures after a money request's answer. */
export const moneyRequests = {
  /** The command line that sends the same request again, with its Idempotency-Key. */
  retryWith: (command: string) => `Retry with: ${command}`,
  /** After the outcome line on stdout: what failed once the answer had come. */
  failedAfterAnswer: (what: string) => `Warning: the answer came and is printed above; what failed after it does not change it: ${what}`,
}
