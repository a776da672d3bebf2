import type {LoggedDelivery} from './delivery-log.js'

/**
 * The fields of a logged delivery that say what arrived: the bytes, the headers, what they say and whether their
 * signature holds. A replay sends exactly that again, so these are the only fields it copies from the original.
 */
export const ARRIVAL_FIELDS = [
  'event_id',
  'event_type',
  'object_id',
  'amount',
  'signature_valid',
  'signature_problem',
  'signature_facts',
  'headers',
  'body_base64',
] as const satisfies ReadonlyArray<keyof LoggedDelivery>

/**
 * The fields that say what became of a delivery. Each delivery, a replay included, has its own: a replay of an
 * event that was filtered, refused or refused by the app is recorded with what happened to the replay.
 */
export const OUTCOME_FIELDS = ['duplicate', 'filtered', 'refused', 'forward'] as const satisfies ReadonlyArray<keyof LoggedDelivery>
export type OutcomeField = (typeof OUTCOME_FIELDS)[number]

/** Every outcome field, none left out: what a new record must say about itself. */
export type DeliveryOutcome = {[Field in OutcomeField]-?: LoggedDelivery[Field]}

type Arrival = Pick<LoggedDelivery, (typeof ARRIVAL_FIELDS)[number]>

/** What arrived in `record`, without what became of it. */
export function arrivalOf(record: LoggedDelivery): Arrival {
  return Object.fromEntries(ARRIVAL_FIELDS.map((field) => [field, record[field]])) as Arrival
}
