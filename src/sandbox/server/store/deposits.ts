import {randomUUID} from 'node:crypto'
import {basisPointsOf, formatBaht, type Satang} from '../../../core/money/money.js'
import type {Mode} from '../../../core/profiles/credentials.js'
import {encodePromptPayPayload} from '../../../core/promptpay/payload.js'
import {depositExpiredEvent, depositSuccessEvent} from '../../../core/webhooks/payloads.js'
import type {Db} from '../database.js'
import {SandboxError} from '../errors.js'
import {enqueueEvent} from '../webhooks/events.js'
import {creditAvailable} from './wallets.js'

export interface DepositRow {
  id: string
  merchant_id: string
  mode: Mode
  amount: Satang
  expected_amount: Satang
  matched_amount: Satang | null
  credited_amount: Satang | null
  fee: Satang | null
  currency: string
  status: 'PENDING' | 'CREDITED' | 'EXPIRED' | 'CANCELLED'
  method: 'PROMPTPAY_QR' | 'BANK_TRANSFER'
  payer_bank: string
  payer_name: string
  payer_account: string
  description: string | null
  user_ref: string | null
  callback_meta: string | null
  created_at: number
  display_expires_at: number
  match_window_until: number
}

export interface NewDeposit {
  amount: Satang
  currency: string
  method: DepositRow['method']
  payerBank: string
  payerName: string
  payerAccount: string
  description?: string
  userRef?: string
  callbackMeta?: Record<string, unknown>
}

/** 1.00 % of the matched amount, rounded half-up to the satang, the service's deposit fee (docs/sandbox.md). */
export const DEPOSIT_FEE_BASIS_POINTS = 100
const MERCHANT_BANK = 'KBANK'
const MERCHANT_ACCOUNT = '123-4-56789-0'
const BILLER_ID = '010555012345601'

/**
 * Creates a PENDING deposit whose expected_amount is the amount plus a satang offset (0.01–0.99) that no
 * other PENDING deposit of the merchant holds: its "amount slot".
 */
