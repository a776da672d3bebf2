import * as z from '../zod.js'
import {proposedSchema} from './approvals.js'
import {failingPayeeRowSchema} from './batch-close.js'
import {dryRunReportSchema} from './cli.js'

/** A payment of a row made by another batch. */
export const earlierPaymentSchema = z.object({
  batch_id: z.string(),
  file: z.string().describe('The file that batch was run from.'),
  withdrawal_id: z.string(),
  at: z.string().describe('When its withdrawal was recorded.'),
})
export type EarlierPayment = z.infer<typeof earlierPaymentSchema>

/** A row of another batch sent without a final answer: it may have created a withdrawal. */
export const possiblyPaidSchema = z.object({
  batch_id: z.string(),
  file: z.string().describe('The file that batch was run from.'),
  key: z.string().describe('The Idempotency-Key that batch sent it with.'),
  sent_at: z.string().describe('When that batch first sent it.'),
})
export type PossiblyPaid = z.infer<typeof possiblyPaidSchema>

export const alreadyPaidRowSchema = z.object({
  ...earlierPaymentSchema.shape,
  row: z.number(),
  line: z.number(),
  amount: z.string(),
  bank: z.string(),
  account_no: z.string(),
})
export type AlreadyPaidRow = z.infer<typeof alreadyPaidRowSchema>

/** A legacy journal of the file whose payments cannot be matched to rows: a real run refuses to start. */
export const uncheckedJournalSchema = z.object({
  path: z.string(),
  batch_id: z.string(),
  paid: z.number().describe('Rows with a withdrawal in it.'),
  last_at: z.string().describe('Its last record.'),
})
export type UncheckedJournal = z.infer<typeof uncheckedJournalSchema>

/** What the operator sees, and confirms in live mode, before anything is sent. */
export const batchPreviewSchema = z.object({
  batch_id: z.string(),
  file: z.string(),
  journal: z.string(),
  resumed: z.boolean().describe('A journal of an earlier run exists: only what it lacks is sent.'),
  generation: z.number().describe('1, or n for the n-th batch of the same rows paid on purpose with --pay-again.'),
  rows: z.number(),
  to_send: z.number(),
  total: z.string().describe('Sum of the amounts to send now, without fees.'),
  already_done: z.number(),
  already_failed: z.number(),
  in_flight: z.number().describe('Rows sent before without an answer, sent again with the same key.'),
  available: z.string().optional().describe('The balance before sending; absent in a dry run, which reads nothing.'),
  fee_per_row: z.string().optional().describe('Per-row fee seen in earlier answers of this batch; unknown on a first run.'),
  balance_short: z.boolean(),
  duplicates: z.array(z.array(z.number())).describe('Rows paying the same account the same amount: often a pasted line twice.'),
  already_paid: z.array(alreadyPaidRowSchema),
  unchecked_journals: z.array(uncheckedJournalSchema),
  failing_payees: z
    .array(failingPayeeRowSchema)
    .describe('Rows to send that pay an account FAILED twice or more in 30 days: skipped unless --include-failing-payees.'),
  failing_payees_included: z.boolean().describe('--include-failing-payees: the failing payees are sent.'),
})
export type BatchPreview = z.infer<typeof batchPreviewSchema>

export const ROW_OUTCOMES = ['done', 'failed', 'unknown', 'unmatched', 'not_sent', 'already_paid'] as const
export type RowOutcomeKind = (typeof ROW_OUTCOMES)[number]

export const rowResultSchema = z.object({
  row: z.number(),
  line: z.number(),
  outcome: z.enum(ROW_OUTCOMES),
  amount: z.string().describe('The amount the row asks for, in the wire form.'),
  withdrawal_id: z.string().nullable(),
  status: z.string().nullable(),
  fee: z.string().nullable(),
  idempotency_key: z.string().nullable(),
  earlier: z.boolean().describe('Done before this run (an earlier run, or found by the lookup).'),
  error: z.object({code: z.string(), message: z.string()}).nullable(),
  paid_by: earlierPaymentSchema.nullable().describe("The other batch's payment of an `already_paid` row."),
  status_seen_at: z
    .string()
    .optional()
    .describe('Present when `status` is not current: when it was last seen (it could not be read again in this run).'),
})
export type RowResult = z.infer<typeof rowResultSchema>

