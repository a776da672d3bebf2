import {forgetSandboxPid} from '../shared/state-file.js'
import {askSandbox} from './admin-client.js'
import {readLiveState, requireRunningSandbox, type SandboxWithPid} from './state.js'

/** How long the admin API has to prove a pid that the process table cannot. */
const PROOF_TIMEOUT_MS = 2000

/**
 * The sandbox running on a data dir, proven to be the process its state file names, or undefined. `start`,
 * `status` and `stop` all ask this, so they agree. A pid that is gone, a zombie, or another process (pid
 * reused) is stale and removed from the state file. Where the process table cannot tell (no /proc), the admin
 * API must answer with the token and report this pid.
 */
export async function findRunningSandbox(dataDir: string): Promise<SandboxWithPid | undefined> {
  const live = readLiveState(dataDir)
  if (!live) return undefined
  if (live.owner === 'sandbox') return live.state
  const answer = await safely(() =>
    askSandbox<{pid?: unknown}>(requireRunningSandbox(dataDir), 'GET', '/_sandbox/status', {timeoutMs: PROOF_TIMEOUT_MS}),
  )
  if (answer?.pid === live.state.pid) return live.state
  forgetSandboxPid(dataDir, live.state.pid)
  return undefined
}

async function safely<T>(attempt: () => Promise<T>): Promise<T | undefined> {
  try {
    return await attempt()
  } catch {
    return undefined
  }
}
