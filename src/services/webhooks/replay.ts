import {InputError, PayError} from '../../core/errors.js'
import {bodyOf, type DeliveryLog} from './delivery-log.js'
import {type ForwardAnswer, forwardDelivery} from './forward.js'

export interface ReplayOptions {
  log: DeliveryLog
  eventId: string
  /** Where to send it; by default where `listen` forwarded it when it arrived. */
  forwardTo?: string
  now?: () => Date
  forward?: (url: string, body: Buffer, headers: Array<[string, string]>) => Promise<ForwardAnswer>
}

/** The `--json` shape of `pay webhook replay`. */
export interface ReplayResult {
  event_id: string
  event_type: string | null
  url: string
  status: number
  duration_ms: number
  replayed_at: string
}

/**
 * Sends a logged delivery again, with its original bytes and headers (signature included), so an app that was
 * down can catch up. The replay is logged too. A downstream that does not answer 2xx is an error (exit 1).
 * @example await replayDelivery({log, eventId: 'dep_1:deposit.success'}) // {status: 200, url: 'http://127.0.0.1:3000/webhooks', …}
 */
export async function replayDelivery(options: ReplayOptions): Promise<ReplayResult> {
  const original = await options.log.latestReceived(options.eventId)
  if (!original) {
    throw new InputError(`No delivery of event ${options.eventId} is in the log (${options.log.path}).`, {
      code: 'EVENT_NOT_FOUND',
      tryMessage: 'List the events received with `pay webhook events`; only what `pay webhook listen` received can be replayed.',
    })
  }
  const url = options.forwardTo ?? original.forward?.url
  if (!url) {
    throw new InputError(`Event ${options.eventId} was not forwarded when it arrived, so there is nowhere to send it again.`, {
      code: 'NO_FORWARD_URL',
      tryMessage: 'Pass --forward-to URL (your app\'s webhook endpoint).',
    })
  }
  const replayedAt = (options.now ?? (() => new Date()))()
  const answer = await (options.forward ?? forwardDelivery)(url, bodyOf(original), original.headers)
  await options.log.append({
    ...original,
    source: 'replay',
    received_at: replayedAt.toISOString(),
    duplicate: false,
    forward: {url, status: answer.fromDownstream ? answer.status : null, error: answer.error, duration_ms: answer.durationMs},
  })
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
  return {event_id: options.eventId, event_type: original.event_type, url, status: answer.status, duration_ms: answer.durationMs, replayed_at: replayedAt.toISOString()}
}
