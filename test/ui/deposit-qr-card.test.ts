import {describe, expect, it} from 'vitest'

import {depositQrCardText, qrFilesWrittenNote} from '../../src/ui/text/deposit-qr-card.js'
import {localTime, zonedTime} from '../../src/ui/text/time.js'
import {speak} from '../../src/ui/words/active.js'
import {pendingDeposit} from '../helpers/deposit-fixture.js'

const deposit = pendingDeposit(0, {
  amount: '1234.00',
  expected_amount: '1234.56',
  display_expires_at: '2026-11-22T12:45:59.900Z',
  pay_to: {bank: 'KBANK', account_holder: 'Demo Shop', qr_payload: '000201…'},
})

describe('zonedTime', () => {
  it('gives Bangkok wall time to the minute with its offset, never rounding up', () => {
    expect(zonedTime('2026-11-22T12:45:59.900Z')).toBe('2026-11-22 19:45 +07:00')
    expect(zonedTime('2026-12-31T17:00:00Z')).toBe('2027-01-01 00:00 +07:00')
  })

  it('names other offsets, zero included', () => {
    expect(zonedTime('2026-01-15T12:00:00Z', 'UTC')).toBe('2026-01-15 12:00 +00:00')
    expect(zonedTime('2026-01-15T12:00:00Z', 'America/New_York')).toBe('2026-01-15 07:00 -05:00')
    expect(zonedTime('2026-01-15T12:00:00Z', 'Asia/Kolkata')).toBe('2026-01-15 17:30 +05:30')
  })
})

describe('depositQrCardText', () => {
  it('shows expected_amount (not amount), the deadline in Bangkok time, and who is paid', () => {
    const card = depositQrCardText(deposit)
    expect(card.lines.map((line) => line.text)).toEqual([
      '1,234.56 THB',
      'Pay exactly this amount',
      'before 2026-11-22 19:45 +07:00',
      'PromptPay to Demo Shop',
    ])
    expect(card.title).toBe('PromptPay QR: pay 1,234.56 THB before 2026-11-22 19:45 +07:00')
  })

  it("in Thai, dates the deadline in the Thai calendar like every other Thai view, still in the service's zone", async () => {
    await speak('th', {})
    try {
      const card = depositQrCardText(deposit)
      expect(card.lines[2]!.text).toBe('ภายใน 22 พ.ย. 2569 19:45 +07:00')
      expect(card.title).toContain('22 พ.ย. 2569 19:45 +07:00')
      expect(JSON.stringify(card)).not.toMatch(/2026|ค\.ศ\./)
    } finally {
      await speak('en', {})
    }
  })
})

describe('qrFilesWrittenNote', () => {
  it('is one line naming the files as given, the amount to scan and the expiry in the clock of the rest of the output', () => {
    const expires = localTime(deposit.display_expires_at)
    expect(qrFilesWrittenNote(deposit, ['qr.png'])).toBe(`QR written to qr.png (scan: 1,234.56 THB, expires ${expires})`)
    expect(qrFilesWrittenNote(deposit, ['a.png', 'b.svg'])).toBe(`QR written to a.png and b.svg (scan: 1,234.56 THB, expires ${expires})`)
  })
})
