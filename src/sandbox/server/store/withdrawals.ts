import {randomUUID} from 'node:crypto'
import {formatBaht, type Satang} from '../../../core/money/money.js'
import type {Mode} from '../../../core/profiles/credentials.js'
import {withdrawalOutcomeEvent, withdrawalRefundedEvent} from '../../../core/webhooks/payloads.js'
import type {Db} from '../database.js'
import {SandboxError} from '../errors.js'
import {enqueueEvent} from '../webhooks/events.js'
import {getWallet, holdForWithdrawal, releaseHold} from './wallets.js'

export type WithdrawalStatus = 'PENDING' | 'APPROVED' | 'PROCESSING' | 'IN_PROGRESS' | 'SUCCESS' | 'FAILED' | 'REJECTED'
export type FinalStatus = 'SUCCESS' | 'FAILED' | 'REJECTED'

export interface WithdrawalRow {
  seq: number
  id: string
  merchant_id: string
  mode: Mode
  amount: Satang
  fee: Satang
  currency: string
  bank: string
  account_no: string
  account_name: string
  kind: string
  description: string | null
  reference_user_id: string | null
  status: WithdrawalStatus
  reason: string | null
  next_step_at: number | null
  created_at: number
  updated_at: number
}

export interface NewWithdrawal {
  amount: Satang
  currency: string
  bank: string
  accountNo: string
  accountName: string
  description?: string
  referenceUserId?: string
}

/** 9.00 flat, the service's withdrawal fee (docs/sandbox.md). */
export const WITHDRAWAL_FEE: Satang = 900

const FINAL: ReadonlySet<WithdrawalStatus> = new Set(['SUCCESS', 'FAILED', 'REJECTED'])

function isFinal(status: WithdrawalStatus): status is FinalStatus {
  return FINAL.has(status)
}
const REASONS: Record<'FAILED' | 'REJECTED', string> = {
  FAILED: 'the receiving bank reported a failure',
  REJECTED: 'rejected at approval',
}

/** Takes the gross (amount + fee) from available at creation; never below zero, whatever the concurrency. */
export function createWithdrawal(
  db: Db,
  scope: {merchantId: string; mode: Mode; now: number; stepMs: number},
  input: NewWithdrawal,
): WithdrawalRow {
  const gross = input.amount + WITHDRAWAL_FEE
  if (!holdForWithdrawal(db, scope.merchantId, scope.mode, gross)) {
    const {available} = getWallet(db, scope.merchantId, scope.mode)
    throw new SandboxError(422, 'INSUFFICIENT_BALANCE', 'available balance is less than amount plus fee', {
      available: formatBaht(available),
      required: formatBaht(gross),
      fee: formatBaht(WITHDRAWAL_FEE),
    })
  }
  const id = randomUUID()
  db.prepare(
    `INSERT INTO withdrawals (id, merchant_id, mode, amount, fee, currency, bank, account_no, account_name, kind, description,
       reference_user_id, status, next_step_at, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'customer', ?, ?, 'PENDING', ?, ?, ?)`,
  ).run(
    id,
    scope.merchantId,
    scope.mode,
    input.amount,
    WITHDRAWAL_FEE,
    input.currency,
    input.bank,
    input.accountNo,
    input.accountName,
    input.description ?? null,
    input.referenceUserId ?? null,
    firstStepAt(input.accountNo, scope.now, scope.stepMs),
    scope.now,
    scope.now,
  )
  return findWithdrawal(db, scope.merchantId, scope.mode, id)!
}

export function findWithdrawal(db: Db, merchantId: string, mode: Mode, id: string): WithdrawalRow | undefined {
  return db.prepare('SELECT * FROM withdrawals WHERE id = ? AND merchant_id = ? AND mode = ?').get(id, merchantId, mode) as
    | WithdrawalRow
    | undefined
}

/** The status after `current` for a destination account (docs/sandbox.md, Withdrawals), or null where it waits. */
export function nextStatus(current: WithdrawalStatus, accountNo: string): WithdrawalStatus | null {
  if (accountNo.endsWith('4003')) return null
  switch (current) {
    case 'PENDING':
      return accountNo.endsWith('4002') ? 'REJECTED' : 'APPROVED'
    case 'APPROVED':
      return 'PROCESSING'
    case 'PROCESSING':
      return 'IN_PROGRESS'
    case 'IN_PROGRESS':
      return accountNo.endsWith('4001') ? 'FAILED' : 'SUCCESS'
    default:
      return null
  }
}

function firstStepAt(accountNo: string, now: number, stepMs: number): number | null {
  return nextStatus('PENDING', accountNo) === null ? null : now + stepMs
}

