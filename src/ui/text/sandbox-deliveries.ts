import type {SandboxDelivery as DeliveryView} from '../../core/schemas/output/webhook.js'
import {terminalSafe} from '../../core/text/visible-text.js'
import {words} from '../words/active.js'
import type {Style} from './style.js'
import {renderTable} from './table.js'

export type {DeliveryView}

/**
 * `pay sandbox webhooks`: the sandbox's deliveries, newest first. Given the terminal's `width`: the next try and the
 * time created left out, then the URL and the last answer cut, until it fits.
 */
export function renderDeliveries(deliveries: DeliveryView[], style: Style, width?: number): string {
  const all = words()
  const said = all.sandbox
  if (deliveries.length === 0) return `${said.noDeliveries}\n`
  const paint = (state: DeliveryView['state'], text: string) =>
    state === 'delivered' ? style.green(text) : state === 'failed' ? style.red(text) : style.yellow(text)
  return renderTable(
    [
      {header: said.headings.id, value: (row) => String(row.id), align: 'right'},
      {header: said.headings.created, value: (row) => all.dateTime(row.created_at), drop: 2},
      {header: said.headings.event, value: (row) => terminalSafe(row.event_id), cut: true},
      {
        header: said.headings.state,
        value: (row) => said.states[row.state],
        paint: (text, row) => text.replace(said.states[row.state], paint(row.state, said.states[row.state])),
      },
      {header: said.headings.tries, value: (row) => String(row.attempts), align: 'right'},
      {
        header: said.headings.last,
        value: (row) => (row.last_status ? String(row.last_status) : terminalSafe(row.last_error ?? '—')),
        cut: true,
      },
      {header: said.headings.next, value: (row) => (row.next_attempt_at ? all.dateTime(row.next_attempt_at) : '—'), drop: 1},
      {header: said.headings.url, value: (row) => terminalSafe(row.url), cut: true},
    ],
    deliveries,
    style.bold,
    width,
  )
}
