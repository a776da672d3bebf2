import {ApiError, InputError, PayError} from '../../core/errors.js'
import {endpoint, type ListWithdrawalsQuery, type PayApi} from '../../core/http/api.js'
import type {DryRunOutput} from '../../core/schemas/output/cli.js'
import {WITHDRAWAL_STATUSES, type Withdrawal, type WithdrawalList, type WithdrawalStatus} from '../../core/schemas/withdrawal.js'
import {SHORTEST_ID_PREFIX} from '../../core/text/id-prefix.js'

/** `--all` stops after this many withdrawals, so a runaway listing cannot hammer the service or fill memory. */
export const ALL_WITHDRAWALS_CAP = 10_000

/** `--all` asks for the largest page the service allows, to make as few requests as possible. */
export const ALL_PAGE_SIZE = 100

/**
 * Reads a status as people type it (`failed`, `SUCCESS`); undefined when it is none of them.
 * @example readWithdrawalStatus('failed') // 'FAILED'
 */
export function readWithdrawalStatus(text: string): WithdrawalStatus | undefined {
  const status = text.trim().toUpperCase()
  return (WITHDRAWAL_STATUSES as readonly string[]).includes(status) ? (status as WithdrawalStatus) : undefined
}

export interface ListPageOptions {
  api: PayApi
  status?: WithdrawalStatus
  limit?: number
  cursor?: string
}

/** One page of withdrawals, newest first, as the service returns it. */
export async function listWithdrawalPage(options: ListPageOptions): Promise<WithdrawalList> {
  const {data} = await options.api.listWithdrawals(pageQuery(options))
  return data
}

/** The first request of a listing, signed and not sent (`--dry-run`): the page asked for, or the first page of `all`. */
export function wouldListWithdrawals(options: ListPageOptions, all: boolean): DryRunOutput {
  return options.api.wouldSend(endpoint.listWithdrawals(pageQuery(all ? firstOfAll(options) : options)))
}

export interface ListAllOptions extends ListPageOptions {
  /** Stop after this many withdrawals (default {@link ALL_WITHDRAWALS_CAP}). */
  cap?: number
  /** Stop after the page where a withdrawal is the first one not wanted (newest first: the ones older than a time). */
  until?: (withdrawal: Withdrawal) => boolean
}

export interface AllWithdrawals {
  withdrawals: Withdrawal[]
  pages: number
  /** More withdrawals exist beyond the cap. */
  capped: boolean
}

/** Follows `next_cursor` until `has_more` is false, or until the cap. */
export async function listAllWithdrawals(options: ListAllOptions): Promise<AllWithdrawals> {
  const cap = options.cap ?? ALL_WITHDRAWALS_CAP
  const seenCursors = new Set<string>()
  const withdrawals: Withdrawal[] = []
  let cursor = options.cursor
  for (let pages = 1; ; pages++) {
    const page = await listWithdrawalPage({...firstOfAll(options), cursor})
    withdrawals.push(...page.data)
    if (withdrawals.length >= cap) {
      return {withdrawals: withdrawals.slice(0, cap), pages, capped: page.has_more || withdrawals.length > cap}
    }
    if (!page.has_more || (options.until && page.data.some(options.until))) return {withdrawals, pages, capped: false}
    cursor = nextCursor(page, seenCursors)
  }
}

/** The pages of `--all`: the largest the service allows, unless a size was given. */
function firstOfAll(options: ListPageOptions): ListPageOptions {
  return {...options, limit: options.limit ?? ALL_PAGE_SIZE}
}

function pageQuery(options: ListPageOptions): ListWithdrawalsQuery {
  return {
    limit: options.limit,
    cursor: options.cursor,
    status: options.status,
  }
}

/** A page that says there is more must say where it continues, and never send us back to a page we read. */
export function nextCursor(page: WithdrawalList, seen: Set<string>): string {
  const cursor = page.next_cursor
  if (!cursor || seen.has(cursor)) {
    throw new PayError({code: 'cursor-loop', cursor: cursor || undefined}, 1, {code: 'UNEXPECTED_RESPONSE'})
  }
  seen.add(cursor)
  return cursor
}

/**
 * One withdrawal by its id, or by a prefix of it as a narrow table shows it: when the service knows no such id, a
 * prefix of at least 8 characters is looked for among the withdrawals (every page), and is the one it begins, if
 * it begins one alone. Several: refused, naming them; none: the service's own answer.
 */
export async function getWithdrawalByIdOrPrefix(api: PayApi, idOrPrefix: string): Promise<Withdrawal> {
  try {
    return (await api.getWithdrawal(idOrPrefix)).data
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404) || idOrPrefix.length < SHORTEST_ID_PREFIX) throw error
    const {withdrawals} = await listAllWithdrawals({api})
    const ids = withdrawals.map((withdrawal) => withdrawal.id).filter((id) => id.startsWith(idOrPrefix))
    if (ids.length === 0) throw error
    if (ids.length > 1) throw new InputError({code: 'ambiguous-id', prefix: idOrPrefix, ids}, {code: 'AMBIGUOUS_ID'})
    return (await api.getWithdrawal(ids[0]!)).data
  }
}
