import {readFile, stat} from 'node:fs/promises'
import {resolve} from 'node:path'

import {InputError} from '../../core/errors.js'
import type {BankList} from '../../core/schemas/bank.js'
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

async function readBytes(path: string): Promise<Buffer> {
  try {
    const info = await stat(path)
    if (!info.isFile()) {
      throw new InputError({code: 'not-a-file', path}, {code: 'INVALID_FILE'})
    }
    if (info.size > MAX_FILE_BYTES) {
      throw new InputError({code: 'file-too-large', path, bytes: info.size, max: MAX_FILE_BYTES}, {code: 'INVALID_FILE'})
    }
    return await readFile(path)
  } catch (error) {
    if (error instanceof InputError) throw error
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message
    throw new InputError({code: 'unreadable-file', path, reason}, {code: 'INVALID_FILE', cause: error})
  }
}

function invalidRows(file: string, problems: RowProblem[], rowCount: number): InputError {
  const rows = new Set(problems.map((problem) => problem.row)).size
  const shown = problems.slice(0, LISTED_PROBLEMS)
  const more = problems.length - shown.length
  return new InputError(
    {
      code: 'invalid-rows',
      file,
      rows,
      rowCount,
      problems: shown.map(({line, row, column, fact}) => ({line, row, column, problem: fact})),
      more,
    },
    {code: 'INVALID_ROWS', details: {problems: problems.map(({fact, ...problem}) => problem)}},
  )
}
