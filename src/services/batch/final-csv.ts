import {readFile} from 'node:fs/promises'

import {replaceFile} from '../../core/files/replace-file.js'
import type {CloseRow} from '../../core/schemas/output/batch-close.js'
import {formulaSafe, parsePayoutCsv} from './payout-csv.js'

const FINAL_COLUMNS = [
  'row',
  'line',
  'amount',
  'bank',
  'account_no',
  'batch_id',
  'withdrawal_id',
  'status',
  'final',
  'reason',
  'fee',
  'gross',
  'refunded',
  'final_at',
] as const satisfies ReadonlyArray<keyof CloseRow>

/**
 * The final file: one line per row of the input, in file order (RFC 4180, CRLF). A cell a spreadsheet would
 * run as a formula (a reason can say anything) is prefixed with `'`.
 *
 * @example finalCsv([]) // 'row,line,amount,bank,account_no,batch_id,withdrawal_id,status,final,reason,fee,gross,refunded,final_at\r\n'
 */
export function finalCsv(rows: CloseRow[]): string {
  const lines = rows.map((row) => FINAL_COLUMNS.map((column) => csvCell(String(row[column] ?? ''), true)).join(','))
  return `${[FINAL_COLUMNS.join(','), ...lines].join('\r\n')}\r\n`
}

/**
 * The rows of a payout file whose numbers are in `rows`, in its own columns and their order, their cells as
 * written: a payout file to pay again once the rows are fixed.
 *
 * @example await retryCsv('payouts.csv', new Set([2])) // the header line and row 2, as the file has them
 */
export async function retryCsv(path: string, rows: Set<number>): Promise<string> {
  const {columns, rows: parsed} = await parsePayoutCsv(await readFile(path))
  const lines = parsed
    .filter((row) => rows.has(row.row))
    .map((row) => columns.map((column) => csvCell(row.cells[column] ?? '', false)).join(','))
  return `${[columns.join(','), ...lines].join('\r\n')}\r\n`
}

/** Writes a file whole or not at all (a new temporary file, renamed over it). */
export function writeCsvFile(path: string, text: string): void {
  replaceFile(path, text, 0o600)
}

function csvCell(text: string, guardFormula: boolean): string {
  const safe = guardFormula ? formulaSafe(text) : text
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}
