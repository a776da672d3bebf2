import {readFileSync, rmdirSync, rmSync, statSync} from 'node:fs'

import {withFileLockSync} from '../files/file-lock.js'
import {writePrivateFile} from '../files/private-file.js'
import {isSameProcess, procStat} from '../files/process-identity.js'

/** node-sqlite3-wasm's lock of a database file: a directory it makes beside the file, and removes to let go. */
const lockOf = (file: string) => `${file}.lock`
/** Who holds that lock: written right after it is taken, removed right before it is let go. */
const holderOf = (file: string) => `${file}.lock-holder`

interface Holder {
  pid: number
  process_start?: string
  writer: boolean
}

/** How long an open waits for another process's read (which takes milliseconds), as SQLite's busy timeout does. */
const WAIT_MS = 5000
/** A lock without a holder is being taken or let go; one this old was left by a process that died in between. */
const ORPHAN_MS = 10_000
const RETRY_MS = 10

/** The database file is held by another process, one that keeps it open when `writer` (a running sandbox; only one opens it at a time here). */
export class DatabaseHeldError extends Error {
  constructor(
    readonly file: string,
    readonly holder: {pid: number; writer: boolean} | undefined,
  ) {
    super(
      holder
        ? `The database ${file} is in use by process ${holder.pid}: on this runtime one process at a time opens it.`
        : `The database ${file} stayed locked for ${WAIT_MS / 1000} s.`,
    )
  }
}

/**
 * Opens a database file whose lock node-sqlite3-wasm takes at `open`'s first read and keeps: a lock left by a
 * process that died holding it (SIGKILL, a crash) is taken over, since what that process committed is in the
 * file or its WAL, which SQLite replays. A lock a running sandbox holds fails at once (DatabaseHeldError); one
 * another reader holds is waited for, up to 5 s. Pay's openers go one at a time (a file lock beside it).
 */
export function holdWasmLock<T>(file: string, {writer}: {writer: boolean}, open: () => T): T {
  const giveUpAt = Date.now() + WAIT_MS
  const pause = new Int32Array(new SharedArrayBuffer(4))
  for (;;) {
    const attempt = withFileLockSync(holderOf(file), (): {held: false; opened: T} | {held: true; by: Holder | 'changing'} => {
      const holder = currentHolder(file)
      if (holder !== 'free') return {held: true, by: holder}
      const opened = open()
      const me: Holder = {pid: process.pid, process_start: procStat(process.pid)?.startTime, writer}
      writePrivateFile(holderOf(file), JSON.stringify(me))
      return {held: false, opened}
    })
    if (!attempt.held) return attempt.opened
    const holder = attempt.by === 'changing' ? undefined : attempt.by
    if (holder?.writer || Date.now() > giveUpAt) throw new DatabaseHeldError(file, holder)
    Atomics.wait(pause, 0, 0, RETRY_MS)
  }
}

/** Lets go of the lock that holdWasmLock took: the holder is forgotten first, while the lock is still held. */
export function letGoOfWasmLock(file: string, close: () => void): void {
  rmSync(holderOf(file), {force: true})
  close()
}

/** Who holds the file's lock: nobody (a dead holder's lock is removed), a live process, or `changing` hands. */
function currentHolder(file: string): Holder | 'free' | 'changing' {
  let lockedAt: number
  try {
    lockedAt = statSync(lockOf(file)).mtimeMs
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'free'
    throw error
  }
  const holder = readHolder(file)
  if (holder ? isSameProcess(holder.pid, holder.process_start) : Date.now() - lockedAt < ORPHAN_MS) return holder ?? 'changing'
  rmSync(holderOf(file), {force: true})
  rmdirSync(lockOf(file))
  return 'free'
}

function readHolder(file: string): Holder | undefined {
  try {
    const holder = JSON.parse(readFileSync(holderOf(file), 'utf8')) as Partial<Holder>
    return typeof holder.pid === 'number'
      ? {pid: holder.pid, process_start: holder.process_start, writer: holder.writer === true}
      : undefined
  } catch {
    return undefined
  }
}
