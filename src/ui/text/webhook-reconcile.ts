import type {MissingEvent, ReconcileResult} from '../../core/schemas/output/webhook.js'
import type {Style} from './style.js'
import {type Column, renderTable} from './table.js'

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

/**
 * What `pay webhook reconcile` found: what was checked, then each missing event with what --replay did.
 * @example renderReconcile({...report, missing: [{...event, event_id: 'wd_1:withdrawal.success'}], checked: {deposits: 1, withdrawals: 3}}, style)
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
      value: (event) =>
        event.replay?.queued ? `queued again (delivery ${event.replay.delivery_id})` : `not sent again: ${event.replay?.reason ?? ''}`,
    })
  }
  const allQueued = replayed && result.missing.every((event) => event.replay?.queued)
  const headline = allQueued
    ? `${plural(result.missing.length, 'event')} had not arrived; the sandbox queued ${result.missing.length === 1 ? 'it' : 'them all'} again:`
    : `${style.red('✗')} ${plural(result.missing.length, 'event')} should have arrived and did not:`
  return `${checked}${headline}\n${renderTable(columns, result.missing, style.bold)}${replayed ? '' : replayHint(result)}`
}

/** What `--replay` would do with the missing events: suggested only when it can send some again. */
function replayHint(result: ReconcileResult): string {
  if (!result.sandbox) return 'The real service cannot be asked to send them again: replay them from the delivery log in its portal.\n'
  const missing = result.missing.length
  if (result.replayable === missing) return 'Have the sandbox send them again with --replay.\n'
  const never = '(the merchant had no webhook URL, or did not subscribe to the event, when it happened)'
  if (result.replayable === 0) {
    return `None can be sent again: the sandbox never queued ${missing === 1 ? 'it' : 'them'} ${never}. Read the objects with \`pay deposit get ID\` or \`pay withdrawal get ID\`.\n`
  }
  return `--replay can have the sandbox send ${result.replayable} of them again; it never queued the other ${missing - result.replayable} ${never}.\n`
}
