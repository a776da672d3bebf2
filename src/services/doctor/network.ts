import {lookup} from 'node:dns/promises'

import {NetworkError} from '../../core/errors.js'
import {PayClient} from '../../core/http/client.js'
import {DEFAULT_RETRY_POLICY} from '../../core/http/retry-policy.js'
import type {ProbeResult} from './base-url-check.js'

/**
 * The real GET /v1/banks probe of `pay doctor`: through the client's own proxy-aware agent, unsigned, once
 * (no retries, so a flaky network shows), within `timeoutMs`.
 * @example await probeBaseUrl('https://api.example.com', {userAgent: 'pay/1.0', timeoutMs: 10_000})
 */
export async function probeBaseUrl(baseUrl: string, options: {userAgent: string; timeoutMs: number}): Promise<ProbeResult> {
  const client = new PayClient({
    baseUrl,
    keyId: '',
    secret: '',
    userAgent: options.userAgent,
    timeoutMs: options.timeoutMs,
    retryPolicy: {...DEFAULT_RETRY_POLICY, retries: 0},
  })
  try {
    const response = await client.send({method: 'GET', target: '/v1/banks', unsigned: true})
    return {status: response.status, headers: response.headers, durationMs: response.durationMs}
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error
    const cause = rootCause(error.cause)
    return {errorCode: cause.code ?? error.code, message: cause.message || error.message}
  } finally {
    await client.close()
  }
}

export async function lookupHost(host: string): Promise<void> {
  await lookup(host.replace(/^\[|\]$/g, ''))
}

/** The innermost error that carries a code (undici wraps socket and TLS errors). */
function rootCause(error: unknown): {code?: string; message: string} {
  let current = error as {code?: string; message?: string; cause?: unknown} | undefined
  let found: {code?: string; message: string} = {message: ''}
  for (let depth = 0; current && depth < 5; depth++, current = current.cause as typeof current) {
    if (current.code) found = {code: current.code, message: current.message ?? ''}
  }
  return found
}
