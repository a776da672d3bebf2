import type {NoMatchCode} from '../../../core/schemas/output/test-mode.js'

/** What a reason for no match is said from: its English message, and the values another language needs. */
export interface NoMatchFacts {
  message: string
  depositId: string
  status: string
  sent: string
  expected: string
  sender: string
  payer: string
  closedAt: string
}

export const testMode = {
  injected: (id: string, amount: string) => `Transfer ${id} of ${amount} injected.`,
  credited: (id: string, status: string, matched: string | undefined, credited: string | undefined) =>
    `Deposit ${id} ${status}: ${matched ? `matched ${matched}` : 'matched'}${credited ? `, ${credited} credited to the wallet` : ''}.`,
  notCredited: (id: string, status: string) => `Deposit ${id} was not credited (still ${status}). Likely:`,
  /** Why a transfer was not matched: in English, the reason's own message. */
  reason: (_code: NoMatchCode, facts: NoMatchFacts) => facts.message,
  topUp: (amount: string) => `${amount} credited to the test wallet. See it with: pay balance`,
  resetQuestion: 'Wipe all test data of this merchant (deposits, withdrawals, the test balance)? This cannot be undone.',
  reset: 'Test data wiped: deposits, withdrawals and the test balance are gone. Live data is untouched.',
}
