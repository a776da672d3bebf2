import {parseWireMoney} from '../../core/money/money.js'
import type {Deposit} from '../../core/schemas/deposit.js'
import {wireMoney} from '../../core/schemas/money.js'
import type {Withdrawal} from '../../core/schemas/withdrawal.js'
import * as z from '../../core/schemas/zod-mini.js'

// What the service's answers tell pay's ledger (docs/books.md): its entries, read from the answers to the
// endpoints of deposits, withdrawals and the test money. The session reads every answer with this, at the start of
// every request command; the answer's schema loads only for such an answer, and the ledger (ledger.ts) and its
// recorder (recorder.ts) only to write.

export type LedgerKind = 'deposit' | 'withdrawal' | 'top-up'

export interface LedgerEntry {
  kind: LedgerKind
  /** The service's id (a top-up, which has none, is keyed by the Idempotency-Key pay sent). */
  id: string
  /** A deposit's `user_ref`, a withdrawal's `additional.reference_user_id`; null when none. */
  reference: string | null
  /** Satang, integer. A deposit's `amount` (asked); a withdrawal's `amount` (net to the destination); a top-up's amount. */
  amount: number
  /** Satang when known: a withdrawal's `fee`; a deposit's fee (matched − credited) once credited. */
  fee: number | null
  /** Satang when known: what a CREDITED deposit put in the wallet (`credited_amount`, net of the fee). */
  credited: number | null
  /** The service's status as last seen (a top-up: `credited`). */
  status: string
  /** ISO-8601 UTC: when this pay created it, or first saw it if another client created it. */
  createdAt: string
  /** ISO-8601 UTC: when pay first saw it final (CREDITED/EXPIRED/CANCELLED, SUCCESS/FAILED/REJECTED); null until then. */
  settledAt: string | null
  /** 'created': this pay created it (so it is known complete); 'seen': only read back (get, list, webhook, sync). */
  origin: 'created' | 'seen'
}

/**
 * What one answer or delivery tells the ledger: entries to record, statuses alone (a cancel answered `{id, status}`,
 * a deposit.expired event), recorded over a known entry only, and a test-mode reset.
 */
export interface Seen {
  entries: LedgerEntry[]
  statuses: Array<{kind: 'deposit' | 'withdrawal'; id: string; status: string; at: string}>
  resetAt?: string
}

const DEPOSIT_FINAL = new Set(['CREDITED', 'EXPIRED', 'CANCELLED'])
const WITHDRAWAL_FINAL = new Set(['SUCCESS', 'FAILED', 'REJECTED'])

/** True when `status` is one the entry never leaves (a top-up is final when made). */
export function isFinalStatus(kind: LedgerKind, status: string): boolean {
  if (kind === 'deposit') return DEPOSIT_FINAL.has(status)
  if (kind === 'withdrawal') return WITHDRAWAL_FINAL.has(status)
  return true
}

export const NOTHING: Seen = {entries: [], statuses: []}

/** How pay came to see it: `created` when this pay's own request made it (its answer, its journal). */
type Origin = LedgerEntry['origin']

/** A deposit as the ledger keeps it; `asked` is the body pay sent to create it (its user_ref when the answer lacks one). */
export function depositEntry(deposit: Deposit, origin: Origin, at: string, asked?: {user_ref?: unknown}): LedgerEntry {
  const credited = deposit.credited_amount ? parseWireMoney(deposit.credited_amount) : null
  const matched = deposit.matched_amount ? parseWireMoney(deposit.matched_amount) : null
  const fee = wireMoney.safeParse((deposit as {fee?: unknown}).fee)
  return {
    kind: 'deposit',
    id: deposit.id,
    reference: deposit.user_ref ?? (typeof asked?.user_ref === 'string' ? asked.user_ref : null),
    amount: parseWireMoney(deposit.amount),
    fee: fee.success ? parseWireMoney(fee.data) : credited !== null && matched !== null ? matched - credited : null,
    credited,
    status: deposit.status,
    createdAt: deposit.created_at ?? at,
    settledAt: isFinalStatus('deposit', deposit.status) ? at : null,
    origin,
  }
}

/** A withdrawal as the ledger keeps it; `asked` is the body pay sent to create it. */
export function withdrawalEntry(
  withdrawal: Withdrawal,
  origin: Origin,
  at: string,
  asked?: {additional?: {reference_user_id?: unknown}},
): LedgerEntry {
  const askedReference = asked?.additional?.reference_user_id
  return {
    kind: 'withdrawal',
    id: withdrawal.id,
    reference: withdrawal.reference_user_id ?? (typeof askedReference === 'string' ? askedReference : null),
    amount: parseWireMoney(withdrawal.amount),
    fee: parseWireMoney(withdrawal.fee),
    credited: null,
    status: withdrawal.status,
    createdAt: withdrawal.created_at ?? at,
    settledAt: isFinalStatus('withdrawal', withdrawal.status) ? at : null,
    origin,
  }
}

