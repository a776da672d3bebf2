import type {ApiResponse} from '../../core/http/request-types.js'
import type {Style} from './style.js'

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
