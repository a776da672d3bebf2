import {InputError} from '../errors.js'
import {withoutCredentials} from '../text/redaction.js'

/** The variables that name a proxy, as undici's EnvHttpProxyAgent reads them: for each scheme, the lower-case one first. */
export const PROXY_VARIABLES = {http: ['http_proxy', 'HTTP_PROXY'], https: ['https_proxy', 'HTTPS_PROXY']} as const

/** The proxy schemes undici's ProxyAgent speaks. */
const PROXY_PROTOCOLS = new Set(['http:', 'https:', 'socks:', 'socks5:'])

/** A proxy variable that is set: its name, its value (which may hold a password: never shown) and its URL. */
export interface ProxyVariable {
  name: string
  value: string
  url: URL
}

/** The proxies requests go through (https falls back to the http one) and the hosts that go direct. */
export interface ProxySettings {
  http?: ProxyVariable
  https?: ProxyVariable
  noProxy: string
}

/**
 * The proxy settings of an environment, each proxy read as undici would. One it could not use (not a URL, a
 * scheme it does not speak, a path, a password it cannot decode) is an InputError naming the variable and showing its
 * value without the user name and password: undici fails on it before a connection is made, so nothing was sent.
 * @example readProxySettings({HTTPS_PROXY: 'http://proxy.example.com:3128'}).https?.name // 'HTTPS_PROXY'
 */
export function readProxySettings(env: NodeJS.ProcessEnv): ProxySettings {
  const http = proxyVariable(env, PROXY_VARIABLES.http)
  return {http, https: proxyVariable(env, PROXY_VARIABLES.https) ?? http, noProxy: env.no_proxy ?? env.NO_PROXY ?? ''}
}

function proxyVariable(env: NodeJS.ProcessEnv, names: readonly string[]): ProxyVariable | undefined {
  const name = names.find((candidate) => env[candidate] !== undefined)
  const value = name === undefined ? undefined : env[name]
  if (name === undefined || !value) return undefined
  const url = URL.canParse(value) ? new URL(value) : undefined
  if (!url || !PROXY_PROTOCOLS.has(url.protocol) || url.hostname === '' || !decodes(url) || !isOrigin(url)) {
    const shown = withoutCredentials(value)
    throw new InputError({code: 'proxy-unusable', variable: name, shown}, {code: 'INVALID_PROXY'})
  }
  return {name, value, url}
}

/** undici decodes the user name and password of a proxy URL, and fails on an escape that is not UTF-8. */
function decodes(url: URL): boolean {
  try {
    decodeURIComponent(url.username)
    decodeURIComponent(url.password)
    return true
  } catch {
    return false
  }
}

/** undici connects to an http(s) proxy by its origin alone, and refuses a URL with a path, query or fragment. */
function isOrigin(url: URL): boolean {
  return url.protocol.startsWith('socks') || (url.pathname === '/' && url.search === '' && url.hash === '')
}
