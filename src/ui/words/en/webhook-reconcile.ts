import {plural} from '../language.js'

const events = (count: number) => plural('en', count, {one: '# event', other: '# events'})
const never = '(the merchant had no webhook URL, or did not subscribe to the event, when it happened)'

export const webhookReconcile = {
  checked: (deposits: number, withdrawals: number, inLog: number, log: string) =>
    `Checked ${plural('en', deposits, {one: '# deposit', other: '# deposits'})} and ${plural('en', withdrawals, {one: '# withdrawal', other: '# withdrawals'})} against ${events(inLog)} in ${log}.`,
  noneMissing: 'No event is missing.',
  missing: (count: number) => `${events(count)} should have arrived and did not:`,
  allQueued: (count: number) => `${events(count)} had not arrived; the sandbox queued ${count === 1 ? 'it' : 'them all'} again:`,
  headings: {eventId: 'Event id', object: 'Object', replay: 'Replay'},
  objects: {deposit: 'deposit', withdrawal: 'withdrawal'},
  queuedAgain: (deliveryId: string) => `queued again (delivery ${deliveryId})`,
  notSentAgain: 'not sent again',
  whyNotSent: (reason: string) => `Not sent again, because ${reason}.`,
  /** Why an event was not sent again: the reasons `--json` gives. */
  reasons: {
    realService:
      'the service has no API to send an event again: it retries a failed delivery for about 24 hours; after that, replay it from the delivery log in the portal, or read the object with `pay deposit get ID` / `pay withdrawal get ID`',
    neverQueued: 'the sandbox never queued it: the merchant had no webhook URL, or did not subscribe to the event, when it happened',
  },
  hints: {
    realService: 'The real service cannot be asked to send them again: replay them from the delivery log in its portal.',
    replayAll: 'Have the sandbox send them again with --replay.',
    replayNone: (missing: number) =>
      `None can be sent again: the sandbox never queued ${missing === 1 ? 'it' : 'them'} ${never}. Read the objects with \`pay deposit get ID\` or \`pay withdrawal get ID\`.`,
    replaySome: (replayable: number, others: number) =>
      `--replay can have the sandbox send ${replayable} of them again; it never queued the other ${others} ${never}.`,
  },
  badSince: (text: string) => `--since "${text}" is not a date or time.`,
  sinceHint: 'Use ISO 8601, e.g. 2026-11-01 or 2026-11-01T09:00:00Z.',
}
