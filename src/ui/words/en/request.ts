/** `pay request` and `pay sign` (their errors, the dry run's words), the request history (`pay logs`), and a money request's retry. */
export const request = {
  bodyTwice: 'Give the body once: -d or --data-file, not both.',
  cannotRead: (file: string, reason: string) => `Cannot read ${file}: ${reason}`,
  checkPath: 'Check the path given to --data-file.',
  unknownMethod: (method: string) => `Unknown HTTP method "${method}".`,
  useOneOf: (methods: string) => `Use one of ${methods}.`,
  notAMethod: (method: string) => `"${method}" is not an HTTP method.`,
  methodAsWord: 'Give the method as a word, e.g. GET or POST.',
  dryRun: {
    nothingSent: 'Dry run: nothing was sent.',
    body: 'Body bytes:',
    noBody: '(none)',
    canonical: 'Canonical string:',
    unsigned: '(unsigned request)',
  },
  /** `pay logs`: the request history. */
  logs: {
    noAnswer: 'no answer',
    retry: (count: number) => ` (retry ${count})`,
    milliseconds: (ms: number) => `${ms} ms`,
    modes: {test: 'test', live: 'live', unsigned: 'unsigned'},
    requestId: (id: string) => `request ${id}`,
    idempotencyKey: (key: string) => `key ${key}`,
    noneMatch: 'No recorded request matches.',
    noneYet: 'No requests recorded yet: every request pay sends is kept here.',
    olderMatch: 'Older requests match too: raise --limit to see them.',
    following: (path: string) => `Following ${path}; Ctrl-C to stop.`,
  },
  // A request that got no usable answer (too long, stopped by a signal), and the failures after a money request's answer.
  /** The command line that sends the same request again, with its Idempotency-Key. */
  retryWith: (command: string) => `Retry with: ${command}`,
  /** After the outcome line on stdout: what failed once the answer had come. */
  failedAfterAnswer: (what: string) => `Warning: the answer came and is printed above; what failed after it does not change it: ${what}`,
}
