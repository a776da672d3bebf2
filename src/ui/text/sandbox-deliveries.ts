import type {SandboxDelivery as DeliveryView} from '../../core/schemas/output/webhook.js'
import type {Style} from './style.js'
import {renderTable} from './table.js'
import {localTime} from './time.js'

export type {DeliveryView}

export function renderDeliveries(deliveries: DeliveryView[], style: Style): string {
  if (deliveries.length === 0)
    return 'No webhook deliveries yet. Set a URL with `pay sandbox start --webhook-url …` or `pay webhook listen`.\n'
  const paint = (state: string) =>
    state === 'delivered' ? style.green(state) : state === 'failed' ? style.red(state) : style.yellow(state)
  return renderTable(
    [
      {header: 'ID', value: (row) => String(row.id), align: 'right'},
      {header: 'CREATED', value: (row) => localTime(row.created_at)},
      {header: 'EVENT', value: (row) => row.event_id},
      {header: 'STATE', value: (row) => row.state, paint: (text, row) => text.replace(row.state, paint(row.state))},
      {header: 'TRIES', value: (row) => String(row.attempts), align: 'right'},
      {header: 'LAST', value: (row) => (row.last_status ? String(row.last_status) : (row.last_error ?? '—'))},
      {header: 'NEXT', value: (row) => (row.next_attempt_at ? localTime(row.next_attempt_at) : '—')},
      {header: 'URL', value: (row) => row.url},
    ],
    deliveries,
    style.bold,
  )
}
