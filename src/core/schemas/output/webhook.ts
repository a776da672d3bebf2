import * as z from '../zod.js'

/** Where a delivery was sent on, and how that went. */
export const forwardResultSchema = z.object({
  url: z.string(),
  status: z.number().nullable().describe("The downstream's status, or null when it gave none (refused, timed out)."),
  error: z.string().nullable(),
  duration_ms: z.number(),
})
export type ForwardResult = z.infer<typeof forwardResultSchema>

/** Why the listener answered a delivery itself and passed it on to nobody. */
export const refusalSchema = z.object({
  status: z.number().describe('400 for a delivery that failed verification, 508 for a forwarding loop.'),
  reason: z.string(),
})
export type Refusal = z.infer<typeof refusalSchema>

/**
 * Why the signature is not valid, as a code for pay to say in its language; `signature_problem` says it in English.
 * Read leniently: a code this version does not know is shown by its English.
 */
export const signatureFactsSchema = z.object({
  code: z.string().describe('no-secret, no-header or no-match.'),
  mistake: z.string().optional().describe('For no-match: the id of the mistake that would make the signature match.'),
})
export type SignatureFactsRecord = z.infer<typeof signatureFactsSchema>

/** A refusal as the delivery log keeps it: with its reason as a code (not-verified, loop-self, loop-hops), for pay to say. */
export const loggedRefusalSchema = refusalSchema.extend({
  facts: z
    .object({code: z.string(), hops: z.number().optional().describe('For loop-hops: the listeners it passed through.')})
    .optional()
    .describe('The reason as a code; absent in lines written before it existed.'),
})

/** One line of the delivery log: a delivery as received (or a replay of one), with its bytes, so it can be sent again. */
export const loggedDeliverySchema = z.object({
  source: z.enum(['listen', 'replay']),
  received_at: z.string(),
  event_id: z.string().nullable(),
  event_type: z.string().nullable(),
  object_id: z.string().nullable(),
  amount: z.string().nullable(),
  signature_valid: z.boolean(),
  signature_problem: z.string().nullable().describe('Why the signature is not valid: no secret set, no header, or no match.'),
  signature_facts: signatureFactsSchema
    .optional()
    .describe('The signature problem as a code, when there is one; absent in lines written before it existed.'),
  duplicate: z.boolean(),
  filtered: z
    .boolean()
    .optional()
    .describe('True when the listener was told to pick other event types (--events): answered 200, not forwarded.'),
  refused: loggedRefusalSchema
    .nullable()
    .optional()
    .describe('Set when the delivery was refused; absent in lines written before refusals existed.'),
  forward: forwardResultSchema.nullable(),
  headers: z.array(z.tuple([z.string(), z.string()])).describe('The headers as received, names as sent, in order.'),
  body_base64: z.string(),
})
export type LoggedDelivery = z.infer<typeof loggedDeliverySchema>

/** One NDJSON line of `pay webhook listen --json`, for each delivery. */
export const listenLineSchema = z.object({
  received_at: z.string(),
  event_id: z.string().nullable(),
  event_type: z.string().nullable(),
  event: z.record(z.string(), z.unknown()).nullable().describe('The body, parsed; null when it is not a JSON object.'),
  signature_valid: z.boolean(),
  signature_problem: z.string().nullable(),
  duplicate: z.boolean(),
  refused: refusalSchema.nullable(),
  forwarded: forwardResultSchema.nullable(),
})
export type ListenLine = z.infer<typeof listenLineSchema>

export const replayResultSchema = z.object({
  event_id: z.string(),
  event_type: z.string().nullable(),
  url: z.string(),
  status: z.number(),
  duration_ms: z.number(),
  replayed_at: z.string(),
})
export type ReplayResult = z.infer<typeof replayResultSchema>

/** What a verified webhook body holds (`pay webhook verify --json`), told apart so that an unknown event is not an error. */
export const webhookEventSummarySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('event'),
    event_id: z.string(),
    event_type: z.string(),
    object_id: z.string().optional(),
    fields: z.array(z.tuple([z.string(), z.string()])),
  }),
  z.object({kind: z.literal('unknown-event'), event_id: z.string().optional(), event_type: z.string()}),
  z.object({kind: z.literal('invalid-event'), event_type: z.string().optional(), problems: z.array(z.string())}),
  z.object({kind: z.literal('not-json')}),
])

export const webhookVerifiedSchema = z.object({valid: z.literal(true), event: webhookEventSummarySchema})
export type WebhookVerified = z.infer<typeof webhookVerifiedSchema>

/** A delivery of the sandbox's own webhook queue (`pay sandbox webhooks`). */
export const sandboxDeliverySchema = z.object({
  id: z.number(),
  merchant_id: z.string(),
  event_id: z.string(),
  event_type: z.string(),
  url: z.string(),
  state: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number(),
  last_status: z.number().nullable(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string().nullable(),
  body: z.string().describe('The event as sent, byte for byte.'),
  history: z.array(z.object({attempt: z.number(), at: z.string().nullable(), status: z.number().nullable(), error: z.string().nullable()})),
})
export type SandboxDelivery = z.infer<typeof sandboxDeliverySchema>
export const queuedDeliverySchema = z.object({delivery_id: z.number()})

export const loggedDeliveriesSchema = z.array(loggedDeliverySchema)
/** `pay sandbox webhooks`: the queue, or with --replay the new delivery's id. */
export const sandboxDeliveriesSchema = z.union([z.array(sandboxDeliverySchema), queuedDeliverySchema])

/** An event the API's state says was sent, with no verified delivery of it in the log (`pay webhook reconcile`). */
export const missingEventSchema = z.object({
  event_id: z.string(),
  event_type: z.string(),
  object: z.enum(['deposit', 'withdrawal']),
  object_id: z.string(),
  object_status: z.string().describe('The state the API gives the object now, which calls for the event.'),
  replay: z
    .object({
      queued: z.boolean(),
      delivery_id: z.number().nullable().describe("The sandbox's new delivery, when it was queued again."),
      reason: z.string().nullable().describe('Why it could not be sent again.'),
    })
    .nullable()
    .describe('null without --replay.'),
})
export type MissingEvent = z.infer<typeof missingEventSchema>

export const reconcileResultSchema = z.object({
  log: z.string().describe('The delivery log that was read.'),
  events_in_log: z.number().describe('Events with a verified delivery in the log.'),
  checked: z.object({deposits: z.number(), withdrawals: z.number()}),
  sandbox: z.boolean().describe('A local sandbox was found: its subscriptions and delivery log were used, and --replay can re-send.'),
  replayable: z
    .number()
    .describe('Missing events that --replay can have sent again: those the sandbox queued once. Always 0 with the real service.'),
  missing: z.array(missingEventSchema),
})
export type ReconcileResult = z.infer<typeof reconcileResultSchema>
