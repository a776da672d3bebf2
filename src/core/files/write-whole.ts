import {writeSync} from 'node:fs'
import type {FileHandle} from 'node:fs/promises'

/**
 * A write that put fewer bytes on disk than it was given (a full disk, a quota): the file now ends in a torn
 * record. Node reports this only through the count it returns, so every writer of pay's records checks it here
 * instead of taking a short write for success.
 */
export class ShortWriteError extends Error {
  readonly code = 'ESHORTWRITE'

  constructor(
    readonly written: number,
    readonly expected: number,
  ) {
    super(`only ${written} of ${expected} bytes were written (is the disk full?)`)
  }
}

/**
 * Writes all of `data` at the file's position in one call, or throws (ENOSPC, EIO, or a ShortWriteError when
 * fewer bytes were taken).
 * @example writeWholeSync(fd, `${JSON.stringify(record)}\n`)
 */
export function writeWholeSync(fd: number, data: string | Uint8Array): void {
  const bytes = typeof data === 'string' ? Buffer.from(data) : data
  const written = writeSync(fd, bytes)
  if (written !== bytes.length) throw new ShortWriteError(written, bytes.length)
}

/**
 * The same for an open file handle.
 * @example await writeWhole(handle, Buffer.from(lines))
 */
export async function writeWhole(handle: FileHandle, data: string | Uint8Array): Promise<void> {
  const bytes = typeof data === 'string' ? Buffer.from(data) : data
  const {bytesWritten} = await handle.write(bytes)
  if (bytesWritten !== bytes.length) throw new ShortWriteError(bytesWritten, bytes.length)
}
