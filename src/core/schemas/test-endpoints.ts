import {wireMoney} from './money.js'
import * as z from './zod-mini.js'

/** 202 answer of POST /v1/test/simulate-transfer (docs/sandbox.md, Test endpoints). */
export const simulateTransferResultSchema = z.looseObject({
  bank_txn_id: z.string(),
  amount: wireMoney,
  currency: z.string(),
  status: z.literal('injected'),
})
export type SimulateTransferResult = z.infer<typeof simulateTransferResultSchema>

export const topUpResultSchema = z.looseObject({
  amount: wireMoney,
  currency: z.string(),
  status: z.literal('credited'),
})
export type TopUpResult = z.infer<typeof topUpResultSchema>

export const resetResultSchema = z.looseObject({status: z.literal('reset')})
export type ResetResult = z.infer<typeof resetResultSchema>
