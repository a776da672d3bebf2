import {readProxySettings} from '../../core/http/proxy-settings.js'
import {withoutCredentials} from '../../core/text/redaction.js'
import type {RouteFact} from './check.js'

/** How a request to a URL leaves this machine, by undici's EnvHttpProxyAgent rules (the client's own). */
export type ProxyRoute = RouteFact

/**
 * Which proxy, if any, the client uses for `url`, read as the client reads it (`readProxySettings`, which throws
 * for a proxy it cannot use): the https one for https, the http one for http, unless the host (and port) is in
 * `no_proxy`/`NO_PROXY`. The proxy's user and password are never shown.
 * @example proxyRoute(new URL('https://api.example.com'), {HTTPS_PROXY: 'http://proxy:3128'}) // {proxy: 'http://proxy:3128/', variable: 'HTTPS_PROXY'}
 */
export function proxyRoute(url: URL, env: NodeJS.ProcessEnv): ProxyRoute {
  const settings = readProxySettings(env)
  const proxy = url.protocol === 'https:' ? settings.https : settings.http
  if (!proxy) return {reason: 'no-proxy-set'}
  const host = url.hostname.toLowerCase()
  const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80)
  if (settings.noProxy.trim() === '*') return {reason: 'no-proxy-all'}
  for (const entry of settings.noProxy.split(/[,\s]/).filter(Boolean)) {
    const parsed = /^(.+):(\d+)$/.exec(entry)
    const entryHost = (parsed ? parsed[1]! : entry).replace(/^\*?\./, '').toLowerCase()
    if (parsed && Number(parsed[2]) !== port) continue
    if (host === entryHost || host.endsWith(`.${entryHost}`)) return {reason: 'no-proxy-entry', host, entry}
  }
  return {proxy: withoutCredentials(proxy.url.href), variable: proxy.name}
}
