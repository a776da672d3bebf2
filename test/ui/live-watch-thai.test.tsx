import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest'

import {encodePromptPayPayload} from '../../src/core/promptpay/payload.js'
import {displayWidth} from '../../src/core/text/display-width.js'
import {buildPayScreen, qrMatrix} from '../../src/ui/text/deposit-screen.js'
import {createStyle} from '../../src/ui/text/style.js'
import {STATUS_BLOCK} from '../../src/ui/text/watch.js'
import {speak, words} from '../../src/ui/words/active.js'
import {pendingDeposit} from '../helpers/deposit-fixture.js'
import {loadOutsideCi} from '../helpers/outside-ci.js'
import {decodeScreenQr, screenOf} from '../helpers/terminal-screen.js'

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

type Deposit = typeof deposit

const payScreenOf = (shown: Deposit, color: boolean) => (terminal: {columns: number; rows: number}) =>
  buildPayScreen(shown, {style: createStyle(color), color, terminal, status: STATUS_BLOCK, matrix})
const payScreen = payScreenOf(deposit, false)

/**
 * The live view of a pending deposit with its pay screen, on a terminal of this size; its last frame once drawn,
 * and after each of `keys` once what it should draw is there.
 */
async function frameAt(
  terminal: {columns: number; rows: number},
  drawn: string,
  keys: Array<[string, string]> = [],
  shown: Deposit = deposit,
  color = false,
): Promise<string[][]> {
  const view = render(
    <LiveWatch
      initial={{kind: 'deposit', object: shown}}
      updates={(async function* () {})()}
      stopUpdates={() => {}}
      isFinal={() => false}
      actions={{cancel: async () => shown}}
      plain={!color}
      now={() => NOW}
      onEnd={() => {}}
      payScreen={payScreenOf(shown, color)}
    />,
  )
  Object.defineProperty(view.stdout, 'columns', {value: terminal.columns, configurable: true})
  Object.defineProperty(view.stdout, 'rows', {value: terminal.rows, configurable: true})
  view.stdout.emit('resize')
  // Each wait ends as soon as the frame is drawn; its bound only has to outlast a loaded machine.
  await vi.waitFor(() => expect(view.lastFrame()).toContain(drawn), FRAME_WAIT)
  await vi.waitFor(() => expect(view.lastFrame()).toContain(words().watch.keys.leave), FRAME_WAIT)
  const frames = [view.lastFrame()!.split('\n')]
  for (const [key, then] of keys) {
    view.stdin.write(key)
    await vi.waitFor(() => expect(view.lastFrame()).toContain(then), FRAME_WAIT)
    frames.push(view.lastFrame()!.split('\n'))
  }
  view.unmount()
  return frames
}

const FRAME_WAIT = {timeout: 10_000}

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
    const [lines] = (await frameAt({columns: 120, rows: 45}, 'ยอดที่ต้องชำระ (ตรงทุกสตางค์)')) as [string[]]
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

  it('at 80×24 shows the whole code with the amount, the time left and the keys beside it, the details on d', async () => {
    const [compact, details, back] = await frameAt({columns: 80, rows: 24}, 'คิวอาร์โค้ดใช้ได้อีก 5:00', [
      ['d', 'ประวัติสถานะ'],
      ['d', 'คิวอาร์โค้ดใช้ได้อีก'],
    ])
    for (const lines of [compact!, details!, back!]) {
      expect(lines.length).toBeLessThanOrEqual(23)
      for (const line of lines) expect(displayWidth(line), line).toBeLessThanOrEqual(80)
    }
    for (const lines of [compact!, back!]) {
      const screen = await screenOf(lines.join('\r\n'), {columns: 80, rows: 24})
      expect(decodeScreenQr(screen, 'light')).toBe(payload)
      expect(lines.join('\n')).toContain('ยอดที่ต้องชำระ 100.37 บาท')
      expect(lines.join('\n')).toContain('d รายละเอียด')
    }
    expect(details!.join('\n')).not.toMatch(/[█▀▄]{10}/)
    expect(details!.join('\n')).toContain('d คิวอาร์โค้ด')
    expect(details!.join('\n')).toContain('ผู้รับเงิน บริษัท ก้าวหน้า จำกัด')
    expect(new Set(valueColumns(details!)).size, details!.join('\n')).toBe(1)
  })

  it('says how big the terminal must be when even the compact screen does not fit, never a clipped code', async () => {
    const [lines] = (await frameAt({columns: 60, rows: 16}, 'เล็กเกินกว่าจะแสดงคิวอาร์โค้ด')) as [string[]]
    expect(lines.join('\n')).not.toMatch(/[█▀▄]{10}/)
    expect(lines.join('\n')).toContain('(คอลัมน์×แถว)')
  })
})

