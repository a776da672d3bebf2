import {describe, expect, it} from 'vitest'

import type {Deposit} from '../../src/core/schemas/deposit.js'
import {renderDeposit} from '../../src/ui/text/deposit.js'
import {createStyle} from '../../src/ui/text/style.js'

const NOW = Date.parse('2026-11-23T10:00:00Z')
const deposit: Deposit = {
  id: 'dep_1',
  amount: '1000.00',
  expected_amount: '1000.37',
  matched_amount: '1000.37',
  credited_amount: '990.37',
  currency: 'THB',
  status: 'CREDITED',
  payment_method_type: 'BANK_TRANSFER',
  pay_to: {bank: 'KBANK', account_holder: 'Acme', account_no: '1234567890'},
  payer: {bank: 'SCB', account_no: '9876543210', name: 'Malee S.'},
  display_expires_at: new Date(NOW + 300_000).toISOString(),
  match_window_until: new Date(NOW - 60_000).toISOString(),
  user_ref: 'order-7',
  created_at: new Date(NOW - 120_000).toISOString(),
}

describe('renderDeposit', () => {
  it('aligns every field, with grouped money and local times', () => {
    const text = renderDeposit(deposit, createStyle(false), NOW)
    expect(text).toContain('Deposit      dep_1\nStatus       CREDITED\nAmount       1,000.00 THB\n')
    expect(text).toContain('Expected     1,000.37 THB\nReceived')
    expect(text).toContain('Received     1,000.37 THB\nCredited     990.37 THB\nMethod       bank transfer\n')
    expect(text).toContain('Pay to       KBANK 1234567890 · Acme')
    expect(text).toContain('Payer        SCB 9876543210 · Malee S.')
    // Final: its deadlines are dates, not countdowns (it waits for nothing).
    expect(text).toMatch(/Show until +2026-11-23 \d\d:05:00\n/)
    expect(text).toMatch(/Match until +2026-11-23 \d\d:59:00\n/)
    expect(text).toContain('Reference    order-7')
    expect(text).toMatch(/Created +.*\(2 minutes ago\)/)
  })

  it('leaves out what was not received or credited, uses dashes for what is not there yet, and no mark when the amounts agree', () => {
    const pending = {
      ...deposit,
      status: 'PENDING' as const,
      expected_amount: '1000.00',
      matched_amount: null,
      credited_amount: null,
      user_ref: null,
    }
    const text = renderDeposit(pending, createStyle(false), NOW)
    expect(text).not.toMatch(/Received|Credited/)
    expect(text).toContain('Reference    —')
    expect(text).not.toContain('≠ amount')
    expect(text).toMatch(/Show until +2026-11-23 \d\d:05:00 \(in 5 minutes\)/)
    expect(text).toMatch(/Match until +2026-11-23 \d\d:59:00 \(1 minute ago\)/)
  })

  it('colours the status only when the style has colour', () => {
    expect(renderDeposit(deposit, createStyle(true), NOW)).toContain('\u001B[32mCREDITED\u001B[39m')
    expect(renderDeposit(deposit, createStyle(false), NOW)).not.toContain('\u001B[')
  })
})
