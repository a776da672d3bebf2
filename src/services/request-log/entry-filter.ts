import {InputError} from '../../core/errors.js'
import type {RequestLogEntry} from '../../core/schemas/output/request-log.js'

/** What `pay logs` narrows the history to; every given part must match. */
export interface RequestLogFilter {
  /** `404`, a class such as `4xx`, or `failed` (no answer, or not 2xx). */
  status?: string
  profile?: string
  requestId?: string
}

/**
 * The test an entry must pass; a status filter of another form is refused before anything is read.
 * @example entryFilter({status: '4xx'})({...entry, status: 422}) // true
 */
export function entryFilter(filter: RequestLogFilter): (entry: RequestLogEntry) => boolean {
  const status = filter.status === undefined ? undefined : statusTest(filter.status)
  return (entry) =>
    (status === undefined || status(entry.status)) &&
    (filter.profile === undefined || entry.profile === filter.profile) &&
    (filter.requestId === undefined || entry.request_id === filter.requestId)
}

function statusTest(value: string): (status: number | null) => boolean {
  const wanted = value.trim().toLowerCase()
  if (wanted === 'failed') return (status) => status === null || status < 200 || status > 299
  if (/^[1-5]\d\d$/.test(wanted)) return (status) => status === Number(wanted)
  if (/^[1-5]xx$/.test(wanted)) return (status) => status !== null && Math.floor(status / 100) === Number(wanted[0])
  throw new InputError({code: 'bad-status-filter', value})
}
