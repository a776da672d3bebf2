import {timestamp, wireMoney} from './money.js'
import * as z from './zod-mini.js'

export const DEPOSIT_STATUSES = ['PENDING', 'CREDITED', 'EXPIRED', 'CANCELLED'] as const
export const DEPOSIT_FINAL_STATUSES: readonly DepositStatus[] = ['CREDITED', 'EXPIRED', 'CANCELLED']
export const PAYMENT_METHODS = ['PROMPTPAY_QR', 'BANK_TRANSFER'] as const

export const depositStatus = z.enum(DEPOSIT_STATUSES)
export type DepositStatus = z.infer<typeof depositStatus>

export const payTo = z.looseObject({
  bank: z.string(),
  account_holder: z.string(),
  account_no: z.optional(z.string()),
  qr_payload: z.optional(z.string()),
})

export const payer = z.looseObject({
  bank: z.string(),
  account_no: z.string(),
  name: z.string(),
})

/** The service's Deposit; extra fields are kept. */
export const depositSchema = z.looseObject({
  id: z.string(),
  amount: wireMoney,
  expected_amount: wireMoney,
  matched_amount: z.optional(z.nullable(wireMoney)),
  credited_amount: z.optional(z.nullable(wireMoney)),
  currency: z.string(),
  status: depositStatus,
  payment_method_type: z.enum(PAYMENT_METHODS),
  pay_to: z.optional(z.nullable(payTo)),
  payer: z.optional(payer),
  display_expires_at: timestamp,
  match_window_until: timestamp,
  cashier_url: z.optional(z.string()),
  user_ref: z.optional(z.nullable(z.string())),
  created_at: z.optional(timestamp),
  /** Why it ended badly, when the service says (the API documents none for deposits): shown as given. */
  reason: z.optional(z.nullable(z.string())),
})
export type Deposit = z.infer<typeof depositSchema>

/** The real service may answer a cancel with `{id, status}` only. */
export const cancelResultSchema = z.union([depositSchema, z.looseObject({id: z.string(), status: depositStatus})])
export type CancelResult = z.infer<typeof cancelResultSchema>

/** A cancelled deposit: whole when it could be read, else the cancel's own answer. */
export type CancelledDeposit = Deposit | {id: string; status: DepositStatus}

export function isWholeDeposit(result: CancelledDeposit): result is Deposit {
  return 'amount' in result
}

export function isDepositFinal(status: DepositStatus): boolean {
  return DEPOSIT_FINAL_STATUSES.includes(status)
}
