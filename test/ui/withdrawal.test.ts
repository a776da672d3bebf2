import {describe, expect, it} from 'vitest'

import type {Withdrawal} from '../../src/core/schemas/withdrawal.js'
import {createStyle} from '../../src/ui/text/style.js'
import {createdNote, payoutQuestion, renderWithdrawal} from '../../src/ui/text/withdrawal.js'
import {maskAccountNumber, renderWithdrawalTable} from '../../src/ui/text/withdrawal-list.js'
import {en} from '../../src/ui/words/en/index.js'

const plain = createStyle(false)
const coloured = createStyle(true)
const CREATED = '2026-01-10T10:00:00Z'
const WITHDRAWAL: Withdrawal = {
  id: 'wd_1',
  amount: '1500.00',
  fee: '9.00',
  net_payout: '1500.00',
  currency: 'THB',
  receiver_bank_provider: 'KBANK',
  destination: {bank: 'KBANK', account_no: '1234564001', name: 'Somchai Jaidee'},
  kind: 'customer',
  status: 'FAILED',
  reference_user_id: 'user-42',
  created_at: CREATED,
}

describe('renderWithdrawal', () => {
  it('shows why it failed, the money aligned, nothing as paid, the gross back in the wallet, and the creation time', () => {
    const text = renderWithdrawal({...WITHDRAWAL, reason: 'the receiving bank reported a failure'}, plain, Date.parse(CREATED) + 120_000)
    expect(text).toContain('Status       FAILED\nReason       the receiving bank reported a failure\n')
    expect(text).toContain('Amount       1,500.00 THB  not paid\n')
    expect(text).toContain('Fee              9.00 THB\n')
    expect(text).toContain('Net amount   1,500.00 THB\n')
    expect(text).toContain('Gross        1,509.00 THB  returned to the wallet\n')
    expect(text).toContain('Destination  KBANK 1234564001 · Somchai Jaidee\n')
    expect(text).toContain('Reference    user-42\n')
    expect(text).toMatch(/Created {6}\d{4}-\d\d-\d\d \d\d:\d\d:\d\d \(2 minutes ago\)\n/)
  })

  it('says the gross was taken while the withdrawal is not refunded, and received only once SUCCESS', () => {
    const pending = renderWithdrawal({...WITHDRAWAL, status: 'PENDING'}, plain)
    expect(pending).toContain('taken from the wallet')
    expect(pending).toContain('1,500.00 THB  for the destination, not paid yet\n')
    const paid = renderWithdrawal({...WITHDRAWAL, status: 'SUCCESS'}, plain)
    expect(paid).toContain('1,500.00 THB  received by the destination\n')
    expect(paid).toContain('Net payout   1,500.00 THB\n')
  })

  it('colours the status by its meaning', () => {
    expect(renderWithdrawal(WITHDRAWAL, coloured)).toContain('\u001B[31mFAILED\u001B[39m')
  })
})

describe('payoutQuestion', () => {
  it('names amount, fee, bank and account', () => {
    expect(
      payoutQuestion({
        amount: '500.00',
        receiver_bank_provider: 'KBANK',
        receiver_bank_account_number: '1234567890',
        receiver_bank_account_name: 'Somchai',
      })(en),
    ).toBe("Pay 500.00 THB plus the service's fee from the LIVE wallet to KBANK account 1234567890 (Somchai)?")
  })
})

describe('createdNote', () => {
  it('says a pending payout is not paid, and a replay paid nothing twice', () => {
    expect(createdNote({...WITHDRAWAL, status: 'PENDING'}, false)).toBe(
      'PENDING is not paid yet. Follow it with: pay withdrawal watch wd_1',
    )
    expect(createdNote({...WITHDRAWAL, status: 'SUCCESS'}, true)).toContain('nothing was paid twice')
    expect(createdNote({...WITHDRAWAL, status: 'SUCCESS'}, false)).toBeUndefined()
  })
})

describe('renderWithdrawalTable', () => {
  it('masks account numbers to the last 4 digits', () => {
    expect(maskAccountNumber('1234564001')).toBe('••••4001')
    expect(maskAccountNumber('123')).toBe('123')
  })

  it('aligns the columns, amounts to the right, even with colour on', () => {
    const rows = [WITHDRAWAL, {...WITHDRAWAL, id: 'wd_22', amount: '10.00', status: 'SUCCESS' as const}]
    const lines = renderWithdrawalTable(rows, plain).trimEnd().split('\n')
    expect(lines[0]).toBe('ID     CREATED              STATUS         AMOUNT       FEE  BANK   ACCOUNT   NAME')
    expect(lines[1]!.indexOf(' THB')).toBe(lines[0]!.indexOf('AMOUNT') + 'AMOUNT'.length - ' THB'.length)
    expect(lines[1]).toContain('FAILED   1,500.00 THB  9.00 THB  KBANK  ••••4001  Somchai Jaidee')
    expect(lines[2]).toContain('SUCCESS     10.00 THB  9.00 THB')
    expect(lines[1]).not.toContain('1234564001')
    const colouredLines = renderWithdrawalTable(rows, coloured).split('\n')
    expect(colouredLines[1]).toContain('\u001B[31mFAILED \u001B[39m')
  })

  it('says when there is nothing to list', () => {
    expect(renderWithdrawalTable([], plain)).toBe('No withdrawals.\n')
  })
})
