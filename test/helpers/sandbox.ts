import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {authHeaders, signRequest, unixSeconds} from '../../src/core/signing/sign-request.js'
import {type RunningSandbox, type SandboxOptions, startSandbox} from '../../src/sandbox/server/index.js'
import type {KeyPair, MerchantCredentials} from '../../src/sandbox/server/store/merchants.js'

export interface SignedCall {
  key?: KeyPair
  idempotencyKey?: string
  headers?: Record<string, string>
  /** Bytes to send as they are, instead of JSON.stringify(body). */
  rawBody?: string | Buffer
  timestamp?: string
}

export interface CallResult<T = any> {
  status: number
  body: T
  headers: Headers
}

/** A sandbox on a random loopback port in a fresh temporary data dir, with helpers to call it. */
export class TestSandbox {
  private constructor(
    readonly sandbox: RunningSandbox,
    readonly dataDir: string,
    private readonly ownsDir: boolean,
    /** The sandbox's clock: requests are signed with it, so a test may move time. */
    readonly now: () => number,
  ) {}

  static async start(options: Partial<SandboxOptions> = {}): Promise<TestSandbox> {
    const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'pay-sandbox-'))
    const sandbox = await startSandbox({withdrawalStepMs: 0, ...options, dataDir, port: options.port ?? 0})
    return new TestSandbox(sandbox, dataDir, options.dataDir === undefined, options.now ?? Date.now)
  }

  get baseUrl(): string {
    return this.sandbox.baseUrl
  }

  /** The first merchant, created on first start. */
  get merchant(): MerchantCredentials {
    return this.sandbox.credentials().merchants[0]!
  }

  /** A signed request, by default with the first merchant's test key. */
  async call<T = any>(method: string, target: string, body?: unknown, options: SignedCall = {}): Promise<CallResult<T>> {
    const key = options.key ?? this.merchant.test
    const bytes = options.rawBody ?? (body === undefined ? '' : JSON.stringify(body))
    const signed = signRequest({secret: key.secret, method, target, timestamp: options.timestamp ?? unixSeconds(this.now()), body: bytes})
    const headers: Record<string, string> = {...authHeaders(key.key_id, signed), ...options.headers}
    if (bytes.length > 0) headers['content-type'] ??= 'application/json'
    if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey
    const response = await fetch(`${this.baseUrl}${target}`, {method, headers, body: bytes.length > 0 ? bytes : undefined})
    return {status: response.status, body: (await response.json().catch(() => undefined)) as T, headers: response.headers}
  }

  /** A call to the admin API with the sandbox's token. */
  async admin<T = any>(method: string, path: string, body?: unknown): Promise<CallResult<T>> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {authorization: `Bearer ${this.sandbox.adminToken}`, ...(body === undefined ? {} : {'content-type': 'application/json'})},
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return {status: response.status, body: (await response.json().catch(() => undefined)) as T, headers: response.headers}
  }

  async topUp(amount: string, key?: KeyPair): Promise<void> {
    const result = await this.call('POST', '/v1/test/top-up', {amount}, {key, idempotencyKey: `top-up-${Math.random()}`})
    if (result.status !== 200) throw new Error(`top-up failed: ${JSON.stringify(result.body)}`)
  }

  async createDeposit(fields: Record<string, unknown> = {}, key?: KeyPair): Promise<any> {
    const body = {
      amount: '100.00',
      payer_bank_provider: 'KBANK',
      payer_bank_account_name: 'Somchai Jaidee',
      payer_bank_account_number: '1234567890',
      ...fields,
    }
    const result = await this.call('POST', '/v1/deposits', body, {key, idempotencyKey: `deposit-${Math.random()}`})
    if (result.status !== 201) throw new Error(`deposit failed: ${JSON.stringify(result.body)}`)
    return result.body
  }

  /** Polls until `check` passes, at most `attempts` times `intervalMs` apart; the last result is returned. */
  async until<T>(probe: () => Promise<T>, check: (value: T) => boolean, attempts = 200, intervalMs = 25): Promise<T> {
    let value = await probe()
    for (let attempt = 1; attempt < attempts && !check(value); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, intervalMs))
      value = await probe()
    }
    return value
  }

  async close(): Promise<void> {
    await this.sandbox.close()
    if (this.ownsDir) rmSync(this.dataDir, {recursive: true, force: true})
  }
}
