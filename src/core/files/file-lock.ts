import {linkSync, mkdirSync, renameSync, statSync, unlinkSync, writeFileSync} from 'node:fs'
import {hostname} from 'node:os'
import {dirname} from 'node:path'

import {PayError} from '../errors.js'
import * as z from '../schemas/zod-mini.js'
import {lockDamagedError, readLockFile} from './lock-file.js'
import {isSameProcess, procStat} from './process-identity.js'
import {temporaryBeside} from './replace-file.js'

/** Who holds a file's lock, written into the lock file. */
const lockHolderSchema = z.object({pid: z.number(), process_start: z.optional(z.string()), hostname: z.string()})
type LockHolder = z.infer<typeof lockHolderSchema>

/** How long a change may wait for another process's change of the same file (they take milliseconds). */
const WAIT_MS = 10_000

export interface LockOptions {
  /** How long to wait for the lock before failing (default 10 s). */
  waitMs?: number
}
/** A lock older than this is left over whoever wrote it (a change takes milliseconds; a holder may be on another host). */
const STALE_MS = 30_000
const RETRY_MS = 10

/** `<file>.lock`: the lock of a store file, beside it. */
export function lockPathOf(path: string): string {
  return `${path}.lock`
}

/**
 * Changes a file that other pay processes may change at the same time: `change` runs while this process
 * holds `<file>.lock` (created exclusively), so it must read the file again inside and write it whole before
 * it returns. A lock whose holder is dead, or that is older than any change takes, is taken over. Waits at
 * most 10 s (or `waitMs`), then fails naming the lock.
 * @example await withFileLock(path, async () => writeFileSync(path, `${readFileSync(path, 'utf8')}one more line\n`))
 */
export async function withFileLock<T>(path: string, change: () => Promise<T> | T, options: LockOptions = {}): Promise<T> {
  const lock = lockPathOf(path)
  const waitMs = options.waitMs ?? WAIT_MS
  const giveUpAt = Date.now() + waitMs
  while (!tryLock(lock)) {
    if (Date.now() > giveUpAt) throw lockTimeout(path, lock, waitMs)
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS))
  }
  try {
    return await change()
  } finally {
    unlock(lock)
  }
}

/** withFileLock for code that cannot wait asynchronously (the sandbox's state file, written on exit). */
export function withFileLockSync<T>(path: string, change: () => T, options: LockOptions = {}): T {
  const lock = lockPathOf(path)
  const waitMs = options.waitMs ?? WAIT_MS
  const giveUpAt = Date.now() + waitMs
  const pause = new Int32Array(new SharedArrayBuffer(4))
  while (!tryLock(lock)) {
    if (Date.now() > giveUpAt) throw lockTimeout(path, lock, waitMs)
    Atomics.wait(pause, 0, 0, RETRY_MS)
  }
  try {
    return change()
  } finally {
    unlock(lock)
  }
}

/**
 * Takes the lock, or false when another holds it (after taking over a stale one). The holder is written to a
 * file of its own and linked under the lock's name, so a lock is never seen half written: what cannot be read
 * as a holder was not written by pay, and is refused (lock-file.ts).
 */
function tryLock(lock: string): boolean {
  mkdirSync(dirname(lock), {recursive: true, mode: 0o700})
  const holder: LockHolder = {pid: process.pid, process_start: procStat(process.pid)?.startTime, hostname: hostname()}
  const temporary = temporaryBeside(lock)
  writeFileSync(temporary, JSON.stringify(holder), {mode: 0o600, flag: 'wx'})
  try {
    linkSync(temporary, lock)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  } finally {
    unlinkSync(temporary)
  }
  const found = readLockFile(lock, lockHolderSchema)
  if (found.state === 'damaged') throw lockDamagedError(lock, found.damage, 'pay')
  if (found.state === 'held') removeIfStale(lock, found)
  return false
}

/** Throws what taking the lock of `path` would when the lock holds what pay did not write; otherwise nothing. */
export function refuseDamagedLock(path: string): void {
  const lock = lockPathOf(path)
  const found = readLockFile(lock, lockHolderSchema)
  if (found.state === 'damaged') throw lockDamagedError(lock, found.damage, 'pay')
}

function unlock(lock: string): void {
  try {
    unlinkSync(lock)
  } catch {
    // Taken over as stale meanwhile: nothing left to remove.
  }
}

/**
 * Removes a lock left by a process that is gone, or one too old to be a change in progress. It is first moved
 * aside, so that when two waiters find it stale only one removes it, and a lock taken meanwhile is put back.
 */
function removeIfStale(lock: string, found: {holder: LockHolder; ino: number; mtimeMs: number}): void {
  if (!isStale(found.holder, found.mtimeMs)) return
  const aside = `${lock}.${process.pid}.stale`
  try {
    renameSync(lock, aside)
  } catch {
    return
  }
  if (statSync(aside).ino !== found.ino) {
    try {
      linkSync(aside, lock)
    } catch {
      // Another lock was taken since: it stands.
    }
  }
  unlinkSync(aside)
}

function isStale(holder: LockHolder, mtimeMs: number): boolean {
  if (Date.now() - mtimeMs > STALE_MS) return true
  return holder.hostname === hostname() && !isSameProcess(holder.pid, holder.process_start)
}

function lockTimeout(path: string, lock: string, waitMs: number): PayError {
  return new PayError({code: 'store-locked', path, lock, seconds: waitMs / 1000}, 1, {code: 'STORE_LOCKED'})
}
