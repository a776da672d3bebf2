import * as z from '../zod.js'

/** One line of the request history (`<data dir>/request-log/requests.jsonl`): one attempt of a request the CLI sent. */
export const requestLogEntrySchema = z.object({
  at: z.string().describe('When the attempt was sent (ISO 8601, UTC).'),
  profile: z
    .string()
    .nullable()
    .describe('The profile whose key signed it; null for keys from the environment, `pay login` and unsigned looks.'),
  mode: z.enum(['test', 'live']).nullable().describe("The key's mode; null for an unsigned request."),
  base_url: z.string(),
  method: z.string(),
  target: z.string().describe('Path and query, as sent and signed.'),
  attempt: z.number().describe('1, or the retry number of the same request (same body and Idempotency-Key).'),
  status: z.number().nullable().describe('null when no answer came (network error, timeout).'),
  request_id: z.string().nullable().describe("The service's X-Request-Id (or the error envelope's request_id): quote it to support."),
  idempotency_key: z.string().nullable(),
  duration_ms: z.number(),
  error_code: z
    .string()
    .nullable()
    .describe("The error envelope's code, HTTP_<status> without one, or NETWORK_ERROR / TIMEOUT; null on success."),
  request_body: z.string().optional().describe('Only with --log-bodies (or PAY_LOG_BODIES=1); secrets redacted, cut at 64 KiB.'),
  response_body: z.string().optional().describe('Only with --log-bodies (or PAY_LOG_BODIES=1); secrets redacted, cut at 64 KiB.'),
})
export type RequestLogEntry = z.infer<typeof requestLogEntrySchema>

/** `pay logs --json`: the newest entries that match, oldest first, as one line. */
export const requestLogPageSchema = z.object({
  data: z.array(requestLogEntrySchema),
  has_more: z.boolean().describe('More entries match than --limit let through (older ones).'),
})
export type RequestLogPage = z.infer<typeof requestLogPageSchema>

/** `pay logs --json` prints one page on one line; with --follow, one entry a line. */
export const requestLogOutputSchema = z.union([requestLogPageSchema, requestLogEntrySchema])

/** `pay request --json`: the endpoint's answer as it parsed, or `{"body": text}` when it is not JSON. */
export const apiAnswerSchema = z
  .unknown()
  .describe('The endpoint\'s own JSON answer (see the API document), or {"body": text} when it is not JSON.')
export type ApiAnswer = z.infer<typeof apiAnswerSchema>
