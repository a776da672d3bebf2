import {eventObjectId, webhookEventSchema} from '../../schemas/webhook-event.js'
import {verifyWebhookBody} from '../sign-request.js'
import {correctWebhookRecipe, signWithWebhookRecipe} from './hmac-recipe.js'
import {type FoundMistake, singleMistakesReproducing} from './mistake-search.js'
import {WEBHOOK_VARIANTS} from './webhook-variants.js'

export interface WebhookSignatureInput {
  webhookSecret: string
  /** The body bytes as the receiver has them. */
  body: Uint8Array
  /** The X-Webhook-Signature value. */
  signature: string
}

export interface WebhookDiagnosis {
  valid: boolean
  /** On a mismatch, each variant that reproduces the signature; empty when valid or when none does. */
  matchingVariants: FoundMistake[]
  event: WebhookEventSummary
}

/**
 * Verifies a webhook signature over the raw bytes in constant time and, on a mismatch, names the variants
 * of the body, secret or signature that would match.
 * @example diagnoseWebhookSignature({webhookSecret, body, signature}) // {valid: false, matchingVariants: [{id: 'trailing-newline-added', …}], …}
 */
export function diagnoseWebhookSignature(input: WebhookSignatureInput): WebhookDiagnosis {
  const start = correctWebhookRecipe(input.webhookSecret, input.body)
  const signature = input.signature.trim()
  const event = summariseWebhookEvent(input.body)
  if (verifyWebhookBody(input.webhookSecret, input.body, signature)) return {valid: true, matchingVariants: [], event}
  const matchingVariants = [...singleMistakesReproducing({table: WEBHOOK_VARIANTS, start, sign: signWithWebhookRecipe, signature})]
  return {valid: false, matchingVariants, event}
}

/** The fields worth a glance, in this order, when an event carries them. */
const NOTABLE_FIELDS = ['status', 'amount', 'credited_amount', 'reason', 'user_ref'] as const

/** What a webhook body holds, told apart so that an unknown event is not an error. */
export type WebhookEventSummary =
  | {kind: 'event'; eventId: string; eventType: string; objectId?: string; fields: Array<[string, string]>}
  /** An event_type this version does not know: accepted and shown as it is. */
  | {kind: 'unknown-event'; eventId?: string; eventType: string}
  | {kind: 'invalid-event'; eventType?: string; problems: string[]}
  | {kind: 'not-json'}

/**
 * Parses and validates a webhook body against the service's webhook events.
 * @example summariseWebhookEvent(Buffer.from('{"event_id":"w1:withdrawal.success","event_type":"withdrawal.success","withdrawal_id":"w1"}'))
 * // {kind: 'event', eventId: 'w1:withdrawal.success', eventType: 'withdrawal.success', objectId: 'w1', fields: []}
 */
export function summariseWebhookEvent(body: Uint8Array): WebhookEventSummary {
  let value: unknown
  try {
    value = JSON.parse(Buffer.from(body).toString('utf8'))
  } catch {
    return {kind: 'not-json'}
  }
  const parsed = webhookEventSchema.safeParse(value)
  if (parsed.success) {
    const event = parsed.data
    const fields = NOTABLE_FIELDS.flatMap((name): Array<[string, string]> => {
      const field = (event as Record<string, unknown>)[name]
      return typeof field === 'string' ? [[name, field]] : []
    })
    const objectId = eventObjectId(event)
    return {kind: 'event', eventId: event.event_id, eventType: event.event_type, ...(objectId ? {objectId} : {}), fields}
  }
  const record = value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {}
  const eventType = typeof record.event_type === 'string' ? record.event_type : undefined
  const eventId = typeof record.event_id === 'string' ? record.event_id : undefined
  const typeIsKnown = webhookEventSchema.def.options.some((option) => (option.shape.event_type.def.values as unknown[]).includes(eventType))
  if (eventType !== undefined && !typeIsKnown) return {kind: 'unknown-event', eventType, ...(eventId ? {eventId} : {})}
  const problems = parsed.error.issues.map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
  return {kind: 'invalid-event', ...(eventType ? {eventType} : {}), problems}
}
