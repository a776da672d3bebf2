import * as z from '../zod.js'
import {dryRunReportSchema} from './cli.js'

/** One step of `pay fixtures run` that the service answered 2xx. */
export const fixtureStepResultSchema = z.object({
  name: z.string(),
  method: z.string(),
  path: z.string().describe('The path as sent, references filled in.'),
  status: z.number(),
  request_id: z.string().nullable(),
  idempotency_key: z.string().nullable(),
  duration_ms: z.number(),
  answer: z.unknown().describe('The endpoint\'s answer as it parsed, or {"body": text} when it is not JSON.'),
})
export type FixtureStepResult = z.infer<typeof fixtureStepResultSchema>

export const fixturesRunResultSchema = z.object({
  file: z.string(),
  steps: z.array(fixtureStepResultSchema),
})
export type FixturesRunResult = z.infer<typeof fixturesRunResultSchema>

/** `pay fixtures run --dry-run`: every step signed and not sent; references to earlier answers stay as written. */
export const fixturesDryRunSchema = z.object({
  dry_run: z.object({
    file: z.string(),
    steps: z.array(
      z.object({
        name: z.string(),
        request: dryRunReportSchema,
        unresolved: z
          .array(z.string())
          .describe(
            'References left as written (e.g. "deposit.id"): the real request carries their values, so its body and signature differ.',
          ),
      }),
    ),
  }),
})
export type FixturesDryRun = z.infer<typeof fixturesDryRunSchema>

export const fixturesRunOutputSchema = z.union([fixturesRunResultSchema, fixturesDryRunSchema])