export const batchTotalsSchema = z.object({
  rows: z.number(),
  sent: z.number().describe('Rows whose request went out in this run.'),
  created: z.number().describe('Rows with a withdrawal, over every run of the file: created, which is not paid.'),
  pending: z
    .number()
    .describe('Created rows whose withdrawal was not final when last seen (PENDING … IN_PROGRESS): submitted, not paid yet.'),
  succeeded: z.number().describe('Created rows whose withdrawal was SUCCESS when last seen: paid.'),
  ended_badly: z
    .number()
    .describe('Created rows whose withdrawal was FAILED or REJECTED when last seen: the money went back to the wallet.'),
  failed: z.number().describe('Rows the service refused: no withdrawal.'),
  unknown: z.number(),
  unmatched: z.number(),
  not_sent: z.number(),
  already_paid: z.number(),
  total_paid: z.string().describe('Sum of the amounts of the SUCCESS rows only.'),
  total_submitted: z.string().describe('Sum of the amounts of the pending rows: submitted, not paid yet.'),
  total_fees: z.string().describe('Sum of the fees of the created rows.'),
})
export type BatchTotals = z.infer<typeof batchTotalsSchema>

export const stopReasonSchema = z.discriminatedUnion('reason', [
  z
    .object({reason: z.literal('refused'), row: z.number(), code: z.string()})
    .describe('A refusal about the account (balance, key, rate): every other row would meet it too.'),
  z.object({reason: z.literal('unreachable'), rows: z.number()}),
  z
    .object({reason: z.literal('in_progress'), rows: z.number()})
    .describe("Rows in a row answered 409 IDEMPOTENCY_IN_PROGRESS: something else is sending this batch's keys."),
  z.object({reason: z.literal('interrupted')}),
  z.object({reason: z.literal('journal'), error: z.unknown()}),
])
export type StopReason = z.infer<typeof stopReasonSchema>

export const batchReportSchema = z.object({
  batch_id: z.string(),
  file: z.string(),
  journal: z.string(),
  results_file: z.string(),
  results_not_written: z
    .object({message: z.string()})
    .optional()
    .describe('The results file could not be written after rows were sent: the journal holds every row, and the next run writes it.'),
  first_run: z.object({at: z.string(), file: z.string()}).nullable().describe('The first run of this batch, when this run continued it.'),
  already_paid: z.array(alreadyPaidRowSchema),
  failing_payees: z
    .array(failingPayeeRowSchema)
    .describe('Rows not sent because their account FAILED twice or more in 30 days (empty with --include-failing-payees).'),
  stopped: stopReasonSchema.nullable(),
  summary: batchTotalsSchema,
  rows: z.array(rowResultSchema),
})
export type BatchReport = z.infer<typeof batchReportSchema>

/** `pay withdrawal batch --dry-run --json`: the plan, the first request signed, and the keys each row will use. */
export const batchDryRunSchema = z.object({
  dry_run: z.object({
    preview: batchPreviewSchema,
    first_request: dryRunReportSchema.nullable(),
    keys: z.array(z.object({row: z.number(), idempotency_key: z.string()})),
    lookups: z
      .array(z.number())
      .describe('Rows whose keys may have expired, or possibly paid by another batch; a real run looks them up first.'),
    possibly_paid: z
      .array(z.object({row: z.number(), ...possiblyPaidSchema.shape}))
      .describe('Rows another batch sent without a final answer: a real run looks for their withdrawals before sending.'),
  }),
})
export type BatchDryRunJson = z.infer<typeof batchDryRunSchema>

/** `pay withdrawal batch --json`: the report of a run, the plan of a dry run, or the proposal `--propose` wrote. */
export const batchOutputSchema = z.union([batchReportSchema, batchDryRunSchema, proposedSchema])
