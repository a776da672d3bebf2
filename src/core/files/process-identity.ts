import {readFileSync} from 'node:fs'

/**
 * A process as the kernel reports it: its state letter and its start time (field 22 of /proc/PID/stat, in
 * clock ticks after boot). A pid is reused once its process is gone, the start time is not: together they name
 * one process. Undefined when the process does not exist or there is no /proc (macOS, Windows).
 */
export function procStat(pid: number): {state: string; startTime: string} | undefined {
  let text: string
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8')
  } catch {
    return undefined
  }
  // "PID (COMMAND) STATE PPID …": the command may hold spaces and parentheses, so count from the last ")".
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
  const [state, startTime] = [fields[0], fields[19]]
  return state && startTime ? {state, startTime} : undefined
}

/**
 * True when a process with this pid exists and has not exited. A zombie (killed, not yet reaped by its
 * parent) has exited; it is told apart only where /proc exists.
 */
export function isProcessRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false
  }
  return procStat(pid)?.state !== 'Z'
}

/**
 * Whether the process that recorded `pid` and `startTime` still runs: false when the pid is gone, a zombie, or
 * now another process (its start time differs). Without a start time to compare (none recorded, or no /proc)
 * a running pid is taken for it.
 */
export function isSameProcess(pid: number, startTime: string | undefined): boolean {
  if (!isProcessRunning(pid)) return false
  const current = startTime === undefined ? undefined : procStat(pid)?.startTime
  return current === undefined || current === startTime
}
