import {describe, expect, it} from 'vitest'

import {InputError} from '../../../src/core/errors.js'
import {MAX_CELL_CHARS, parsePayoutCsv} from '../../../src/services/batch/payout-csv.js'
import {HEADER} from './fixtures.js'

const parse = (text: string | Buffer) => parsePayoutCsv(Buffer.isBuffer(text) ? text : Buffer.from(text))

async function refusal(text: string): Promise<InputError> {
  const error = await parse(text).catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(InputError)
  return error as InputError
}

describe('parsePayoutCsv: the header', () => {
  it('reads columns in any order and any case, with the optional ones', async () => {
    const parsed = await parse(' Bank ,AMOUNT,account_name,account_no,reference_user_id,description\nKBANK,500,Somchai,123,u-1,rent\n')
    expect(parsed.columns).toEqual(['bank', 'amount', 'account_name', 'account_no', 'reference_user_id', 'description'])
    expect(parsed.rows).toEqual([
      {
        row: 1,
        line: 2,
        cells: {bank: 'KBANK', amount: '500', account_name: 'Somchai', account_no: '123', reference_user_id: 'u-1', description: 'rent'},
      },
    ])
    expect(parsed.problems).toEqual([])
  })

  it.each([
    ['an empty file', '', /empty/],
    ['only blank lines', '\n\n,,,\n', /empty/],
    ['no header (data first)', '500,KBANK,1234567890,Somchai\n', /Line 1 is not a header/],
    [
      'a file separated by semicolons',
      'amount;bank;account_no;account_name\n500;KBANK;1234567890;Somchai\n',
      /Line 1 is separated by semicolons \(;\), not commas/,
    ],
    ['a file separated by tabs', 'amount\tbank\taccount_no\taccount_name\n', /Line 1 is separated by tabs, not commas/],
    ['an unknown column', `${HEADER},note\n1,KBANK,1,A,x\n`, /Unknown column "note"/],
    ['a column twice', `${HEADER},amount\n`, /Column "amount" appears twice/],
    ['a missing required column', 'amount,bank,account_no\n1,KBANK,1\n', /lacks the column account_name/],
    ['a header and no rows', `${HEADER}\n\n`, /no payout rows/],
  ])('refuses %s', async (_, text, message) => {
    const error = await refusal(text)
    expect(error.message).toMatch(message)
    expect(error.code).toBe('INVALID_FILE')
    expect(error.tryMessage).toBeTruthy()
  })
})

describe('parsePayoutCsv: a hostile file', () => {
  it('drops a BOM, reads CRLF, quotes, doubled quotes and Thai text, and numbers lines across embedded newlines', async () => {
    const text = `\uFEFF${HEADER},description\r\n"1,000.50",KBANK,123,"Somchai ""Som"" Jaidee",ค่าจ้าง\r\n200,SCB,456,"two\r\nlines",x\r\n\r\n300,SCB,789,Malee,"a, b"\r\n`
    const parsed = await parse(text)
    expect(parsed.columns[0]).toBe('amount')
    expect(parsed.rows.map((row) => [row.row, row.line])).toEqual([
      [1, 2],
      [2, 3],
      [3, 6],
    ])
    expect(parsed.rows[0]!.cells).toMatchObject({amount: '1,000.50', account_name: 'Somchai "Som" Jaidee', description: 'ค่าจ้าง'})
    expect(parsed.rows[2]!.cells.description).toBe('a, b')
    // The embedded line break is refused in the cell, by line and column.
    expect(parsed.problems).toEqual([
      {line: 3, row: 2, column: 'account_name', message: 'holds a line break or another control character', fact: {code: 'cell-control'}},
    ])
  })

  it('names rows with too few or too many cells', async () => {
    const parsed = await parse(`${HEADER}\n1,KBANK,1,A\n2,KBANK\n3,KBANK,1,A,extra\n`)
    expect(parsed.problems).toEqual([
      {line: 3, row: 2, message: 'has 2 cells; the header has 4', fact: {code: 'cell-count', cells: 2, columns: 4}},
      {line: 4, row: 3, message: 'has 5 cells; the header has 4', fact: {code: 'cell-count', cells: 5, columns: 4}},
    ])
  })

  it('refuses formula-looking cells in the text columns, whatever the quoting', async () => {
    const parsed = await parse(
      `${HEADER},description,reference_user_id\n1,KBANK,1,=cmd(),ok,x\n2,KBANK,1,A,"@SUM(A1)",x\n3,KBANK,1,A,ok," +1"\n4,=HYPERLINK(),1,A,ok,x\n5,KBANK,1,A,-,x\n`,
    )
    expect(parsed.problems.map((problem) => [problem.row, problem.column])).toEqual([
      [1, 'account_name'],
      [2, 'description'],
      [3, 'reference_user_id'],
      [4, 'bank'],
      [5, 'description'],
    ])
    expect(parsed.problems[0]!.message).toMatch(/starts with "=" like a spreadsheet formula/)
  })

  it('refuses a huge cell, and a record so large it can only be an unclosed quote', async () => {
    // A text column's is left to the reader of a person's text, which says it as for a flag (test/guards/person-text.test.ts).
    const long = await parse(`${HEADER}\n1,KBANK,${'1'.repeat(MAX_CELL_CHARS + 1)},Somchai\n`)
    expect(long.problems).toEqual([
      {
        line: 2,
        row: 1,
        column: 'account_no',
        message: `is ${MAX_CELL_CHARS + 1} characters long; at most ${MAX_CELL_CHARS} are accepted`,
        fact: {code: 'cell-too-long', length: MAX_CELL_CHARS + 1, max: MAX_CELL_CHARS},
      },
    ])
    const runaway = await refusal(`${HEADER}\n1,KBANK,1,"unclosed\n${'2,KBANK,1,A\n'.repeat(10_000)}`)
    expect(runaway.message).toMatch(/not valid CSV \(near line \d+\)/)
  })

  it('refuses broken quoting with the line it is on', async () => {
    const error = await refusal(`${HEADER}\n1,KBANK,1,A\n2,KBANK,1,"B"x\n`)
    expect(error.message).toMatch(/not valid CSV \(near line 3\): Invalid Closing Quote/)
  })

  it('skips rows whose cells are all blank, and keeps counting lines', async () => {
    const parsed = await parse(`${HEADER}\n,,,\n1,KBANK,1,A\n  , ,,\n`)
    expect(parsed.rows).toEqual([{row: 1, line: 3, cells: {amount: '1', bank: 'KBANK', account_no: '1', account_name: 'A'}}])
  })

  it('counts lines ended by a lone CR', async () => {
    const parsed = await parse(`${HEADER}\r1,KBANK,1,A\r2,KBANK,1,B\r`)
    expect(parsed.rows.map((row) => row.line)).toEqual([2, 3])
  })
})
