import {parseJson, readTextIfAny} from '../../core/files/json-lines.js'
import {type AuditRecord, type AuditVerification, auditRecordSchema} from '../../core/schemas/output/audit.js'
import {auditLine, auditLogPath, GENESIS} from './audit-log.js'

/**
 * How a record breaks the chain: `unreadable` (not a record), `edited` (its bytes are not those its hash
 * seals), `missing` (records before it are gone: its seq skips), `out-of-order` (it stands where another
 * should: moved, swapped or repeated), `unchained` (its `prev` is not the hash of the record before it).
 */
/**
 * Checks the audit log's chain from its first record: each line is its record exactly as written (hash
 * included), numbered one after the other, each sealing the one before. Stops at the first break and names
 * it. A log cut short after its last record is whole as far as it goes: compare `last` with an earlier run.
 * @example verifyAuditLog(dataDir) // {path, records: 12, last: {seq: 12, hash: '…'}}
 */
export function verifyAuditLog(dataDir: string): AuditVerification {
  const path = auditLogPath(dataDir)
  return {path, ...verifyAuditText(readTextIfAny(path) ?? '')}
}

export function verifyAuditText(text: string): Omit<AuditVerification, 'path'> {
  const lines = text.endsWith('\n') ? text.slice(0, -1).split('\n') : text.split('\n')
  if (text === '') return {records: 0}
  const records = lines.map((line) => {
    const parsed = auditRecordSchema.safeParse(parseJson(line))
    return parsed.success ? parsed.data : undefined
  })
  let previous: AuditRecord | undefined
  for (const [index, record] of records.entries()) {
    const expected = (previous?.seq ?? 0) + 1
    const at = {line: index + 1, expected}
    const done = {records: index, ...(previous && {last: {seq: previous.seq, hash: previous.hash, at: previous.at}})}
    if (!record) return {...done, broken: {...at, problem: 'unreadable'}}
    const {hash: _hash, ...body} = record
    if (auditLine(body) !== lines[index]) return {...done, broken: {...at, seq: record.seq, problem: 'edited'}}
    if (record.seq !== expected) {
      // A record that should be here but stands further on was moved; one that is nowhere was deleted.
      const moved = record.seq < expected || records.slice(index + 1).some((later) => later?.seq === expected)
      return {...done, broken: {...at, seq: record.seq, problem: moved ? 'out-of-order' : 'missing'}}
    }
    if (record.prev !== (previous?.hash ?? GENESIS)) return {...done, broken: {...at, seq: record.seq, problem: 'unchained'}}
    previous = record
  }
  return {records: records.length, ...(previous && {last: {seq: previous.seq, hash: previous.hash, at: previous.at}})}
}
