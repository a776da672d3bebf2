import {dryRunReport} from '../../core/http/dry-run-report.js'
import type {BatchDryRunJson} from '../../core/schemas/output/batch.js'
import type {BatchDryRun} from './run-batch.js'

/** The `--json` form of a batch dry run: the plan, the first request signed, and every row's key. */
export function batchDryRunJson(dryRun: BatchDryRun): BatchDryRunJson {
  const first = dryRun.first ? dryRunReport(dryRun.first.request, dryRun.first.signed, dryRun.first.headers) : null
  return {
    dry_run: {
      preview: dryRun.preview,
      first_request: first,
      keys: dryRun.keys,
      lookups: dryRun.lookups,
      possibly_paid: dryRun.possiblyPaid,
    },
  }
}
