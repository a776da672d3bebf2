import {describe, expect, it} from 'vitest'

import type {SimulatedTransfer} from '../../src/services/test-mode/simulate-transfer.js'
import {createStyle} from '../../src/ui/text/style.js'
import {renderSimulatedTransfer, renderTopUp} from '../../src/ui/text/test-mode.js'

const plain = createStyle(false)
const RESULT: SimulatedTransfer = {
  credited: true,
  credited_amount: '99.37',
  matched_amount: '100.37',
  reasons: [],
  request: {deposit_id: 'dep_1'},
  transfer: {bank_txn_id: 'test_1', amount: '100.37', currency: 'THB', status: 'injected'},
  deposit: {
    id: 'dep_1',
    amount: '100.00',
    expected_amount: '100.37',
    currency: 'THB',
    status: 'CREDITED',
    payment_method_type: 'PROMPTPAY_QR',
    display_expires_at: '2026-01-10T10:05:00Z',
    match_window_until: '2026-01-10T10:07:00Z',
  },
}

describe('renderSimulatedTransfer', () => {
  it('reports a credit with the matched and credited amounts', () => {
    expect(renderSimulatedTransfer(RESULT, plain)).toBe(
      'Transfer test_1 of 100.37 THB injected.\n✓ Deposit dep_1 CREDITED: matched 100.37 THB, 99.37 THB credited to the wallet.\n',
    )
  })

  it('lists the reasons when nothing was credited', () => {
    const text = renderSimulatedTransfer(
      {
        ...RESULT,
        credited: false,
        credited_amount: null,
        matched_amount: null,
        deposit: {...RESULT.deposit, status: 'PENDING'},
        reasons: [{code: 'AMOUNT_DIFFERS', message: 'the amount differs'}],
      },
      plain,
    )
    expect(text).toBe(
      'Transfer test_1 of 100.37 THB injected.\n✗ Deposit dep_1 was not credited (still PENDING). Likely:\n  - the amount differs\n',
    )
  })
})

describe('renderTopUp', () => {
  it('groups the amount', () => {
    expect(renderTopUp({amount: '5000.00', currency: 'THB', status: 'credited'}, plain)).toContain(
      '5,000.00 THB credited to the test wallet',
    )
  })
})
