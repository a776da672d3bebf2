import {depositSchema} from '../deposit.js'
import {simulateTransferResultSchema, topUpResultSchema} from '../test-endpoints.js'
import {withdrawalSchema} from '../withdrawal.js'
import * as z from '../zod.js'

/** The events `pay trigger` can cause: every event the service sends, and the portal's test event. */
export const TRIGGER_EVENTS = [
  'deposit.success',
  'deposit.expired',
  'withdrawal.success',
  'withdrawal.failed',
  'withdrawal.rejected',
  'webhook.test',
] as const
export type TriggerEvent = (typeof TRIGGER_EVENTS)[number]

/** One event the trigger caused, with the sandbox delivery that carries it. */
export const triggeredEventSchema = z.object({
  event_id: z.string().describe('`<object id>:<event type>`, as in the payload; `test` for webhook.test.'),
  event_type: z.string(),
  object_id: z.string().nullable(),
  delivery_id: z
    .number()
    .nullable()
    .describe("The sandbox's delivery of the event (`pay sandbox webhooks`); null against the service, which has no delivery log API."),
})
export type TriggeredEvent = z.infer<typeof triggeredEventSchema>

/** What `pay trigger` created and the events that follow from it. */
export const triggerResultSchema = z.object({
  event: z.enum(TRIGGER_EVENTS),
  target: z.enum(['sandbox', 'service']).describe('sandbox: a local sandbox drove the objects; service: only the merchant API was used.'),
  deposit: z.optional(depositSchema).describe('The deposit created, as last seen.'),
  transfer: z.optional(simulateTransferResultSchema).describe('The simulated transfer that paid the deposit.'),
  top_up: z.optional(topUpResultSchema).describe('The test top-up made because the wallet could not cover the withdrawal.'),
  withdrawal: z.optional(withdrawalSchema).describe('The withdrawal created, as settled.'),
  events: z.array(triggeredEventSchema),
})
export type TriggerResult = z.infer<typeof triggerResultSchema>
