import * as z from '../zod.js'
import type {ZodType} from '../zod-mini.js'

/** The classes of a line of `pay reconcile`, in the order the summary and the report give them (docs/books.md). */
export const RECONCILE_CLASSES = ['matched', 'missing_in_pay', 'extra_in_pay', 'amount_differs', 'duplicate_in_file'] as const
export type ReconcileClass = (typeof RECONCILE_CLASSES)[number]

export const reconcileEntrySchema = z.object({
  kind: z.enum(['deposit', 'withdrawal']),
  id: z.string(),
  reference: z.string().nullable().describe("A deposit's user_ref, a withdrawal's reference_user_id."),
  status: z.string().describe('As pay last saw it.'),
  amount: z
    .string()
    .describe("The amount compared with the file: a deposit's amount asked, a withdrawal's amount (net to the destination)."),
  credited: z.string().nullable().describe('What a CREDITED deposit put in the wallet, net of the fee.'),
  fee: z.string().nullable(),
  created_at: z.string(),
})
export type ReconcileEntry = z.infer<typeof reconcileEntrySchema>

export const reconcileLineSchema = z.object({
  class: z.enum(RECONCILE_CLASSES),
  row: z.number().nullable().describe("The file's row, numbered from 1 under the header; null for extra_in_pay."),
  line: z.number().nullable().describe("The CSV file's line or the XLSX sheet's row number; null for extra_in_pay."),
  key: z.string().nullable().describe("The row's reference (the --key column); null for extra_in_pay."),
  file_amount: z.string().nullable().describe("The row's amount (the --amount-column), in the wire form."),
  pay: reconcileEntrySchema
    .nullable()
    .describe(
      "The ledger's entry: the one paired with the row, the extra one, or for missing_in_pay an entry of that reference that moved no money (EXPIRED, FAILED…); else null.",
    ),
  difference: z
    .string()
    .nullable()
    .describe('For amount_differs: the file amount less the ledger amount (negative when the file says less).'),
})
export type ReconcileLine = z.infer<typeof reconcileLineSchema>

export const reconcileSummarySchema = z.object({
  matched: z.number(),
  missing_in_pay: z.number().describe('Rows whose reference names no deposit or withdrawal of the period that moved money.'),
  extra_in_pay: z.number().describe('Deposits CREDITED and withdrawals not FAILED or REJECTED of the period that no row names.'),
  amount_differs: z.number(),
  duplicate_in_file: z.number().describe('Rows whose reference is on an earlier row too, left with no ledger entry to pair.'),
}) satisfies ZodType<Record<ReconcileClass, number>>
export type ReconcileSummary = z.infer<typeof reconcileSummarySchema>

/** `pay reconcile FILE --json`. */
export const booksReconcileSchema = z.object({
  file: z.string(),
  format: z.enum(['csv', 'xlsx']),
  key_column: z.string(),
  amount_column: z.string(),
  ledger: z.string().describe('The ledger file read: the profile and mode in use.'),
  period: z.object({from: z.string().nullable(), to: z.string().nullable()}).describe('--from and --to as given; null: unbounded.'),
  only_listed: z.boolean(),
  rows: z.number().describe('Data rows of the file.'),
  entries: z.number().describe('Deposits and withdrawals of the ledger in the period that were read.'),
  summary: reconcileSummarySchema.describe('Lines of each class; every one but matched is a mismatch (exit 4).'),
  not_final: z
    .number()
    .describe(
      'Withdrawals paired with a row (matched or amount_differs) whose status is not final as pay last saw it: their money may still come back. `pay sync` brings their status.',
    ),
  out: z.string().nullable().describe('The report written with --out.'),
  lines: z
    .array(reconcileLineSchema)
    .describe("One per row of the file, in the file's order, then the extra ledger entries in the ledger's order."),
})
export type BooksReconcile = z.infer<typeof booksReconcileSchema>
