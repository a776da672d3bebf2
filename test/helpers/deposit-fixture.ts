import type {Deposit} from '../../src/core/schemas/deposit.js'

/** A PENDING PromptPay deposit of 100.00 (pay 100.37), its times relative to `now`; `overrides` replace fields. */
export function pendingDeposit(now: number, overrides: Partial<Deposit> = {}): Deposit {
  return {
    id: 'dep_1',
    amount: '100.00',
    expected_amount: '100.37',
    currency: 'THB',
    status: 'PENDING',
    payment_method_type: 'PROMPTPAY_QR',
    display_expires_at: new Date(now + 300_000).toISOString(),
    match_window_until: new Date(now + 420_000).toISOString(),
    ...overrides,
  }
}
