/** `pay logs`: the request history. */
export const logs = {
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
}
