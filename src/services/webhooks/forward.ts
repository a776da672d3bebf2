import {loadUndici} from '../../core/http/dispatcher.js'
import {loopbackOnlyLookup} from '../../core/http/loopback.js'
import {parseUrlInput} from '../../core/http/url-input.js'

/**
 * Headers that describe one connection, not the message (RFC 9110 §7.6.1), so they are not passed on.
 * content-length is left out too: it is recomputed for the bytes actually sent.
 */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'host',
  'content-length',
])

/** Under the service's own 10 s, so the sender hears our 504 instead of timing out on us. */
export const FORWARD_TIMEOUT_MS = 9000
const MAX_ANSWER_BYTES = 64 * 1024

export interface ForwardAnswer {
  /** The downstream's status, or 502 (unreachable) / 503 (the listener stopped) / 504 (timed out) made up by the relay. */
  status: number
  /** True when the status came from the downstream itself. */
  fromDownstream: boolean
  contentType?: string
  /** The Location header of the answer: where a 3xx points (deliveries never follow it). */
  location?: string
  body: Buffer
  error: string | null
  durationMs: number
}

/** The headers to pass on: as received, minus the hop-by-hop ones and any the Connection header names. */
export function forwardableHeaders(headers: Array<[string, string]>): Array<[string, string]> {
  const named = headers
    .filter(([name]) => name.toLowerCase() === 'connection')
    .flatMap(([, value]) => value.split(',').map((token) => token.trim().toLowerCase()))
  return headers.filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase()) && !named.includes(name.toLowerCase()))
}

export interface ForwardOptions {
  /** The whole exchange, connect to the last byte of the answer (default 9 s). */
  timeoutMs?: number
  /** Accept any TLS certificate of an https target: a self-signed one of a local app (--skip-verify). */
  skipTlsVerify?: boolean
  /** Aborted when the caller stops waiting (the listener stopping): the answer is then a 503 made up by the relay. */
  stop?: AbortSignal
  /** The target was judged to be this machine, so sent to without asking: connect only if it still resolves here. */
  onlyThisMachine?: boolean
}

/** Why the relay made up the answer: the app was unreachable (502), too slow (504), or the listener stopped (503). */
export const STOPPED_WHILE_FORWARDING = 'the listener stopped before the app answered'

/**
 * POSTs the exact body bytes with the original headers to `url` (never through a proxy: the target is the
 * integrator's own app) and returns what it answered, or a 502/503/504 when it did not. The timeout bounds the
 * whole exchange, the answer's body included: undici's own timeouts each bound one wait, so an answer sent a
 * byte at a time would never end.
 * @example await forwardDelivery('http://127.0.0.1:3000/webhooks', body, [['x-webhook-signature', sig]])
 */
export async function forwardDelivery(
  url: string,
  body: Buffer,
  headers: Array<[string, string]>,
  options: ForwardOptions = {},
): Promise<ForwardAnswer> {
  const {timeoutMs = FORWARD_TIMEOUT_MS, skipTlsVerify = false, stop} = options
  const {Agent, request} = await loadUndici()
  const agent = new Agent({
    connect: {timeout: timeoutMs, rejectUnauthorized: !skipTlsVerify, ...(options.onlyThisMachine ? {lookup: loopbackOnlyLookup} : {})},
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  })
  const deadline = new AbortController()
  const timer = setTimeout(() => deadline.abort(), timeoutMs)
  const started = performance.now()
  const elapsed = () => Math.round(performance.now() - started)
  try {
    const answer = await request(url, {
      method: 'POST',
      dispatcher: agent,
      headers: forwardableHeaders(headers).flat(),
      body,
      signal: stop ? AbortSignal.any([deadline.signal, stop]) : deadline.signal,
    })
    const {'content-type': contentType, location} = answer.headers
    return {
      status: answer.statusCode,
      fromDownstream: true,
      contentType: Array.isArray(contentType) ? contentType[0] : contentType,
      location: Array.isArray(location) ? location[0] : location,
      body: await readCapped(answer.body),
      error: null,
      durationMs: elapsed(),
    }
  } catch (error) {
    const code = (error as {code?: string}).code ?? 'ERROR'
    const [status, reason] = stop?.aborted
      ? [503, STOPPED_WHILE_FORWARDING]
      : deadline.signal.aborted || /TIMEOUT/.test(code)
        ? [504, `no answer within ${timeoutMs / 1000} s`]
        : [502, `${code}: ${(error as Error).message}`]
    return {
      status,
      fromDownstream: false,
      contentType: 'application/json',
      body: Buffer.from(JSON.stringify({error: `forwarding to ${url} failed: ${reason}`})),
      error: reason,
      durationMs: elapsed(),
    }
  } finally {
    clearTimeout(timer)
    void agent.destroy()
  }
}

async function readCapped(body: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of body) {
    chunks.push(chunk)
    size += chunk.length
    if (size >= MAX_ANSWER_BYTES) break
  }
  return Buffer.concat(chunks).subarray(0, MAX_ANSWER_BYTES)
}

/**
 * Checks where deliveries go before anything listens or is sent: an absolute http(s) URL. The label names it
 * in an error (the commands: their flag).
 * @example checkForwardUrl('http://127.0.0.1:3000/webhooks', '--forward-to') // 'http://127.0.0.1:3000/webhooks'
 */
export function checkForwardUrl(text: string, label: string): string {
  parseUrlInput(text, {kind: 'named', name: label}, 'http://127.0.0.1:3000/webhooks')
  return text
}
