import {isTransientError} from '../../core/errors.js'
import type {PayApi} from '../../core/http/api.js'
import {type Deposit, isDepositFinal} from '../../core/schemas/deposit.js'
import {isWithdrawalFinal, type Withdrawal} from '../../core/schemas/withdrawal.js'

/** What `watch` needs to know about one kind of object: how to fetch it and which states end it, well or badly. */
export interface WatchTarget<T extends {id: string; status: string}> {
  kind: 'deposit' | 'withdrawal'
  fetch: () => Promise<T>
  isFinal: (object: T) => boolean
  /** A final state that means the money arrived (CREDITED) or left as asked (SUCCESS); others exit 4. */
  succeeded: (object: T) => boolean
}

export function depositTarget(api: PayApi, id: string): WatchTarget<Deposit> {
  return {
    kind: 'deposit',
    fetch: async () => (await api.getDeposit(id)).data,
    isFinal: (deposit) => isDepositFinal(deposit.status),
    succeeded: (deposit) => deposit.status === 'CREDITED',
  }
}

export function withdrawalTarget(api: PayApi, id: string): WatchTarget<Withdrawal> {
  return {
    kind: 'withdrawal',
    fetch: async () => (await api.getWithdrawal(id)).data,
    isFinal: (withdrawal) => isWithdrawalFinal(withdrawal.status),
    succeeded: (withdrawal) => withdrawal.status === 'SUCCESS',
  }
}

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

/** What a watch sees: each poll's object, a poll that failed and will be tried again, and the final object. */
export type WatchEvent<T> =
  | ({kind: 'update'} & WatchUpdate<T>)
  | {kind: 'retrying'; error: Error; retryInMs: number}
  | {kind: 'final'; object: T}

/**
 * Polls an object until it reaches a final status, with backoff, as a stream of events that ends with the
 * final one; it ends without one when the signal aborts (the person left). Errors that another try cannot fix
 * (401, 403, 404) are thrown. The live view reads it; `watchUntilFinal` is the same with callbacks.
 * @example for await (const event of watchEvents({initial, fetch, isFinal, signal})) if (event.kind === 'final') break
 */
export async function* watchEvents<T extends {status: string}>(
  options: Omit<WatchOptions<T>, 'onUpdate' | 'onTransientError'>,
): AsyncGenerator<WatchEvent<T>, void> {
  const sleep = options.sleep ?? abortableSleep
  const backoff = options.backoff ?? DEFAULT_POLL_BACKOFF
  let object = options.initial
  let delay = backoff.initialMs
  while (!options.isFinal(object)) {
    await sleep(delay, options.signal)
    if (options.signal?.aborted) return
    let next: T
    try {
      next = await options.fetch()
    } catch (error) {
      if (options.signal?.aborted) return
      if (!isTransientError(error)) throw error
      delay = grow(delay, backoff)
      yield {kind: 'retrying', error: error as Error, retryInMs: delay}
      continue
    }
    const changed = next.status !== object.status
    object = next
    delay = changed ? backoff.initialMs : grow(delay, backoff)
    yield {kind: 'update', object, changed}
  }
  yield {kind: 'final', object}
}

/**
 * Polls an object until it reaches a final status, with backoff, and resolves with it; resolves with
 * `undefined` when the signal aborts (the person left). Errors that another try cannot fix (401, 403, 404)
 * are thrown.
 */
export async function watchUntilFinal<T extends {status: string}>(options: WatchOptions<T>): Promise<T | undefined> {
  for await (const event of watchEvents(options)) {
    if (event.kind === 'final') return event.object
    if (event.kind === 'update') options.onUpdate?.({object: event.object, changed: event.changed})
    else options.onTransientError?.(event.error, event.retryInMs)
  }
  return undefined
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
