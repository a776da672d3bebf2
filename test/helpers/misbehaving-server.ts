import {createServer, request as forward, type IncomingMessage, type Server, type ServerResponse} from 'node:http'
import type {AddressInfo} from 'node:net'

/**
 * How the server answers a request its `misbehaves` predicate picks: `trickle` sends the headers, then a space at
 * a time, forever; `endless` sends a body that never ends as fast as the client reads; `hold` never answers;
 * `answer-then` forwards it and, once the service answered, calls `beforeAnswer` before passing the answer on.
 */
export type Misbehaviour = 'trickle' | 'endless' | 'hold' | 'answer-then'

/**
 * A server on 127.0.0.1 in front of another (the sandbox): it forwards every request as it is, but for the
 * requests `misbehaves` picks, answers as `mode` says. It keeps the Idempotency-Key each picked request carried,
 * and counts the bytes it sent of a body until the client closed the connection.
 */
export class MisbehavingServer {
  readonly keys: string[] = []
  /** The bodies of the service's answers that `answer-then` passed on. */
  readonly answers: string[] = []
  bytesSent = 0
  /** How many picked requests the client closed before their answer ended. */
  closedByClient = 0
  mode: Misbehaviour = 'trickle'
  beforeAnswer = () => {}
  private readonly server: Server
  private readonly arrivals: Array<() => void> = []
  private readonly target: URL

  constructor(
    target: string,
    private readonly misbehaves: (method: string, path: string) => boolean,
  ) {
    this.target = new URL(target)
    this.server = createServer((request, response) => void this.handle(request, response))
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
  }

  /** Resolves when the next picked request has arrived (its answer not begun). */
  arrived(): Promise<void> {
    return new Promise((resolve) => this.arrivals.push(resolve))
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections()
    await new Promise((resolve) => this.server.close(resolve))
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    const path = (request.url ?? '').split('?')[0]!
    if (!this.misbehaves(request.method ?? '', path)) return this.forward(request, body, response)
    this.keys.push(String(request.headers['idempotency-key']))
    for (const resolve of this.arrivals.splice(0)) resolve()
    response.on('close', () => {
      if (!response.writableEnded) this.closedByClient++
    })
    if (this.mode === 'hold') return
    if (this.mode === 'answer-then')
      return this.forward(request, body, response, (answer) => {
        this.answers.push(answer.toString())
        this.beforeAnswer()
      })
    response.writeHead(201, {'content-type': 'application/json'})
    if (this.mode === 'trickle') this.trickle(response)
    else this.flood(response)
  }

  private trickle(response: ServerResponse): void {
    const timer = setInterval(() => {
      response.write(' ')
      this.bytesSent++
    }, 50)
    response.on('close', () => clearInterval(timer))
  }

  private flood(response: ServerResponse): void {
    const chunk = Buffer.alloc(64 * 1024, 0x20)
    const write = () => {
      while (!response.destroyed && response.write(chunk)) this.bytesSent += chunk.length
    }
    response.on('drain', write)
    write()
  }

  private forward(request: IncomingMessage, body: Buffer, response: ServerResponse, beforeAnswer?: (answer: Buffer) => void): void {
    const outbound = forward(
      {host: this.target.hostname, port: this.target.port, method: request.method, path: request.url, headers: request.headers},
      (answer) => {
        const parts: Buffer[] = []
        answer.on('data', (chunk: Buffer) => parts.push(chunk))
        answer.on('end', () => {
          const whole = Buffer.concat(parts)
          beforeAnswer?.(whole)
          response.writeHead(answer.statusCode ?? 502, answer.headers)
          response.end(whole)
        })
      },
    )
    outbound.on('error', () => response.destroy())
    outbound.end(body)
  }
}
