import {unlinkSync} from 'node:fs'
import {link, mkdir, rename, unlink, writeFile} from 'node:fs/promises'
import {hostname} from 'node:os'
import {join} from 'node:path'

import {PayError} from '../../core/errors.js'
import {lockDamagedError, readLockFile} from '../../core/files/lock-file.js'
import {isSameProcess, procStat} from '../../core/files/process-identity.js'
import {temporaryBeside} from '../../core/files/replace-file.js'
import * as z from '../../core/schemas/zod.js'

/** Who holds the lock: written into the lock file whole, before it appears under its name. */
const lockHolderSchema = z.object({
  pid: z.number(),
  /** The kernel's start time of the process (src/core/files/process-identity.ts), to tell a reused pid from the holder. */
  process_start: z.string().optional(),
  hostname: z.string(),
  /** When the run took the lock. */
  started_at: z.string(),
  file: z.string(),
})
export type LockHolder = z.infer<typeof lockHolderSchema>

/** `$PAY_DATA_DIR/batches/run.lock`: one batch run at a time per data dir. */
export function runLockPath(dataDir: string): string {
  return join(dataDir, 'batches', 'run.lock')
}

/**
 * The lock of the journal directory, held while a batch runs: one run at a time, since each run reads the
 * other journals to find rows already paid, and two runs of one file would send the same keys at once.
 * It is removed by `release`, or on `process.exit` (the command turns Ctrl-C and SIGTERM into one); a process
 * killed outright leaves it behind, and the next run takes it over.
 */
export class RunLock {
  private released = false
  private readonly onExit = () => this.releaseSync()

  private constructor(
    readonly path: string,
    readonly holder: LockHolder,
  ) {
    process.on('exit', this.onExit)
  }

  /**
   * Takes the lock, or throws (exit 1, BATCH_RUNNING) naming the run that holds it. A lock left by a run that
   * was killed (its pid gone, or now another process's) is taken over: `tookOver` is the dead run.
   *
   * @example const {lock, tookOver} = await RunLock.acquire(dataDir, '/data/payouts.csv')
   */
  static async acquire(dataDir: string, file: string): Promise<{lock: RunLock; tookOver?: LockHolder}> {
    const path = runLockPath(dataDir)
    await mkdir(join(dataDir, 'batches'), {recursive: true, mode: 0o700})
    const holder: LockHolder = {
      pid: process.pid,
      process_start: procStat(process.pid)?.startTime,
      hostname: hostname(),
      started_at: new Date().toISOString(),
      file,
    }
    let tookOver: LockHolder | undefined
    for (let attempt = 0; attempt < 5; attempt++) {
      if (await createExclusively(path, holder)) return {lock: new RunLock(path, holder), tookOver}
      const current = await readHolder(path)
      if (!current) continue // removed meanwhile
      if (!isStale(current)) throw runningError(current, path)
      if (await removeIfStill(path, current)) tookOver = current
    }
    throw new PayError({code: 'lock-contended', path}, 1, {code: 'BATCH_RUNNING'})
  }

  async release(): Promise<void> {
    this.releaseSync()
  }

  private releaseSync(): void {
    if (this.released) return
    this.forget()
    try {
      const current = readLockFile(this.path, lockHolderSchema)
      if (current.state === 'held' && sameHolder(current.holder, this.holder)) unlinkSync(this.path)
    } catch {
      // Already gone, or no longer ours to remove.
    }
  }

  private forget(): void {
    this.released = true
    process.off('exit', this.onExit)
  }
}

/** Writes the holder to a file of its own, then links it under the lock's name: it appears whole or not at all. */
async function createExclusively(path: string, holder: LockHolder): Promise<boolean> {
  const temporary = temporaryBeside(path)
  await writeFile(temporary, `${JSON.stringify(holder)}\n`, {mode: 0o600, flag: 'wx'})
  try {
    await link(temporary, path)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  } finally {
    await unlink(temporary)
  }
}

/** The holder, or undefined when there is no lock; a lock pay did not write is refused, naming it. */
async function readHolder(path: string): Promise<LockHolder | undefined> {
  let found: ReturnType<typeof readLockFile<LockHolder>>
  try {
    found = readLockFile(path, lockHolderSchema)
  } catch (error) {
    const reason = (error as Error).message
    throw new PayError({code: 'lock-unreadable', path, reason}, 1, {code: 'BATCH_LOCK_DAMAGED', cause: error})
  }
  if (found.state === 'damaged') throw lockDamagedError(path, found.damage, 'withdrawal batch')
  return found.state === 'held' ? found.holder : undefined
}

/** Only a holder on this host can be checked; one on another host (a shared data dir) is taken as running. */
function isStale(holder: LockHolder): boolean {
  return holder.hostname === hostname() && !isSameProcess(holder.pid, holder.process_start)
}

/**
 * Moves a stale lock aside and removes it, unless what was moved is no longer that lock (another run took it
 * over first): then it is put back.
 */
async function removeIfStill(path: string, stale: LockHolder): Promise<boolean> {
  const aside = `${path}.${process.pid}.stale`
  try {
    await rename(path, aside)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false
    throw error
  }
  const moved = readLockFile(aside, lockHolderSchema)
  const same = moved.state === 'held' && sameHolder(moved.holder, stale)
  if (!same) await link(aside, path).catch(() => {})
  await unlink(aside)
  return same
}

function sameHolder(a: LockHolder, b: LockHolder): boolean {
  return a.pid === b.pid && a.hostname === b.hostname && a.started_at === b.started_at
}

function runningError(holder: LockHolder, path: string): PayError {
  const where = holder.hostname === hostname() ? '' : ` on ${holder.hostname}`
  return new PayError(
    {
      code: 'batch-running',
      path,
      pid: holder.pid,
      startedAt: holder.started_at,
      file: holder.file,
      ...(where === '' ? {} : {host: holder.hostname}),
    },
    1,
    {code: 'BATCH_RUNNING', details: {holder}},
  )
}
