import {describe, expect, it} from 'vitest'
import {errorEnvelopeSchema} from '../../src/core/http/response-error.js'
import {balanceSchema} from '../../src/core/schemas/balance.js'
import {bankListSchema} from '../../src/core/schemas/bank.js'
import {cancelResultSchema, depositSchema} from '../../src/core/schemas/deposit.js'
import {eventObjectId, webhookEventSchema} from '../../src/core/schemas/webhook-event.js'
import {withdrawalListSchema, withdrawalSchema} from '../../src/core/schemas/withdrawal.js'

const deposit = {
  id: '0b7c1a52-0000-4c5e-9f00-000000000001',
  amount: '500.00',
  expected_amount: '500.37',
  matched_amount: null,
  currency: 'THB',
  status: 'PENDING',
  payment_method_type: 'PROMPTPAY_QR',
  pay_to: {bank: 'KBANK', account_holder: 'Merchant Co', qr_payload: '000201…'},
  payer: {bank: 'SCB', account_no: '1234567890', name: 'Somchai'},
  display_expires_at: '2026-11-22T10:05:00Z',
  match_window_until: '2026-11-22T10:07:00Z',
}
const withdrawal = {
  id: 'w-1',
  amount: '500.00',
  fee: '9.00',
  net_payout: '500.00',
  currency: 'THB',
  receiver_bank_provider: 'SCB',
  destination: {bank: 'SCB', account_no: '0987654321', name: 'Somsri'},
  kind: 'customer',
  status: 'PENDING',
}

describe('Deposit', () => {
  it('accepts the API object and keeps fields the document does not list', () => {
    const parsed = depositSchema.parse({...deposit, cashier_url: 'https://pay.example/x', risk_score: 3})
    expect(parsed).toMatchObject({expected_amount: '500.37', risk_score: 3})
  })

  it.each([
    ['a JSON number', 500],
    ['one decimal', '500.0'],
    ['no decimals', '500'],
    ['grouping', '1,500.00'],
    ['satang count', '50000'],
  ])('refuses money as %s', (_, amount) => {
    expect(depositSchema.safeParse({...deposit, amount}).success).toBe(false)
  })

  it('refuses an unknown status', () => {
    expect(depositSchema.safeParse({...deposit, status: 'PAID'}).success).toBe(false)
  })

  it('accepts a terminal deposit without pay_to', () => {
    const {pay_to: _, ...credited} = deposit
    expect(depositSchema.parse({...credited, status: 'CREDITED', matched_amount: '500.37'}).status).toBe('CREDITED')
  })

  it('accepts the short cancel answer as well as the full object', () => {
    expect(cancelResultSchema.parse({id: 'd', status: 'CANCELLED'})).toEqual({id: 'd', status: 'CANCELLED'})
    expect(cancelResultSchema.parse({...deposit, status: 'CANCELLED'})).toMatchObject({expected_amount: '500.37'})
  })
})

describe('Withdrawal and its list envelope', () => {
  it('accepts a withdrawal and the list envelope', () => {
    expect(withdrawalSchema.parse(withdrawal).fee).toBe('9.00')
    const list = withdrawalListSchema.parse({data: [withdrawal], has_more: true, next_cursor: 'c2'})
    expect(list.next_cursor).toBe('c2')
  })

  it('refuses a fee that is not a money string', () => {
    expect(withdrawalSchema.safeParse({...withdrawal, fee: 9}).success).toBe(false)
  })
})

describe('Balance, banks and errors', () => {
  it('parses them', () => {
    expect(balanceSchema.parse({available: '0.00', pending: '9.00', currency: 'THB'}).pending).toBe('9.00')
    const banks = bankListSchema.parse({
      SCB: {bank_code: 'SCB', bank_number: '014', name_th: 'ไทยพาณิชย์', fullname_th: 'ธนาคารไทยพาณิชย์', name_en: 'SCB'},
    })
    expect(Object.keys(banks)).toEqual(['SCB'])
    const envelope = errorEnvelopeSchema.parse({error: {code: 'NOT_FOUND', message: 'not found', request_id: 'req_1'}})
    expect(envelope.error.code).toBe('NOT_FOUND')
  })

  it('refuses an error without its request id', () => {
    expect(errorEnvelopeSchema.safeParse({error: {code: 'X', message: 'y'}}).success).toBe(false)
  })
})

describe('webhook events', () => {
  const events = [
    {
      event_id: 'd1:deposit.success',
      event_type: 'deposit.success',
      deposit_id: 'd1',
      user_ref: 'o-1',
      credited_amount: '495.37',
      amount: '500.37',
      status: 'CREDITED',
    },
    {event_id: 'd2:deposit.expired', event_type: 'deposit.expired', user_ref: null, status: 'EXPIRED'},
    {event_id: 'w1:withdrawal.success', event_type: 'withdrawal.success', withdrawal_id: 'w1'},
    {event_id: 'w2:withdrawal.failed', event_type: 'withdrawal.failed', withdrawal_id: 'w2', reason: 'bank rejected'},
    {event_id: 'w3:withdrawal.rejected', event_type: 'withdrawal.rejected', withdrawal_id: 'w3', reason: 'compliance'},
    {event_id: 'w3:withdrawal.refunded', event_type: 'withdrawal.refunded'},
  ]

  it.each(events)('parses $event_type and finds its object id', (event) => {
    const parsed = webhookEventSchema.parse(event)
    expect(eventObjectId(parsed)).toBe(event.event_id.split(':')[0])
  })

  it('refuses a deposit.success whose credited amount is a number', () => {
    expect(webhookEventSchema.safeParse({...events[0], credited_amount: 495.37}).success).toBe(false)
  })

  it('refuses an unknown event type', () => {
    expect(webhookEventSchema.safeParse({event_id: 'x:y', event_type: 'deposit.created'}).success).toBe(false)
  })
})
