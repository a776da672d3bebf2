import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest'

import type {LoggedDelivery} from '../../src/core/schemas/output/webhook.js'
import {displayWidth} from '../../src/core/text/display-width.js'
import {speak} from '../../src/ui/words/active.js'
import {loadOutsideCi} from '../helpers/outside-ci.js'

const [{render}, {DeliveryBrowser}] = await loadOutsideCi(() =>
  Promise.all([import('ink-testing-library'), import('../../src/ui/components/delivery-browser.js')]),
)

const PAYEE = 'นางสาวสมหญิง ใจดี'
const ENTER = '\r'

function delivery(index: number, type: string, objectId: string, fields: Partial<LoggedDelivery> = {}, payee = PAYEE): LoggedDelivery {
  const event = {
    event_id: `${objectId}:${type}`,
    event_type: type,
    deposit_id: objectId,
    status: 'SUCCESS',
    amount: '1250.00',
    credited_amount: '1240.00',
    user_ref: payee,
  }
  return {
    source: 'listen',
    received_at: new Date(Date.UTC(2026, 10, 25, 3, 0, index)).toISOString(),
    event_id: event.event_id,
    event_type: type,
    object_id: objectId,
    amount: '1250.00',
    signature_valid: true,
    signature_problem: null,
    duplicate: false,
    refused: null,
    forward: {url: 'http://127.0.0.1:3000/hooks', status: 200, error: null, duration_ms: 3},
    headers: [['Content-Type', 'application/json']],
    body_base64: Buffer.from(JSON.stringify(event)).toString('base64'),
    ...fields,
  }
}

beforeAll(() => speak('th', {}))
afterAll(() => speak('en', {}))

/** The browser on a terminal (80×24 unless said), fed three deliveries of types and ids of different widths. */
async function browser(columns = 80, payee = PAYEE) {
  const records = [
    delivery(1, 'deposit.success', 'dep_1', {}, payee),
    delivery(2, 'withdrawal.refunded', 'wd_20', {duplicate: true, forward: null}),
    delivery(3, 'deposit.success', 'dep_300', {
      signature_valid: false,
      signature_problem: 'does not match the body',
      refused: {status: 400, reason: 'signature not verified'},
      forward: null,
    }),
  ]
  const view = render(
    <DeliveryBrowser
      heading="ตัวรับเว็บฮุกรอรับที่ http://127.0.0.1:4011/ → ส่งต่อไปที่ http://127.0.0.1:3000/hooks"
      subscribe={({onDelivery}) => {
        for (const record of records) onDelivery({record, event: null})
        return () => undefined
      }}
      replay={async () => ({text: '', tone: 'good'})}
      plain
      onEnd={() => undefined}
    />,
  )
  Object.defineProperty(view.stdout, 'columns', {value: columns, configurable: true})
  Object.defineProperty(view.stdout, 'rows', {value: 24, configurable: true})
  view.stdout.emit('resize')
  await vi.waitFor(() => expect(view.lastFrame()).toContain('q ออก'))
  return view
}

/** Where each of `texts` starts on its line, in terminal columns. */
const columnsOf = (lines: string[], texts: string[]) =>
  texts.map((text) => {
    const line = lines.find((candidate) => candidate.includes(text))!
    return displayWidth(line.slice(0, line.indexOf(text)))
  })

