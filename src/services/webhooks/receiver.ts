import {createServer, type IncomingMessage, type ServerResponse} from 'node:http'
import type {AddressInfo} from 'node:net'

import {PayError} from '../../core/errors.js'
import {say} from '../../core/text/visible-text.js'
import type {IncomingDelivery, RelayAnswer} from './relay.js'

/** The service's events are small; anything this large is not one, and is refused before it fills memory. */
export const MAX_WEBHOOK_BODY_BYTES = 1024 * 1024
const CLOSE_GRACE_MS = 2000

export interface ReceiverOptions {
  host: string
  port: number
  maxBodyBytes?: number
  onDelivery: (delivery: IncomingDelivery) => Promise<RelayAnswer>
  /** A request that was not taken in (wrong method, too large, failed while handled), for a note on stderr. */
  onRefused?: (status: number, reason: string) => void
}

export interface RunningReceiver {
  /** The URL the sender should POST to, e.g. `http://127.0.0.1:4011/`. */
  url: string
  /** The port bound (the one picked when asked for 0). */
  port: number
  /** The address bound, as the system reports it (`127.0.0.1`, `::`, …). */
  address: string
  close(): Promise<void>
}

/**
 * An HTTP server that reads each POST's raw body (capped: 413 beyond it) and answers with what `onDelivery`
 * decides. Any path is accepted, since the sender only knows the URL it was given.
 * @example const receiver = await startWebhookReceiver({host: '127.0.0.1', port: 4011, onDelivery: (d) => relay.handle(d).then((r) => r.answer)})
 */
export async function startWebhookReceiver(options: ReceiverOptions): Promise<RunningReceiver> {
  const maxBodyBytes = options.maxBodyBytes ?? MAX_WEBHOOK_BODY_BYTES
  const server = createServer((request, response) => void receive(request, response, options, maxBodyBytes))
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => reject(listenError(error, options)))
    server.listen(options.port, options.host, resolve)
  })
  const {port, address} = server.address() as AddressInfo
  const host = options.host === '0.0.0.0' || options.host === '::' ? '127.0.0.1' : options.host
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}/`,
    port,
    address,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeIdleConnections()
        // A delivery still being forwarded gets a moment to finish; its sender retries one that is cut off.
        setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS).unref()
      })
    },
  }
}

async function receive(request: IncomingMessage, response: ServerResponse, options: ReceiverOptions, maxBodyBytes: number): Promise<void> {
  if (request.method !== 'POST') {
    options.onRefused?.(405, `${request.method} ${request.url}: only POST is a delivery`)
    return answer(
      response,
      {status: 405, contentType: 'application/json', body: Buffer.from('{"error":"only POST is accepted"}')},
      {allow: 'POST'},
    )
  }
  const receivedAt = new Date()
  const body = await readCapped(request, maxBodyBytes).catch(() => null)
  if (body === null) return // the sender went away mid-body: nothing to answer, nothing to keep
  if (body === undefined) {
    options.onRefused?.(413, `a body over ${maxBodyBytes} bytes was refused`)
    return answer(response, {status: 413, contentType: 'application/json', body: Buffer.from('{"error":"payload too large"}')})
  }
  const headers: Array<[string, string]> = []
  for (let index = 0; index + 1 < request.rawHeaders.length; index += 2)
    headers.push([request.rawHeaders[index]!, request.rawHeaders[index + 1]!])
  try {
    answer(response, await options.onDelivery({body, headers, receivedAt}))
  } catch (error) {
    options.onRefused?.(500, (error as Error).message)
    answer(response, {
      status: 500,
      contentType: 'application/json',
      body: Buffer.from('{"error":"the listener failed to keep this delivery"}'),
    })
  }
}

/**
 * The whole body, or undefined when it is over the cap. The rest of a refused body is read and dropped, so the
 * sender finishes writing and hears the 413 instead of a broken pipe.
 */
function readCapped(request: IncomingMessage, maxBodyBytes: number): Promise<Buffer | undefined> {
  if (Number(request.headers['content-length'] ?? 0) > maxBodyBytes) {
    request.resume()
    return Promise.resolve(undefined)
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= maxBodyBytes) chunks.push(chunk)
    })
    request.on('end', () => resolve(size > maxBodyBytes ? undefined : Buffer.concat(chunks)))
    request.on('error', reject)
  })
}

function answer(response: ServerResponse, reply: RelayAnswer, extra: Record<string, string> = {}): void {
  const headers: Record<string, string | number> = {...extra, 'content-length': reply.body.length}
  if (reply.contentType) headers['content-type'] = reply.contentType
  response.writeHead(reply.status, headers).end(reply.body)
}

function listenError(error: NodeJS.ErrnoException, options: ReceiverOptions): PayError {
  if (error.code === 'EADDRINUSE') {
    return new PayError(`Port ${options.port} on ${options.host} is already in use.`, 1, {
      code: 'PORT_IN_USE',
      tryMessage: 'Stop what listens there, or pick another port with --port (0 picks a free one).',
    })
  }
  return new PayError(say`Cannot listen on ${options.host}:${options.port}: ${error.message}`, 1, {code: error.code ?? 'LISTEN_FAILED'})
}
