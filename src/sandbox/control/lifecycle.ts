import {spawn} from 'node:child_process'
import {closeSync, fstatSync, mkdirSync, readFileSync} from 'node:fs'
import {join} from 'node:path'
import {stripVTControlCharacters} from 'node:util'

import {PayError} from '../../core/errors.js'
import {openPrivateFile} from '../../core/files/private-file.js'
import type {ProfileStore} from '../../core/profiles/store.js'
import type {RunningSandbox, SandboxCredentials, SandboxOptions} from '../server/index.js'
import {forgetSandboxPid, readSandboxState, SANDBOX_LOG_FILE} from '../shared/state-file.js'
import {sandboxAdmin} from './admin-client.js'
import {writeSandboxProfile} from './profile.js'
import {findRunningSandbox} from './running.js'
import {pidOwner} from './state.js'

export interface StartedSandbox {
  credentials: SandboxCredentials
  dataDir: string
  profileMadeDefault: boolean
}

/** Refuses to start a second sandbox on the same data dir; a stale state file does not stop it. */
export async function assertNotRunning(dataDir: string): Promise<void> {
  const state = await findRunningSandbox(dataDir)
  if (state && state.pid !== process.pid) throw sandboxRunning(state, dataDir)
}

/** A sandbox already runs for the data dir (exit 1). */
export function sandboxRunning(state: {base_url: string; pid: number}, dataDir: string): PayError {
  return new PayError({code: 'sandbox-running', baseUrl: state.base_url, pid: state.pid, dataDir}, 1, {code: 'SANDBOX_RUNNING'})
}

/** Starts the sandbox in this process (loaded lazily: fastify and SQLite only here) and writes the profile. */
export async function startInProcess(
  options: SandboxOptions,
  store: ProfileStore,
): Promise<{sandbox: RunningSandbox; started: StartedSandbox}> {
  await assertNotRunning(options.dataDir)
  const {startSandbox} = await import('../server/index.js')
  const sandbox = await startSandbox(options)
  const credentials = sandbox.credentials()
  const {madeDefault} = await writeSandboxProfile(store, {
    baseUrl: credentials.base_url,
    dataDir: options.dataDir,
    merchant: credentials.merchants[0]!,
  })
  return {sandbox, started: {credentials, dataDir: options.dataDir, profileMadeDefault: madeDefault}}
}

/**
 * Starts `pay sandbox start --detached-child` as a detached process logging to the data dir (0600; the child
 * prints no keys there), and waits until it answers. The child writes the profile once it listens, which may be
 * after it answers: so that a command run right after this returns finds this sandbox through the profile, the
 * profile is written here too (the same values; the store is locked).
 */
export async function startDetached(input: {
  runScript: string
  args: string[]
  dataDir: string
  env: NodeJS.ProcessEnv
  store?: ProfileStore
  timeoutMs?: number
}): Promise<StartedSandbox> {
  await assertNotRunning(input.dataDir)
  mkdirSync(input.dataDir, {recursive: true, mode: 0o700})
  const logPath = join(input.dataDir, SANDBOX_LOG_FILE)
  const log = openPrivateFile(logPath, 'a')
  const logStart = fstatSync(log).size
  const child = spawn(process.execPath, [input.runScript, 'sandbox', 'start', '--detached-child', ...input.args], {
    detached: true,
    stdio: ['ignore', log, log],
    // The log in English, whatever the run's language: the failure read back from it goes into --json, which is
    // the same in every language (and in Thai runs is quoted, as what the sandbox said).
    env: {...input.env, PAY_LANG: 'en'},
  })
  closeSync(log)
  child.unref()
  const deadline = Date.now() + (input.timeoutMs ?? 20_000)
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    const state = readSandboxState(input.dataDir)
    if (state?.pid === child.pid) {
      const credentials = await sandboxAdmin<SandboxCredentials>(input.dataDir, 'GET', '/_sandbox/credentials').catch(() => undefined)
      if (credentials) {
        const profile =
          input.store &&
          (await writeSandboxProfile(input.store, {
            baseUrl: credentials.base_url,
            dataDir: input.dataDir,
            merchant: credentials.merchants[0]!,
          }))
        return {credentials, dataDir: input.dataDir, profileMadeDefault: profile?.madeDefault ?? false}
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw startFailure(logPath, logStart)
}

/**
 * Why a detached start failed: the last error the child printed in its log since `from` (as the base command
 * prints one: `Error: …`, then `→ what to do`), or, when it printed none, where the log is.
 */
export function startFailure(logPath: string, from: number): PayError {
  const lines = readFileSync(logPath)
    .subarray(from)
    .toString('utf8')
    .split('\n')
    .map((line) => stripVTControlCharacters(line).trim())
  const errorAt = lines.map((line) => line.startsWith('Error: ')).lastIndexOf(true)
  if (errorAt === -1) return new PayError({code: 'sandbox-start-failed', logPath}, 1, {code: 'SANDBOX_START_FAILED'})
  const reason = lines[errorAt]!.slice('Error: '.length)
  const next = lines
    .slice(errorAt + 1)
    .find((line) => line.startsWith('→ '))
    ?.slice(2)
  return new PayError({code: 'sandbox-start-failed', logPath, reason, next}, 1, {code: 'SANDBOX_START_FAILED'})
}

/**
 * Stops the sandbox of a data dir with SIGTERM, then SIGKILL after `timeoutMs`. Only a pid proven to be this
 * sandbox is ever signalled (findRunningSandbox), and it is checked again before the SIGKILL.
 */
export async function stopSandbox(dataDir: string, timeoutMs = 10_000): Promise<{stopped: boolean; pid?: number}> {
  const state = await findRunningSandbox(dataDir)
  if (!state) return {stopped: false}
  process.kill(state.pid, 'SIGTERM')
  const deadline = Date.now() + timeoutMs
  while (pidOwner(state) !== 'stale' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
  if (pidOwner(state) !== 'stale') process.kill(state.pid, 'SIGKILL')
  forgetSandboxPid(dataDir, state.pid)
  return {stopped: true, pid: state.pid}
}
