import type {PayApi} from '../../core/http/api.js'
import type {Withdrawal} from '../../core/schemas/withdrawal.js'
import type {PossiblyPaid} from './earlier-payments.js'
import type {Payout} from './payout-rows.js'

/** The service's clock may differ from ours by up to the signature window; a little more to be safe. */
export const CLOCK_TOLERANCE_MS = 10 * 60_000
const PAGE_SIZE = 100
/** At most 10,000 withdrawals are read; rows not found by then are reported as not found. */
export const LOOKUP_PAGE_CAP = 100

export interface StaleRow {
  payout: Payout
  key: string
  /** When the row's key was first sent (ms since the epoch). */
  sentAt: number
  /** The other batch that sent it, for a row possibly paid by another batch; absent for this batch's own row. */
  by?: PossiblyPaid
}

export interface StaleFinding extends StaleRow {
  /** The withdrawal this row created, or undefined when none matches. */
  withdrawal?: Withdrawal
}

export interface StaleLookup {
  findings: StaleFinding[]
  pages: number
  /** False when the cap stopped the search before the send times were reached. */
  complete: boolean
}

/**
 * Finds the withdrawals of rows sent without a final answer, whose Idempotency-Keys cannot be asked again:
 * this batch's rows in flight so long ago that their keys may be gone, and rows possibly paid by another
 * batch (whose key went with another body). Looked for in
 * GET /v1/withdrawals (newest first), by what the row asked for: destination bank and account number,
 * amount, the reference when both have one, and created no earlier than the row was sent. A withdrawal is
 * matched to one row at most, and never to one that `claimed` (withdrawals already recorded) holds.
 *
 * @example await findStaleWithdrawals({api, rows: [{payout, key, sentAt}], claimed: new Set()}) // {findings: [{…, withdrawal}], pages: 1, complete: true}
 */
export async function findStaleWithdrawals(options: {api: PayApi; rows: StaleRow[]; claimed: Set<string>}): Promise<StaleLookup> {
  const waiting = [...options.rows].sort((a, b) => a.sentAt - b.sentAt)
  const found = new Map<StaleRow, Withdrawal>()
  const claimed = new Set(options.claimed)
  const oldestWanted = (waiting[0]?.sentAt ?? Date.now()) - CLOCK_TOLERANCE_MS
  let cursor: string | undefined
  let pages = 0
  let complete = waiting.length === 0
  while (!complete && pages < LOOKUP_PAGE_CAP) {
    const {data: page} = await options.api.listWithdrawals({limit: PAGE_SIZE, cursor})
    pages++
    for (const withdrawal of page.data) {
      if (claimed.has(withdrawal.id)) continue
      const row = waiting.find((candidate) => !found.has(candidate) && matches(candidate, withdrawal))
      if (row) {
        found.set(row, withdrawal)
        claimed.add(withdrawal.id)
      }
    }
    const oldestOnPage = Math.min(...page.data.map(createdAt))
    complete = !page.has_more || !page.next_cursor || oldestOnPage < oldestWanted || found.size === waiting.length
    cursor = page.next_cursor ?? undefined
  }
  return {findings: options.rows.map((row) => ({...row, withdrawal: found.get(row)})), pages, complete}
}

function matches(row: StaleRow, withdrawal: Withdrawal): boolean {
  const body = row.payout.body
  const reference = body.additional?.reference_user_id
  return (
    withdrawal.receiver_bank_provider.toUpperCase() === body.receiver_bank_provider.toUpperCase() &&
    withdrawal.destination.account_no === body.receiver_bank_account_number &&
    withdrawal.amount === body.amount &&
    createdAt(withdrawal) >= row.sentAt - CLOCK_TOLERANCE_MS &&
    (reference === undefined || withdrawal.reference_user_id == null || withdrawal.reference_user_id === reference)
  )
}

/** Without created_at a withdrawal cannot be placed after the send, so it never matches. */
function createdAt(withdrawal: Withdrawal): number {
  return withdrawal.created_at ? Date.parse(withdrawal.created_at) : Number.NEGATIVE_INFINITY
}
