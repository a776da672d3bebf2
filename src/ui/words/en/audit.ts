import {plural} from '../language.js'

/** `pay audit verify`, `pay audit export`, and the base command's note when a run's record could not be appended. */
export const audit = {
  verify: {
    empty: (path: string) => `No audit log yet at ${path}: no money-moving command has run with this data dir.`,
    whole: (count: number, path: string) =>
      `✓ The audit log is whole: ${plural('en', count, {one: '# record', other: '# records'})}, each sealed by the next (${path}).`,
    last: (seq: number, hash: string, at: string) =>
      `Last record: ${seq} at ${at}, hash ${hash}. Keep it: a later verify ending before it means records were cut from the end.`,
    /** How the first broken record broke the chain, said of the record on `line`. */
    problems: {
      unreadable: (line: number) => `line ${line} is not an audit record (cut short, or not written by pay)`,
      edited: (line: number, seq: number) => `record ${seq} (line ${line}) was changed after it was written: its hash no longer seals it`,
      missing: (line: number, seq: number, expected: number) =>
        `record ${seq} (line ${line}) follows record ${expected - 1}: ${expected === seq - 1 ? `record ${expected} was` : `records ${expected} to ${seq - 1} were`} deleted`,
      'out-of-order': (line: number, seq: number, expected: number) =>
        `record ${seq} stands on line ${line}, where record ${expected} should: records were moved or swapped`,
      unchained: (line: number, seq: number) =>
        `record ${seq} (line ${line}) does not chain to the record before it: that record was replaced`,
    },
    broken: (what: string, path: string) => `✗ The audit log ${path} is broken: ${what}.`,
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
