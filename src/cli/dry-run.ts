import type {DryRunReport} from '../core/schemas/output/cli.js'

/** Thrown instead of sending under `--dry-run`; the base command prints the report and exits 0. */
export class DryRunStop extends Error {
  constructor(readonly report: DryRunReport) {
    super('dry run: nothing was sent')
    this.name = 'DryRunStop'
  }
}
