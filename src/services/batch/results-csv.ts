import type {ResultsPathFact} from '../../core/error-facts.js'
import {InputError} from '../../core/errors.js'
import {replaceFile, replaceProblem} from '../../core/files/replace-file.js'
import type {RowResult} from './batch-results.js'
import {formulaSafe} from './payout-csv.js'

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

/** Writes the results file whole or not at all (a temporary file of its own, then renamed over it). */
export async function writeResultsCsv(path: string, results: RowResult[]): Promise<void> {
  replaceFile(path, resultsCsv(results))
}

/**
 * Refuses, before any row is sent, a results file that cannot be written or would replace the payout file: the
 * input itself under any spelling (relative, `./`, a link to it, another case on a case-insensitive disk: the
 * same file by device and inode), a directory, or a file in a folder that is missing or not writable. A run that
 * paid and then could not write its results would end without its summary.
 */
export function checkResultsPath(resultsPath: string, inputPath: string): void {
  const found = replaceProblem(resultsPath, inputPath)
  if (!found) return
  const results = resultsPath
  switch (found.problem) {
    case 'is-input':
      throw resultsError({code: 'results-is-input', results, input: inputPath})
    case 'is-directory':
      throw resultsError({code: 'results-is-directory', results})
    case 'no-folder':
      throw resultsError({code: 'results-no-folder', results, folder: found.folder})
    case 'folder-not-writable':
      throw resultsError({code: 'results-folder-not-writable', results, folder: found.folder})
  }
}

function resultsError(facts: ResultsPathFact): InputError {
  return new InputError(facts, {code: 'INVALID_RESULTS_PATH'})
}

function csvCell(text: string): string {
  const safe = formulaSafe(text)
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}
