import type {ListenLine} from '../../core/schemas/output/webhook.js'
import type {LoggedDelivery} from './delivery-log.js'

/**
 * The `--json` line of `pay webhook listen` for one delivery: the event and what the listener made of it.
 * @example JSON.stringify(deliveryListenLine(record, event)) // '{"received_at":"…","event_id":"dep_1:deposit.success",…}'
 */
export function deliveryListenLine(record: LoggedDelivery, event: Record<string, unknown> | null): ListenLine {
  return {
    received_at: record.received_at,
    event_id: record.event_id,
    event_type: record.event_type,
    event,
    signature_valid: record.signature_valid,
    signature_problem: record.signature_problem,
    duplicate: record.duplicate,
    // The refusal's facts stay in the log: the line keeps the fields it always had.
    refused: record.refused ? {status: record.refused.status, reason: record.refused.reason} : null,
    forwarded: record.forward,
  }
}
