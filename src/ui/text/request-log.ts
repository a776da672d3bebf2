import type {RequestLogEntry, RequestLogPage} from '../../core/schemas/output/request-log.js'
import {displayWidth} from '../../core/text/display-width.js'
import {terminalSafe} from '../../core/text/visible-text.js'
import {words} from '../words/active.js'
import type {Style} from './style.js'

/**
 * One request of the history on one line, then its bodies when they were kept:
 * @example renderRequestLogLine(entry, style) // '2026-11-25 19:45:03  POST /v1/deposits  201  84 ms  sandbox test  req_7Hx…  key 3b1c…'
 */
export function renderRequestLogLine(entry: RequestLogEntry, style: Style, width?: number): string {
  const all = words()
  const said = all.request.logs
  const answered = entry.status !== null && entry.status >= 200 && entry.status <= 299
  const outcome = [entry.status === null ? said.noAnswer : String(entry.status), entry.error_code && terminalSafe(entry.error_code)]
    .filter(Boolean)
    .join(' ')
  // On a narrow terminal the line leaves out, in this order, the key, the profile and mode, the duration and the
  // date (`drop`: the time of day stays), which `pay logs --wide` and `--json` keep.
  const when = all.dateTime(entry.at)
  const allParts: Array<{text: string; drop?: number; narrow?: string}> = [
    {text: style.dim(when), drop: 4, narrow: style.dim(when.split(' ').at(-1)!)},
    {
      text: `${style.bold(terminalSafe(entry.method))} ${terminalSafe(entry.target)}${entry.attempt > 1 ? said.retry(entry.attempt - 1) : ''}`,
    },
    {text: answered ? style.green(outcome) : style.red(outcome)},
    {text: said.milliseconds(entry.duration_ms), drop: 3},
    {text: `${terminalSafe(entry.profile ?? '-')} ${said.modes[entry.mode ?? 'unsigned']}`, drop: 2},
    {text: said.requestId(terminalSafe(entry.request_id ?? '-'))},
    ...(entry.idempotency_key === null ? [] : [{text: said.idempotencyKey(terminalSafe(entry.idempotency_key)), drop: 1}]),
  ]
  let kept = allParts
  const columns = () =>
    displayWidth(
      kept
        .map((part) => part.text)
        .join('  ')
        .replace(COLOUR, ''),
    )
  for (const drop of [1, 2, 3, 4])
    if (width !== undefined && columns() > width)
      kept = kept.flatMap((part) => (part.drop !== drop ? [part] : part.narrow ? [{text: part.narrow}] : []))
  const parts = kept.map((part) => part.text)
  const bodies = [
    ...(entry.request_body === undefined ? [] : [`  → ${terminalSafe(entry.request_body)}`]),
    ...(entry.response_body === undefined ? [] : [`  ← ${terminalSafe(entry.response_body)}`]),
  ]
  return `${[parts.join('  '), ...bodies.map((line) => style.dim(line))].join('\n')}\n`
}

/** `pay logs`: the entries oldest first, or why there are none. */
export function renderRequestLog(page: RequestLogPage, filtered: boolean, style: Style, width?: number): string {
  if (page.data.length === 0) return `${filtered ? words().request.logs.noneMatch : words().request.logs.noneYet}\n`
  return page.data.map((entry) => renderRequestLogLine(entry, style, width)).join('')
}

const COLOUR = /\u001B\[[\d;]*m/g
