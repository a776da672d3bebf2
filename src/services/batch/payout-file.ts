import {readFile, stat} from 'node:fs/promises'
import {resolve} from 'node:path'

import {InputError} from '../../core/errors.js'
import type {BankList} from '../../core/schemas/bank.js'
import {say} from '../../core/text/visible-text.js'
import {contentIdOf, identifyRows, legacyBatchIdOf} from './batch-identity.js'
import {parsePayoutCsv, type RowProblem} from './payout-csv.js'
import {type Payout, validatePayoutRows} from './payout-rows.js'

/** Larger than any payout file a person prepares; refused before it is read into memory. */
export const MAX_FILE_BYTES = 64 * 1024 * 1024
/** How many bad rows the error message lists; `--json` carries them all in `error.details.problems`. */
const LISTED_PROBLEMS = 20

export interface PayoutFile {
  /** Absolute path of the file. */
  path: string
  /** The identity of the file's rows (batch-identity.ts): the same for every re-save of the same rows. */
  contentId: string
  /** The hash of the file's bytes, under which earlier versions of pay kept the journal of this exact file. */
  legacyBatchId: string
  payouts: Payout[]
}

/**
 * Reads, parses and validates a whole payout file before anything is sent. Any bad row refuses the file
 * (InputError, exit 2) with every problem listed by file line, row and column.
 *
 * @example const file = await readPayoutFile({path: 'payouts.csv', loadBanks}) // {path, contentId: '3b1c…', legacyBatchId: '9f0e…', payouts: [...]}
 */
export async function readPayoutFile(options: {path: string; loadBanks: () => Promise<BankList>}): Promise<PayoutFile> {
  const path = resolve(options.path)
  const bytes = await readBytes(path)
  const parsed = await parsePayoutCsv(bytes)
  const malformed = new Set(parsed.problems.map((problem) => problem.row))
  const {valid, problems} = await validatePayoutRows(
    parsed.rows.filter((row) => !malformed.has(row.row)),
    {loadBanks: options.loadBanks},
  )
  const all = [...parsed.problems, ...problems].sort((a, b) => a.row - b.row)
  if (all.length > 0) throw invalidRows(options.path, all, parsed.rows.length)
  const identities = identifyRows(valid.map((row) => row.body))
  const payouts = valid.map((row, index) => ({...row, ...identities[index]!}))
  return {path, contentId: contentIdOf(identities), legacyBatchId: legacyBatchIdOf(bytes), payouts}
}

/** `line 5 (row 4), column amount: must be more than 0.00 (got "0").` */
export function problemText(problem: RowProblem): string {
  return `line ${problem.line} (row ${problem.row})${problem.column ? `, column ${problem.column}` : ''}: ${problem.message}`
}

async function readBytes(path: string): Promise<Buffer> {
  try {
    const info = await stat(path)
    if (!info.isFile()) {
      throw new InputError(say`${path} is not a file.`, {
        code: 'INVALID_FILE',
        tryMessage: 'Give the path of a CSV file.',
        facts: {code: 'not-a-file', path},
      })
    }
    if (info.size > MAX_FILE_BYTES) {
      throw new InputError(say`${path} is ${info.size} bytes; a payout file may have at most ${MAX_FILE_BYTES}.`, {
        code: 'INVALID_FILE',
        tryMessage: 'Split it into several files.',
        facts: {code: 'file-too-large', path, bytes: info.size, max: MAX_FILE_BYTES},
      })
    }
    return await readFile(path)
  } catch (error) {
    if (error instanceof InputError) throw error
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message
    throw new InputError(say`Cannot read ${path}: ${reason}.`, {
      code: 'INVALID_FILE',
      tryMessage: 'Check the path and that you may read the file.',
      facts: {code: 'unreadable-file', path, reason},
      cause: error,
    })
  }
}

function invalidRows(file: string, problems: RowProblem[], rowCount: number): InputError {
  const rows = new Set(problems.map((problem) => problem.row)).size
  const shown = problems.slice(0, LISTED_PROBLEMS)
  const more = problems.length - shown.length
  const listed = shown.map((problem) => `  ${problemText(problem)}`)
  const andMore = more > 0 ? [`  … and ${more} more (all of them with --json)`] : []
  return new InputError([say`${rows} of ${rowCount} rows of ${file} are invalid; nothing was sent:`, ...listed, ...andMore].join('\n'), {
    code: 'INVALID_ROWS',
    tryMessage: 'Fix these rows and run the file again (`pay banks` lists the bank codes).',
    details: {problems: problems.map(({fact, ...problem}) => problem)},
    facts: {
      code: 'invalid-rows',
      file,
      rows,
      rowCount,
      problems: shown.map(({line, row, column, fact}) => ({line, row, column, problem: fact})),
      more,
    },
  })
}
