import * as z from '../zod.js'

/** What the endpoint did with one delivery of a case. */
export const checkAnswerSchema = z.object({
  status: z.number().nullable().describe('The HTTP status the endpoint answered, or null when it gave none.'),
  error: z.string().nullable().describe('Why there was no answer: not reachable, or no answer within the limit.'),
  location: z
    .string()
    .nullable()
    .describe('Where a redirect (3xx) pointed, as the endpoint wrote it; null otherwise. Deliveries never follow a redirect.'),
  duration_ms: z.number(),
})
export type CheckAnswer = z.infer<typeof checkAnswerSchema>

/**
 * Why a case failed: the receiver refused a genuine delivery, answered too late or not at all, accepted a forgery,
 * or redirected the delivery (3xx), which the service does not follow, so the receiver never judged it.
 */
export const checkProblemSchema = z.enum(['refused', 'slow', 'no_answer', 'accepted_forgery', 'redirected'])
export type CheckProblem = z.infer<typeof checkProblemSchema>

export const checkCaseResultSchema = z.object({
  id: z.string().describe('The case, as --only and --skip name it: genuine.<event type>, forged.<how>, tolerant.<what>.'),
  expect: z
    .enum(['accepted', 'refused'])
    .describe('accepted: every delivery must get a 2xx within the limit; refused: the delivery must get an answer that is not 2xx.'),
  answers: z.array(checkAnswerSchema),
  passed: z.boolean(),
  problem: checkProblemSchema.nullable(),
})
export type CheckCaseResult = z.infer<typeof checkCaseResultSchema>

/** `pay webhook check --json`: every case that ran, the counts, and the cases not sent. Exit 0 when all passed, 4 otherwise. */
export const webhookCheckSchema = z.object({
  url: z.string(),
  limit_ms: z.number().describe('How long a genuine delivery may take to get its 2xx: the service gives up after 10 s.'),
  passed: z.number(),
  failed: z.number(),
  cases: z.array(checkCaseResultSchema),
  not_sent: z
    .array(z.string())
    .describe('The cases not sent: once a delivery got no whole answer within the limit, each of them would have waited as long.'),
})
export type WebhookCheck = z.infer<typeof webhookCheckSchema>
