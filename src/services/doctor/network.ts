import {lookup} from 'node:dns/promises'

import {NetworkError} from '../../core/errors.js'
import type {PayClient} from '../../core/http/client.js'
import type {ProbeResult} from './base-url-check.js'

/**
 * The real GET /v1/banks probe of `pay doctor`: through the client's own proxy-aware agent, unsigned, once
 * (the caller's client has no retries, so a flaky network shows).
 * @example await probeBaseUrl(session.probeClient('https://api.example.com', 10_000))
 */
export async function probeBaseUrl(client: PayClient): Promise<ProbeResult> {
  try {
    const response = await client.send({method: 'GET', target: '/v1/banks', unsigned: true})
    return {status: response.status, headers: response.headers, durationMs: response.durationMs}
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error
    const cause = rootCause(error.cause)
    return {errorCode: cause.code ?? error.code, message: cause.message || error.message}
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
