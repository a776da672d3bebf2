import {InputError, PayError} from '../../core/errors.js'
import type {ReplayResult} from '../../core/schemas/output/webhook.js'
import {say} from '../../core/text/visible-text.js'
import {UNVERIFIED_HEADER} from '../../core/webhooks/listener-headers.js'
import {bodyOf, type DeliveryLog, type LoggedDelivery} from './delivery-log.js'
import {arrivalOf, type DeliveryOutcome} from './delivery-outcome.js'
import {type ForwardAnswer, forwardDelivery} from './forward.js'

export type {ReplayResult}

export interface ReplayOptions {
  log: DeliveryLog
  eventId: string
  /** Where to send it; by default where `listen` forwarded it when it arrived. */
  forwardTo?: string
  /** Replay a delivery that failed verification when no verified one of the event was received. */
  force?: boolean
  now?: () => Date
  forward?: (url: string, body: Buffer, headers: Array<[string, string]>) => Promise<ForwardAnswer>
}

/**
 * Sends a logged delivery again, with its original bytes and headers (signature included), so an app that was
 * down can catch up: the newest delivery of the event that was verified, or with `force` the newest at all (then
 * marked with the unverified header, as `listen --forward-unverified` does). The replay is logged too, with what
 * arrived copied from the original and its own outcome (delivery-outcome.ts), never the original's. A
 * downstream that does not answer 2xx is an error (exit 1).
 * @example await replayDelivery({log, eventId: 'dep_1:deposit.success'}) // {status: 200, url: 'http://127.0.0.1:3000/webhooks', …}
 */
export async function replayDelivery(options: ReplayOptions): Promise<ReplayResult> {
  const original = await deliveryToReplay(options)
  const url = options.forwardTo ?? original.forward?.url
  if (!url) {
    throw new InputError(`Event ${options.eventId} was not forwarded when it arrived, so there is nowhere to send it again.`, {
      code: 'NO_FORWARD_URL',
      tryMessage: "Pass --forward-to URL (your app's webhook endpoint).",
    })
  }
  const replayedAt = (options.now ?? (() => new Date()))()
  const headers: Array<[string, string]> = original.signature_valid
    ? original.headers
    : [
        ...original.headers.filter(([name]) => name.toLowerCase() !== UNVERIFIED_HEADER.toLowerCase()),
        [UNVERIFIED_HEADER, original.signature_problem ?? 'invalid'],
      ]
  const answer = await (options.forward ?? forwardDelivery)(url, bodyOf(original), headers)
  const outcome: DeliveryOutcome = {
    duplicate: false,
    filtered: false,
    refused: null,
    forward: {url, status: answer.fromDownstream ? answer.status : null, error: answer.error, duration_ms: answer.durationMs},
  }
  await options.log.append({source: 'replay', received_at: replayedAt.toISOString(), ...arrivalOf(original), ...outcome})
  if (!answer.fromDownstream || answer.status < 200 || answer.status > 299) {
    throw new PayError(
      answer.fromDownstream
        ? `${url} answered ${answer.status} to the replay of ${options.eventId}.`
        : `The replay of ${options.eventId} did not reach ${url}: ${answer.error}.`,
      1,
      {
        code: answer.fromDownstream ? 'DOWNSTREAM_REJECTED' : 'DOWNSTREAM_UNREACHABLE',
        status: answer.fromDownstream ? answer.status : undefined,
        details: {url, event_id: options.eventId, ...(answer.fromDownstream ? {body: answer.body.toString('utf8').slice(0, 500)} : {})},
        tryMessage: answer.fromDownstream
          ? 'See why your app refused it (its log), fix it, and replay again.'
          : 'Start your app (or check the URL), then replay again.',
      },
    )
  }
  return {
    event_id: options.eventId,
    event_type: original.event_type,
    url,
    status: answer.status,
    duration_ms: answer.durationMs,
    replayed_at: replayedAt.toISOString(),
  }
}

async function deliveryToReplay(options: ReplayOptions): Promise<LoggedDelivery> {
  const received = await options.log.receivedOf(options.eventId)
  const verified = received.find((record) => record.signature_valid)
  if (verified) return verified
  const [newest] = received
  if (!newest) {
    throw new InputError(say`No delivery of event ${options.eventId} is in the log (${options.log.path}).`, {
      code: 'EVENT_NOT_FOUND',
      tryMessage: 'List the events received with `pay webhook events`; only what `pay webhook listen` received can be replayed.',
    })
  }
  if (options.force) return newest
  throw new InputError(
    `Event ${options.eventId} was only ever received unverified (${newest.signature_problem ?? 'invalid signature'}), so it is not replayed.`,
    {
      code: 'UNVERIFIED_EVENT',
      tryMessage:
        'It may be forged. If you trust it (your own test, say), replay it with --force: your app gets it marked with ' +
        UNVERIFIED_HEADER +
        '.',
    },
  )
}
