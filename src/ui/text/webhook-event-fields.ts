import {words} from '../words/active.js'
import {terminalSafe} from './terminal-safe.js'

/**
 * An event's fields worth a glance (core's summary), labelled in the run's language; a value is the body's own,
 * escaped, whoever signed it.
 * @example eventFieldRows([['user_ref', 'order-1']]) // [['user_ref', 'order-1']]
 */
export function eventFieldRows(fields: ReadonlyArray<readonly [string, string]>): Array<[string, string]> {
  const said = words().delivery.fields
  return fields.map(([name, value]) => [said[name] ?? terminalSafe(name), terminalSafe(value)])
}
