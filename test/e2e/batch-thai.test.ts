import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {displayWidth} from '../../src/core/text/display-width.js'
import {accountFor, BatchWorld} from './batch-helpers.js'

// A batch in Thai, as a Thai operator runs it: payees with vowels above and below and tone marks, and every
// column (the plan's values, the row lines' ids, the summary's figures, the withdrawal list's) where it belongs,
// counted in terminal columns.

const PAYEES = ['นางสาวสมหญิง ใจดี', 'บริษัท ก้าวหน้า จำกัด', 'นายสมชาย ใจดี', 'Somchai Jaidee']
const THAI = {env: {LANG: 'th_TH.UTF-8'}}

let world: BatchWorld
beforeAll(async () => {
  world = await BatchWorld.start()
  await world.topUp(1_000_000)
})
afterAll(() => world?.close())

/** The terminal column where `marker` starts on each line that has it. */
function columnsOf(lines: string[], marker: RegExp): number[] {
  return lines.flatMap((line) => {
    const at = line.search(marker)
    return at < 0 ? [] : [displayWidth(line.slice(0, at))]
  })
}

describe('pay withdrawal batch, in Thai', () => {
  it('plans, sends and sums up in Thai with every column lined up, and --json stays as in English', async () => {
    const rows = PAYEES.map((name, index) => `${(index + 1) * 125}.50,KBANK,${accountFor(index + 1)},${name}`)
    const {path} = await world.writeFile('thai.csv', `amount,bank,account_no,account_name\n${rows.join('\n')}\n`)
    const run = await world.home.runHere(['withdrawal', 'batch', path], THAI)
    expect(run.code).toBe(0)

    const plan = run.stderr.split('\n').slice(0, 4)
    expect(plan[0]).toMatch(/^ชุดโอนเงิน\s+\S+ · .*thai\.csv 4 รายการ$/)
    expect(plan[2]).toContain('จะส่ง')
    expect(plan[2]).toContain('1,252.00 บาท บวกค่าธรรมเนียม')
    expect(new Set(columnsOf(plan, /(?<=\S {2,})\S/)).size, run.stderr).toBe(1)

    const rowLines = run.stderr.split('\n').filter((line) => line.startsWith('รายการ '))
    expect(rowLines).toHaveLength(4)
    expect(rowLines[0]).toMatch(/^รายการ 1 +สร้างแล้ว +[0-9a-f-]{36} {2}รอดำเนินการ \(PENDING\) {2}125\.50 บาท \+ ค่าธรรมเนียม /)
    expect(new Set(columnsOf(rowLines, /[0-9a-f]{8}-/)).size, run.stderr).toBe(1)

    const summary = run.stdout.trimEnd().split('\n')
    expect(summary[0]).toMatch(/^ชุดโอนเงิน \S+ · มีรายการถอนเงินแล้ว 4 จาก 4 รายการ$/)
    const figures = summary.slice(
      1,
      summary.findIndex((line) => line.includes('ไฟล์ผลลัพธ์')),
    )
    expect(figures.map((line) => line.trim().split(/ {2,}/)[0])).toEqual([
      'ส่งครั้งนี้',
      'สร้างแล้ว',
      'รอดำเนินการ',
      'สำเร็จ',
      'จ่ายแล้ว',
      'ส่งคำขอแล้ว',
      'ค่าธรรมเนียมรวม',
    ])
    // Every figure ends in the same terminal column, counts and amounts alike.
    const ends = figures.map((line) => displayWidth(/^\D*[\d,.]+( บาท)?/.exec(line)![0]))
    expect(new Set(ends).size, run.stdout).toBe(1)

    const list = await world.home.runHere(['withdrawal', 'list'], THAI)
    const table = list.stdout.trimEnd().split('\n')
    expect(table[0]).toMatch(/^รหัส +สร้างเมื่อ +สถานะ +ยอดเงิน +ค่าธรรมเนียม +ธนาคาร +เลขที่บัญชี +ชื่อบัญชี$/)
    for (const name of PAYEES) expect(list.stdout).toContain(name)
    expect(new Set(columnsOf(table, /KBANK|ธนาคาร/)).size, list.stdout).toBe(1)
    // The name column, the last: where its two spaces end.
    expect(new Set(table.map((line) => displayWidth(line.slice(0, line.lastIndexOf('  ') + 2)))).size, list.stdout).toBe(1)

    const english = await world.home.runHere(['withdrawal', 'batch', path, '--json'])
    const thai = await world.home.runHere(['withdrawal', 'batch', path, '--json'], THAI)
    expect(thai.stdout).toBe(english.stdout)
  })
})
