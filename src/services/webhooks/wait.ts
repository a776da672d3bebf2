import {stat} from 'node:fs/promises'

import {abortableSleep} from '../watch/status-watch.js'
import type {DeliveryLog, LoggedDelivery} from './delivery-log.js'

export const DEFAULT_WAIT_POLL_MS = 250

export interface WaitForDeliveryOptions {
  log: DeliveryLog
  eventType: string
  /** The object the event is about; without it, only deliveries logged after the wait began count. */
  objectId?: string
  timeoutMs: number
  intervalMs?: number
  now?: () => number
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>
  signal?: AbortSignal
}

export interface WaitOutcome {
  /** The newest delivery of the event that was verified and handed over; undefined when none came in time. */
  handled?: LoggedDelivery
  /** The newest delivery of the event that was not handed over (the app's non-2xx, a failed forward, a refusal), to say why. */
  lastUnhandled?: LoggedDelivery
}

/**
 * A delivery counts as handled when its signature was verified and it was handed over: the app answered 2xx
 * (forwarded or replayed), the listener was only watching (nothing to forward to), or it was a duplicate of
 * one handed over before. An unverified delivery never counts, even if the app took it: it may be forged; nor
 * one the listener was told not to pick (--events), which reached no app.
 */
export function isHandled(record: LoggedDelivery): boolean {
  if (!record.signature_valid || record.refused || record.filtered) return false
  if (!record.forward) return true
  return record.forward.status !== null && record.forward.status >= 200 && record.forward.status <= 299
}

/**
 * Polls the delivery log (`pay webhook listen` appends to it) until a handled delivery of the event is in it,
 * or the time is up. Deliveries already logged count, so a wait started after the event came still ends at once.
 */
export async function waitForDelivery(options: WaitForDeliveryOptions): Promise<WaitOutcome> {
  const now = options.now ?? Date.now
  const sleep = options.sleep ?? abortableSleep
  const startedAt = now()
  const deadline = startedAt + options.timeoutMs
  const matches = (record: LoggedDelivery) =>
    record.event_type === options.eventType &&
    (options.objectId === undefined ? Date.parse(record.received_at) >= startedAt : record.object_id === options.objectId)
  let seenSize = -1
  let outcome: WaitOutcome = {}
  for (;;) {
    const size = await sizeOf(options.log.path)
    if (size !== seenSize) {
      seenSize = size
      const records = (await options.log.newestFirst()).filter(matches)
      outcome = {handled: records.find(isHandled), lastUnhandled: records.find((record) => !isHandled(record))}
      if (outcome.handled) return outcome
    }
    const left = deadline - now()
    if (left <= 0 || options.signal?.aborted) return outcome
    await sleep(Math.min(options.intervalMs ?? DEFAULT_WAIT_POLL_MS, left), options.signal)
  }
}

async function sizeOf(path: string): Promise<number> {
  try {
    return (await stat(path)).size
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0
    throw error
  }
}
