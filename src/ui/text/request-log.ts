import type {RequestLogEntry, RequestLogPage} from '../../core/schemas/output/request-log.js'
import {words} from '../words/active.js'
import type {Style} from './style.js'
import {terminalSafe} from './terminal-safe.js'

/**
 * One request of the history on one line, then its bodies when they were kept:
 * @example renderRequestLogLine(entry, style) // '2026-11-25 19:45:03  POST /v1/deposits  201  84 ms  sandbox test  req_7Hx…  key 3b1c…'
 */
export function renderRequestLogLine(entry: RequestLogEntry, style: Style): string {
  const all = words()
  const said = all.logs
  const answered = entry.status !== null && entry.status >= 200 && entry.status <= 299
  const outcome = [entry.status === null ? said.noAnswer : String(entry.status), entry.error_code && terminalSafe(entry.error_code)]
    .filter(Boolean)
    .join(' ')
  const parts = [
    style.dim(all.dateTime(entry.at)),
    `${style.bold(terminalSafe(entry.method))} ${terminalSafe(entry.target)}${entry.attempt > 1 ? said.retry(entry.attempt - 1) : ''}`,
    answered ? style.green(outcome) : style.red(outcome),
    said.milliseconds(entry.duration_ms),
    `${terminalSafe(entry.profile ?? '-')} ${said.modes[entry.mode ?? 'unsigned']}`,
    said.requestId(terminalSafe(entry.request_id ?? '-')),
    ...(entry.idempotency_key === null ? [] : [said.idempotencyKey(terminalSafe(entry.idempotency_key))]),
  ]
  const bodies = [
    ...(entry.request_body === undefined ? [] : [`  → ${terminalSafe(entry.request_body)}`]),
    ...(entry.response_body === undefined ? [] : [`  ← ${terminalSafe(entry.response_body)}`]),
  ]
  return `${[parts.join('  '), ...bodies.map((line) => style.dim(line))].join('\n')}\n`
}

/** `pay logs`: the entries oldest first, or why there are none. */
export function renderRequestLog(page: RequestLogPage, filtered: boolean, style: Style): string {
  if (page.data.length === 0) return `${filtered ? words().logs.noneMatch : words().logs.noneYet}\n`
  return page.data.map((entry) => renderRequestLogLine(entry, style)).join('')
}
