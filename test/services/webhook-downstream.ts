import {mkdtempSync, rmSync} from 'node:fs'
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http'
import {createServer as createTlsServer} from 'node:https'
import type {AddressInfo} from 'node:net'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {afterAll, afterEach, beforeAll, beforeEach} from 'vitest'

import {DeliveryLog} from '../../src/services/webhooks/delivery-log.js'

export interface DownstreamRequest {
  rawHeaders: string[]
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

const OK = () => ({status: 200, body: '{"ok":true}'})

/**
 * A stand-in for the integrator's app: records each request as bytes and answers what the test says. With
 * `tls`, it serves https with that (self-signed) certificate.
 */
export class Downstream {
  readonly received: DownstreamRequest[] = []
  answer: (request: DownstreamRequest) => {status: number; body?: string; delayMs?: number} = OK
  private readonly server: Server

  constructor(private readonly tls?: {key: Buffer; cert: Buffer}) {
    const handle = (request: IncomingMessage, response: ServerResponse) => void this.handle(request, response)
    this.server = tls ? createTlsServer(tls, handle) : createServer(handle)
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const received = {rawHeaders: request.rawHeaders, headers: request.headers, body: Buffer.concat(chunks)}
    this.received.push(received)
    const {status, body, delayMs} = this.answer(received)
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs))
    response.writeHead(status, {'content-type': 'application/json'}).end(body ?? '')
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve))
    return `${this.tls ? 'https' : 'http'}://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections()
    await new Promise((resolve) => this.server.close(resolve))
  }
}

/** A loopback URL where nothing listens: a port taken and released again. */
export async function deadUrl(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const {port} = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return `http://127.0.0.1:${port}/hooks`
}

export interface RelayFixture {
  downstream: Downstream
  url: string
  log: DeliveryLog
}

/**
 * Registers hooks for a downstream app started once per file, and a fresh delivery log in a temporary data
 * dir for each test; what the app received and how it answers are reset after each test.
 */
export function useRelayFixture(): RelayFixture {
  const state = {} as RelayFixture & {dir: string}
  beforeAll(async () => {
    state.downstream = new Downstream()
    state.url = await state.downstream.start()
  })
  afterAll(() => state.downstream.stop())
  beforeEach(() => {
    state.dir = mkdtempSync(join(tmpdir(), 'pay-webhooks-'))
    state.log = new DeliveryLog(state.dir)
  })
  afterEach(() => {
    state.downstream.received.length = 0
    state.downstream.answer = OK
    rmSync(state.dir, {recursive: true, force: true})
  })
  return state
}
