import {stripVTControlCharacters} from 'node:util'

import type {MissingEvent, ReconcileResult} from '../../core/schemas/output/webhook.js'
import {displayWidth} from '../../core/text/display-width.js'
import {terminalSafe} from '../../core/text/visible-text.js'
import {words} from '../words/active.js'
import type {Words} from '../words/en/index.js'
import {inputErrorInWords} from '../words/input-error.js'
import {hanging} from './hanging.js'
import type {Style} from './style.js'
import {type Column, renderTable} from './table.js'

type ReconcileWords = Words['webhookReconcile']

/**
 * What `pay webhook reconcile` found: what was checked, then each missing event with what --replay did, and why
 * the others were not sent again. `width`: the terminal's, if any, to wrap the sentences to, and to stack the events
 * one under the other when their table would be wider.
 * @example renderReconcile({...report, missing: [{...event, event_id: 'wd_1:withdrawal.success'}], checked: {deposits: 1, withdrawals: 3}}, style)
 */
export function renderReconcile(result: ReconcileResult, style: Style, width?: number): string {
  const said = words().webhookReconcile
  const {deposits, withdrawals} = result.checked
  const checked = `${hanging('', said.checked(deposits, withdrawals, result.events_in_log, terminalSafe(result.log)), width)}\n`
  if (result.missing.length === 0) return `${checked}${style.green('✓')} ${said.noneMissing}\n`
  const replayed = result.missing.some((event) => event.replay)
  const columns: Column<MissingEvent>[] = [
    {header: said.headings.eventId, value: (event) => terminalSafe(event.event_id)},
    {header: said.headings.object, value: (event) => `${said.objects[event.object]} ${terminalSafe(event.object_status)}`},
  ]
  if (replayed) {
    columns.push({
      header: said.headings.replay,
      value: (event) => (event.replay?.queued ? said.queuedAgain(String(event.replay.delivery_id)) : said.notSentAgain),
    })
  }
  const allQueued = replayed && result.missing.every((event) => event.replay?.queued)
  const headline = allQueued ? said.allQueued(result.missing.length) : `${style.red('✗')} ${said.missing(result.missing.length)}`
  const after = replayed ? (allQueued ? undefined : whyNotSent(result.sandbox, said)) : replayHint(result, said)
  const table = renderTable(columns, result.missing, style.bold)
  const events = width !== undefined && widest(table) > width ? stacked(columns, result.missing) : table
  return `${checked}${headline}\n${events}${after ? `${hanging('', after, width)}\n` : ''}`
}

const widest = (text: string) => Math.max(...text.split('\n').map((line) => displayWidth(stripVTControlCharacters(line))))

/** The events one under the other, for a terminal narrower than the table: the event's id, then the rest indented. */
function stacked(columns: Column<MissingEvent>[], events: MissingEvent[]): string {
  const [id, ...rest] = columns
  return events.map((event) => `${id!.value(event)}\n  ${rest.map((column) => column.value(event)).join(' · ')}\n`).join('')
}

/** Why --replay sent none of the events not queued again: it depends only on whether a sandbox was found. */
function whyNotSent(sandbox: boolean, said: ReconcileWords): string {
  return said.whyNotSent(sandbox ? said.reasons.neverQueued : said.reasons.realService)
}

/** What `--replay` would do with the missing events: suggested only when it can send some again. */
function replayHint(result: ReconcileResult, said: ReconcileWords): string {
  if (!result.sandbox) return said.hints.realService
  const missing = result.missing.length
  if (result.replayable === missing) return said.hints.replayAll
  if (result.replayable === 0) return said.hints.replayNone(missing)
  return said.hints.replaySome(result.replayable, missing - result.replayable)
}

/** Refuses a --since that is no date or time. */
export function badSince(text: string): never {
  throw inputErrorInWords(
    'INVALID_INPUT',
    ({webhookReconcile}) => ({message: webhookReconcile.badSince(terminalSafe(text)), tryMessage: webhookReconcile.sinceHint}),
    {details: {field: 'since'}},
  )
}
