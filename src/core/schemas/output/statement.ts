import * as z from '../zod.js'

/** Baht with exactly two decimals, signed: a difference may be below zero, a debit is. */
const money = z.string().regex(/^-?\d+\.\d{2}$/, {message: 'money must be a baht string with exactly 2 decimals'})
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

export const STATEMENT_LINE_KINDS = ['credit', 'top-up', 'debit', 'refund'] as const

export const statementLineSchema = z.object({
  at: z.string().describe('The instant that places the line in the period: created for credit, top-up and debit, settled for refund.'),
  kind: z.enum(STATEMENT_LINE_KINDS),
  id: z.string(),
  reference: z.string().nullable(),
  status: z.string(),
  amount: money.describe('Into the wallet (positive) or out of it (negative).'),
  fee: money.describe('The fee inside amount: withheld from a deposit, charged with a withdrawal, given back with a refund.'),
  balance: money.describe('The wallet after this line.'),
})

/** What `pay statement --json` prints (docs/books.md, "Statement and the balance proof"). */
export const statementSchema = z.object({
  mode: z.enum(['test', 'live']),
  profile: z.string().nullable(),
  period: z.object({
    from: day,
    to: day,
    time_zone: z.literal('+07:00'),
    starts_at: z.string(),
    ends_at: z.string(),
  }),
  history_start: z.string().nullable().describe('The last test-mode reset before the period ends: the history starts there.'),
  balance_proof: z.object({
    opening: money,
    credits: money.describe('Deposits credited (net of their fee) and test top-ups.'),
    debits: money.describe("Withdrawals' gross (amount + fee), taken at creation."),
    refunds: money.describe('The gross of FAILED and REJECTED withdrawals, given back.'),
    closing: money.describe('opening + credits - debits + refunds.'),
    service_available: money.nullable().describe("The service's available balance; null when the period ends before today."),
    difference: money.nullable().describe('service_available - closing.'),
    unseen_deposits: money
      .nullable()
      .describe('The part of the difference that is money pay has not seen come in: deposits created outside pay, or credited unseen.'),
    unexplained: money.nullable().describe('The rest of the difference: none when the proof holds.'),
  }),
  credits: z.object({deposits: money, top_ups: money}),
  fees: z.object({
    deposits: money.describe('Withheld from deposits credited in the period.'),
    withdrawals: money.describe('Charged with withdrawals created in the period.'),
    returned: money.describe('Given back with the refunds of the period.'),
    net: money,
  }),
  ledger: z.object({
    lines: z.number().int(),
    deposits_open: z.number().int().describe('Deposits the ledger holds PENDING: a credit they got is not counted until pay sync.'),
    credits_unknown: z.number().int().describe('Deposits CREDITED whose credited amount the ledger does not hold: not counted.'),
    pending: money.describe('The gross of withdrawals the ledger holds not final.'),
    service_pending: money.nullable(),
  }),
  lines: z.array(statementLineSchema),
})
export type StatementOutput = z.infer<typeof statementSchema>
export type StatementLineOutput = z.infer<typeof statementLineSchema>
