import {createServer, type Server} from 'node:http'
import type {AddressInfo} from 'node:net'

export interface DownstreamRequest {
  rawHeaders: string[]
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/** A stand-in for the integrator's app: records each request as bytes and answers what the test says. */
export class Downstream {
  readonly received: DownstreamRequest[] = []
  answer: (request: DownstreamRequest) => {status: number; body?: string; delayMs?: number} = () => ({status: 200, body: '{"ok":true}'})
  private readonly server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const received = {rawHeaders: request.rawHeaders, headers: request.headers, body: Buffer.concat(chunks)}
    this.received.push(received)
    const {status, body, delayMs} = this.answer(received)
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs))
    response.writeHead(status, {'content-type': 'application/json'}).end(body ?? '')
  })

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`
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
