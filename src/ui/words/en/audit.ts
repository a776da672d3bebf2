import type {AuditVerification} from '../../../core/schemas/output/audit.js'
import {plural} from '../language.js'

type Broken = NonNullable<AuditVerification['broken']>

/** How the first broken record broke the chain, said of record `seq` on `line`. */
const PROBLEMS: Record<Broken['problem'], (broken: Broken) => string> = {
  unreadable: ({line}) => `line ${line} is not an audit record (cut short, or not written by pay)`,
  edited: ({line, seq}) => `record ${seq} (line ${line}) was changed after it was written: its hash no longer seals it`,
  missing: ({line, seq, expected}) =>
    `record ${seq} (line ${line}) follows record ${expected - 1}: ${expected === (seq ?? 0) - 1 ? `record ${expected} was` : `records ${expected} to ${(seq ?? 0) - 1} were`} deleted`,
  'out-of-order': ({line, seq, expected}) =>
    `record ${seq} stands on line ${line}, where record ${expected} should: records were moved or swapped`,
  unchained: ({line, seq}) => `record ${seq} (line ${line}) does not chain to the record before it: that record was replaced`,
}

/** `pay audit verify`, `pay audit export`, and the base command's note when a run's record could not be appended. */
export const audit = {
  verify: {
    empty: (path: string) => `No audit log yet at ${path}: no money-moving command has run with this data dir.`,
    whole: (count: number, path: string) =>
      `✓ The audit log is whole: ${plural('en', count, {one: '# record', other: '# records'})}, each sealed by the next (${path}).`,
    last: (seq: number, hash: string, at: string) =>
      `Last record: ${seq} at ${at}, hash ${hash}. Keep it: a later verify ending before it means records were cut from the end.`,
    broken: (broken: Broken, path: string) => `✗ The audit log ${path} is broken: ${PROBLEMS[broken.problem](broken)}.`,
    goodBefore: (count: number) =>
      count === 0
        ? 'No record before it can be trusted.'
        : `${plural('en', count, {one: 'The # record', other: 'The # records'})} before it hold.`,
  },
  export: {
    wrote: (count: number, path: string) => `Wrote ${plural('en', count, {one: '# record', other: '# records'})} to ${path}.`,
    notWhole: 'Warning: the audit log is broken (run `pay audit verify`); the records are exported as they are.',
    columns: {
      seq: 'seq',
      at: 'at',
      command: 'command',
      approver: 'approver',
      os_user: 'os_user',
      profile: 'profile',
      mode: 'mode',
      base_url: 'base_url',
      method: 'method',
      target: 'target',
      idempotency_key: 'idempotency_key',
      amount: 'amount',
      status: 'status',
      object_id: 'object_id',
      body_sha256: 'body_sha256',
      attempts: 'attempts',
      approvals: 'approvals',
      exit_code: 'exit_code',
      error_code: 'error_code',
      hash: 'record_hash',
    },
  },
  notAppended: (path: string, reason: string) =>
    `this run's audit record could not be appended to ${path} (${reason}). Its requests are in the request history (pay logs).`,
}
