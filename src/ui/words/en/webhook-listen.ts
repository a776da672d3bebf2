import {plural} from '../language.js'

/** `pay webhook listen`: what it says when it starts and stops (stderr), and its browser's words. */
export const webhookListen = {
  listening: (url: string, where: string) => `Listening on ${url}${where}`,
  /** The headline, bold already, and how to stop. */
  withStop: (headline: string) => `${headline}. Ctrl-C to stop.`,
  forwardingTo: (url: string) => ` → forwarding to ${url}`,
  notForwarding: ' (not forwarding: add --forward-to URL)',
  everyOtherEvent: 'every other event',
  onlyEvents: (events: string) => `Only ${events}: other events are answered 200 and logged, not forwarded.`,
  extraHeaders: (names: string) => `Forwarded requests also carry ${names}.`,
  noSecret: {
    forwardedUnverified: 'every delivery is forwarded marked unverified',
    refused: 'every delivery is answered 400 and not forwarded',
    warning: (outcome: string) => `⚠ No webhook secret: no signature can be checked, so ${outcome}.`,
    saveIt: 'Save it with: printf %s "$WEBHOOK_SECRET" | pay profile add NAME --webhook-secret-stdin',
  },
  forwardsUnverified: (header: string) => `Deliveries that fail verification are forwarded too, with the header ${header}.`,
  registered: (merchant: string, onExit: string) =>
    `Registered with the sandbox as the webhook URL of merchant ${merchant}; ${onExit} on exit, unless the URL was changed since.`,
  itIsRemoved: 'it is removed',
  isPutBack: (url: string) => `${url} is put back`,
  notRegistered: (problem: string) => `Not registered with a sandbox: ${problem}.`,
  registerHow: 'Pass --sandbox-data-dir, or set the URL yourself: pay sandbox start --webhook-url URL',
  reachesOnlyIf: "Deliveries reach this listener only if the service's webhook URL points here.",
  keptIn: (path: string) => `Every delivery is kept in ${path} (pay webhook events, pay webhook replay).`,
  noCredentials: (reason: string) => `No credentials resolved (${reason}); nothing is registered with a sandbox.`,
  stopped: 'Stopped',
  /** The sentence after `Stopped:`, made of the counts and, when there are any, what became of the deliveries. */
  stoppedCounts: (counts: string, outcomes: string[]) => `${counts}${outcomes.length > 0 ? `; ${outcomes.join(', ')}` : ''}.`,
  /** `filtered` deliveries were of types not picked (--events). */
  counts: (deliveries: number, duplicates: number, filtered: number) =>
    `${plural('en', deliveries, {one: '# delivery', other: '# deliveries'})} received, ${duplicates} of them duplicates${filtered > 0 ? `, ${filtered} not picked` : ''}`,
  /** What became of the deliveries taken in (ListenTally), each said when there is one. */
  outcomes: {
    accepted: (count: number) => `${count} forwarded and accepted by the app (2xx)`,
    appRefused: (count: number) => `${count} forwarded and refused by the app (not 2xx)`,
    noAnswer: (count: number) => `${count} forwarded with no answer from the app (unreachable or too slow)`,
    refused: (count: number) => `${count} refused by the listener`,
    pending: (count: number) => `${count} still being forwarded when stopped`,
  },
  restored: {
    removed: "The sandbox's webhook URL was removed.",
    putBack: (url: string) => `The sandbox's webhook URL was put back to ${url}.`,
    handedOver: (url: string) =>
      `Another listener registered with the sandbox since and keeps its webhook URL (${url}); it puts back what this one found when it stops.`,
    none: 'none',
    changed: "The sandbox's webhook URL was changed by someone else since; left as it is.",
  },
  /** Refused at start (ListenerFact): the port, the event list, a route to the listener itself. */
  /** A request the listener answered without keeping it as a delivery (after its status). */
  refusedRequest: {
    notPost: (method: string, path: string) => `${method} ${path}: only POST is a delivery`,
    tooLarge: (maxBytes: number) => `a body over ${maxBytes} bytes was refused`,
    notKept: (reason: string) => `the delivery could not be kept: ${reason}`,
  },
  /** The listener's browser, at a terminal. */
  browser: {
    waiting: 'Waiting for deliveries…',
    count: (count: number) => plural('en', count, {one: '# delivery', other: '# deliveries'}),
    following: ', following the newest',
    above: (count: number) => ` · ↑ ${count} more above`,
    below: (count: number) => `↓ ${count} more below`,
    listKeys: '↑↓ pick · enter details · r replay · q quit',
    detailKeys: '↑↓ scroll · esc back · r replay · q quit',
    replaying: (eventId: string) => `Replaying ${eventId}…`,
    theDelivery: 'the delivery',
    replayed: (eventId: string, status: number, took: string, url: string) => `Replayed ${eventId} → ${status} (${took}) to ${url}`,
    notAnEvent: 'Not replayed: this delivery is not an event (it has no event_id).',
    noRoute: (eventType: string) => `Not replayed: no --forward-to takes ${eventType}.`,
    thisDelivery: 'this delivery',
    notReplayed: (why: string) => `Not replayed: ${why}`,
  },
  /** `pay webhook listen`, stopped while deliveries were still being forwarded to the app (cut off, answered 503). */
  cutOff: (count: number) =>
    plural('en', count, {
      one: "1 delivery was still waiting for your app's answer when the listener stopped: its sender was answered 503 and sends it again. It is kept in the log: pay webhook events",
      other:
        "# deliveries were still waiting for your app's answer when the listener stopped: their senders were answered 503 and send them again. They are kept in the log: pay webhook events",
    }),
}
