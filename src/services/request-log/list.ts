import type {SkippedLines} from '../../core/files/json-lines.js'
import type {RequestLogPage} from '../../core/schemas/output/request-log.js'
import {entryFilter, type RequestLogFilter} from './entry-filter.js'
import {requestLogPath} from './log-file.js'
import {type LogPosition, readLogEntries} from './log-reader.js'

export interface ListRequestsOptions {
  dataDir: string
  filter: RequestLogFilter
  limit: number
}

/**
 * The newest `limit` entries of the request history that pass the filter, oldest first (as a log reads), and
 * where the history ended, for `--follow` to go on from there, and the lines skipped as not entries.
 * @example listRequests({dataDir, filter: {status: 'failed'}, limit: 20}).page.data.at(-1)?.request_id
 */
export function listRequests(options: ListRequestsOptions): {page: RequestLogPage; end: LogPosition | undefined; skipped: SkippedLines} {
  const matches = entryFilter(options.filter)
  const path = requestLogPath(options.dataDir)
  const {entries, skipped, end} = readLogEntries(path)
  const matching = entries.filter(matches)
  const data = options.limit === 0 ? [] : matching.slice(-options.limit)
  return {page: {data, has_more: matching.length > data.length}, end, skipped: {path, count: skipped, records: 'request'}}
}
