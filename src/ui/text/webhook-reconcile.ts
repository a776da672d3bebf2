import type {MissingEvent, ReconcileResult} from '../../core/schemas/output/webhook.js'
import type {Style} from './style.js'
import {type Column, renderTable} from './table.js'

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

/**
 * What `pay webhook reconcile` found: what was checked, then each missing event with what --replay did.
 * @example renderReconcile({missing: [{event_id: 'wd_1:withdrawal.success', …}], checked: {deposits: 1, withdrawals: 3}, …}, style)
 */
export function renderReconcile(result: ReconcileResult, style: Style): string {
  const {deposits, withdrawals} = result.checked
  const checked = `Checked ${plural(deposits, 'deposit')} and ${plural(withdrawals, 'withdrawal')} against ${plural(result.events_in_log, 'event')} in ${result.log}.\n`
  if (result.missing.length === 0) return `${checked}${style.green('✓')} No event is missing.\n`
  const replayed = result.missing.some((event) => event.replay)
  const columns: Column<MissingEvent>[] = [
    {header: 'Event id', value: (event) => event.event_id},
    {header: 'Object', value: (event) => `${event.object} ${event.object_status}`},
  ]
  if (replayed) {
    columns.push({
      header: 'Replay',
      value: (event) => (event.replay?.queued ? `queued again (delivery ${event.replay.delivery_id})` : `✗ ${event.replay?.reason ?? ''}`),
    })
  }
  const hint = replayed
    ? ''
    : result.sandbox
      ? 'Have the sandbox send them again with --replay.\n'
      : 'The real service cannot be asked to send them again: replay them from the delivery log in its portal.\n'
  return `${checked}${style.red('✗')} ${plural(result.missing.length, 'event')} should have arrived and did not:\n${renderTable(columns, result.missing, style.bold)}${hint}`
}
