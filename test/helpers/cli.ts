import {spawn} from 'node:child_process'
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'

import {expectHonestClaims} from './claims.js'
import type {InProcessResult, InProcessRun} from './in-process.js'
import {expectJsonContract} from './json-contract.js'

/** `pay withdrawal create` to a KBANK account: 1.00 THB to Somchai's 1234567890 unless said otherwise. */
export function payoutArgs({amount = '1.00', accountNo = '1234567890', accountName = 'Somchai'} = {}): string[] {
  return ['withdrawal', 'create', '--amount', amount, '--bank', 'KBANK', '--account-no', accountNo, '--account-name', accountName]
}

/** The arguments of the guards' one payout, in test mode. */
export const ONE_PAYOUT = payoutArgs()

export const BIN = fileURLToPath(new URL('../../bin/run.js', import.meta.url))

export interface CliResult {
  code: number
  stdout: string
  stderr: string
}

export interface CliRun {
  env?: Record<string, string | undefined>
  stdin?: string | Buffer
  timeoutMs?: number
  /** The directory the CLI runs in (default: the test's). */
  cwd?: string
  /** Sees stderr as it arrives, e.g. to act on a process that is still waiting. */
  onStderr?: (soFar: string) => void
  /** Another copy of bin/run.js (a build changed under test). */
  bin?: string
}

/**
 * Runs the built CLI (`bin/run.js`) as a process, without a TTY, with no inherited PAY_* variables. The
 * environment of `home` (config, cache and data dirs) is added by {@link CliHome}.
 */
export function runCli(args: string[], options: CliRun = {}): Promise<CliResult> {
  const env = cliEnv(options.env)
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [options.bin ?? BIN, ...args], {env, cwd: options.cwd, stdio: ['pipe', 'pipe', 'pipe']})
    let stdout = ''
    let stderr = ''
    // Decoded as streams: a character split between two reads must not become two U+FFFD.
    child.stdout.setEncoding('utf8')
    child.stderr.setEncoding('utf8')
    child.stdout.on('data', (chunk: string) => (stdout += chunk))
    child.stderr.on('data', (chunk: string) => {
      stderr += chunk
      options.onStderr?.(stderr)
    })
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 30_000)
    child.on('error', reject)
    child.on('close', (code) => {
      clearTimeout(timer)
      const result = {code: code ?? -1, stdout, stderr}
      try {
        expectJsonContract(args, result)
        expectHonestClaims(args, result)
      } catch (error) {
        reject(error as Error)
        return
      }
      resolve(result)
    })
    child.stdin.end(options.stdin ?? '')
  })
}

/**
 * The test's environment without PAY_* variables, a proxy, a locale (pay speaks English unless a test sets
 * LANG or PAY_LANG) or the test runner's NODE_ENV=test (the process runs as users run it), with `extra` (undefined
 * removes), and NO_COLOR by default.
 */
const LEFT_OUT = new Set(['HTTPS_PROXY', 'HTTP_PROXY', 'https_proxy', 'http_proxy', 'LC_ALL', 'LC_MESSAGES', 'LANG', 'NODE_ENV'])

export function cliEnv(extra: Record<string, string | undefined> = {}): Record<string, string> {
  const env: Record<string, string> = {}
  for (const [name, value] of Object.entries(process.env)) {
    if (value !== undefined && !name.startsWith('PAY_') && !LEFT_OUT.has(name)) env[name] = value
  }
  for (const [name, value] of Object.entries(extra)) {
    if (value === undefined) delete env[name]
    else env[name] = value
  }
  env.NO_COLOR ??= '1'
  return env
}

/**
 * Temporary PAY_CONFIG_DIR, PAY_CACHE_DIR and PAY_DATA_DIR for one test file; secrets in files there, never in the
 * OS keyring of the person running the tests (PAY_KEYRING=off; test/core/key-store.test.ts tests the keyring).
 */
export class CliHome {
  readonly root = mkdtempSync(join(tmpdir(), 'pay-test-'))
  readonly env = {
    PAY_CONFIG_DIR: join(this.root, 'config'),
    PAY_CACHE_DIR: join(this.root, 'cache'),
    PAY_DATA_DIR: join(this.root, 'data'),
    PAY_KEYRING: 'off',
  }

  run(args: string[], options: CliRun = {}): Promise<CliResult> {
    return runCli(args, {...options, env: {...this.env, ...options.env}})
  }

  /** The same command run inside the test's process, through an IO double (test/helpers/in-process.ts). */
  async runHere(args: string[], options: InProcessRun = {}): Promise<InProcessResult> {
    const {runInProcess} = await import('./in-process.js')
    return runInProcess(args, {...options, env: {...this.env, ...options.env}})
  }

  /** Adds a profile from stdin, as a user would, in the test's process (set-up needs no process of its own). */
  async addProfile(name: string, baseUrl: string, keyId: string, secret: string, webhookSecret?: string): Promise<void> {
    const args = ['profile', 'add', name, '--base-url', baseUrl, '--key-id', keyId, '--secret-stdin']
    if (webhookSecret) args.push('--webhook-secret-stdin')
    const result = await this.runHere(args, {stdin: webhookSecret ? `${secret}\n${webhookSecret}\n` : secret})
    if (result.code !== 0) throw new Error(`profile add failed: ${result.stderr}`)
  }

  /** Removes the home; retried, since a process the test started may still be writing its last line there. */
  cleanup(): void {
    rmSync(this.root, {recursive: true, force: true, maxRetries: 5, retryDelay: 100})
  }
}
