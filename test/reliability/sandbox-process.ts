import {type ChildProcess, spawn} from 'node:child_process'
import {copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs'
import {createServer} from 'node:net'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {DATABASE_FILE, type Db, openDatabase} from '../../src/sandbox/server/database.js'
import type {MerchantCredentials} from '../../src/sandbox/server/store/merchants.js'
import {SANDBOX_ADMIN_TOKEN_FILE} from '../../src/sandbox/shared/state-file.js'
import {BIN} from '../helpers/cli.js'

/**
 * The sandbox as its own process (`pay sandbox start` in the foreground), so that a test can kill it with
 * SIGKILL mid-load and start it again on the same port and data dir.
 */
export class SandboxProcess {
  private child?: ChildProcess
  readonly dataDir = mkdtempSync(join(tmpdir(), 'pay-soak-data-'))
  private readonly configDir = mkdtempSync(join(tmpdir(), 'pay-soak-config-'))

  private constructor(readonly port: number) {}

  static async start(): Promise<SandboxProcess> {
    const sandbox = new SandboxProcess(await freePort())
    await sandbox.launch()
    return sandbox
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`
  }

  async launch(): Promise<void> {
    const args = [
      'sandbox',
      'start',
      '--port',
      String(this.port),
      '--data-dir',
      this.dataDir,
      '--withdrawal-step-ms',
      '20',
      '--webhook-retry-scale',
      '0.001',
    ]
    const child = spawn(process.execPath, [BIN, ...args], {
      env: {...process.env, PAY_CONFIG_DIR: this.configDir, NO_COLOR: '1'},
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    this.child = child
    let stderr = ''
    child.stderr.setEncoding('utf8')
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-2000)
    })
    for (let attempt = 0; attempt < 300; attempt++) {
      if (
        await fetch(`${this.baseUrl}/v1/banks`).then(
          (response) => response.ok,
          () => false,
        )
      )
        return
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`the sandbox process exited (${child.signalCode ?? child.exitCode}) before it answered:\n${stderr}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error(`the sandbox process did not answer within 15 s:\n${stderr}`)
  }

  /** SIGKILL: no shutdown hook runs, whatever was not committed is lost. */
  async kill(): Promise<void> {
    const child = this.child
    if (!child || child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGKILL')
    await exited
  }

  /**
   * Reads the running sandbox's database as a kill would leave it: the process is paused (SIGSTOP) while its
   * files are copied, so the copy is its state at one instant, which SQLite recovers on open as after a crash
   * (every transaction committed by then, none in part). On Node 20 the process holds its database alone
   * (docs/runtimes.md); the copy reads the same way on every runtime.
   */
  readDb<T>(read: (db: Db) => T): T {
    const copy = mkdtempSync(join(tmpdir(), 'pay-soak-copy-'))
    try {
      this.child!.kill('SIGSTOP')
      try {
        for (const file of [DATABASE_FILE, `${DATABASE_FILE}-wal`]) {
          if (existsSync(join(this.dataDir, file))) copyFileSync(join(this.dataDir, file), join(copy, file))
        }
      } finally {
        this.child!.kill('SIGCONT')
      }
      const db = openDatabase(copy)
      try {
        return read(db)
      } finally {
        db.close()
      }
    } finally {
      rmSync(copy, {recursive: true, force: true})
    }
  }

  async admin<T = any>(method: string, path: string, body?: unknown): Promise<T> {
    const token = readFileSync(join(this.dataDir, SANDBOX_ADMIN_TOKEN_FILE), 'utf8').trim()
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {authorization: `Bearer ${token}`, ...(body === undefined ? {} : {'content-type': 'application/json'})},
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
    return (await response.json()) as T
  }

  async merchant(): Promise<MerchantCredentials> {
    return (await this.admin<{merchants: MerchantCredentials[]}>('GET', '/_sandbox/credentials')).merchants[0]!
  }

  async stop(): Promise<void> {
    await this.kill()
    rmSync(this.dataDir, {recursive: true, force: true})
    rmSync(this.configDir, {recursive: true, force: true})
  }
}

export async function freePort(wanted = 0): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(wanted, '127.0.0.1', resolve))
  const {port} = server.address() as {port: number}
  await new Promise((resolve) => server.close(resolve))
  return port
}
