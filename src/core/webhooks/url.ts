import {isIP} from 'node:net'

/**
 * A webhook URL as the service takes it (the service's portal refuses anything but https): https
 * to any host, plain http only to this machine (127.0.0.0/8, ::1, localhost), where a local receiver such as
 * `pay webhook listen` has no certificate. No user:password part, which would put a secret in every log.
 * @example webhookUrlProblem('http://example.com/hook') // 'must be https (plain http only to a loopback address)'
 */
export function webhookUrlProblem(text: string): string | undefined {
  const url = URL.canParse(text) ? new URL(text) : undefined
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return 'is not an http(s) URL'
  if (url.username || url.password) return 'must not carry a user name or password'
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) return 'must be https (plain http only to a loopback address)'
  return undefined
}

function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '')
  if (host === 'localhost' || host.endsWith('.localhost')) return true
  if (isIP(host) === 4) return host.startsWith('127.')
  return host === '::1'
}
