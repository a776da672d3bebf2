import type {ApiResponse, ServerWait, TraceEvent} from '../../core/http/request-types.js'
import type {DryRunReport} from '../../core/schemas/output/cli.js'
import {words} from '../words/active.js'
import type {Style} from './style.js'

/** Shows line breaks in a canonical string: each `\n` as a visible `⏎` at the end of its line. */
export function visibleLineBreaks(text: string): string {
  return text.replaceAll('\n', '⏎\n')
}

/** One `--verbose` line (or block) for a request event, for stderr. Never holds a secret. */
export function renderTrace(event: TraceEvent, style: Style): string {
  switch (event.type) {
    case 'request': {
      const head = `${style.cyan('→')} ${event.request.method} ${event.request.url}${event.attempt > 1 ? ` (attempt ${event.attempt})` : ''}`
      const key = event.request.idempotencyKey ? `\n  Idempotency-Key: ${event.request.idempotencyKey}` : ''
      const canonical = event.signed ? `\n  canonical string:\n${indent(visibleLineBreaks(event.signed.canonical), 4)}` : ''
      return `${head}${key}${canonical}\n`
    }
    case 'response':
      return `${style.cyan('←')} ${event.status} in ${event.durationMs} ms${event.requestId ? ` · request_id ${event.requestId}` : ''}\n`
    case 'retry':
      return `${style.yellow('↻')} ${event.reason}; retrying in ${event.delayMs} ms\n`
  }
}

/** The line on stderr while the client waits as a 429's Retry-After asks; shown at every verbosity. */
export function renderServerWait(wait: ServerWait, style: Style): string {
  const seconds = Math.max(1, Math.ceil(wait.delayMs / 1000))
  const same = wait.idempotencyKey ? ' with the same Idempotency-Key' : ''
  return `${style.yellow('⏳')} The service is rate limiting (${wait.status}): waiting ${seconds} s as it asks, then sending again${same}.\n`
}

export function renderDryRun(report: DryRunReport, style: Style): string {
  const {dryRun} = words().request
  const headerLines = Object.entries(report.headers).map(([name, value]) => `  ${name}: ${value}`)
  return [
    style.bold(dryRun.nothingSent),
    `${report.method} ${report.url}`,
    ...headerLines,
    '',
    style.bold(dryRun.body),
    report.body === null ? `  ${dryRun.noBody}` : indent(report.body, 2),
    '',
    style.bold(dryRun.canonical),
    report.canonical_string === null ? `  ${dryRun.unsigned}` : indent(visibleLineBreaks(report.canonical_string), 2),
    '',
  ].join('\n')
}

function indent(text: string, spaces: number): string {
  const pad = ' '.repeat(spaces)
  return text
    .split('\n')
    .map((line) => pad + line)
    .join('\n')
}

/** Status line and headers, as `--include` shows them. */
export function renderStatusAndHeaders(response: ApiResponse, style: Style): string {
  const headers = Object.entries(response.headers).map(([name, value]) => `${style.dim(name)}: ${value}`)
  return `${[style.bold(`HTTP ${response.status}`), ...headers, ''].join('\n')}\n`
}

/** The body, indented when it is JSON, as it came otherwise. */
export function renderBody(bodyText: string): string {
  if (bodyText === '') return ''
  try {
    return `${JSON.stringify(JSON.parse(bodyText), null, 2)}\n`
  } catch {
    return bodyText.endsWith('\n') ? bodyText : `${bodyText}\n`
  }
}
