/**
 * What the PromptPay decoder found wrong with a payload (src/core/promptpay/payload.ts), as facts: src/ui says them
 * (src/ui/text/qr-problem.ts). `id` is a field's tag (`29`, `29.01`).
 */
export type QrFinding =
  | {code: 'malformed-field'; position: number}
  | {code: 'length-mismatch'; id: string; declared: string; actual: number}
  | {code: 'crc-not-last'}
  | {code: 'crc-length'}
  | {code: 'crc'; found: string; expected: string}
  | {code: 'format-not-first'}
  | {code: 'field-twice'; id: string}
  | {code: 'initiation'}
  | {code: 'currency'}
  | {code: 'country'}
  | {code: 'amount'; text: string}
  | {code: 'no-merchant'}
  | {code: 'unexpected-aid'; id: string}
  | {code: 'not-one-target'}
  | {code: 'target-malformed'; id: string; target: CreditTransferTarget}
  | {code: 'biller-id'}
  | {code: 'no-reference-1'}

/** The kinds of PromptPay credit transfer target of tag 29. */
export type CreditTransferTarget = 'mobile' | 'national-id' | 'e-wallet' | 'bank-account'
