import {chmodSync, mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import ExcelJS from 'exceljs'
import {afterEach, beforeEach, describe, expect, it} from 'vitest'

import {InputError} from '../../../src/core/errors.js'
import {MAX_OPERATOR_FILE_BYTES, readOperatorFile} from '../../../src/services/books/operator-file.js'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pay-operator-'))
})
afterEach(() => rmSync(dir, {recursive: true, force: true}))

const THAI = {key: {name: 'เลขที่คำสั่งซื้อ', label: '--key'}, amount: {name: 'ยอดเงิน', label: '--amount-column'}}

function file(name: string, text: string | Buffer): string {
  const path = join(dir, name)
  writeFileSync(path, text)
  return path
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(InputError)
  return (error as InputError).facts as {code: string} & Record<string, unknown>
}

describe('readOperatorFile: CSV', () => {
  it.each([
    ['commas with a BOM and CRLF', '\uFEFFเลขที่คำสั่งซื้อ,ชื่อ,ยอดเงิน\r\nA-1,สมชาย,"1,250.00"\r\nA-2,สมหญิง,1250\r\n'],
    ['semicolons, quoted', 'รายงานเดือนพฤศจิกายน\nเลขที่คำสั่งซื้อ;ชื่อ;ยอดเงิน\n"A-1";"สมชาย, ใจดี";"1,250.00"\nA-2;สมหญิง;1250\n'],
    ['tabs', 'เลขที่คำสั่งซื้อ\tชื่อ\tยอดเงิน\nA-1\tสมชาย\t฿1,250.00\nA-2\tสมหญิง\t1250 บาท\n'],
  ])('reads %s, Thai headings matched as written, amounts as people write them', async (_, text) => {
    const read = await readOperatorFile(file('orders.csv', text), THAI)
    expect(read.format).toBe('csv')
    expect(read.rows.map(({row, key, amount}) => ({row, key, amount}))).toEqual([
      {row: 1, key: 'A-1', amount: 125000},
      {row: 2, key: 'A-2', amount: 125000},
    ])
    expect(read.rows.at(-1)!.line).toBe(text.split(/\r?\n/).length - 1)
  })

  it('matches a heading trimmed, with runs of spaces as one and Latin letters in any case; skips blank rows', async () => {
    const path = file('pay.csv', ' Employee  ID ,Net Pay\n\nE1, 30000.5 \n,\nE2,THB 12\n')
    const read = await readOperatorFile(path, {
      key: {name: 'employee id', label: '--key'},
      amount: {name: 'NET PAY', label: '--amount-column'},
    })
    expect(read.rows).toEqual([
      {row: 1, line: 3, key: 'E1', amount: 3000050},
      {row: 2, line: 5, key: 'E2', amount: 1200},
    ])
  })

  it('refuses the file with every bad amount and blank key listed by row and line', async () => {
    const path = file('bad.csv', 'เลขที่คำสั่งซื้อ,ยอดเงิน\nA-1,1.234\nA-2,-5\n,10\nA-4,abc\nA-5,1e3\nA-6,100\n')
    const facts = await refusal(readOperatorFile(path, THAI))
    expect(facts).toMatchObject({code: 'book-file-bad-rows', rows: 5, rowCount: 6, more: 0})
    expect(
      (facts.problems as Array<{row: number; line: number; problem: unknown}>).map(({row, line, problem}) => [row, line, problem]),
    ).toEqual([
      [1, 2, {code: 'field', field: {code: 'amount-unreadable', label: '--amount-column', text: '1.234', problem: 'too_many_decimals'}}],
      [2, 3, {code: 'field', field: {code: 'amount-unreadable', label: '--amount-column', text: '-5', problem: 'negative'}}],
      [3, 4, {code: 'key-blank'}],
      [4, 5, {code: 'field', field: {code: 'amount-unreadable', label: '--amount-column', text: 'abc', problem: 'not_decimal'}}],
      [5, 6, {code: 'field', field: {code: 'amount-unreadable', label: '--amount-column', text: '1e3', problem: 'exponent'}}],
    ])
  })

  it('names a missing column with the columns the file has, and refuses a column named twice', async () => {
    const path = file('orders.csv', 'order,total\nA,1\n')
    expect(await refusal(readOperatorFile(path, THAI))).toEqual({
      code: 'book-file-no-column',
      path,
      label: '--key',
      name: 'เลขที่คำสั่งซื้อ',
      columns: ['order', 'total'],
    })
    const semicolons = file('semicolons.csv', 'order;"name";total\n"A";B;1\n')
    expect(await refusal(readOperatorFile(semicolons, THAI))).toMatchObject({
      code: 'book-file-no-column',
      columns: ['order', 'name', 'total'],
    })
    const twice = file('twice.csv', 'order,Order,total\nA,B,1\n')
    const columns = {key: {name: 'order', label: '--key'}, amount: {name: 'total', label: '--amount-column'}}
    expect(await refusal(readOperatorFile(twice, columns))).toMatchObject({code: 'book-file-column-twice', label: '--key'})
  })

  it('refuses a missing, unreadable, empty, non-UTF-8 or .xls file, and a folder', async () => {
    expect(await refusal(readOperatorFile(join(dir, 'none.csv'), THAI))).toMatchObject({code: 'book-file-unreadable', reason: 'ENOENT'})
    mkdirSync(join(dir, 'folder'))
    expect(await refusal(readOperatorFile(join(dir, 'folder'), THAI))).toMatchObject({code: 'book-file-not-a-file'})
    expect(await refusal(readOperatorFile(file('empty.csv', '\n\n'), THAI))).toMatchObject({code: 'book-file-empty'})
    expect(await refusal(readOperatorFile(file('header.csv', 'เลขที่คำสั่งซื้อ,ยอดเงิน\n'), THAI))).toMatchObject({code: 'book-file-no-rows'})
    const latin1 = Buffer.concat([Buffer.from('เลขที่คำสั่งซื้อ,ยอดเงิน\nA,1\n'), Buffer.from([0xe9, 0x0a])])
    expect(await refusal(readOperatorFile(file('latin1.csv', latin1), THAI))).toMatchObject({code: 'book-file-not-utf8', line: 3})
    const xls = file('old.xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
    expect(await refusal(readOperatorFile(xls, THAI))).toMatchObject({code: 'book-file-xls'})
    expect(await refusal(readOperatorFile(file('broken.xlsx', 'PK\x03\x04 not a zip'), THAI))).toMatchObject({code: 'book-file-not-xlsx'})
    if (process.getuid?.() !== 0) {
      const secret = file('secret.csv', 'a,b\n')
      chmodSync(secret, 0)
      expect(await refusal(readOperatorFile(secret, THAI))).toMatchObject({code: 'book-file-unreadable', reason: 'EACCES'})
    }
  })

  it('refuses a file over its size limit before reading it', async () => {
    const large = file('large.csv', '')
    truncateSync(large, MAX_OPERATOR_FILE_BYTES + 1)
    expect(await refusal(readOperatorFile(large, THAI))).toEqual({
      code: 'book-file-too-large',
      path: large,
      bytes: MAX_OPERATOR_FILE_BYTES + 1,
      max: MAX_OPERATOR_FILE_BYTES,
    })
  })
})

describe('readOperatorFile: XLSX', () => {
  it('reads the first sheet under its title lines: numbers as Excel shows them, formulas by their result, sheet row numbers', async () => {
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('คำสั่งซื้อ')
    workbook.addWorksheet('other').addRow(['ignored'])
    sheet.addRow(['รายงานประจำเดือน'])
    sheet.addRow([])
    sheet.addRow(['เลขที่คำสั่งซื้อ', 'ยอดเงิน'])
    sheet.addRow([1001, 1250])
    sheet.addRow(['A-2', '฿1,250.50'])
    sheet.addRow(['A-3', {formula: '0.1+0.2', result: 0.1 + 0.2}])
    sheet.addRow([{richText: [{text: 'A-'}, {text: '4'}]}, 99.99])
    const path = join(dir, 'orders.xlsx')
    await workbook.xlsx.writeFile(path)
    const read = await readOperatorFile(path, THAI)
    expect(read.format).toBe('xlsx')
    expect(read.rows.map(({line, key, amount}) => [line, key, amount])).toEqual([
      [4, '1001', 125000],
      [5, 'A-2', 125050],
      [6, 'A-3', 30],
      [7, 'A-4', 9999],
    ])
  })
})
