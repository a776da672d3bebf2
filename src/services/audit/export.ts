import {InputError} from '../../core/errors.js'
import {parseJsonLines, readTextIfAny} from '../../core/files/json-lines.js'
import {parseWireMoney} from '../../core/money/money.js'
import {type AuditExport, type AuditRecord, auditRecordSchema} from '../../core/schemas/output/audit.js'
import type {Table, TableCell, TableColumn} from '../books/table-file.js'
import {auditLogPath} from './audit-log.js'
import {verifyAuditLog} from './verify.js'

/** A day is Bangkok's (Asia/Bangkok has no summer time): `--from 2026-11-28` starts at its midnight there. */
const BANGKOK = '+07:00'
const DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * A bound of `--from` / `--to` as an instant: a day in Asia/Bangkok (from its start; `--to` to its end), or a time
 * with its zone. Anything else is refused naming the flag.
 * @example exportBound('2026-11-28', '--to') // '2026-11-28T16:59:59.999Z'
 */
export function exportBound(value: string, flag: '--from' | '--to'): string {
  const day = DAY.test(value)
  const time = Date.parse(day ? `${value}T00:00:00${BANGKOK}` : value)
  const zoned = day || /(?:Z|[+-]\d{2}:?\d{2})$/i.test(value)
  if (Number.isNaN(time) || !zoned) throw new InputError({code: 'audit-bad-date', flag, value}, {details: {field: flag}})
  return new Date(day && flag === '--to' ? time + 86_400_000 - 1 : time).toISOString()
}

/**
 * The records of the audit log from `from` to `to` (instants, both included), with the log's verification, for
 * an auditor. The records are the lines that read as records; a broken log is exported as it is, and says so.
 */
export function exportAudit(options: {dataDir: string; from?: string; to?: string}): AuditExport {
  const from = options.from === undefined ? null : exportBound(options.from, '--from')
  const to = options.to === undefined ? null : exportBound(options.to, '--to')
  const {records} = parseJsonLines(readTextIfAny(auditLogPath(options.dataDir)) ?? '', auditRecordSchema)
  const inRange = (record: AuditRecord) => (from === null || record.at >= from) && (to === null || record.at <= to)
  return {from, to, verification: verifyAuditLog(options.dataDir), records: records.filter(inRange)}
}

const COLUMNS = [
  'seq',
  'at',
  'command',
  'approver',
  'os_user',
  'profile',
  'mode',
  'base_url',
  'method',
  'target',
  'idempotency_key',
  'amount',
  'status',
  'object_id',
  'body_sha256',
  'attempts',
  'approvals',
  'exit_code',
  'error_code',
  'hash',
] as const
export type AuditColumn = (typeof COLUMNS)[number]

/**
 * The records as a table for a spreadsheet: one row per money request, its record's fields beside it (the
 * amount as satang in a money column). `headings` are the columns' names in the run's language.
 */
export function auditTable(records: AuditRecord[], headings: Record<AuditColumn, string>): Table {
  return {
    sheet: 'Audit log',
    columns: COLUMNS.map((column): TableColumn => ({heading: headings[column], money: column === 'amount'})),
    rows: records.flatMap((record) =>
      record.requests.map((request): TableCell[] => {
        const cells: Record<AuditColumn, TableCell> = {
          seq: record.seq,
          at: record.at,
          command: record.command,
          approver: record.who.approver,
          os_user: record.who.os_user,
          profile: record.profile,
          mode: record.mode,
          base_url: record.base_url,
          method: request.method,
          target: request.target,
          idempotency_key: request.idempotency_key,
          amount: request.amount === null ? null : parseWireMoney(request.amount),
          status: request.status,
          object_id: request.object_id,
          body_sha256: request.body_sha256,
          attempts: request.attempts,
          approvals: record.approvals.length,
          exit_code: record.outcome.exit_code,
          error_code: record.outcome.error_code,
          hash: record.hash,
        }
        return COLUMNS.map((column) => cells[column])
      }),
    ),
  }
}