// Real Thai names and words with SARA AM (ำ), which string-width took for no column of its own, tone marks and ๆ:
// each line holding one ran a column past where Ink thought it ended, into the code.
const PAYERS = ['นายสมชาย คำดีมีสุขสบายๆ', 'นางสาวกำไล ชำนาญกิจ', 'บริษัท น้ำใจงาม จำกัด']

describe.each(['en', 'th'] as const)('the live pay screen with Thai names, in %s', (language) => {
  it.each([
    {columns: 80, rows: 24},
    {columns: 100, rows: 30},
    {columns: 120, rows: 45},
  ])('at $columns×$rows: no line wider than the terminal, the code intact', async (terminal) => {
    await speak(language, {})
    try {
      for (const payer of PAYERS) {
        const shown = {
          ...deposit,
          pay_to: {...deposit.pay_to!, account_holder: 'บริษัท ทำดีได้ดี จำกัด'},
          payer: {...deposit.payer!, name: payer},
        }
        const [lines] = (await frameAt(terminal, words().watch.keys.leave, [], shown, true)) as [string[]]
        for (const line of lines) expect(displayWidth(line.replaceAll(/\u001B\[[\d;]*m/g, '')), line).toBeLessThanOrEqual(terminal.columns)
        const screen = await screenOf(lines.join('\r\n'), terminal)
        expect(decodeScreenQr(screen, 'dark'), `${payer} at ${terminal.columns}`).toBe(payload)
      }
    } finally {
      await speak('th', {})
    }
  })
})

describe.each(['en', 'th'] as const)('the live view of a payout to a Thai name, in %s', (language) => {
  it.each([80, 100, 120])('at %i columns: no line wider than the terminal', async (columns) => {
    await speak(language, {})
    try {
      // Long enough to wrap at every width: a wrapped Thai line measured a column short ran past the terminal.
      for (const name of PAYERS.map((payer) => `${payer} สำนักงานใหญ่ ทำเนียบกำแพงเพชร ถนนพระรามเก้า ๆ น้ำใจงาม`)) {
        const payout = {
          id: '6f1c2e9a-5f7a-4c2b-9e1d-8a6f4b2c7d90',
          amount: '1234567.00',
          fee: '9.00',
          net_payout: '1234567.00',
          currency: 'THB',
          receiver_bank_provider: 'KBANK',
          destination: {bank: 'KBANK', account_no: '1234567890', name},
          kind: 'customer' as const,
          status: 'IN_PROGRESS' as const,
          reference_user_id: null,
          created_at: '2026-11-23T10:00:00Z',
        }
        const view = render(
          <LiveWatch
            initial={{kind: 'withdrawal', object: payout}}
            updates={(async function* () {})()}
            stopUpdates={() => {}}
            isFinal={() => false}
            actions={{}}
            plain={false}
            now={() => NOW}
            onEnd={() => {}}
          />,
        )
        Object.defineProperty(view.stdout, 'columns', {value: columns, configurable: true})
        view.stdout.emit('resize')
        await vi.waitFor(() => expect(view.lastFrame()).toContain(words().watch.keys.leave), FRAME_WAIT)
        for (const line of view.lastFrame()!.split('\n'))
          expect(displayWidth(line.replaceAll(/\u001B\[[\d;]*m/g, '')), line).toBeLessThanOrEqual(columns)
        view.unmount()
      }
    } finally {
      await speak('th', {})
    }
  })
})
