import {join} from 'node:path'

import {withFileLockSync} from '../../core/files/file-lock.js'
import {readJsonDocument} from '../../core/files/json-lines.js'
import {writePrivateFile} from '../../core/files/private-file.js'
import {procStat} from '../../core/files/process-identity.js'
import * as z from '../../core/schemas/zod.js'

/**
 * `sandbox.json` in the data dir: the base URL of the sandbox that ran last and, while it runs, its pid and the
 * pid's start time (Linux; see procStat). It holds no secret; it is written 0600 like the rest of the dir.
 */
export const sandboxStateSchema = z.object({
  base_url: z.string(),
  pid: z.number().int().positive().optional(),
  pid_start_time: z.string().optional(),
})
export type SandboxState = z.infer<typeof sandboxStateSchema>

/** The state file, or undefined when there is none; a torn or foreign file counts as none. */
export function readSandboxState(dataDir: string): SandboxState | undefined {
  return readJsonDocument(join(dataDir, SANDBOX_STATE_FILE), sandboxStateSchema)
}

/** Written by the sandbox once it listens: its URL, its pid and what proves the pid is still this process. */
export function writeSandboxState(dataDir: string, baseUrl: string): void {
  const startTime = procStat(process.pid)?.startTime
  const state: SandboxState = {base_url: baseUrl, pid: process.pid, ...(startTime ? {pid_start_time: startTime} : {})}
  const path = join(dataDir, SANDBOX_STATE_FILE)
  withFileLockSync(path, () => writePrivateFile(path, JSON.stringify(state)))
}

/**
 * Drops the pid from the state file when it still names `pid` (the sandbox stopped, or the pid is stale); the
 * base URL stays for `pay sandbox keys`.
 */
export function forgetSandboxPid(dataDir: string, pid: number): void {
  const path = join(dataDir, SANDBOX_STATE_FILE)
  withFileLockSync(path, () => {
    const state = readSandboxState(dataDir)
    if (state?.pid === pid) writePrivateFile(path, JSON.stringify({base_url: state.base_url}))
  })
}

/** The files a sandbox keeps in its data dir, read by the `pay sandbox …` commands without loading the sandbox. */
export const SANDBOX_STATE_FILE = 'sandbox.json'
export const SANDBOX_ADMIN_TOKEN_FILE = 'admin-token'
export const SANDBOX_LOG_FILE = 'sandbox.log'
