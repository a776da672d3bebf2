import {chmodSync, closeSync, fchmodSync, fstatSync, openSync, renameSync, rmSync, statSync} from 'node:fs'
import {temporaryBeside} from './replace-file.js'
import {writeWholeSync} from './write-whole.js'

/** Owner read and write only: the mode of every file pay writes that holds (or may hold) a secret. */
export const PRIVATE_FILE_MODE = 0o600

/**
 * Opens a file that must stay private: created 0600 whatever the umask, and an existing file that group or
 * others may access is tightened to 0600 before anything is written to it.
 * @example const log = openPrivateFile(join(dataDir, 'sandbox.log'), 'a')
 */
export function openPrivateFile(path: string, flags: string | number): number {
  const fd = openSync(path, flags, PRIVATE_FILE_MODE)
  try {
    if ((fstatSync(fd).mode & 0o077) !== 0) fchmodSync(fd, PRIVATE_FILE_MODE)
  } catch (error) {
    closeSync(fd)
    throw error
  }
  return fd
}

/** Replaces a file whole (a temporary file renamed over it), so it is 0600 and never seen half written. */
export function writePrivateFile(path: string, text: string): void {
  const temporary = temporaryBeside(path)
  const fd = openPrivateFile(temporary, 'wx')
  try {
    try {
      writeWholeSync(fd, text)
    } finally {
      closeSync(fd)
    }
    renameSync(temporary, path)
  } catch (error) {
    rmSync(temporary, {force: true})
    throw error
  }
}

/** Tightens an existing file to 0600 when group or others may access it; a missing file is left missing. */
export function tightenPrivateFile(path: string): void {
  let mode: number
  try {
    mode = statSync(path).mode
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
    throw error
  }
  if ((mode & 0o077) !== 0) chmodSync(path, PRIVATE_FILE_MODE)
}
