import {createHash} from 'node:crypto'
import {closeSync, fstatSync, openSync, readSync} from 'node:fs'
import {join} from 'node:path'

import {PayError} from '../../core/errors.js'
import {refuseDamagedLock, withFileLock} from '../../core/files/file-lock.js'
import {parseJson} from '../../core/files/json-lines.js'
import {type AuditBody, type AuditRecord, auditBodySchema, auditRecordSchema} from '../../core/schemas/output/audit.js'
import {appendLogLine} from '../request-log/log-file.js'

/** `$PAY_DATA_DIR/audit/log.jsonl`: one record a line, each chained to the one before by its hash. */
export const AUDIT_LOG_FILE = join('audit', 'log.jsonl')

/** The `prev` of the first record: no record before it. */
export const GENESIS = '0'.repeat(64)

/** What a run says of itself; the log adds `seq`, `prev` and `hash`. */
export type AuditEntry = Omit<AuditBody, 'seq' | 'prev'>

export function auditLogPath(dataDir: string): string {
  return join(dataDir, AUDIT_LOG_FILE)
}

/**
 * Throws, as appending would, when the log's lock holds what pay did not write or its last line is not a record:
 * found before money is sent, so that no run moves money without its record.
 */
export function refuseUnwritableAuditLog(dataDir: string): void {
  const path = auditLogPath(dataDir)
  refuseDamagedLock(path)
  lastRecordOf(path)
}

/** The hash that closes a record: SHA-256 of its line as JSON without `hash` (prev included, so each seals the one before). */
export function hashOf(body: AuditBody): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex')
}

/** The line a record is written as: its body's fields in their order, then its hash. */
export function auditLine(body: AuditBody): string {
  return JSON.stringify({...body, hash: hashOf(body)})
}

/**
 * Appends one record, chained to the last: under `<log>.lock`, so that pay processes appending at once each
 * read the last record another wrote, and the chain has no fork. The line is one O_APPEND write (0600).
 * @example await appendAuditRecord(dataDir, entry) // {seq: 12, hash: '…', …}
 */
export async function appendAuditRecord(dataDir: string, entry: AuditEntry): Promise<AuditRecord> {
  const path = auditLogPath(dataDir)
  return withFileLock(path, () => {
    const last = lastRecordOf(path)
    const body = auditBodySchema.parse({seq: (last?.seq ?? 0) + 1, ...entry, prev: last?.hash ?? GENESIS})
    const line = auditLine(body)
    appendLogLine(path, `${line}\n`, Number.MAX_SAFE_INTEGER)
    return JSON.parse(line) as AuditRecord
  })
}

/** Read backwards from the end of the file, a chunk at a time, until a whole last line is found. */
const TAIL_CHUNK = 64 * 1024

/**
 * The log's last record (its seq and hash are what the next one chains to); undefined for no log. A last line
 * that is not a record is not chained to: appending stops there, saying the log is broken.
 */
function lastRecordOf(path: string): AuditRecord | undefined {
  const line = lastLine(path)
  if (line === undefined) return undefined
  const parsed = auditRecordSchema.safeParse(parseJson(line))
  if (!parsed.success) throw new PayError({code: 'audit-log-tail', path}, 1, {code: 'AUDIT_LOG_BROKEN'})
  return parsed.data
}

function lastLine(path: string): string | undefined {
  let fd: number
  try {
    fd = openSync(path, 'r')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
  try {
    const size = fstatSync(fd).size
    let tail = Buffer.alloc(0)
    for (let end = size; end > 0; ) {
      const start = Math.max(0, end - TAIL_CHUNK)
      const chunk = Buffer.alloc(end - start)
      readSync(fd, chunk, 0, chunk.length, start)
      tail = Buffer.concat([chunk, tail])
      let text = tail.toString('utf8')
      while (text.endsWith('\n')) text = text.slice(0, -1)
      const newline = text.lastIndexOf('\n')
      if (newline !== -1 || start === 0) return text.slice(newline + 1) || undefined
      end = start
    }
    return undefined
  } finally {
    closeSync(fd)
  }
}
