import {timestamp, wireMoney} from './money.js'
import * as z from './zod-mini.js'

export const WITHDRAWAL_STATUSES = ['PENDING', 'APPROVED', 'PROCESSING', 'IN_PROGRESS', 'SUCCESS', 'FAILED', 'REJECTED'] as const
export const withdrawalStatus = z.enum(WITHDRAWAL_STATUSES)
export type WithdrawalStatus = z.infer<typeof withdrawalStatus>

/** The service's Withdrawal; extra fields are kept. */
export const withdrawalSchema = z.looseObject({
  id: z.string(),
  amount: wireMoney,
  fee: wireMoney,
  net_payout: wireMoney,
  currency: z.string(),
  receiver_bank_provider: z.string(),
  destination: z.looseObject({bank: z.string(), account_no: z.string(), name: z.string()}),
  kind: z.string(),
  status: withdrawalStatus,
  reference_user_id: z.optional(z.nullable(z.string())),
  created_at: z.optional(timestamp),
  /** Why it ended FAILED or REJECTED, in the service's words; absent otherwise. */
  reason: z.optional(z.nullable(z.string())),
})
export type Withdrawal = z.infer<typeof withdrawalSchema>

/** The service's list envelope: newest first, cursor pagination. */
export const withdrawalListSchema = z.looseObject({
  data: z.array(withdrawalSchema),
  has_more: z.boolean(),
  next_cursor: z.nullable(z.string()),
})
export type WithdrawalList = z.infer<typeof withdrawalListSchema>

export function isWithdrawalFinal(status: WithdrawalStatus): boolean {
  return status === 'SUCCESS' || status === 'FAILED' || status === 'REJECTED'
}

/** `pay withdrawal list --json`: one page in its envelope, or with --all every withdrawal as one array. */
export const withdrawalListOutputSchema = z.union([withdrawalListSchema, z.array(withdrawalSchema)])
