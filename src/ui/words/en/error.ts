export const error = {
  label: 'Error:',
  code: (code: string) => `code ${code}`,
  status: (status: number) => `status ${status}`,
  requestId: (id: string) => `request_id ${id}`,
  notBuilt: (method: string, url: string, reason: string) => `${method} ${url} could not be sent: ${reason}; nothing was sent.`,
  checkRequest:
    'Check the values given for the request (path, headers); nothing reached the service, so it is safe to fix them and run again.',
  networkFailed: (method: string, url: string, timedOut: boolean, code: string) =>
    `${method} ${url} ${timedOut ? 'timed out' : `failed (${code})`}.`,
  networkNext: {
    'not-sent':
      'No connection was made, so nothing reached the service: check the base URL and the network (and HTTPS_PROXY if one is needed), then run again.',
    check: 'Check the base URL and the network (and HTTPS_PROXY if one is needed), then try again.',
    'retry-with-key': 'It may or may not have been processed: retry with the same --idempotency-key, which cannot create a second object.',
  },
  /** Next steps said in this language instead of the English one the error carries, by error code. */
  hints: {} as Partial<Record<string, string>>,
}
