import type {BatchDryRunJson} from '../../core/schemas/output/batch.js'
import {padEndDisplay} from '../../core/text/display-width.js'
import {terminalSafe} from '../../core/text/visible-text.js'
import {words} from '../words/active.js'
import {renderBatchPreview} from './batch-plan.js'
import {timeWithRelative} from './format.js'
import {renderDryRun} from './request-trace.js'
import type {Style} from './style.js'

const LISTED_KEYS = 10
/** `row 1` and its padding, before each key. */
const ROW_COLUMN = 10

/**
 * A batch dry run for people: the plan, the first request exactly as it would be signed, and the keys.
 * @example renderBatchDryRun(dryRun, style) // 'Batch …\nDry run: nothing was sent.\nPOST http://…/v1/withdrawals\n…\nIdempotency-Keys:\n  row 1  batch-…-5e0c2a61f9b3d874\n'
 */
export function renderBatchDryRun(dryRun: BatchDryRunJson['dry_run'], style: Style): string {
  const said = words().batch
  const first = dryRun.first_request
  const keys = dryRun.keys
    .slice(0, LISTED_KEYS)
    .map(({row, idempotency_key: key}) => `  ${padEndDisplay(said.dryRun.row(row), ROW_COLUMN)} ${terminalSafe(key)}`)
  if (dryRun.keys.length > LISTED_KEYS) keys.push(`  ${said.plan.more(dryRun.keys.length - LISTED_KEYS)}`)
  const possiblyRows = new Set(dryRun.possibly_paid.map(({row}) => row))
  const ownLookups = dryRun.lookups.filter((row) => !possiblyRows.has(row))
  const possibly = dryRun.possibly_paid
    .slice(0, LISTED_KEYS)
    .map(
      ({row, batch_id, file, sent_at}) =>
        `  ${said.dryRun.sentBy(row, terminalSafe(batch_id), terminalSafe(file), timeWithRelative(sent_at))}`,
    )
  if (dryRun.possibly_paid.length > LISTED_KEYS) possibly.push(`  ${said.plan.more(dryRun.possibly_paid.length - LISTED_KEYS)}`)
  return [
    renderBatchPreview(dryRun.preview, style),
    first ? renderDryRun(first, style) : `${style.bold(said.dryRun.nothingSent)} ${said.dryRun.nothingLeft}\n`,
    ...(ownLookups.length > 0 ? [`${said.dryRun.lookups(ownLookups)}\n`] : []),
    ...(possibly.length > 0 ? [`${said.dryRun.possiblyPaid(possibly.length)}\n${possibly.join('\n')}\n`] : []),
    ...(keys.length > 0 ? [`${style.bold(said.dryRun.keys)}\n${keys.join('\n')}\n`] : []),
  ].join('\n')
}
