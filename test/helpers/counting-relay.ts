import type {AddressInfo} from 'node:net'
import {createConnection, createServer, type Server} from 'node:net'

/**
 * A TCP relay on 127.0.0.1 in front of a server (the sandbox), counting the bytes that reached it: a test
 * points a profile at the relay to prove that a command sent nothing at all.
 */
export class CountingRelay {
  bytesIn = 0
  private readonly server: Server

  constructor(private readonly target: {host: string; port: number}) {
    this.server = createServer((inbound) => {
      const outbound = createConnection(this.target)
      inbound.on('data', (chunk: Buffer) => {
        this.bytesIn += chunk.length
      })
      inbound.pipe(outbound).pipe(inbound)
      inbound.on('error', () => outbound.destroy())
      outbound.on('error', () => inbound.destroy())
    })
  }

  /** Starts relaying to a base URL's host and port; answers the relay's own base URL. */
  static async before(baseUrl: string): Promise<{relay: CountingRelay; baseUrl: string}> {
    const url = new URL(baseUrl)
    const relay = new CountingRelay({host: url.hostname, port: Number(url.port)})
    await new Promise<void>((resolve) => relay.server.listen(0, '127.0.0.1', resolve))
    return {relay, baseUrl: `http://127.0.0.1:${(relay.server.address() as AddressInfo).port}`}
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server.close(resolve))
  }
}