/** Moves every withdrawal whose next step is due, one step each (or all the way when the step is 0 ms). */
export function advanceDueWithdrawals(db: Db, now: number, stepMs: number): number {
  const due = db.prepare('SELECT * FROM withdrawals WHERE next_step_at IS NOT NULL AND next_step_at <= ?').all(now) as WithdrawalRow[]
  for (const withdrawal of due) {
    db.transaction(() => {
      let current = withdrawal.status
      do {
        const next = nextStatus(current, withdrawal.account_no)
        if (next === null) break
        current = next
      } while (stepMs === 0 && !FINAL.has(current))
      moveTo(db, withdrawal, current, now, stepMs)
    })()
  }
  return due.length
}

/** The admin's settle: a non-final withdrawal goes straight to the given final state. */
export function settleWithdrawal(db: Db, withdrawal: WithdrawalRow, status: FinalStatus, now: number): WithdrawalRow {
  if (FINAL.has(withdrawal.status)) throw new SandboxError(409, 'NOT_SETTLEABLE', `withdrawal is already ${withdrawal.status}`)
  db.transaction(() => moveTo(db, withdrawal, status, now, 0))()
  return findWithdrawal(db, withdrawal.merchant_id, withdrawal.mode, withdrawal.id)!
}

function moveTo(db: Db, withdrawal: WithdrawalRow, status: WithdrawalStatus, now: number, stepMs: number): void {
  const final = isFinal(status)
  const reason = status === 'FAILED' || status === 'REJECTED' ? REASONS[status] : null
  const nextAt = final || nextStatus(status, withdrawal.account_no) === null ? null : now + stepMs
  const result = db
    .prepare('UPDATE withdrawals SET status = ?, reason = ?, next_step_at = ?, updated_at = ? WHERE id = ? AND status = ?')
    .run(status, reason, nextAt, now, withdrawal.id, withdrawal.status)
  if (result.changes === 0 || !isFinal(status)) return
  const gross = withdrawal.amount + withdrawal.fee
  const refund = status !== 'SUCCESS'
  releaseHold(db, withdrawal.merchant_id, withdrawal.mode, gross, refund)
  const facts = {id: withdrawal.id, userRef: withdrawal.reference_user_id}
  enqueueEvent(db, now, withdrawal.merchant_id, withdrawalOutcomeEvent(facts, status, reason))
  if (status !== 'SUCCESS') enqueueEvent(db, now, withdrawal.merchant_id, withdrawalRefundedEvent(facts, status, gross))
}

export interface WithdrawalPage {
  rows: WithdrawalRow[]
  nextCursor: string | null
}

/** Newest first, keyset pagination on the insertion sequence; the cursor is opaque to clients. */
export function listWithdrawals(
  db: Db,
  scope: {merchantId: string; mode: Mode},
  query: {limit: number; cursor?: number; status?: WithdrawalStatus},
): WithdrawalPage {
  const rows = db
    .prepare(
      `SELECT * FROM withdrawals WHERE merchant_id = ? AND mode = ? AND seq < ? AND (? IS NULL OR status = ?)
       ORDER BY seq DESC LIMIT ?`,
    )
    .all(
      scope.merchantId,
      scope.mode,
      query.cursor ?? Number.MAX_SAFE_INTEGER,
      query.status ?? null,
      query.status ?? null,
      query.limit + 1,
    ) as WithdrawalRow[]
  const more = rows.length > query.limit
  const page = rows.slice(0, query.limit)
  return {rows: page, nextCursor: more ? encodeCursor(page.at(-1)!.seq) : null}
}

export function encodeCursor(seq: number): string {
  return Buffer.from(`w:${seq}`).toString('base64url')
}

export function decodeCursor(cursor: string): number | undefined {
  const match = /^w:(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'))
  return match ? Number(match[1]) : undefined
}

/** The service's Withdrawal object, with `created_at` and `reference_user_id`. */
export function withdrawalJson(row: WithdrawalRow): Record<string, unknown> {
  return {
    id: row.id,
    amount: formatBaht(row.amount),
    fee: formatBaht(row.fee),
    net_payout: formatBaht(row.amount),
    currency: row.currency,
    receiver_bank_provider: row.bank,
    destination: {bank: row.bank, account_no: row.account_no, name: row.account_name},
    kind: row.kind,
    status: row.status,
    ...(row.reason ? {reason: row.reason} : {}),
    ...(row.reference_user_id ? {reference_user_id: row.reference_user_id} : {}),
    ...(row.description ? {description: row.description} : {}),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  }
}
