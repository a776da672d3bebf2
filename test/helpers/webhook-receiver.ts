import {createServer, type IncomingHttpHeaders, type Server} from 'node:http'
import type {AddressInfo} from 'node:net'

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders
  body: Buffer
  event: {event_id: string; event_type: string; [field: string]: unknown}
}

/** An HTTP server on 127.0.0.1 that records webhook deliveries and answers with a chosen status. */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = []
  status: (delivery: ReceivedWebhook) => number = () => 200
  private readonly server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks)
      const delivery = {headers: request.headers, body, event: JSON.parse(body.toString('utf8'))}
      this.received.push(delivery)
      response.writeHead(this.status(delivery)).end()
    })
  })

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/webhooks`
  }

  ofType(eventType: string): ReceivedWebhook[] {
    return this.received.filter((delivery) => delivery.event.event_type === eventType)
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections()
    await new Promise((resolve) => this.server.close(resolve))
  }
}

/** Waits until `check` holds, polling every 20 ms at most `attempts` times. */
export async function eventually(check: () => boolean, attempts = 250): Promise<void> {
  await waitFor(() => check() || undefined, attempts).catch(() => undefined)
}

/** The first value `get` gives, polling every 20 ms; fails after `attempts` polls. */
export async function waitFor<T>(get: () => T | undefined, attempts = 500): Promise<T> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const value = get()
    if (value !== undefined) return value
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`nothing came after ${attempts} polls of 20 ms`)
}
