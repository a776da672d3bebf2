import {InputError} from '../../core/errors.js'
import {isPlainHttpBeyondThisMachine} from '../../core/http/loopback.js'
import {parseUrlInput} from '../../core/http/url-input.js'
import {type DoctorFact, type DoctorFinding, errorFacts, failed, passed} from './check.js'
import {type ProxyRoute, proxyRoute} from './proxy-route.js'

/** What GET /v1/banks answered, or why it did not. */
export type ProbeResult = {status: number; headers: Record<string, string>; durationMs: number} | {errorCode: string; message: string}
export type ProbeAnswer = Extract<ProbeResult, {status: number}>

export interface BaseUrlDependencies {
  env: NodeJS.ProcessEnv
  /** The public GET /v1/banks, unsigned, no retries. */
  probe: (baseUrl: string) => Promise<ProbeResult>
  /** Resolves a host name; throws (ENOTFOUND, …) when it cannot. */
  lookup: (host: string) => Promise<void>
}

/**
 * The base URL is a root URL over https (or http to this machine: `isThisMachine`), its host resolves, and it
 * answers the public GET /v1/banks, directly or through the proxy the environment names (which one is said).
 * @example await checkBaseUrl('https://api.example.com', deps) // {check: {status: 'pass', fact: {code: 'answers', status: 200, durationMs: 84, route: {reason: 'no-proxy-set'}, tls: true}}, answer}
 */
export async function checkBaseUrl(
  baseUrl: string | undefined,
  deps: BaseUrlDependencies,
): Promise<{check: DoctorFinding; answer?: ProbeAnswer}> {
  const fail = (fact: DoctorFact) => ({check: failed('base_url', fact)})
  if (!baseUrl) return fail({code: 'no-base-url'})
  let url: URL
  try {
    url = parseUrlInput(baseUrl, {kind: 'base-url'})
  } catch (error) {
    if (error instanceof InputError) return fail({code: 'base-url-invalid', error: errorFacts(error)})
    throw error
  }
  if (/\/v1\/?$/.test(url.pathname)) return fail({code: 'base-url-v1', baseUrl})
  if (await isPlainHttpBeyondThisMachine(url)) return fail({code: 'base-url-plain-http', baseUrl})
  let route: ProxyRoute
  try {
    route = proxyRoute(url, deps.env)
  } catch (error) {
    if (error instanceof InputError) return fail({code: 'proxy-unusable', error: errorFacts(error)})
    throw error
  }
  if (!route.proxy) {
    try {
      await deps.lookup(url.hostname)
    } catch (error) {
      return fail({code: 'host-unresolved', host: url.hostname, errorCode: (error as {code?: string}).code})
    }
  }
  const result = await deps.probe(baseUrl)
  if ('errorCode' in result) return fail({code: 'probe-failed', route, errorCode: result.errorCode, message: result.message})
  if (result.status < 200 || result.status > 299) return fail({code: 'probe-status', route, status: result.status})
  return {
    check: passed('base_url', {
      code: 'answers',
      route,
      status: result.status,
      durationMs: result.durationMs,
      tls: url.protocol === 'https:',
    }),
    answer: result,
  }
}
