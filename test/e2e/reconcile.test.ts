import {existsSync, readdirSync, readFileSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'

import ExcelJS from 'exceljs'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import type {BooksReconcile} from '../../src/core/schemas/output/reconcile.js'
import {openLedger} from '../../src/services/ledger/ledger.js'
import {CliHome} from '../helpers/cli.js'
import {CLEAN_FILE, FIXTURE_COLUMNS, FIXTURE_ENTRIES, FIXTURE_FILE, FIXTURE_SUMMARY} from '../helpers/reconcile-fixture.js'

// `pay reconcile` reads only the local ledger: a profile names it, and no request is sent (the base URL is never reached).
const KEY = 'unk_test_reconcile01'
const THAI = {env: {LANG: 'th_TH.UTF-8'}}
const COLUMNS = ['--key', FIXTURE_COLUMNS.key, '--amount-column', FIXTURE_COLUMNS.amount]

let home: CliHome
let orders: string
let clean: string
beforeAll(async () => {
  home = new CliHome()
  await home.addProfile('shop', 'http://127.0.0.1:9', KEY, 'ab'.repeat(32))
  const ledger = await openLedger({dataDir: home.env.PAY_DATA_DIR, profile: 'shop', mode: 'test'})
  ledger.recordAll(FIXTURE_ENTRIES)
  ledger.close()
  orders = join(home.root, 'orders.csv')
  writeFileSync(orders, FIXTURE_FILE)
  clean = join(home.root, 'clean.csv')
  writeFileSync(clean, CLEAN_FILE)
})
afterAll(() => home?.cleanup())

describe('pay reconcile', () => {
  it('reports the seeded defects of every class, exits 4, and writes every line to --out .xlsx', async () => {
    const out = join(home.root, 'report.xlsx')
    const run = await home.runHere(['reconcile', orders, ...COLUMNS, '--from', '2026-11-01', '--out', out, '--json'])
    expect(run.code, run.stderr).toBe(4)
    const result = JSON.parse(run.stdout) as BooksReconcile
    expect(result.summary).toEqual(FIXTURE_SUMMARY)
    // EMP-2's withdrawal is matched and still PENDING: its money may yet come back.
    expect(result.not_final).toBe(1)
    expect(result.ledger).toBe(join(home.env.PAY_DATA_DIR, 'ledger', 'shop-test.db'))

    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.readFile(out)
    const sheet = workbook.worksheets[0]!
    expect(sheet.rowCount).toBe(1 + result.lines.length)
    expect(sheet.getRow(1).getCell(2).value).toBe('Code')
    const codes = sheet.getColumn(2).values.slice(2)
    expect(codes.filter((code) => code === 'amount_differs')).toHaveLength(1)
    const differs = sheet.getRow(2 + result.lines.findIndex((line) => line.class === 'amount_differs'))
    expect(differs.getCell(6).value).toBe(550)
    expect(differs.getCell(6).type).toBe(ExcelJS.ValueType.Number)
  })

  it('shows the counts and the mismatches in Thai in a Thai run, and writes a Thai CSV report', async () => {
    const out = join(home.root, 'report.csv')
    const run = await home.runHere(['reconcile', orders, ...COLUMNS, '--from', '2026-11-01', '--out', out], THAI)
    expect(run.code).toBe(4)
    expect(run.stdout).toMatch(/^ {2}ตรงกัน +3 /m)
    expect(run.stdout).toMatch(/^ {2}มีเฉพาะใน pay +2 /m)
    expect(run.stdout).toContain('✗ 7 รายการไม่ตรงกัน:')
    expect(run.stdout).toContain('⚠ รายการถอนเงิน 1 รายการที่จับคู่กับรายการในไฟล์ยังไม่มีผลสุดท้าย')
    expect(run.stdout).toMatch(/^ยอดเงินไม่ตรง +5 +ORD-2 +550\.00 บาท +500\.00 บาท +50\.00 บาท +ฝากเงิน/m)
    expect(run.stdout).toContain(`รายงาน: ${out}`)
    expect(readCsvReport(out)[0]).toEqual(expect.arrayContaining(['ผล', 'รหัส', 'เลขอ้างอิง', 'ยอดเงินในไฟล์']))
  })

  it('leaves out the extras with --only-listed', async () => {
    const run = await home.runHere(['reconcile', orders, ...COLUMNS, '--from', '2026-11-01', '--only-listed', '--json'])
    expect((JSON.parse(run.stdout) as BooksReconcile).summary).toEqual({...FIXTURE_SUMMARY, extra_in_pay: 0})
  })

  it('says when the period holds nothing, and how to bring the ledger up to date', async () => {
    const run = await home.runHere(['reconcile', clean, ...COLUMNS, '--from', '2027-01-01'], THAI)
    expect(run.code).toBe(4)
    expect(run.stdout).toContain('สมุดรายการไม่มีรายการฝากหรือถอนเงินในช่วงเวลานี้: `pay sync` ปรับสมุดรายการให้เป็นปัจจุบันตามผู้ให้บริการ')
    expect(run.stdout).toMatch(/^ {2}ไม่มีใน pay +5 /m)
  })

  it('exits 0 on a file that matches the period', async () => {
    const run = await home.runHere(['reconcile', clean, ...COLUMNS, '--from', '2026-11-01', '--to', '2026-11-08'])
    expect(run.code, run.stdout).toBe(0)
    expect(run.stdout).toContain('✓ Every row matched, and pay moved no money the file does not list.')
    expect(run.stdout).toContain('⚠ 1 withdrawal paired with a row is not final yet: the money may still come back.')
  })

  it.each([
    [
      'a key column the file lacks',
      () => [orders, '--key', 'order', '--amount-column', FIXTURE_COLUMNS.amount],
      'INVALID_FILE',
      'has no column "order" (--key)',
    ],
    [
      'an amount column the file lacks',
      () => [orders, '--key', FIXTURE_COLUMNS.key, '--amount-column', 'total'],
      'INVALID_FILE',
      'has no column "total" (--amount-column)',
    ],
    ['a file that is not there', () => [join(home.root, 'none.csv'), ...COLUMNS], 'INVALID_FILE', 'Cannot read'],
    [
      'a bad amount',
      () => [badAmounts(), ...COLUMNS],
      'INVALID_ROWS',
      'line 3 (row 2), column ยอดเงิน: amount must be a decimal number (got "12 baht")',
    ],
    [
      'a period that is no date',
      () => [orders, ...COLUMNS, '--from', 'last month'],
      'INVALID_PERIOD',
      '--from "last month" is not a date or time.',
    ],
  ])('refuses %s with exit 2 and writes no report', async (_, args, code, message) => {
    const out = join(home.root, 'refused.xlsx')
    const given = args()
    const before = readdirSync(home.root).sort()
    const run = await home.runHere(['reconcile', ...given, '--out', out, '--json'])
    expect(run.code).toBe(2)
    const {error} = JSON.parse(run.stdout)
    expect(error.code).toBe(code)
    expect(error.message).toContain(message)
    expect(existsSync(out)).toBe(false)
    expect(readdirSync(home.root).sort()).toEqual(before)
  })

  it('refuses a report that would replace the file it reads', async () => {
    const run = await home.runHere(['reconcile', orders, ...COLUMNS, '--out', join(home.root, '.', 'orders.csv')])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('is the file being read')
    expect(readFileSync(orders, 'utf8')).toBe(FIXTURE_FILE)
  })
})

function badAmounts(): string {
  const path = join(home.root, 'bad-amounts.csv')
  if (!existsSync(path)) writeFileSync(path, `${FIXTURE_COLUMNS.key},${FIXTURE_COLUMNS.amount}\nORD-1,100\nORD-2,12 baht\n`)
  return path
}

function readCsvReport(path: string): string[][] {
  return readFileSync(path, 'utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','))
}
