import {truncateSync} from 'node:fs'

import {describe, expect, it} from 'vitest'

import {InputError} from '../../../src/core/errors.js'
import {contentIdOf, identifyRows, legacyBatchIdOf} from '../../../src/services/batch/batch-identity.js'
import {MAX_ROWS} from '../../../src/services/batch/payout-csv.js'
import {MAX_FILE_BYTES, readPayoutFile} from '../../../src/services/batch/payout-file.js'
import {HEADER, loadBanks, tempDir, writeCsv} from './fixtures.js'

const dir = tempDir()

async function refusal(content: string): Promise<InputError> {
  const error = await readPayoutFile({path: writeCsv(dir, 'bad.csv', content), loadBanks}).catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(InputError)
  return error as InputError
}

describe('readPayoutFile', () => {
  it('turns every row into the exact withdrawal body, and names the batch by its rows', async () => {
    const content = `${HEADER},description,reference_user_id\n"1,250.5",kbank,123-4-56789-0, Somchai ,rent,u-1\n7,SCB,9876543210,Malee,,\n`
    const path = writeCsv(dir, 'good.csv', content)
    const file = await readPayoutFile({path, loadBanks})
    expect(file.path).toBe(path)
    const identities = identifyRows(file.payouts.map((payout) => payout.body))
    expect(file.contentId).toBe(contentIdOf(identities))
    expect(file.legacyBatchId).toBe(legacyBatchIdOf(Buffer.from(content)))
    expect(file.payouts).toEqual([
      {
        row: 1,
        line: 2,
        amount: 125_050,
        body: {
          amount: '1250.50',
          receiver_bank_provider: 'KBANK',
          receiver_bank_account_name: 'Somchai',
          receiver_bank_account_number: '1234567890',
          additional: {description: 'rent', reference_user_id: 'u-1'},
        },
        ...identities[0],
      },
      {
        row: 2,
        line: 3,
        amount: 700,
        body: {
          amount: '7.00',
          receiver_bank_provider: 'SCB',
          receiver_bank_account_name: 'Malee',
          receiver_bank_account_number: '9876543210',
        },
        ...identities[1],
      },
    ])
  })

  it('lists every bad row by line, row and column, and refuses the whole file', async () => {
    const rows = [
      '100,KBANK,1234567890,Good',
      '1.234,KBANK,1234567890,A', // too many decimals
      '0,KBANK,1234567890,A', // not more than zero
      '-5,KBANK,1234567890,A', // negative
      '1e3,KBANK,1234567890,A', // exponent
      ',KBANK,1234567890,A', // blank amount
      'abc,KBANK,1234567890,A', // not a number
      '100,XBANK,1234567890,A', // unknown bank
      '100, ,1234567890,A', // blank bank
      '100,KBANK,12a45,A', // not an account number
      '100,KBANK,,A', // blank account number
      '100,KBANK,1234567890,  ', // blank name
      '100,KBANK,1234567890', // a cell short
    ]
    const error = await refusal(`${HEADER}\n${rows.join('\n')}\n`)
    expect(error.exitCode).toBe(2)
    expect(error.code).toBe('INVALID_ROWS')
    const problems = error.details!.problems as Array<{row: number; line: number; column?: string; message: string}>
    expect(problems.map((problem) => [problem.line, problem.row, problem.column])).toEqual([
      [3, 2, 'amount'],
      [4, 3, 'amount'],
      [5, 4, 'amount'],
      [6, 5, 'amount'],
      [7, 6, 'amount'],
      [8, 7, 'amount'],
      [9, 8, 'bank'],
      [10, 9, 'bank'],
      [11, 10, 'account_no'],
      [12, 11, 'account_no'],
      [13, 12, 'account_name'],
      [14, 13, undefined],
    ])
    expect(error.message.split('\n')[0]).toBe(`12 of 13 rows of ${dir}/bad.csv are invalid; nothing was sent:`)
    expect(error.message).toContain('  line 3 (row 2), column amount: amount must have at most 2 decimal places (got "1.234").')
    expect(error.message).toContain('  line 4 (row 3), column amount: must be more than 0.00 (got "0").')
    expect(error.message).toContain('  line 9 (row 8), column bank: unknown bank code "XBANK".')
    expect(error.message).toContain('  line 13 (row 12), column account_name: is blank.')
    expect(error.message).toContain('  line 14 (row 13): has 3 cells; the header has 4')
  })

  it('names every problem of a bad row, not only its first', async () => {
    const error = await refusal(`${HEADER}\n-5,ZZZ,abc,\n1,KBANK,1234567891,A\n`)
    const problems = ((error.details?.problems ?? []) as Array<{row: number; column?: string}>).filter((problem) => problem.row === 1)
    expect(problems.map((problem) => problem.column).sort()).toEqual(['account_name', 'account_no', 'amount', 'bank'])
  })

  it('lists the first 20 problems and says how many more there are', async () => {
    const error = await refusal(`${HEADER}\n${'0,KBANK,1234567890,A\n'.repeat(25)}`)
    expect(error.message.split('\n')).toHaveLength(22)
    expect(error.message).toContain('… and 5 more (all of them with --json)')
    expect(error.details!.problems).toHaveLength(25)
  })

  it('refuses a file that is missing or a directory', async () => {
    const missing = (await readPayoutFile({path: `${dir}/nope.csv`, loadBanks}).catch((caught: unknown) => caught)) as InputError
    expect(missing).toBeInstanceOf(InputError)
    expect(missing.message).toMatch(/Cannot read .*nope\.csv: ENOENT/)
    const directory = (await readPayoutFile({path: dir, loadBanks}).catch((caught: unknown) => caught)) as InputError
    expect(directory.message).toMatch(/is not a file/)
  })

  it('refuses a file over its size limit before reading it, and one over its row limit before checking a row', async () => {
    const large = writeCsv(dir, 'large.csv', '')
    truncateSync(large, MAX_FILE_BYTES + 1)
    const tooLarge = (await readPayoutFile({path: large, loadBanks}).catch((caught: unknown) => caught)) as InputError
    expect(tooLarge).toMatchObject({exitCode: 2, code: 'INVALID_FILE'})
    expect(tooLarge.message).toBe(`${large} is 67108865 bytes; a payout file may have at most 67108864.`)
    const long = writeCsv(dir, 'long.csv', `${HEADER}\n${'1,KBANK,1234567890,A\n'.repeat(MAX_ROWS + 1)}`)
    const unchecked = () => Promise.reject(new Error('a row was checked'))
    const tooLong = (await readPayoutFile({path: long, loadBanks: unchecked}).catch((caught: unknown) => caught)) as InputError
    expect(tooLong).toBeInstanceOf(InputError)
    expect(tooLong.message).toBe('The file has 100001 rows; at most 100000 are accepted.')
  })

  it('loads the bank list once for the whole file', async () => {
    let loads = 0
    const counting = async () => {
      loads++
      return loadBanks()
    }
    await readPayoutFile({
      path: writeCsv(dir, 'three.csv', `${HEADER}\n1,KBANK,1234567891,A\n2,SCB,1234567892,B\n3,kbank,1234567893,C\n`),
      loadBanks: counting,
    })
    expect(loads).toBe(1)
  })
})
