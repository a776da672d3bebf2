import {existsSync, readFileSync} from 'node:fs'
import {join} from 'node:path'

import {PayError} from '../../core/errors.js'
import {SANDBOX_ADMIN_TOKEN_FILE, SANDBOX_STATE_FILE} from '../../core/sandbox-files.js'

/** What a sandbox writes into its data dir when it starts (src/sandbox/index.ts): its URL and process id. */
export interface SandboxState {
  base_url: string
  pid: number
}


export function readSandboxState(dataDir: string): SandboxState | undefined {
  const path = join(dataDir, SANDBOX_STATE_FILE)
  if (!existsSync(path)) return undefined
  return JSON.parse(readFileSync(path, 'utf8')) as SandboxState
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** The state of a sandbox that is running now, or an error that says how to start one. */
export function requireRunningSandbox(dataDir: string): SandboxState & {adminToken: string} {
  const state = readSandboxState(dataDir)
  const tokenPath = join(dataDir, SANDBOX_ADMIN_TOKEN_FILE)
  if (!state || !isProcessAlive(state.pid) || !existsSync(tokenPath)) {
    throw new PayError(`No sandbox is running for ${dataDir}.`, 1, {
      code: 'SANDBOX_NOT_RUNNING',
      tryMessage: 'Start one with `pay sandbox start --detach` (and the same --data-dir).',
    })
  }
  return {...state, adminToken: readFileSync(tokenPath, 'utf8').trim()}
}
