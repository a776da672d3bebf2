export const webhookWait = {
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
}
