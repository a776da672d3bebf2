import {wireMoney} from '../money.js'
import * as z from '../zod.js'

/** One money-moving request of a run: what identifies it and what came of it (never its body, only the body's hash). */
export const auditRequestSchema = z.object({
  method: z.string(),
  target: z.string().describe('Path and query, as sent and signed.'),
  idempotency_key: z.string(),
  body_sha256: z.string().nullable().describe('SHA-256 of the body as sent: the row, as the service got it (hex); null without a body.'),
  amount: wireMoney.nullable().describe("The body's `amount`, when it has one."),
  status: z.number().int().nullable().describe("The last attempt's HTTP status; null when no answer came."),
  object_id: z.string().nullable().describe('The `id` of the object a 2xx answer held (wd_…, dep_…).'),
  attempts: z.number().int(),
})
export type AuditRequest = z.infer<typeof auditRequestSchema>

/** A record of the audit log without its hash: the hash seals exactly these fields, in this order. */
export const auditBodySchema = z.object({
  seq: z.number().int().positive().describe('1 for the first record, then one more each.'),
  at: z.string().describe('When the run ended (ISO 8601, UTC).'),
  command: z.string().describe('The command as pay spells it: `withdrawal batch`.'),
  who: z.object({
    approver: z.string().nullable().describe('The approver the command acted as (`--as NAME`); null when none was given.'),
    os_user: z.string().describe('The login name of the OS user who ran it.'),
  }),
  profile: z.string().nullable().describe('The profile whose key signed; null for keys from the environment.'),
  mode: z.enum(['test', 'live']).nullable(),
  base_url: z.string().nullable(),
  requests: z.array(auditRequestSchema).describe('Each money-moving request, once per Idempotency-Key, in the order sent.'),
  totals: z.object({
    requests: z.number().int(),
    amount: wireMoney.describe('The sum of the amounts of every request sent.'),
    answered: z.number().int().describe('Requests the service answered with 2xx (created: not yet paid).'),
    answered_amount: wireMoney,
  }),
  approvals: z
    .array(z.record(z.string(), z.unknown()))
    .describe('The approvals of the proposal the run acted on; empty for a run without one.'),
  outcome: z.object({
    exit_code: z.number().int(),
    error_code: z.string().nullable().describe("The error's code when the run failed."),
  }),
  prev: z.string().describe('The hash of the record before it; 64 zeros for the first.'),
})
export type AuditBody = z.infer<typeof auditBodySchema>

/** A line of `<data dir>/audit/log.jsonl`: its body, then `hash`, the SHA-256 of the line without it. */
export const auditRecordSchema = auditBodySchema.extend({
  hash: z.string().describe('SHA-256 (hex) of the record as JSON without this field, `prev` included: it seals the chain.'),
})
export type AuditRecord = z.infer<typeof auditRecordSchema>

const lastRecord = z.object({seq: z.number().int(), hash: z.string(), at: z.string()})

/** `pay audit verify --json`. */
export const auditVerificationSchema = z.object({
  path: z.string(),
  records: z.number().int().describe('Records read before the first break (all of them when none).'),
  last: lastRecord
    .optional()
    .describe('The last good record: keep its hash to compare with a later verify (a log cut short ends earlier).'),
  broken: z
    .object({
      line: z.number().int(),
      seq: z.number().int().optional().describe('The seq the record has, when it can be read.'),
      expected: z.number().int().describe('The seq that should stand on this line.'),
      problem: z.enum(['unreadable', 'edited', 'missing', 'out-of-order', 'unchained']),
    })
    .optional()
    .describe('The first broken record; absent when the chain holds.'),
})
export type AuditVerification = z.infer<typeof auditVerificationSchema>

/** `pay audit export --json`, and the JSON an export writes. */
export const auditExportSchema = z.object({
  from: z.string().nullable(),
  to: z.string().nullable(),
  verification: auditVerificationSchema,
  records: z.array(auditRecordSchema),
  out: z.string().optional().describe('The file written, with --out.'),
})
export type AuditExport = z.infer<typeof auditExportSchema>
