import {depositSchema} from '../deposit.js'
import {simulateTransferResultSchema} from '../test-endpoints.js'
import * as z from '../zod.js'

export const NO_MATCH_CODES = [
  'AMOUNT_DIFFERS',
  'SENDER_BANK_DIFFERS',
  'MATCH_WINDOW_CLOSED',
  'DEPOSIT_NOT_PENDING',
  'NOT_MATCHED_YET',
] as const
export type NoMatchCode = (typeof NO_MATCH_CODES)[number]

export const noMatchReasonSchema = z.object({code: z.enum(NO_MATCH_CODES), message: z.string()})
export type NoMatchReason = z.infer<typeof noMatchReasonSchema>

/** What `pay test simulate-transfer` found: the injected transfer, the deposit as last seen, and why it was not credited. */
export const simulatedTransferSchema = z.object({
  credited: z.boolean(),
  credited_amount: z.string().nullable(),
  matched_amount: z.string().nullable(),
  reasons: z.array(noMatchReasonSchema),
  request: z.object({
    deposit_id: z.string(),
    amount: z.string().optional(),
    sender_bank: z.string().optional(),
    sender_name: z.string().optional(),
    sender_account: z.string().optional(),
  }),
  transfer: simulateTransferResultSchema,
  deposit: depositSchema,
})
export type SimulatedTransfer = z.infer<typeof simulatedTransferSchema>
