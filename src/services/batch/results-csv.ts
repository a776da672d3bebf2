import {rename, writeFile} from 'node:fs/promises'

import type {RowResult} from './batch-results.js'
import {FORMULA_START} from './payout-csv.js'

const COLUMNS = [
  'row',
  'line',
  'outcome',
  'withdrawal_id',
  'status',
  'amount',
  'fee',
  'idempotency_key',
  'error_code',
  'error',
  'paid_by_batch',
  'paid_by_file',
  'paid_at',
] as const

/** `payouts.csv` → `payouts.csv.results.csv`, beside the input. */
export function defaultResultsPath(inputPath: string): string {
  return `${inputPath}.results.csv`
}

/**
 * The results as CSV (RFC 4180, CRLF), one line per row of the input. A cell that a spreadsheet would run as
 * a formula (an error message can quote anything) is prefixed with `'`.
 *
 * @example resultsCsv([{...result, row: 1, line: 2, outcome: 'done', withdrawal_id: 'wd_1'}]) // 'row,line,outcome,…\r\n1,2,done,wd_1,…\r\n'
 */
export function resultsCsv(results: RowResult[]): string {
  const lines = results.map((result) =>
    [
      ...[
        result.row,
        result.line,
        result.outcome,
        result.withdrawal_id,
        result.status,
        result.amount,
        result.fee,
        result.idempotency_key,
        result.error?.code,
        result.error?.message,
      ],
      ...[result.paid_by?.batch_id, result.paid_by?.file, result.paid_by?.at],
    ].map((value) => csvCell(value === null || value === undefined ? '' : String(value))),
  )
  return `${[COLUMNS.join(','), ...lines.map((cells) => cells.join(','))].join('\r\n')}\r\n`
}

/** Writes the results file whole or not at all (temporary file, then rename). */
export async function writeResultsCsv(path: string, results: RowResult[]): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`
  await writeFile(temporary, resultsCsv(results))
  await rename(temporary, path)
}

function csvCell(text: string): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}