export function createDeposit(
  db: Db,
  scope: {merchantId: string; mode: Mode; now: number; matchWindowMs: number; displayMs: number},
  input: NewDeposit,
): DepositRow {
  const taken = new Set(
    (
      db
        .prepare("SELECT expected_amount FROM deposits WHERE merchant_id = ? AND mode = ? AND status = 'PENDING'")
        .all(scope.merchantId, scope.mode) as Array<{expected_amount: number}>
    ).map((row) => row.expected_amount),
  )
  const free = Array.from({length: 99}, (_, index) => input.amount + index + 1).filter((candidate) => !taken.has(candidate))
  if (free.length === 0) {
    throw new SandboxError(
      409,
      'DEPOSIT_ALREADY_ACTIVE',
      'every amount slot for this amount is held by a pending deposit; cancel one or wait for it to expire',
    )
  }
  const expected = free[Math.floor(Math.random() * free.length)]!
  const id = randomUUID()
  db.prepare(
    `INSERT INTO deposits (id, merchant_id, mode, amount, expected_amount, currency, status, method, payer_bank, payer_name,
       payer_account, description, user_ref, callback_meta, created_at, display_expires_at, match_window_until, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, 'PENDING', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    scope.merchantId,
    scope.mode,
    input.amount,
    expected,
    input.currency,
    input.method,
    input.payerBank,
    input.payerName,
    input.payerAccount,
    input.description ?? null,
    input.userRef ?? null,
    input.callbackMeta ? JSON.stringify(input.callbackMeta) : null,
    scope.now,
    scope.now + scope.displayMs,
    scope.now + scope.matchWindowMs,
    scope.now,
  )
  return findDeposit(db, scope.merchantId, scope.mode, id)!
}

export function findDeposit(db: Db, merchantId: string, mode: Mode, id: string): DepositRow | undefined {
  return db.prepare('SELECT * FROM deposits WHERE id = ? AND merchant_id = ? AND mode = ?').get(id, merchantId, mode) as
    | DepositRow
    | undefined
}

export function cancelDeposit(db: Db, deposit: DepositRow, now: number): DepositRow {
  const result = db
    .prepare("UPDATE deposits SET status = 'CANCELLED', updated_at = ? WHERE id = ? AND status = 'PENDING'")
    .run(now, deposit.id)
  if (result.changes === 0)
    throw new SandboxError(409, 'NOT_CANCELLABLE', `deposit is ${deposit.status}, only a PENDING deposit can be cancelled`)
  return {...deposit, status: 'CANCELLED'}
}

/** Expires every PENDING deposit whose match window has closed, with its `deposit.expired` event. */
export function expireDueDeposits(db: Db, now: number): number {
  const due = db.prepare("SELECT * FROM deposits WHERE status = 'PENDING' AND match_window_until <= ?").all(now) as DepositRow[]
  for (const deposit of due) expireDeposit(db, deposit, now)
  return due.length
}

export function expireDeposit(db: Db, deposit: DepositRow, now: number): boolean {
  const result = db
    .prepare("UPDATE deposits SET status = 'EXPIRED', updated_at = ? WHERE id = ? AND status = 'PENDING'")
    .run(now, deposit.id)
  if (result.changes === 0) return false
  enqueueEvent(db, now, deposit.merchant_id, depositExpiredEvent({id: deposit.id, userRef: deposit.user_ref}))
  return true
}

export interface Transfer {
  bankTxnId: string
  amount: Satang
  senderBank: string
  senderName?: string
  senderAccount?: string
}

/**
 * The matcher: credits the deposit only if it is PENDING, inside its match window, the amount equals
 * expected_amount and the sender bank equals the payer bank. Otherwise nothing changes.
 */
export function matchTransfer(db: Db, deposit: DepositRow, transfer: Transfer, now: number): 'credited' | string {
  const current = findDeposit(db, deposit.merchant_id, deposit.mode, deposit.id)!
  const outcome =
    current.status !== 'PENDING'
      ? 'not_pending'
      : now > current.match_window_until
        ? 'window_closed'
        : transfer.amount !== current.expected_amount
          ? 'amount_mismatch'
          : transfer.senderBank !== current.payer_bank
            ? 'sender_bank_mismatch'
            : 'credited'
  db.prepare('UPDATE bank_transactions SET outcome = ? WHERE id = ?').run(outcome, transfer.bankTxnId)
  if (outcome !== 'credited') return outcome
  const fee = basisPointsOf(transfer.amount, DEPOSIT_FEE_BASIS_POINTS)
  const credited = transfer.amount - fee
  db.prepare(
    "UPDATE deposits SET status = 'CREDITED', matched_amount = ?, fee = ?, credited_amount = ?, updated_at = ? WHERE id = ? AND status = 'PENDING'",
  ).run(transfer.amount, fee, credited, now, current.id)
  creditAvailable(db, current.merchant_id, current.mode, credited)
  enqueueEvent(
    db,
    now,
    current.merchant_id,
    depositSuccessEvent({id: current.id, userRef: current.user_ref}, {matched: transfer.amount, credited}),
  )
  return outcome
}

/**
 * Matches the transfers that were answered 202 but never matched: the sandbox was killed between the commit of
 * the answer and the matcher, which runs right after it. Each is matched as of the time it came in.
 */
export function matchInterruptedTransfers(db: Db): void {
  const transfers = db
    .prepare(
      'SELECT id, merchant_id, mode, deposit_id, amount, sender_bank, created_at FROM bank_transactions WHERE outcome IS NULL ORDER BY created_at',
    )
    .all() as Array<{
    id: string
    merchant_id: string
    mode: Mode
    deposit_id: string
    amount: Satang
    sender_bank: string
    created_at: number
  }>
  for (const transfer of transfers) {
    const deposit = findDeposit(db, transfer.merchant_id, transfer.mode, transfer.deposit_id)
    if (!deposit) continue
    const injected = {bankTxnId: transfer.id, amount: transfer.amount, senderBank: transfer.sender_bank}
    db.transaction(() => matchTransfer(db, deposit, injected, transfer.created_at))()
  }
}

/** The service's Deposit object; pay_to only while PENDING. */
export function depositJson(row: DepositRow): Record<string, unknown> {
  const pending = row.status === 'PENDING'
  return {
    id: row.id,
    amount: formatBaht(row.amount),
    expected_amount: formatBaht(row.expected_amount),
    matched_amount: row.matched_amount === null ? null : formatBaht(row.matched_amount),
    credited_amount: row.credited_amount === null ? null : formatBaht(row.credited_amount),
    fee: row.fee === null ? null : formatBaht(row.fee),
    currency: row.currency,
    status: row.status,
    payment_method_type: row.method,
    ...(pending ? {pay_to: payTo(row)} : {}),
    payer: {bank: row.payer_bank, account_no: row.payer_account, name: row.payer_name},
    display_expires_at: new Date(row.display_expires_at).toISOString(),
    match_window_until: new Date(row.match_window_until).toISOString(),
    user_ref: row.user_ref,
    ...(row.description ? {additional_data: {description: row.description}} : {}),
    ...(row.callback_meta ? {callback_meta: JSON.parse(row.callback_meta)} : {}),
    created_at: new Date(row.created_at).toISOString(),
  }
}

function payTo(row: DepositRow): Record<string, string> {
  const holder = 'Sandbox Merchant Co., Ltd.'
  if (row.method === 'BANK_TRANSFER') return {bank: MERCHANT_BANK, account_holder: holder, account_no: MERCHANT_ACCOUNT}
  const reference = row.id.replaceAll('-', '').slice(0, 20).toUpperCase()
  return {
    bank: MERCHANT_BANK,
    account_holder: holder,
    qr_payload: encodePromptPayPayload({
      target: {kind: 'bill', billerId: BILLER_ID, reference1: reference},
      amountSatang: row.expected_amount,
      merchantName: 'SANDBOX MERCHANT',
    }),
  }
}
