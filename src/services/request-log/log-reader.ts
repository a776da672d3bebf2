import {closeSync, constants, fstatSync, openSync, readFileSync} from 'node:fs'

import {ExitCode, PayError} from '../../core/errors.js'
import {parseJsonLines, type ReadLines} from '../../core/files/json-lines.js'
import {timestamp} from '../../core/schemas/money.js'
import {type RequestLogEntry, requestLogEntrySchema} from '../../core/schemas/output/request-log.js'
import {previousGenerationPath} from './log-file.js'

// Reading the history back is apart from writing it (log-file.ts): every command that sends a request writes
// it, and only `pay logs` reads it, so the others never build the entries' schema.

/** A line of the history as read back: an entry whose time reads as a date. */
export const requestLogLineSchema = requestLogEntrySchema.extend({at: timestamp})

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
      throw new PayError({code: 'request-log-symlink', path}, ExitCode.requestFailed, {code: 'REQUEST_LOG_SYMLINK'})
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
