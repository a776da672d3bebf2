import {appendFileSync, mkdtempSync, readFileSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {afterEach, beforeEach, describe, expect, it} from 'vitest'

import {type AuditEntry, appendAuditRecord, auditLogPath} from '../../src/services/audit/audit-log.js'

let dataDir: string
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'pay-audit-'))
})
afterEach(() => rmSync(dataDir, {recursive: true, force: true}))

const ENTRY: AuditEntry = {
  at: '2026-11-28T05:00:00.000Z',
  command: 'test top-up',
  who: {approver: null, os_user: 'somchai'},
  profile: 'shop',
  mode: 'test',
  base_url: 'http://127.0.0.1:1',
  requests: [],
  totals: {requests: 0, amount: '0.00', answered: 0, answered_amount: '0.00'},
  approvals: [],
  outcome: {exit_code: 0, error_code: null},
}

describe('appendAuditRecord', () => {
  it('chains each record to the last, and appends none after a last line that is not a record', async () => {
    const first = await appendAuditRecord(dataDir, ENTRY)
    expect(await appendAuditRecord(dataDir, ENTRY)).toMatchObject({seq: 2, prev: first.hash})
    const path = auditLogPath(dataDir)
    appendFileSync(path, '{"seq": 3, "at": "2026-11-28T05:\n')
    const before = readFileSync(path, 'utf8')
    const error = await appendAuditRecord(dataDir, ENTRY).catch((caught: unknown) => caught)
    expect(error).toMatchObject({
      exitCode: 1,
      code: 'AUDIT_LOG_BROKEN',
      message: `The last line of the audit log ${path} is not an audit record: no record can be chained to it.`,
    })
    expect(readFileSync(path, 'utf8')).toBe(before)
  })
})
