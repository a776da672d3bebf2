import {createHash, createHmac} from 'node:crypto'
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http'
import type {AddressInfo} from 'node:net'

import {bankListBody} from '../../src/sandbox/server/bank-list.js'
import {CliHome} from './cli.js'

/** A request as the stub server received it, with its signature checked independently of src/core. */
export interface ReceivedRequest {
  method: string
  target: string
  headers: IncomingMessage['headers']
  body: Buffer
  signatureValid: boolean
}

export interface StubAnswer {
  status: number
  body?: unknown
  headers?: Record<string, string>
  delayMs?: number
}

export type StubHandler = (request: ReceivedRequest) => StubAnswer

/**
 * A small HTTP server on 127.0.0.1 for client tests that need answers the sandbox never gives (a skewed
 * Date header, scripted 503s). It verifies every signature with node:crypto alone, so a bug in
 * src/core/signing/sign-request.ts cannot hide itself.
 */
export class StubServer {
  readonly received: ReceivedRequest[] = []
  private readonly server: Server
  private handler: StubHandler = () => ({status: 404, body: {error: {code: 'NOT_FOUND', message: 'no handler', request_id: 'req_stub'}}})

  constructor(private readonly secrets: Record<string, string>) {
    this.server = createServer((request, response) => void this.handle(request, response))
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
  }

  respond(handler: StubHandler): void {
    this.handler = handler
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections()
    await new Promise((resolve) => this.server.close(resolve))
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const received: ReceivedRequest = {
      method: request.method ?? '',
      target: request.url ?? '',
      headers: request.headers,
      body: Buffer.concat(chunks),
      signatureValid: false,
    }
    received.signatureValid = this.verify(received)
    this.received.push(received)
    const answer = this.handler(received)
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs))
    response.writeHead(answer.status, {'content-type': 'application/json', 'x-request-id': 'req_stub', ...answer.headers})
    response.end(answer.body === undefined ? '' : JSON.stringify(answer.body))
  }

  private verify(request: ReceivedRequest): boolean {
    const keyId = String(request.headers['x-api-key'] ?? '')
    const secret = this.secrets[keyId]
    if (!secret) return false
    const bodyHash = createHash('sha256').update(request.body).digest('hex')
    const canonical = `${request.method}\n${request.target}\n${request.headers['x-timestamp']}\n${bodyHash}`
    return createHmac('sha256', secret).update(canonical).digest('hex') === request.headers['x-signature']
  }
}

/**
 * A stub that answers the bank list and refuses everything else (500), and a home whose profile `stub` uses it
 * with a key of its own: for runs that must be refused before they send anything, and that count what was sent.
 */
export async function bankListOnlyStub(keyId: string): Promise<{stub: StubServer; home: CliHome; baseUrl: string}> {
  const secret = createHash('sha256').update(keyId).digest('hex')
  const stub = new StubServer({[keyId]: secret})
  const baseUrl = await stub.start()
  stub.respond((request) => (request.target === '/v1/banks' ? {status: 200, body: bankListBody()} : {status: 500, body: {}}))
  const home = new CliHome()
  await home.addProfile('stub', baseUrl, keyId, secret)
  return {stub, home, baseUrl}
}
