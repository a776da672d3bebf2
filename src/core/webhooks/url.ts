import {isIP} from 'node:net'

/**
 * A webhook URL as the service takes it (the service's portal refuses anything but https): https
 * to any host, plain http only to this machine (127.0.0.0/8, ::1, localhost), where a local receiver such as
 * `pay webhook listen` has no certificate. No user:password part, which would put a secret in every log.
 * @example webhookUrlProblem('http://example.com/hook') // 'plain-http'
 */
export function webhookUrlProblem(text: string): WebhookUrlProblem | undefined {
  const url = URL.canParse(text) ? new URL(text) : undefined
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return 'not-http'
  if (url.username || url.password) return 'user-info'
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) return 'plain-http'
  return undefined
}

/** Why a webhook URL is refused: not http(s), a user:password part, or plain http to another machine. */
export type WebhookUrlProblem = 'not-http' | 'user-info' | 'plain-http'

function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '')
  if (host === 'localhost' || host.endsWith('.localhost')) return true
  if (isIP(host) === 4) return host.startsWith('127.')
  return host === '::1'
}
