import {InputError, PayError} from '../../core/errors.js'
import {isPlainHttpBeyondThisMachine} from '../../core/http/loopback.js'
import type {ReplayResult} from '../../core/schemas/output/webhook.js'
import {terminalSafe} from '../../core/text/visible-text.js'
import {UNVERIFIED_HEADER} from '../../core/webhooks/listener-headers.js'
import {bodyOf, type DeliveryLog, type LoggedDelivery} from './delivery-log.js'
import {arrivalOf, type DeliveryOutcome} from './delivery-outcome.js'
import {type ForwardAnswer, forwardDelivery} from './forward.js'

export type {ReplayResult}

/** The words of a refused or failed replay, message functions given escaped values (src/ui/words' `delivery.replay`). */
export interface ReplayWords {
  notFound: (eventId: string, logPath: string) => string
  notFoundHint: string
  ambiguous: (prefix: string, eventIds: string[]) => string
  ambiguousHint: string
  noForwardUrl: (eventId: string) => string
  noForwardUrlHint: string
  unverified: (eventId: string, problem: string) => string
  /** Why a delivery's signature could not be trusted, from its record (its facts, or its English as stored). */
  signatureProblem: (record: LoggedDelivery) => string
  unverifiedHint: (header: string) => string
  rejected: (url: string, status: number, eventId: string) => string
  rejectedHint: string
  unreachable: (eventId: string, url: string, error: string) => string
  unreachableHint: string
}

/** An error's words: English (the message `--json` carries) and the run's language, for people. */
export interface ReplaySaid {
  english: ReplayWords
  spoken: ReplayWords
}

export interface ReplayOptions {
  log: DeliveryLog
  eventId: string
  /** Where to send it; by default where `listen` forwarded it when it arrived. */
  forwardTo?: string
  /** Replay a delivery that failed verification when no verified one of the event was received. */
  force?: boolean
  now?: () => Date
  forward?: (url: string, body: Buffer, headers: Array<[string, string]>) => Promise<ForwardAnswer>
  said: ReplaySaid
  /** Told, before sending, that the target is plain http beyond this machine (`isPlainHttpBeyondThisMachine`). */
  onPlainHttp?: (url: string) => void
}

/** An error's message and next step said in both languages of {@link ReplaySaid}. */
function inBoth(said: ReplaySaid, say: (words: ReplayWords) => {message: string; tryMessage: string}) {
  const english = say(said.english)
  return {message: english.message, tryMessage: english.tryMessage, spoken: say(said.spoken)}
}

/**
 * Sends a logged delivery again, with its original bytes and headers (signature included), so an app that was
 * down can catch up: the newest delivery of the event that was verified, or with `force` the newest at all (then
 * marked with the unverified header, as `listen --forward-unverified` does). The replay is logged too, with what
 * arrived copied from the original and its own outcome (delivery-outcome.ts), never the original's. A
 * downstream that does not answer 2xx is an error (exit 1).
 * @example await replayDelivery({log, eventId: 'dep_1:deposit.success', said: replaySaid()}) // {status: 200, url: 'http://127.0.0.1:3000/webhooks', …}
 */
export async function replayDelivery(options: ReplayOptions): Promise<ReplayResult> {
  const original = await deliveryToReplay(options)
  const url = options.forwardTo ?? original.forward?.url
  const eventId = terminalSafe(options.eventId)
  if (!url) {
    const {message, ...words} = inBoth(options.said, (said) => ({message: said.noForwardUrl(eventId), tryMessage: said.noForwardUrlHint}))
    throw new InputError(message, {code: 'NO_FORWARD_URL', ...words})
  }
  const replayedAt = (options.now ?? (() => new Date()))()
  const headers: Array<[string, string]> = original.signature_valid
    ? original.headers
    : [
        ...original.headers.filter(([name]) => name.toLowerCase() !== UNVERIFIED_HEADER.toLowerCase()),
        [UNVERIFIED_HEADER, original.signature_problem ?? 'invalid'],
      ]
  if (options.onPlainHttp && URL.canParse(url) && (await isPlainHttpBeyondThisMachine(new URL(url)))) options.onPlainHttp(url)
  const answer = await (options.forward ?? forwardDelivery)(url, bodyOf(original), headers)
  const outcome: DeliveryOutcome = {
    duplicate: false,
    filtered: false,
    refused: null,
    forward: {url, status: answer.fromDownstream ? answer.status : null, error: answer.error, duration_ms: answer.durationMs},
  }
  await options.log.append({source: 'replay', received_at: replayedAt.toISOString(), ...arrivalOf(original), ...outcome})
  if (!answer.fromDownstream || answer.status < 200 || answer.status > 299) {
    const to = terminalSafe(url)
    const {message, ...words} = inBoth(options.said, (said) =>
      answer.fromDownstream
        ? {message: said.rejected(to, answer.status, eventId), tryMessage: said.rejectedHint}
        : {message: said.unreachable(eventId, to, terminalSafe(answer.error ?? '')), tryMessage: said.unreachableHint},
    )
    throw new PayError(message, 1, {
      code: answer.fromDownstream ? 'DOWNSTREAM_REJECTED' : 'DOWNSTREAM_UNREACHABLE',
      status: answer.fromDownstream ? answer.status : undefined,
      details: {url, event_id: options.eventId, ...(answer.fromDownstream ? {body: answer.body.toString('utf8').slice(0, 500)} : {})},
      ...words,
    })
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
  const {records: received, eventIds} = await options.log.receivedOf(options.eventId)
  const eventId = terminalSafe(options.eventId)
  if (eventIds.length > 1) {
    const {message, ...words} = inBoth(options.said, (said) => ({
      message: said.ambiguous(eventId, eventIds.map(terminalSafe)),
      tryMessage: said.ambiguousHint,
    }))
    throw new InputError(message, {code: 'AMBIGUOUS_ID', ...words})
  }
  const verified = received.find((record) => record.signature_valid)
  if (verified) return verified
  const [newest] = received
  if (!newest) {
    const {message, ...words} = inBoth(options.said, (said) => ({
      message: said.notFound(eventId, terminalSafe(options.log.path)),
      tryMessage: said.notFoundHint,
    }))
    throw new InputError(message, {code: 'EVENT_NOT_FOUND', ...words})
  }
  if (options.force) return newest
  const {message, ...words} = inBoth(options.said, (said) => ({
    message: said.unverified(eventId, said.signatureProblem(newest)),
    tryMessage: said.unverifiedHint(UNVERIFIED_HEADER),
  }))
  throw new InputError(message, {code: 'UNVERIFIED_EVENT', ...words})
}
