import * as z from '../zod.js'

/** What every command prints with `--json` when it fails (src/core/errors.ts `errorToJson`). */
export const cliErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    request_id: z.string().nullable(),
    status: z.number().nullable(),
    idempotency_key: z.string().optional(),
    retry_command: z.string().optional().describe('The command line that sends the same request again with its Idempotency-Key.'),
    details: z.record(z.string(), z.unknown()).optional(),
  }),
})

/** A request that `--dry-run` signed and did not send. */
export const dryRunReportSchema = z.object({
  method: z.string(),
  url: z.string(),
  headers: z.record(z.string(), z.string()),
  body: z.string().nullable(),
  canonical_string: z.string().nullable(),
})
export type DryRunReport = z.infer<typeof dryRunReportSchema>

/** What a sending command prints with `--dry-run --json`. */
export const dryRunOutputSchema = z.object({dry_run: dryRunReportSchema})
export type DryRunOutput = z.infer<typeof dryRunOutputSchema>
