import * as z from '../zod.js'

/** A reproduction of a failing signature: the usual mistake and how to fix it. */
const foundMistakeSchema = z.object({id: z.string(), title: z.string(), detail: z.string().optional(), fix: z.string()})

const diagnosisFacts = {
  signature: z.string().describe('The right signature for these inputs.'),
  warnings: z.array(z.string()),
}

/** `pay sign --json`: the explanation, a curl line, and on request the server clock and the diagnosis. */
export const signatureReportSchema = z.object({
  explanation: z.object({
    canonical_lines: z.tuple([z.string(), z.string(), z.string(), z.string()]).describe('Method, path and query, timestamp, body SHA-256.'),
    canonical: z.string(),
    canonical_escaped: z.string().describe('The canonical string as a JSON string literal, each line break written \\n.'),
    body: z.object({byte_count: z.number(), sha256: z.string()}),
    signature: z.string(),
    headers: z.record(z.string(), z.string()).describe('The three authentication headers.'),
    steps: z.array(
      z.object({
        id: z.enum(['method', 'target', 'timestamp', 'body', 'canonical', 'signature', 'headers']),
        title: z.string(),
        rule: z.string(),
        value: z.string(),
      }),
    ),
    warnings: z.array(z.string()),
  }),
  curl: z.string(),
  server_clock: z
    .object({
      server_time: z.string(),
      local_clock_ahead_seconds: z.number(),
      timestamp_ahead_seconds: z.number(),
      within_window: z.boolean(),
    })
    .nullable()
    .optional()
    .describe('Only with --explain; null when the server did not answer.'),
  diagnosis: z
    .discriminatedUnion('verdict', [
      z.object({verdict: z.literal('match'), ...diagnosisFacts}),
      z.object({
        verdict: z.literal('reproduced'),
        ...diagnosisFacts,
        mistakes: z.array(foundMistakeSchema).describe('One mistake, or two made together, that reproduce the expected signature.'),
      }),
      z.object({verdict: z.literal('unexplained'), ...diagnosisFacts, summary: z.string(), next_steps: z.array(z.string())}),
    ])
    .optional()
    .describe('Only with --expect-signature.'),
})
export type SignatureReportJson = z.infer<typeof signatureReportSchema>
