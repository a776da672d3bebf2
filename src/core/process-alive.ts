import {readFileSync} from 'node:fs'

/**
 * When the kernel started a process, as an opaque token: on Linux field 22 of /proc/PID/stat (clock ticks
 * since boot); undefined where that is not known (another system, or no such process). Recorded beside a pid
 * so that a pid reused by another process is not taken for the one that wrote it.
 *
 * @example processStartTime(process.pid) // '8123456'
 */
export function processStartTime(pid: number): string | undefined {
  let stat: string
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  } catch {
    return undefined
  }
  // Field 2, the command name, is in parentheses and may hold spaces: count from the last ")", field 3.
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[22 - 3]
}

/**
 * Whether the process that recorded `pid` and `startTime` is still running: false when no process has that
 * pid, or when the pid now belongs to a process started at another time.
 *
 * @example isProcessRunning(12345, '8123456') // false once 12345 has exited, even if the pid was reused
 */
export function isProcessRunning(pid: number, startTime: string | undefined): boolean {
  try {
    process.kill(pid, 0)
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false
  }
  const current = startTime === undefined ? undefined : processStartTime(pid)
  return current === undefined || current === startTime
}
