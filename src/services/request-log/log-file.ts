import {
  closeSync,
  constants,
  fchmodSync,
  fstatSync,
  lstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  writeSync,
} from 'node:fs'
import {dirname, join} from 'node:path'

import {ExitCode, PayError} from '../../core/errors.js'
import {parseJsonLines, type ReadLines} from '../../core/files/json-lines.js'
import {openPrivateFile, PRIVATE_FILE_MODE} from '../../core/files/private-file.js'
import {timestamp} from '../../core/schemas/money.js'
import {type RequestLogEntry, requestLogEntrySchema} from '../../core/schemas/output/request-log.js'
import {say} from '../../core/text/visible-text.js'

/** `<data dir>/request-log/requests.jsonl`, and the generation before it in `requests.jsonl.1`. */
export const REQUEST_LOG_FILE = join('request-log', 'requests.jsonl')

/** Past this size the file becomes `requests.jsonl.1` (replacing the one before), so the history stays under twice this. */
export const REQUEST_LOG_MAX_BYTES = 5 * 1024 * 1024

/** Append, created if missing, and never through a symlink planted in its place (ELOOP instead: the recorder warns once). */
const APPEND_NO_FOLLOW = constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | constants.O_NOFOLLOW
/** A line of the history as read back: an entry whose time reads as a date. */
export const requestLogLineSchema = requestLogEntrySchema.extend({at: timestamp})

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
    writeSync(this.fd!, line)
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

/** Where a reader of the file stopped: the file (by inode) and the length of its complete lines. */
export interface LogPosition {
  ino: number
  offset: number
}

/** Every entry of both generations, oldest first, how many lines were not entries, and where the current file ends. */
export function readLogEntries(path: string): {entries: RequestLogEntry[]; skipped: number; end: LogPosition | undefined} {
  const previous = parseLines(readIfPresent(previousGenerationPath(path))?.bytes)
  const current = readIfPresent(path)
  const latest = parseLines(current?.bytes)
  const read = {entries: [...previous.records, ...latest.records], skipped: previous.skipped + latest.skipped}
  if (!current) return {...read, end: undefined}
  return {...read, end: {ino: current.ino, offset: current.bytes.lastIndexOf(0x0a) + 1}}
}

/**
 * The entries of the complete lines of `bytes` (a last line without its newline may still be being written).
 * A line that is not an entry (a write torn by a crash, a line of a later version) is skipped and counted.
 */
export function parseLines(bytes: Buffer | undefined): ReadLines<RequestLogEntry> {
  if (!bytes) return {records: [], skipped: 0}
  return parseJsonLines(bytes.subarray(0, bytes.lastIndexOf(0x0a) + 1).toString('utf8'), requestLogLineSchema)
}

/**
 * A descriptor of the file for reading, or undefined when there is no such file (yet, or any more after a
 * rotation). Never through a symlink planted in its place: pay would print whatever file it points to.
 */
export function openIfPresent(path: string): number | undefined {
  try {
    return openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT') return undefined
    if (code === 'ELOOP') {
      throw new PayError(say`${path} is a symbolic link, not the request history pay writes; it is not read.`, ExitCode.requestFailed, {
        code: 'REQUEST_LOG_SYMLINK',
        tryMessage: 'Remove the link; pay starts a new history at the next request.',
        facts: {code: 'request-log-symlink', path},
      })
    }
    throw error
  }
}

function readIfPresent(path: string): {bytes: Buffer; ino: number} | undefined {
  const fd = openIfPresent(path)
  if (fd === undefined) return undefined
  try {
    return {ino: fstatSync(fd).ino, bytes: readFileSync(fd)}
  } finally {
    closeSync(fd)
  }
}
