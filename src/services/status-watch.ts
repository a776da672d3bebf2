import {isTransientError} from '../core/errors.js'

/** How often to ask: soon after a change, then less and less often while nothing changes. */
export interface PollBackoff {
  initialMs: number
  maxMs: number
  factor: number
}

/**
 * A deposit waits for a person to pay (minutes), a withdrawal for a bank (seconds to minutes): one request a
 * second at first, easing off to one every 5 s while nothing changes, so a watch left open for its whole
 * 7-minute window costs under a hundred requests.
 */
export const DEFAULT_POLL_BACKOFF: PollBackoff = {initialMs: 1000, maxMs: 5000, factor: 1.5}

export interface WatchUpdate<T> {
  object: T
  /** The status differs from the one seen before. */
  changed: boolean
}

export interface WatchOptions<T extends {status: string}> {
  fetch: () => Promise<T>
  isFinal: (object: T) => boolean
  /** The object as already known (just created, or fetched once); polling starts after the first delay. */
  initial: T
  onUpdate?: (update: WatchUpdate<T>) => void
  /** A poll failed in a way worth trying again (network, 5xx, 429); polling goes on after `retryInMs`. */
  onTransientError?: (error: Error, retryInMs: number) => void
  signal?: AbortSignal
  backoff?: PollBackoff
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>
}

/**
 * Polls an object until it reaches a final status, with backoff, and resolves with it; resolves with
 * `undefined` when the signal aborts (the person left). Errors that another try cannot fix (401, 403, 404)
 * are thrown.
 */
export async function watchUntilFinal<T extends {status: string}>(options: WatchOptions<T>): Promise<T | undefined> {
  const sleep = options.sleep ?? abortableSleep
  const backoff = options.backoff ?? DEFAULT_POLL_BACKOFF
  let object = options.initial
  let delay = backoff.initialMs
  while (!options.isFinal(object)) {
    await sleep(delay, options.signal)
    if (options.signal?.aborted) return undefined
    let next: T
    try {
      next = await options.fetch()
    } catch (error) {
      if (options.signal?.aborted) return undefined
      if (!isTransientError(error)) throw error
      delay = grow(delay, backoff)
      options.onTransientError?.(error as Error, delay)
      continue
    }
    const changed = next.status !== object.status
    object = next
    delay = changed ? backoff.initialMs : grow(delay, backoff)
    options.onUpdate?.({object, changed})
  }
  return object
}

function grow(delay: number, backoff: PollBackoff): number {
  return Math.min(backoff.maxMs, Math.round(delay * backoff.factor))
}

/** Resolves after `ms`, or at once when the signal aborts. */
export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve()
    const timer = setTimeout(done, ms)
    signal?.addEventListener('abort', done, {once: true})
    function done() {
      clearTimeout(timer)
      signal?.removeEventListener('abort', done)
      resolve()
    }
  })
}
