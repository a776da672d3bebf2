import {randomBytes} from 'node:crypto'
import {closeSync, openSync, renameSync, rmSync, writeFileSync} from 'node:fs'
import {basename, dirname, join} from 'node:path'

/**
 * A name for the temporary file that replaces `path`, in its directory, that nobody can guess ahead: open it
 * with `wx` (O_CREAT|O_EXCL), which never follows or reuses what is already there, so a link planted in a
 * shared folder cannot turn the write onto another file.
 */
export function temporaryBeside(path: string): string {
  return join(dirname(path), `.${basename(path)}.${process.pid}-${randomBytes(8).toString('hex')}.tmp`)
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
