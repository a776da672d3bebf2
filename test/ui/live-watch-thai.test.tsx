import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest'

import {encodePromptPayPayload} from '../../src/core/promptpay/payload.js'
import {qrMatrix} from '../../src/core/promptpay/qr-matrix.js'
import {displayWidth} from '../../src/core/text/display-width.js'
import {STATUS_BLOCK} from '../../src/ui/components/live-watch-size.js'
import {buildPayScreen} from '../../src/ui/text/deposit-screen.js'
import {createStyle} from '../../src/ui/text/style.js'
import {speak} from '../../src/ui/words/active.js'
import {pendingDeposit} from '../helpers/deposit-fixture.js'
import {loadOutsideCi} from '../helpers/outside-ci.js'

const [{render}, {LiveWatch}] = await loadOutsideCi(() =>
  Promise.all([import('ink-testing-library'), import('../../src/ui/components/live-watch.js')]),
)

const NOW = Date.parse('2026-11-23T10:00:00Z')
const payload = encodePromptPayPayload({target: {kind: 'mobile', mobile: '0812345678'}, amountSatang: 10_037})
const deposit = pendingDeposit(NOW, {
  id: '3b9d0c1e-5f7a-4c2b-9e1d-8a6f4b2c7d90',
  pay_to: {bank: 'PROMPTPAY', account_holder: 'บริษัท ก้าวหน้า จำกัด', qr_payload: payload},
  payer: {bank: 'KBANK', account_no: '1234567890', name: 'นางสาวสมหญิง ใจดี'},
})
const matrix = qrMatrix(payload)

beforeAll(() => speak('th', {}))
afterAll(() => speak('en', {}))

const payScreen = (terminal: {columns: number; rows: number}) =>
  buildPayScreen(deposit, {style: createStyle(false), color: false, terminal, status: STATUS_BLOCK, matrix})

/** The live view of a pending deposit with its pay screen, on a terminal of this size; its last frame once drawn. */
async function frameAt(terminal: {columns: number; rows: number}, drawn: string): Promise<string[]> {
  const view = render(
    <LiveWatch
      initial={{kind: 'deposit', object: deposit}}
      updates={(async function* () {})()}
      stopUpdates={() => {}}
      isFinal={() => false}
      actions={{cancel: async () => deposit}}
      plain
      now={() => NOW}
      onEnd={() => {}}
      payScreen={payScreen}
    />,
  )
  Object.defineProperty(view.stdout, 'columns', {value: terminal.columns, configurable: true})
  Object.defineProperty(view.stdout, 'rows', {value: terminal.rows, configurable: true})
  view.stdout.emit('resize')
  await vi.waitFor(() => expect(view.lastFrame()).toContain(drawn))
  await vi.waitFor(() => expect(view.lastFrame()).toContain('q ออก'))
  const lines = view.lastFrame()!.split('\n')
  view.unmount()
  return lines
}

/** Where the value of each detail row starts, in terminal columns. */
function valueColumns(lines: string[]): number[] {
  const labels = ['ยอดที่ต้องชำระ', 'แสดงได้ถึง', 'จับคู่ได้ถึง', 'ผู้ชำระเงิน']
  return labels.map((label) => {
    const line = lines.find((text) => text.includes(`  ${label} `))!
    const start = line.indexOf(label) + label.length
    return displayWidth(line.slice(0, start + line.slice(start).search(/\S/)))
  })
}

describe('the pay screen in Thai', () => {
  it('lays out at 120×45: the whole code, the amount to pay, the status with its values in one column, all on the screen', async () => {
    const lines = await frameAt({columns: 120, rows: 45}, 'ยอดที่ต้องชำระ (ตรงทุกสตางค์)')
    expect(lines.length).toBeLessThanOrEqual(44)
    for (const line of lines) expect(displayWidth(line), line).toBeLessThanOrEqual(120)
    const screen = payScreen({columns: 120, rows: 45})
    expect(screen.code).toBe(true)
    const code = screen.main.map((row) => row.trimEnd()).filter(Boolean)
    for (const row of code)
      expect(
        lines.map((line) => line.trimEnd()),
        row,
      ).toContain(row)
    expect(lines.join('\n')).toContain('บาท')
    expect(lines.join('\n')).toContain('ผู้รับเงิน บริษัท ก้าวหน้า จำกัด')
    expect(new Set(valueColumns(lines)).size, lines.join('\n')).toBe(1)
    expect(lines.join('\n')).toContain('KBANK (กสิกรไทย) 1234567890 · นางสาวสมหญิง ใจดี')
    expect(lines.join('\n')).toMatch(/แสดงได้ถึง\s+23 พ\.ย\. 2569 \d\d:05:00 · เหลือ 5:00/)
  })

  it('at 80×24 says in Thai how big the terminal must be, never a clipped code, and keeps the status in one column', async () => {
    const lines = await frameAt({columns: 80, rows: 24}, 'เล็กเกินกว่าจะแสดงคิวอาร์โค้ด')
    expect(lines.length).toBeLessThanOrEqual(23)
    for (const line of lines) expect(displayWidth(line), line).toBeLessThanOrEqual(80)
    expect(lines.join('\n')).not.toMatch(/[█▀▄]{10}/)
    expect(lines.join('\n')).toContain('(คอลัมน์×แถว)')
    expect(new Set(valueColumns(lines)).size, lines.join('\n')).toBe(1)
  })
})
