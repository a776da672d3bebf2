import {randomBytes} from 'node:crypto'
import {closeSync, openSync, renameSync, rmSync, writeFileSync} from 'node:fs'
import {basename, dirname, join} from 'node:path'

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
  // `wx`: never follow or reuse something already at the temporary name.
  const temporary = join(dirname(path), `.${basename(path)}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`)
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
