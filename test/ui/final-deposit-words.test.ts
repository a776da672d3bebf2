import {describe, expect, it} from 'vitest'

import {DEPOSIT_STATUSES, isDepositFinal} from '../../src/core/schemas/deposit.js'
import {renderDeposit} from '../../src/ui/text/deposit.js'
import {buildPayScreen, renderPayScreen} from '../../src/ui/text/deposit-screen.js'
import {createStyle} from '../../src/ui/text/style.js'
import {watchDetails} from '../../src/ui/text/watch.js'
import {pendingDeposit} from '../helpers/deposit-fixture.js'

const NOW = Date.parse('2026-03-01T10:00:00Z')
const style = createStyle(false)
const PAY_CLAIM = /to pay|pay exactly/i

/** Every view of a deposit, as text: `deposit get`, the live view's rows, the pay screen printed or drawn. */
const VIEWS = {
  'deposit get': (deposit: ReturnType<typeof pendingDeposit>) => renderDeposit(deposit, style, NOW),
  'the live view': (deposit: ReturnType<typeof pendingDeposit>) =>
    watchDetails({kind: 'deposit', object: deposit}, NOW)
      .map((row) => `${row.label} ${row.value}`)
      .join('\n'),
  'the pay screen': (deposit: ReturnType<typeof pendingDeposit>) =>
    renderPayScreen(buildPayScreen(deposit, {style, color: false, terminal: {columns: 120, rows: 45}})),
}

describe('a final deposit is never shown as something to pay', () => {
  const finals = DEPOSIT_STATUSES.filter(isDepositFinal)
  it.each(Object.keys(VIEWS).flatMap((view) => finals.map((status) => [view, status] as const)))('%s of a %s deposit', (view, status) => {
    const deposit = pendingDeposit(NOW, {
      status,
      pay_to: undefined,
      ...(status === 'CREDITED' ? {matched_amount: '100.37', credited_amount: '99.37'} : {}),
    })
    const text = VIEWS[view as keyof typeof VIEWS](deposit)
    expect(text).not.toMatch(PAY_CLAIM)
    expect(text).toContain('100.37')
  })

  it.each(Object.keys(VIEWS))('%s of a PENDING deposit still says what to pay', (view) => {
    const deposit = pendingDeposit(NOW, {
      pay_to: {bank: 'KBANK', account_holder: 'Shop', account_no: '1234567890'},
      payment_method_type: 'BANK_TRANSFER',
    })
    expect(VIEWS[view as keyof typeof VIEWS](deposit)).toMatch(PAY_CLAIM)
  })
})
