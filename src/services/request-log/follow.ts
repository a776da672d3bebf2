import {closeSync, fstatSync, readSync, statSync} from 'node:fs'

import type {RequestLogEntry} from '../../core/schemas/output/request-log.js'
import {abortableSleep} from '../watch/status-watch.js'
import {entryFilter, type RequestLogFilter} from './entry-filter.js'
import {requestLogPath} from './log-file.js'
import {type LogPosition, openIfPresent, parseLines} from './log-reader.js'

export interface FollowRequestsOptions {
  dataDir: string
  filter: RequestLogFilter
  /** Where a listing stopped (`listRequests`'s `end`); from the start of the file when there was none. */
  from: LogPosition | undefined
  /** Ends the following (Ctrl-C). */
  signal: AbortSignal
  pollMs?: number
}

/** A quarter of a second: new requests show at once to a person, and an idle follow costs next to nothing. */
const POLL_MS = 250

/**
 * Each entry appended to the request history from `from` on that passes the filter, as it is written, until
 * the signal aborts. The file is read through an open descriptor: when it is rotated (renamed to `.1`), the
 * rest of the old file is read to its end before the new file is read from its start, so nothing is skipped.
 * @example for await (const entry of followRequests({dataDir, filter: {}, from: listing.end, signal})) console.log(entry.target)
 */
export async function* followRequests(options: FollowRequestsOptions): AsyncGenerator<RequestLogEntry, void> {
  const path = requestLogPath(options.dataDir)
  const matches = entryFilter(options.filter)
  let from = options.from
  let file: OpenLog | undefined
  try {
    while (!options.signal.aborted) {
      file ??= openLog(path, from)
      if (file) {
        yield* readNew(file).filter(matches)
        if (inodeAt(path) !== file.ino) {
          // Rotated: what was written to the old file before the rename is still to be read.
          yield* readNew(file).filter(matches)
          closeSync(file.fd)
          file = undefined
          from = undefined
          continue
        }
      }
      await abortableSleep(options.pollMs ?? POLL_MS, options.signal)
    }
  } finally {
    if (file) closeSync(file.fd)
  }
}

interface OpenLog {
  fd: number
  ino: number
  offset: number
  /** The start of a line whose end is not written yet. */
  partial: Buffer
}

function openLog(path: string, from: LogPosition | undefined): OpenLog | undefined {
  const fd = openIfPresent(path)
  if (fd === undefined) return undefined
  const ino = fstatSync(fd).ino
  return {fd, ino, offset: from?.ino === ino ? from.offset : 0, partial: Buffer.alloc(0)}
}

/** The complete lines written since the last read. */
function readNew(file: OpenLog): RequestLogEntry[] {
  const size = fstatSync(file.fd).size
  if (size <= file.offset) return []
  const chunk = Buffer.alloc(size - file.offset)
  const read = readSync(file.fd, chunk, 0, chunk.length, file.offset)
  file.offset += read
  const bytes = Buffer.concat([file.partial, chunk.subarray(0, read)])
  const end = bytes.lastIndexOf(0x0a) + 1
  file.partial = bytes.subarray(end)
  return parseLines(bytes.subarray(0, end)).records
}

function inodeAt(path: string): number | undefined {
  try {
    return statSync(path).ino
  } catch {
    return undefined
  }
}
