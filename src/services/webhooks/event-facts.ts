/** What the listener shows and keys on, read leniently from a webhook body: a body it cannot read is still relayed. */
export interface EventFacts {
  eventId: string | null
  eventType: string | null
  objectId: string | null
  amount: string | null
  /** The parsed JSON, or null when the body is not a JSON object. */
  event: Record<string, unknown> | null
}

/**
 * Reads the event id, type, object id and amount of a webhook body, whatever its event type.
 * @example readEventFacts(Buffer.from('{"event_id":"dep_1:deposit.success","event_type":"deposit.success","deposit_id":"dep_1","amount":"100.37"}'))
 * // {eventId: 'dep_1:deposit.success', eventType: 'deposit.success', objectId: 'dep_1', amount: '100.37', event: {…}}
 */
export function readEventFacts(body: Uint8Array): EventFacts {
  const event = parseObject(body)
  if (!event) return {eventId: null, eventType: null, objectId: null, amount: null, event: null}
  const text = (name: string) => (typeof event[name] === 'string' ? (event[name] as string) : null)
  const eventId = text('event_id')
  const separator = eventId?.lastIndexOf(':') ?? -1
  return {
    eventId,
    eventType: text('event_type'),
    objectId: text('deposit_id') ?? text('withdrawal_id') ?? (separator > 0 ? eventId!.slice(0, separator) : null),
    amount: text('amount'),
    event,
  }
}

function parseObject(body: Uint8Array): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(body).toString('utf8'))
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}
