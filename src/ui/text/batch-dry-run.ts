import type {BatchDryRunJson} from '../../core/schemas/output/batch.js'
import {renderBatchPreview} from './batch-report.js'
import {renderDryRun} from './request-trace.js'
import type {Style} from './style.js'

const LISTED_KEYS = 10

/**
 * A batch dry run for people: the plan, the first request exactly as it would be signed, and the keys.
 * @example renderBatchDryRun(dryRun, style) // 'Batch …\nDry run: nothing was sent.\nPOST http://…/v1/withdrawals\n…\nIdempotency-Keys:\n  row 1  batch-…-5e0c2a61f9b3d874\n'
 */
export function renderBatchDryRun(dryRun: BatchDryRunJson['dry_run'], style: Style): string {
  const first = dryRun.first_request
  const keys = dryRun.keys.slice(0, LISTED_KEYS).map(({row, idempotency_key: key}) => `  row ${String(row).padEnd(6)} ${key}`)
  if (dryRun.keys.length > LISTED_KEYS) keys.push(`  … and ${dryRun.keys.length - LISTED_KEYS} more (all of them with --json)`)
  return [
    renderBatchPreview(dryRun.preview, style),
    first ? renderDryRun(first, style) : `${style.bold('Dry run: nothing was sent.')} Nothing is left to send.\n`,
    ...(dryRun.lookups.length > 0
      ? [
          dryRun.lookups.length === 1
            ? `Row ${dryRun.lookups[0]} would first be looked up in the withdrawal list: its key may have expired.\n`
            : `Rows ${dryRun.lookups.join(', ')} would first be looked up in the withdrawal list: their keys may have expired.\n`,
        ]
      : []),
    ...(keys.length > 0 ? [`${style.bold('Idempotency-Keys, one per row:')}\n${keys.join('\n')}\n`] : []),
  ].join('\n')
}
