import {existsSync, readFileSync} from 'node:fs'
import {join} from 'node:path'

import {ExitCode, PayError} from '../../core/errors.js'
import {isProcessRunning, procStat} from '../../core/files/process-identity.js'
import {forgetSandboxPid, readSandboxState, SANDBOX_ADMIN_TOKEN_FILE, type SandboxState} from '../shared/state-file.js'

/** A state file whose pid is set. */
export type SandboxWithPid = SandboxState & {pid: number}

/**
 * What the pid of a state file is, from the process table alone: `sandbox` when it runs and its start time is
 * the one recorded; `stale` when it is gone, a zombie or another process (its start time differs); `unproven`
 * when nothing here can tell (no /proc, or a state file without a start time): then only the admin API
 * answering with the token and this pid proves it (see findRunningSandbox).
 */
export function pidOwner(state: SandboxWithPid): 'sandbox' | 'stale' | 'unproven' {
  if (!isProcessRunning(state.pid)) return 'stale'
  const startTime = procStat(state.pid)?.startTime
  if (state.pid_start_time === undefined || startTime === undefined) return 'unproven'
  return startTime === state.pid_start_time ? 'sandbox' : 'stale'
}

/** The state file with its pid, unless the pid is stale: a stale pid is removed from the file. */
export function readLiveState(dataDir: string): {state: SandboxWithPid; owner: 'sandbox' | 'unproven'} | undefined {
  const state = readSandboxState(dataDir)
  if (state?.pid === undefined) return undefined
  const withPid = {...state, pid: state.pid}
  const owner = pidOwner(withPid)
  if (owner !== 'stale') return {state: withPid, owner}
  forgetSandboxPid(dataDir, state.pid)
  return undefined
}

/** The state of a sandbox that is running now, or an error that says how to start one. */
export function requireRunningSandbox(dataDir: string): SandboxWithPid & {adminToken: string} {
  const live = readLiveState(dataDir)
  const tokenPath = join(dataDir, SANDBOX_ADMIN_TOKEN_FILE)
  if (!live || !existsSync(tokenPath)) {
    throw sandboxNotRunning(dataDir)
  }
  return {...live.state, adminToken: readFileSync(tokenPath, 'utf8').trim()}
}

/** No sandbox runs for a data dir (exit 1); `details` may say more, e.g. the URL it last had. */
export function sandboxNotRunning(dataDir: string, details?: Record<string, unknown>): PayError {
  return new PayError({code: 'sandbox-not-running', dataDir}, ExitCode.requestFailed, {code: 'SANDBOX_NOT_RUNNING', details})
}
