import type {RouteFact} from './check.js'

/** How a request to a URL leaves this machine, by undici's EnvHttpProxyAgent rules (the client's own). */
export type ProxyRoute = RouteFact

/**
 * Which proxy, if any, the client uses for `url`: `https_proxy`/`HTTPS_PROXY` for https (else the http one),
 * `http_proxy`/`HTTP_PROXY` for http, unless the host (and port) is in `no_proxy`/`NO_PROXY`. The proxy's
 * user and password are never shown.
 * @example proxyRoute(new URL('https://api.example.com'), {HTTPS_PROXY: 'http://proxy:3128'}) // {proxy: 'http://proxy:3128/', variable: 'HTTPS_PROXY'}
 */
export function proxyRoute(url: URL, env: NodeJS.ProcessEnv): ProxyRoute {
  const http = pick(env, 'http_proxy', 'HTTP_PROXY')
  const https = url.protocol === 'https:' ? (pick(env, 'https_proxy', 'HTTPS_PROXY') ?? http) : http
  if (!https) return {reason: 'no-proxy-set'}
  const noProxy = env.no_proxy ?? env.NO_PROXY ?? ''
  const host = url.hostname.toLowerCase()
  const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80)
  if (noProxy.trim() === '*') return {reason: 'no-proxy-all'}
  for (const entry of noProxy.split(/[,\s]/).filter(Boolean)) {
    const parsed = /^(.+):(\d+)$/.exec(entry)
    const entryHost = (parsed ? parsed[1]! : entry).replace(/^\*?\./, '').toLowerCase()
    if (parsed && Number(parsed[2]) !== port) continue
    if (host === entryHost || host.endsWith(`.${entryHost}`)) return {reason: 'no-proxy-entry', host, entry}
  }
  return {proxy: withoutCredentials(https.value), variable: https.name}
}

function pick(env: NodeJS.ProcessEnv, ...names: string[]): {name: string; value: string} | undefined {
  for (const name of names) if (env[name]) return {name, value: env[name]!}
  return undefined
}

function withoutCredentials(proxy: string): string {
  try {
    const url = new URL(proxy)
    url.username = ''
    url.password = ''
    return url.toString()
  } catch {
    return proxy
  }
}
