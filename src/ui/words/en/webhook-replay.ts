/** `pay webhook replay`: what it says when the app took the delivery again, and why a replay is refused. */
export const webhookReplay = {
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
}
