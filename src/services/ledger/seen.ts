import {parseWireMoney} from '../../core/money/money.js'
import type {Deposit} from '../../core/schemas/deposit.js'
import {wireMoney} from '../../core/schemas/money.js'
import {eventObjectId, type WebhookEvent} from '../../core/schemas/webhook-event.js'
import type {Withdrawal} from '../../core/schemas/withdrawal.js'
import * as z from '../../core/schemas/zod-mini.js'
import type {Seen} from './inbox.js'
import {isFinalStatus, type LedgerEntry} from './ledger.js'

const NOTHING: Seen = {entries: [], statuses: []}

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

/**
 * What a webhook delivery tells the ledger (only one whose signature was checked is given here): a credited
 * deposit with what it put in the wallet, and the statuses the other events name.
 */
export function seenInEvent(event: WebhookEvent, at: string): Seen {
  switch (event.event_type) {
    case 'deposit.success': {
      const entry: LedgerEntry = {
        kind: 'deposit',
        id: event.deposit_id,
        reference: event.user_ref ?? null,
        amount: parseWireMoney(event.amount),
        fee: null,
        credited: parseWireMoney(event.credited_amount),
        status: 'CREDITED',
        createdAt: at,
        settledAt: at,
        origin: 'seen',
      }
      return {...NOTHING, entries: [entry]}
    }
    case 'deposit.expired': {
      const id = eventObjectId(event)
      return id ? {...NOTHING, statuses: [{kind: 'deposit', id, status: 'EXPIRED', at}]} : NOTHING
    }
    case 'withdrawal.success':
    case 'withdrawal.failed':
    case 'withdrawal.rejected':
      return {...NOTHING, statuses: [{kind: 'withdrawal', id: event.withdrawal_id, status: WITHDRAWAL_EVENT_STATUS[event.event_type], at}]}
    default:
      return NOTHING
  }
}

const WITHDRAWAL_EVENT_STATUS = {'withdrawal.success': 'SUCCESS', 'withdrawal.failed': 'FAILED', 'withdrawal.rejected': 'REJECTED'}

function json(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