/**
 * A withdrawal a batch's journal says this pay made (a `done` record): the journal keeps what the answer said, so
 * a row paid while the ledger could not be written, or before it existed, is recorded at the batch's next run.
 */
export function journalEntry(
  done: {withdrawal_id: string; status: string; amount: string; fee: string; at: string},
  reference: string | null,
): LedgerEntry {
  return {
    kind: 'withdrawal',
    id: done.withdrawal_id,
    reference,
    amount: parseWireMoney(done.amount),
    fee: parseWireMoney(done.fee),
    credited: null,
    status: done.status,
    createdAt: done.at,
    settledAt: isFinalStatus('withdrawal', done.status) ? done.at : null,
    origin: 'created',
  }
}

/** The request of an answer, as the HTTP client prepared it. */
export interface AnsweredRequest {
  method: string
  /** As sent: the base URL's path, if any, then the endpoint's. */
  target: string
  bodyBytes?: Uint8Array
  idempotencyKey?: string
}

/** The endpoints whose answers the ledger reads, by their path from `/v1/` on, without the query. */
const RECORDED = /^\/v1\/(deposits(?:\/([^/]+)(\/cancel)?)?|withdrawals(?:\/([^/]+))?|test\/top-up|test\/reset)\/?$/

/** The endpoint's path of a target: after the base URL's own path (ids are encoded, so the last `/v1/` starts it). */
function endpointPath(target: string): string {
  const path = target.split('?')[0]!
  return path.slice(Math.max(0, path.lastIndexOf('/v1/')))
}

const topUpAnswer = z.looseObject({amount: wireMoney, status: z.string()})

/**
 * What a 2xx answer of the service tells the ledger, whoever sent it (a command's typed call or `pay request`):
 * an answer that is not the endpoint's object tells it nothing. The schema of the endpoint's object is loaded then
 * (as src/core/http/api.ts loads each answer's), so that a deposit's command does not load the withdrawal's.
 */
export async function seenInAnswer(request: AnsweredRequest, bodyText: string, at: string): Promise<Seen> {
  const match = RECORDED.exec(endpointPath(request.target))
  if (!match) return NOTHING
  const body = json(bodyText)
  const asked = request.bodyBytes ? json(Buffer.from(request.bodyBytes).toString('utf8')) : undefined
  const [, path, depositId, cancel, withdrawalId] = match
  const post = request.method === 'POST'
  if (path === 'test/reset') return post ? {...NOTHING, resetAt: at} : NOTHING
  if (path === 'test/top-up') {
    const answer = topUpAnswer.safeParse(body)
    if (!post || !answer.success || !request.idempotencyKey) return NOTHING
    const {amount} = answer.data
    const entry: LedgerEntry = {
      kind: 'top-up',
      id: request.idempotencyKey,
      reference: null,
      amount: parseWireMoney(amount),
      fee: null,
      credited: parseWireMoney(amount),
      status: 'credited',
      createdAt: at,
      settledAt: at,
      origin: 'created',
    }
    return {...NOTHING, entries: [entry]}
  }
  if (path.startsWith('deposits')) {
    const {depositSchema} = await import('../../core/schemas/deposit.js')
    const deposit = depositSchema.safeParse(body)
    const created = post && depositId === undefined
    if (deposit.success && (created || request.method === 'GET' || cancel)) {
      return {...NOTHING, entries: [depositEntry(deposit.data, created ? 'created' : 'seen', at, created ? (asked as object) : undefined)]}
    }
    const status = z.looseObject({id: z.string(), status: z.string()}).safeParse(body)
    return cancel && status.success
      ? {...NOTHING, statuses: [{kind: 'deposit', id: status.data.id, status: status.data.status, at}]}
      : NOTHING
  }
  const {withdrawalListSchema, withdrawalSchema} = await import('../../core/schemas/withdrawal.js')
  if (withdrawalId === undefined && request.method === 'GET') {
    const page = withdrawalListSchema.safeParse(body)
    return page.success ? {...NOTHING, entries: page.data.data.map((withdrawal) => withdrawalEntry(withdrawal, 'seen', at))} : NOTHING
  }
  const withdrawal = withdrawalSchema.safeParse(body)
  if (!withdrawal.success) return NOTHING
  const created = post && withdrawalId === undefined
  return {
    ...NOTHING,
    entries: [withdrawalEntry(withdrawal.data, created ? 'created' : 'seen', at, created ? (asked as object) : undefined)],
  }
}

function json(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
