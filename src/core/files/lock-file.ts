import {closeSync, constants, fstatSync, lstatSync, openSync, readSync} from 'node:fs'

import type {LockDamage, LockTakenBy} from '../error-facts.js'
import {PayError} from '../errors.js'
import type * as z from '../schemas/zod-mini.js'

/** `ino` and `mtimeMs` are the file the holder was read from, to tell it from a lock taken since. */
export type LockRead<T> =
  | {state: 'absent'}
  | {state: 'held'; holder: T; ino: number; mtimeMs: number}
  | {state: 'damaged'; damage: LockDamage}

/** A holder is a few fields; anything longer is not one. */
const MAX_LOCK_BYTES = 4096

/**
 * Reads the lock at `path` with its holder's schema, without following a symlink and without blocking on a
 * special file (a FIFO is opened non-blocking and refused by its type).
 * @example readLockFile('/home/me/.config/pay/profiles.json.lock', holderSchema) // {state: 'held', holder: {pid: 4242, …}}
 */
export function readLockFile<T>(path: string, schema: z.ZodType<T>): LockRead<T> {
  let fd: number
  try {
    const found = lstatSync(path)
    if (found.isSymbolicLink()) return {state: 'damaged', damage: 'symlink'}
    if (found.isDirectory()) return {state: 'damaged', damage: 'directory'}
    if (!found.isFile()) return {state: 'damaged', damage: 'not-regular'}
    fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {state: 'absent'}
    throw error
  }
  let bytes: Buffer
  let opened: {ino: number; mtimeMs: number}
  try {
    // Replaced between the look and the open: judged by what was opened.
    const stat = fstatSync(fd)
    if (!stat.isFile()) return {state: 'damaged', damage: 'not-regular'}
    opened = {ino: stat.ino, mtimeMs: stat.mtimeMs}
    const buffer = Buffer.alloc(MAX_LOCK_BYTES + 1)
    const length = readSync(fd, buffer, 0, buffer.length, 0)
    bytes = buffer.subarray(0, length)
  } finally {
    closeSync(fd)
  }
  if (bytes.length === 0) return {state: 'damaged', damage: 'empty'}
  if (bytes.length > MAX_LOCK_BYTES) return {state: 'damaged', damage: 'too-large'}
  let json: unknown
  try {
    json = JSON.parse(bytes.toString('utf8'))
  } catch {
    return {state: 'damaged', damage: 'not-json'}
  }
  const holder = schema.safeParse(json)
  return holder.success ? {state: 'held', holder: holder.data, ...opened} : {state: 'damaged', damage: 'not-holder'}
}

/**
 * The lock at `lock` holds something no pay process wrote (exit 1): named as such, with the fix. Nothing was
 * changed or sent.
 */
export function lockDamagedError(lock: string, damage: LockDamage, takenBy: LockTakenBy): PayError {
  return new PayError({code: 'lock-damaged', lock, damage, takenBy}, 1, {code: 'LOCK_DAMAGED'})
}