describe('the listener browser in Thai at 80×24', () => {
  it('lists the deliveries with their columns lined up and every line within 80 columns', async () => {
    const view = await browser()
    const lines = view.lastFrame()!.split('\n')
    expect(lines).toContain('การส่ง 3 รายการ ติดตามรายการล่าสุด')
    expect(lines.some((line) => line.includes('ส่งซ้ำ: ไม่ได้ส่งต่อ'))).toBe(true)
    // The longest row is cut at the screen's edge, not wrapped.
    expect(lines.some((line) => line.includes('⚠ ปฏิเสธ 400: signature not verified'))).toBe(true)
    const rows = lines.filter((line) => /\d\d:\d\d:\d\d /.test(line))
    expect(rows).toHaveLength(3)
    // The id and the signature mark start in one column on every row.
    expect(new Set(columnsOf(rows, ['dep_1 ', 'wd_20 ', 'dep_300 '])).size).toBe(1)
    expect(new Set(rows.map((row) => displayWidth(row.slice(0, row.search(/[✓⚠]/))))).size).toBe(1)
    for (const line of lines) expect(displayWidth(line), line).toBeLessThanOrEqual(80)
    expect(lines.length).toBeLessThanOrEqual(24)
    view.unmount()
  })

  it('opens a delivery: its labels in Thai, the values in one column, the Thai payee as received', async () => {
    const view = await browser()
    view.stdin.write('\u001B[A')
    await vi.waitFor(() => expect(view.lastFrame()).toMatch(/› \d\d:\d\d:\d\d withdrawal\.refunded/))
    view.stdin.write('\u001B[A')
    await vi.waitFor(() => expect(view.lastFrame()).toMatch(/› \d\d:\d\d:\d\d deposit\.success +dep_1 /))
    view.stdin.write(ENTER)
    await vi.waitFor(() => expect(view.lastFrame()).toContain('เฮดเดอร์'))
    const lines = view.lastFrame()!.split('\n')
    const labels = ['ได้รับเมื่อ', 'ลายเซ็น', 'ผลลัพธ์', 'รายการ', 'สถานะ', 'ยอดเงิน', 'ยอดเข้ากระเป๋า', 'เลขอ้างอิง']
    const values = labels.map((label) => {
      const line = lines.find((text) => text.startsWith(`${label} `))!
      expect(line, label).toBeDefined()
      const rest = line.slice(label.length)
      return displayWidth(line.slice(0, label.length + rest.search(/\S/)))
    })
    expect(new Set(values).size, lines.join('\n')).toBe(1)
    expect(lines.find((line) => line.startsWith('เลขอ้างอิง'))).toMatch(new RegExp(`${PAYEE}$`))
    expect(lines.find((line) => line.startsWith('ได้รับเมื่อ'))).toMatch(/25 พ\.ย\. 2569/)
    expect(lines.find((line) => line.startsWith('ผลลัพธ์'))).toContain('→ 200  http://127.0.0.1:3000/hooks (3 มิลลิวินาที)')
    expect(view.lastFrame()).toContain('Esc กลับ')
    for (const line of lines) expect(displayWidth(line), line).toBeLessThanOrEqual(80)
    view.unmount()
  })
})

// Real Thai names with SARA AM, tone marks and ๆ, long enough to wrap the detail's reference line.
const PAYEES = ['นายสมชาย คำดีมีสุขสบายๆ', 'นางสาวกำไล ชำนาญกิจ', 'บริษัท น้ำใจงาม จำกัด'].map(
  (name) => `${name} สำนักงานใหญ่ ทำเนียบกำแพงเพชร ถนนพระรามเก้า ๆ น้ำใจงาม`,
)

describe('the listener browser with Thai names', () => {
  it.each([80, 100, 120])('at %i columns: the list and a delivery opened stay within the terminal', async (columns) => {
    for (const payee of PAYEES) {
      const view = await browser(columns, payee)
      for (const line of view.lastFrame()!.split('\n')) expect(displayWidth(line), line).toBeLessThanOrEqual(columns)
      view.stdin.write('\u001B[A')
      view.stdin.write('\u001B[A')
      await vi.waitFor(() => expect(view.lastFrame()).toMatch(/› \d\d:\d\d:\d\d deposit\.success +dep_1 /))
      view.stdin.write(ENTER)
      await vi.waitFor(() => expect(view.lastFrame()).toContain('เลขอ้างอิง'))
      for (const line of view.lastFrame()!.split('\n')) expect(displayWidth(line), line).toBeLessThanOrEqual(columns)
      view.unmount()
    }
  })
})
