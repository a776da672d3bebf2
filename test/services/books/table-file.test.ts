import {chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import ExcelJS from 'exceljs'
import {afterEach, beforeEach, describe, expect, it} from 'vitest'

import {InputError} from '../../../src/core/errors.js'
import {checkTableFile, type Table, writeTableFile} from '../../../src/services/books/table-file.js'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pay-table-'))
})
afterEach(() => rmSync(dir, {recursive: true, force: true}))

const table: Table = {
  columns: [{heading: 'แถวที่'}, {heading: 'เลขอ้างอิง'}, {heading: 'ยอดเงิน', money: true}, {heading: 'หมายเหตุ'}],
  rows: [
    [1, 'INV-1', 125000, '=HYPERLINK("http://evil")'],
    [2, '+66 81', 5, 'a "quoted", comma'],
    [3, '@sum', null, null],
    [4, 'ok', 123456789012, '-1'],
  ],
  sheet: 'รายงาน',
}

describe('writeTableFile: CSV', () => {
  it('writes a BOM, CRLF and quoted cells, money with two decimals, and every formula-looking text prefixed with a quote', async () => {
    const path = join(dir, 'report.csv')
    await writeTableFile(path, table)
    const bytes = readFileSync(path)
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(bytes.toString('utf8').slice(1)).toBe(
      [
        'แถวที่,เลขอ้างอิง,ยอดเงิน,หมายเหตุ',
        `1,INV-1,1250.00,"'=HYPERLINK(""http://evil"")"`,
        `2,'+66 81,0.05,"a ""quoted"", comma"`,
        `3,'@sum,,`,
        `4,ok,1234567890.12,'-1`,
        '',
      ].join('\r\n'),
    )
  })

  it('takes rows from an async iterable, read once', async () => {
    async function* rows() {
      for (let index = 1; index <= 3; index++) yield [index, `R${index}`, index * 100, null]
    }
    const path = join(dir, 'stream.CSV')
    await writeTableFile(path, {...table, rows: rows()})
    expect(readFileSync(path, 'utf8').split('\r\n')).toHaveLength(5)
  })
})

describe('writeTableFile: XLSX', () => {
  it('writes money as number cells with a two-decimal format, whole numbers as numbers and text as text', async () => {
    const path = join(dir, 'report.xlsx')
    await writeTableFile(path, table)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.readFile(path)
    const sheet = workbook.worksheets[0]!
    expect(sheet.name).toBe('รายงาน')
    expect(sheet.getRow(1).values).toEqual([undefined, 'แถวที่', 'เลขอ้างอิง', 'ยอดเงิน', 'หมายเหตุ'])
    const money = sheet.getCell('C2')
    expect(money.type).toBe(ExcelJS.ValueType.Number)
    expect(money.value).toBe(1250)
    expect(money.numFmt).toBe('#,##0.00')
    expect(sheet.getCell('C3').value).toBe(0.05)
    expect(sheet.getCell('C5').value).toBe(1234567890.12)
    expect(sheet.getCell('A2').type).toBe(ExcelJS.ValueType.Number)
    // Text is text in XLSX: never a formula, so kept as written.
    expect(sheet.getCell('D2').type).toBe(ExcelJS.ValueType.String)
    expect(sheet.getCell('D2').value).toBe('=HYPERLINK("http://evil")')
    expect(sheet.getCell('C4').value).toBeNull()
    expect(sheet.rowCount).toBe(5)
  })
})

describe('writing whole or not at all', () => {
  it('leaves the file as it was, and no temporary file, when the rows fail half-way', async () => {
    const path = join(dir, 'report.csv')
    writeFileSync(path, 'before\n')
    function* rows() {
      yield [1, 'A', 100, null]
      throw new Error('ledger gone')
    }
    await expect(writeTableFile(path, {...table, rows: rows()})).rejects.toThrow('ledger gone')
    expect(readFileSync(path, 'utf8')).toBe('before\n')
    expect(readdirSync(dir)).toEqual(['report.csv'])
  })
})

describe('checkTableFile', () => {
  const refused = (path: string, input?: string) => {
    try {
      checkTableFile(path, '--out', input)
    } catch (error) {
      expect(error).toBeInstanceOf(InputError)
      return (error as InputError).facts
    }
    throw new Error('not refused')
  }

  it('names the format by the extension, any case', () => {
    expect(checkTableFile(join(dir, 'a.csv'), '--out')).toBe('csv')
    expect(checkTableFile(join(dir, 'a.XLSX'), '--out')).toBe('xlsx')
  })

  it('refuses another extension, a directory, a missing or read-only folder and the input itself', () => {
    expect(refused(join(dir, 'a.xls'))).toMatchObject({code: 'table-file-extension', label: '--out'})
    mkdirSync(join(dir, 'd.csv'))
    expect(refused(join(dir, 'd.csv'))).toMatchObject({code: 'table-file-is-directory'})
    expect(refused(join(dir, 'none', 'a.csv'))).toMatchObject({code: 'table-file-no-folder'})
    const input = join(dir, 'orders.csv')
    writeFileSync(input, 'a\n')
    expect(refused(join(dir, '.', 'orders.csv'), input)).toMatchObject({code: 'table-file-is-input'})
    if (process.getuid?.() !== 0) {
      mkdirSync(join(dir, 'ro'))
      chmodSync(join(dir, 'ro'), 0o500)
      expect(refused(join(dir, 'ro', 'a.csv'))).toMatchObject({code: 'table-file-folder-not-writable'})
    }
    expect(existsSync(join(dir, 'a.xls'))).toBe(false)
  })
})
