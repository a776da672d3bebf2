import {isTransientError} from '../../core/errors.js'
import type {PayApi} from '../../core/http/api.js'
import {isWithdrawalFinal, type Withdrawal} from '../../core/schemas/withdrawal.js'
import {abortableSleep, type PollBackoff} from '../watch/status-watch.js'
import {CLOCK_TOLERANCE_MS} from './stale-lookup.js'

/**
 * A batch's withdrawals settle in seconds to hours: a round at once, then after 1 s, doubling to one round a
 * minute (rounds at 0, 1, 3, 7, 15, 31, 63 s, then every 60 s: 15 rounds in the default 10 minutes). Each
 * open withdrawal is asked about at most once a round, by its id or in a page of the list.
 */
export const CLOSE_OUT_BACKOFF: PollBackoff = {initialMs: 1000, maxMs: 60_000, factor: 2}
const PAGE_SIZE = 100
const GET_CONCURRENCY = 4

/** A withdrawal to follow, and when it was created at the earliest (its row's `sent` record), to stop the list there. */
export interface FollowTarget {
  id: string
  after: number
}

export interface FollowRequests {
  get: number
  list_pages: number
  rounds: number
}

export interface FollowOptions {
  api: PayApi
  targets: FollowTarget[]
  /** ms since the epoch: no round starts after it. */
  deadline: number
  /** Each withdrawal as it is seen, every round. */
  onSeen: (withdrawal: Withdrawal) => void
  /** Before waiting for the next round: how many are open and for how long it waits. */
  onWait?: (open: number, ms: number) => void
  now?: () => number
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>
  signal?: AbortSignal
  backoff?: PollBackoff
}

/**
 * Polls withdrawals until each is final (SUCCESS, FAILED, REJECTED) or the deadline passes, round by round
 * with {@link CLOSE_OUT_BACKOFF}. Each round reads the open ones in the cheaper way: GET /v1/withdrawals/:id
 * for each, or the list, newest first, until every open one was seen or the list is older than the oldest of
 * them. The list's cost is guessed from its last read (at first, one page per hundred open); it is read when
 * it costs fewer requests than the open withdrawals. A poll that fails in a transient way (network, 5xx, 429)
 * leaves its withdrawal open for the next round; any other failure (a refused key) ends the close-out.
 *
 * @example await followWithdrawals({api, targets: [{id: 'wd_1', after: Date.now()}], deadline: Date.now() + 600_000, onSeen}) // {open: [], requests: {get: 1, list_pages: 0, rounds: 1}}
 */
export async function followWithdrawals(options: FollowOptions): Promise<{open: string[]; requests: FollowRequests}> {
  const now = options.now ?? Date.now
  const sleep = options.sleep ?? abortableSleep
  const backoff = options.backoff ?? CLOSE_OUT_BACKOFF
  const open = new Map(options.targets.map((target) => [target.id, target]))
  const requests: FollowRequests = {get: 0, list_pages: 0, rounds: 0}
  let listCost: number | undefined
  let delay = backoff.initialMs
  const seen = (withdrawal: Withdrawal) => {
    if (!open.has(withdrawal.id)) return
    options.onSeen(withdrawal)
    if (isWithdrawalFinal(withdrawal.status)) open.delete(withdrawal.id)
  }
  while (open.size > 0 && !options.signal?.aborted) {
    requests.rounds++
    const estimate = listCost ?? Math.ceil(open.size / PAGE_SIZE)
    if (estimate < open.size) {
      const pages = await readList(options.api, [...open.values()], seen, open.size)
      requests.list_pages += pages
      listCost = pages
    } else {
      requests.get += await getEach(options.api, [...open.keys()], seen)
    }
    const left = options.deadline - now()
    if (open.size === 0 || left <= 0) break
    const wait = Math.min(delay, left)
    options.onWait?.(open.size, wait)
    await sleep(wait, options.signal)
    delay = Math.min(backoff.maxMs, Math.round(delay * backoff.factor))
  }
  return {open: [...open.keys()], requests}
}

/** Reads the list until every target was seen, it ends, it is older than the targets, or `cap` pages were read. */
async function readList(api: PayApi, targets: FollowTarget[], seen: (withdrawal: Withdrawal) => void, cap: number): Promise<number> {
  const wanted = new Set(targets.map((target) => target.id))
  const oldest = Math.min(...targets.map((target) => target.after)) - CLOCK_TOLERANCE_MS
  let cursor: string | undefined
  let pages = 0
  while (wanted.size > 0 && pages < cap) {
    let page: Awaited<ReturnType<PayApi['listWithdrawals']>>['data']
    try {
      page = (await api.listWithdrawals({limit: PAGE_SIZE, cursor})).data
    } catch (error) {
      if (!isTransientError(error)) throw error
      return pages + 1
    }
    pages++
    for (const withdrawal of page.data) {
      if (!wanted.delete(withdrawal.id)) continue
      seen(withdrawal)
    }
    const oldestOnPage = Math.min(...page.data.map((withdrawal) => Date.parse(withdrawal.created_at ?? '')))
    if (!page.has_more || !page.next_cursor || oldestOnPage < oldest) break
    cursor = page.next_cursor
  }
  return pages
}

/** GET each id, a few at a time; returns how many requests were made. */
async function getEach(api: PayApi, ids: string[], seen: (withdrawal: Withdrawal) => void): Promise<number> {
  let next = 0
  const worker = async () => {
    while (next < ids.length) {
      const id = ids[next++]!
      try {
        seen((await api.getWithdrawal(id)).data)
      } catch (error) {
        if (!isTransientError(error)) throw error
      }
    }
  }
  await Promise.all(Array.from({length: Math.min(GET_CONCURRENCY, ids.length)}, worker))
  return ids.length
}
