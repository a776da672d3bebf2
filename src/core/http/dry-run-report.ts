import type {DryRunOutput, DryRunReport} from '../schemas/output/cli.js'
import type {SignedParts} from '../signing/sign-request.js'
import type {PreparedRequest} from './request-types.js'

/** What `--dry-run` shows of a request that was not sent: the request as it would go, signed. */
export function dryRunReport(request: PreparedRequest, signed: SignedParts | undefined, headers: Record<string, string>): DryRunReport {
  return {
    method: request.method,
    url: request.url,
    headers,
    body: request.bodyBytes ? request.bodyBytes.toString('utf8') : null,
    canonical_string: signed?.canonical ?? null,
  }
}

/** A use case's result under `--dry-run`: the request it would have sent instead of what it would have done. */
export function isDryRun(result: object): result is DryRunOutput {
  return 'dry_run' in result
}
