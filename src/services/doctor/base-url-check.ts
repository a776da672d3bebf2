import {InputError} from '../../core/errors.js'
import {isLoopbackHost} from '../../core/http/loopback.js'
import {parseUrlInput} from '../../core/http/url-input.js'
import {type DoctorCheck, failed, passed} from './check.js'
import {proxyRoute} from './proxy-route.js'

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

const TLS_CODES = /^(CERT_|UNABLE_TO_|DEPTH_ZERO|SELF_SIGNED|ERR_TLS|ERR_SSL|EPROTO$)/

/**
 * The base URL is a root URL over https (or http on loopback), its host resolves, and it answers the public
 * GET /v1/banks, directly or through the proxy the environment names (which one is said).
 * @example await checkBaseUrl('https://api.example.com', deps) // {check: {status: 'pass', detail: 'answers: 200 in 84 ms, direct (no HTTP(S)_PROXY set)'}, answer}
 */
export async function checkBaseUrl(
  baseUrl: string | undefined,
  deps: BaseUrlDependencies,
): Promise<{check: DoctorCheck; answer?: ProbeAnswer}> {
  const fail = (detail: string, fix: string) => ({check: failed('base_url', detail, fix)})
  if (!baseUrl) return fail('no base URL is known', 'Run `pay login`, or set PAY_BASE_URL.')
  const setIt = 'Set the right one: pay profile add NAME --base-url https://…'
  let url: URL
  try {
    url = parseUrlInput(baseUrl, 'The base URL')
  } catch (error) {
    if (error instanceof InputError) return fail(error.message, `${error.tryMessage} ${setIt}`)
    throw error
  }
  if (/\/v1\/?$/.test(url.pathname)) return fail(`${baseUrl} ends in /v1, but every path already starts with /v1`, `Drop the /v1. ${setIt}`)
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    return fail(`${baseUrl} is plain http to another machine: requests travel unencrypted`, `Use the https:// address. ${setIt}`)
  }
  const route = proxyRoute(url, deps.env)
  const via = 'reason' in route ? `direct (${route.reason})` : `via proxy ${route.proxy} (${route.variable})`
  if (!route.proxy) {
    try {
      await deps.lookup(url.hostname)
    } catch (error) {
      return fail(
        `${url.hostname} does not resolve (${(error as {code?: string}).code ?? 'lookup failed'})`,
        `Check the host name in the base URL, and DNS. ${setIt}`,
      )
    }
  }
  const result = await deps.probe(baseUrl)
  if ('errorCode' in result) return fail(`GET /v1/banks ${via} failed: ${result.message}`, fixFor(result.errorCode, Boolean(route.proxy)))
  if (result.status < 200 || result.status > 299) {
    return fail(`GET /v1/banks answered ${result.status} ${via}`, `This does not look like the service's root URL. ${setIt}`)
  }
  return {
    check: passed('base_url', `answers: ${result.status} in ${result.durationMs} ms, ${via}${url.protocol === 'https:' ? ', TLS ok' : ''}`),
    answer: result,
  }
}

function fixFor(code: string, proxied: boolean): string {
  if (TLS_CODES.test(code)) {
    return 'The TLS certificate was not accepted: if a company proxy or CA inspects TLS, point NODE_EXTRA_CA_CERTS at its CA file; otherwise check the host name.'
  }
  if (proxied) return 'Check the proxy (HTTPS_PROXY/HTTP_PROXY) is up and lets this host through, or add the host to NO_PROXY.'
  if (code === 'ECONNREFUSED') return 'Nothing listens there: check the port. For the local sandbox, start it with `pay sandbox start`.'
  if (/TIMEOUT/.test(code)) return 'No answer in time: check the network and firewall, or whether a proxy (HTTPS_PROXY) is needed.'
  return 'Check the base URL and the network.'
}
