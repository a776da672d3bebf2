import {WITHDRAWAL_STATUSES} from '../withdrawal.js'
import * as z from '../zod.js'

/** What a row without a withdrawal is: never sent, refused by the service, or sent and not found in the list. */
export const NO_WITHDRAWAL = ['NOT_SENT', 'REFUSED', 'NOT_FOUND', 'UNKNOWN'] as const
export const CLOSE_STATUSES = [...WITHDRAWAL_STATUSES, ...NO_WITHDRAWAL] as const
export type CloseStatus = (typeof CLOSE_STATUSES)[number]

export const closeRowSchema = z.object({
  row: z.number(),
  line: z.number(),
  amount: z.string().describe('The amount the row asks for, in the wire form.'),
  bank: z.string(),
  account_no: z.string(),
  batch_id: z.string().nullable().describe('The batch whose withdrawal this is (another batch for a row it already paid).'),
  withdrawal_id: z.string().nullable(),
  status: z
    .enum(CLOSE_STATUSES)
    .describe(
      "The withdrawal's status when last seen; or, with no withdrawal: NOT_SENT (never sent), REFUSED (the service refused it), NOT_FOUND (sent without an answer, and the list holds no withdrawal of it), UNKNOWN (the list could not be read far enough to tell).",
    ),
  final: z.boolean().describe('SUCCESS, FAILED or REJECTED: it will not change again.'),
  reason: z.string().nullable().describe("The service's reason of a FAILED or REJECTED withdrawal, or the refusal's code and message."),
  fee: z.string().nullable(),
  gross: z.string().nullable().describe('Amount plus fee: what the wallet paid for it.'),
  refunded: z.string().nullable().describe('The gross, back in the wallet: set for FAILED and REJECTED.'),
  final_at: z
    .string()
    .nullable()
    .describe("When it became final: the withdrawal's updated_at when the service gives it, else when pay first saw it final."),
})
export type CloseRow = z.infer<typeof closeRowSchema>

export const closeSummarySchema = z.object({
  rows: z.number(),
  succeeded: z.number(),
  failed: z.number(),
  rejected: z.number(),
  open: z.number().describe('Rows whose withdrawal was not final when pay stopped waiting.'),
  no_withdrawal: z.number().describe('Rows NOT_SENT, REFUSED or NOT_FOUND.'),
  unknown: z.number(),
  total_paid: z.string().describe('Sum of the amounts of the SUCCESS rows.'),
  total_fees: z.string().describe('Sum of the fees of the SUCCESS rows.'),
  total_refunded: z.string().describe('Sum of the gross of the FAILED and REJECTED rows: back in the wallet.'),
})
export type CloseSummary = z.infer<typeof closeSummarySchema>

/** `pay withdrawal batch close --json`. */
export const batchCloseSchema = z.object({
  file: z.string(),
  batches: z.array(z.string()).describe("The batches of the file's rows whose withdrawals were followed."),
  final_file: z.string(),
  retry_file: z.string().nullable().describe('Written with --retry-file: the FAILED and REJECTED rows, in the columns of the input.'),
  retry_rows: z.number(),
  gave_up: z.boolean().describe('Rows were still open when --wait ran out.'),
  open_rows: z.array(z.number()),
  requests: z.object({
    get: z.number().describe('GET /v1/withdrawals/:id requests.'),
    list_pages: z.number().describe('Pages of GET /v1/withdrawals read.'),
    rounds: z.number().describe('Rounds of polling.'),
  }),
  summary: closeSummarySchema,
  rows: z.array(closeRowSchema),
})
export type BatchClose = z.infer<typeof batchCloseSchema>

/** A row of a batch paying an account that FAILED twice or more in the last 30 days (as close-out recorded). */
export const failingPayeeRowSchema = z.object({
  row: z.number(),
  line: z.number(),
  amount: z.string(),
  bank: z.string(),
  account_no: z.string(),
  failures: z.number().describe('FAILED withdrawals to this bank and account in the last 30 days.'),
  last_reason: z.string().nullable(),
  last_at: z.string(),
})
export type FailingPayeeRow = z.infer<typeof failingPayeeRowSchema>
