import {closeSync, constants, fchmodSync, fstatSync, lstatSync, mkdirSync, renameSync, statSync} from 'node:fs'
import {dirname, join} from 'node:path'

import {openPrivateFile, PRIVATE_FILE_MODE} from '../../core/files/private-file.js'
import {writeWholeSync} from '../../core/files/write-whole.js'

/** `<data dir>/request-log/requests.jsonl`, and the generation before it in `requests.jsonl.1`. */
export const REQUEST_LOG_FILE = join('request-log', 'requests.jsonl')

/** Past this size the file becomes `requests.jsonl.1` (replacing the one before), so the history stays under twice this. */
export const REQUEST_LOG_MAX_BYTES = 5 * 1024 * 1024

/** Append, created if missing, and never through a symlink planted in its place (ELOOP instead: the recorder warns once). */
const APPEND_NO_FOLLOW = constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | constants.O_NOFOLLOW

export function requestLogPath(dataDir: string): string {
  return join(dataDir, REQUEST_LOG_FILE)
}

export function previousGenerationPath(path: string): string {
  return `${path}.1`
}

/**
 * Appends one line: opened with O_APPEND and written in one call, so lines of CLI processes writing at the
 * same time never interleave. A file that this line would take past `maxBytes` is rotated first.
 * @example appendLogLine(requestLogPath(dataDir), `${JSON.stringify(entry)}\n`)
 */
export function appendLogLine(path: string, line: string, maxBytes: number = REQUEST_LOG_MAX_BYTES): void {
  const appender = new LogAppender(path, maxBytes)
  try {
    appender.append(line)
  } finally {
    appender.close()
  }
}

/**
 * A log file held open for the lines of a process (a batch writes one a request): each line is one O_APPEND
 * write, as with `appendLogLine`, and the file is looked at by its path before each line (one lstat), so
 * that a file rotated or removed by another process, or made readable by others, is seen as before.
 */
export class LogAppender {
  private fd?: number
  private ino = 0

  constructor(
    readonly path: string,
    private readonly maxBytes: number = REQUEST_LOG_MAX_BYTES,
  ) {}

  append(line: string): void {
    let size = this.sizeOfOpenFile()
    if (size > 0 && size + Buffer.byteLength(line) > this.maxBytes) {
      this.close()
      rotate(this.path, this.ino)
      size = this.sizeOfOpenFile()
    }
    writeWholeSync(this.fd!, line)
  }

  close(): void {
    if (this.fd !== undefined) closeSync(this.fd)
    this.fd = undefined
  }

  /** The size of the file at the path, opened first unless the one open is still there. */
  private sizeOfOpenFile(): number {
    const found = this.fd === undefined ? undefined : lstatSync(this.path, {throwIfNoEntry: false})
    if (found?.ino === this.ino) {
      if ((found.mode & 0o077) !== 0) fchmodSync(this.fd!, PRIVATE_FILE_MODE)
      return found.size
    }
    this.close()
    this.fd = openCreatingDirectory(this.path)
    const {size, ino} = fstatSync(this.fd)
    this.ino = ino
    return size
  }
}

/** The log opened for appending; its directory (0700) is made only when it is missing. */
function openCreatingDirectory(path: string): number {
  try {
    return openPrivateFile(path, APPEND_NO_FOLLOW)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    mkdirSync(dirname(path), {recursive: true, mode: 0o700})
    return openPrivateFile(path, APPEND_NO_FOLLOW)
  }
}

/** Another process may have rotated the file since it was opened: only the file found full is moved. */
function rotate(path: string, ino: number): void {
  try {
    if (statSync(path).ino === ino) renameSync(path, previousGenerationPath(path))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
}
