import {accessSync, closeSync, constants, openSync, renameSync, rmSync, writeFileSync} from 'node:fs'
import {open} from 'node:fs/promises'
import {basename, dirname, join, resolve} from 'node:path'
import type {Writable} from 'node:stream'
import {finished} from 'node:stream/promises'

import {statOrUndefined} from './stat-or-undefined.js'

/**
 * A name for the temporary file that replaces `path`, in its directory, that nobody can guess ahead: open it
 * with `wx` (O_CREAT|O_EXCL), which never follows or reuses what is already there, so a link planted in a
 * shared folder cannot turn the write onto another file.
 */
export function temporaryBeside(path: string): string {
  // node:crypto only when a file is written: `pay --help` reads settings through this module and writes nothing.
  const random = process.getBuiltinModule('node:crypto').randomBytes(8).toString('hex')
  return join(dirname(path), `.${basename(path)}.${process.pid}-${random}.tmp`)
}

/** Readable by everyone, written by the owner: files pay writes for people to share (no secret in them). */
export const SHARED_FILE_MODE = 0o644

/**
 * Replaces a file whole: the bytes go to a new temporary file in the same directory, which is then renamed
 * over `path`, so a reader (a chat app picking up the file, say) never sees it half written, and a failed
 * write leaves the old file as it was. For files that may hold a secret, see writePrivateFile.
 *
 * @example replaceFile('qr.png', pngBytes) // qr.png, mode 0644 (less the umask)
 */
export function replaceFile(path: string, data: string | Uint8Array, mode: number = SHARED_FILE_MODE): void {
  const temporary = temporaryBeside(path)
  const fd = openSync(temporary, 'wx', mode)
  try {
    try {
      writeFileSync(fd, data)
    } finally {
      closeSync(fd)
    }
    renameSync(temporary, path)
  } catch (error) {
    rmSync(temporary, {force: true})
    throw error
  }
}

/**
 * {@link replaceFile} for a file written as a stream: `fill` writes to the temporary file's stream and ends
 * it; only once every byte is on disk is it renamed over `path`, and a `fill` that throws leaves `path` as it
 * was and no temporary file behind.
 *
 * @example await replaceFileFrom('report.csv', async (out) => void out.end('ok\n')) // report.csv holds ok, whole
 */
export async function replaceFileFrom(
  path: string,
  fill: (out: Writable) => Promise<void>,
  mode: number = SHARED_FILE_MODE,
): Promise<void> {
  const temporary = temporaryBeside(path)
  const handle = await open(temporary, 'wx', mode)
  const out = handle.createWriteStream()
  try {
    await fill(out)
    await finished(out)
    renameSync(temporary, path)
  } catch (error) {
    out.destroy()
    await handle.close().catch(() => undefined)
    rmSync(temporary, {force: true})
    throw error
  }
}

/** Why a file cannot be written whole at a path: see {@link replaceProblem}. */
export type ReplaceProblem =
  | {problem: 'is-input'}
  | {problem: 'is-directory'}
  | {problem: 'no-folder'; folder: string}
  | {problem: 'folder-not-writable'; folder: string}

/**
 * Why a file pay is about to write cannot be put at `path`, asked before the work whose result it holds: the
 * `input` it was made from under any spelling (relative, `./`, a link to it, another case on a case-insensitive
 * disk: the same file by device and inode), a directory, or a folder that is missing or not writable.
 *
 * @example replaceProblem('./payouts.csv', 'payouts.csv') // is-input, when payouts.csv exists
 */
export function replaceProblem(path: string, input?: string): ReplaceProblem | undefined {
  const target = statOrUndefined(path)
  if (target?.isDirectory()) return {problem: 'is-directory'}
  const source = input === undefined ? undefined : statOrUndefined(input)
  if (target && source && target.dev === source.dev && target.ino === source.ino) return {problem: 'is-input'}
  const folder = dirname(resolve(path))
  if (!statOrUndefined(folder)?.isDirectory()) return {problem: 'no-folder', folder}
  try {
    accessSync(folder, constants.W_OK)
  } catch {
    return {problem: 'folder-not-writable', folder}
  }
  return undefined
}
