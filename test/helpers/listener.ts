import {type ChildProcessWithoutNullStreams, spawn} from 'node:child_process'

import {BIN, type CliHome} from './cli.js'
import {eventually} from './webhook-receiver.js'

/** `pay webhook listen` running as a process, its output collected as it comes. */
export class Listener {
  stdout = ''
  stderr = ''
  url = ''
  private exit?: Promise<number | null>

  private constructor(private readonly child: ChildProcessWithoutNullStreams) {
    child.stdout.setEncoding('utf8')
    child.stderr.setEncoding('utf8')
    child.stdout.on('data', (chunk: string) => (this.stdout += chunk))
    child.stderr.on('data', (chunk: string) => (this.stderr += chunk))
    this.exit = new Promise((resolve) => child.on('close', resolve))
  }

  static async start(home: CliHome, args: string[]): Promise<Listener> {
    const env: Record<string, string> = {}
    for (const [name, value] of Object.entries(process.env)) {
      if (value !== undefined && !name.startsWith('PAY_') && !/^https?_proxy$/i.test(name)) env[name] = value
    }
    const child = spawn(process.execPath, [BIN, 'webhook', 'listen', '--port', '0', ...args], {env: {...env, ...home.env, NO_COLOR: '1'}})
    const listener = new Listener(child)
    await eventually(() => /Listening on \S+/.test(listener.stderr) || child.exitCode !== null, 1000)
    listener.url = /Listening on (\S+\/)/.exec(listener.stderr)?.[1] ?? ''
    if (!listener.url) throw new Error(`listen did not start: ${listener.stderr}`)
    return listener
  }

  /** The --json lines printed so far. */
  get events(): Array<Record<string, any>> {
    return this.stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
  }

  ofEvent(eventId: string): Array<Record<string, any>> {
    return this.events.filter((line) => line.event_id === eventId)
  }

  async stop(): Promise<number | null> {
    this.child.kill('SIGINT')
    const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 10_000).unref())
    const code = await Promise.race([this.exit, timeout])
    if (code === 'timeout') this.child.kill('SIGKILL')
    return code === 'timeout' ? -1 : (code ?? null)
  }
}
