export const deposit = {
  labels: {
    deposit: 'Deposit',
    status: 'Status',
    amount: 'Amount',
    toPay: 'To pay',
    expected: 'Expected',
    received: 'Received',
    credited: 'Credited',
    method: 'Method',
    payTo: 'Pay to',
    payer: 'Payer',
    showUntil: 'Show until',
    shownUntil: 'Shown until',
    matchUntil: 'Match until',
    reference: 'Reference',
    created: 'Created',
    reason: 'Reason',
  },
  /** A bank by its code, as the service sends it (`KBANK`). */
  bank: (code: string) => code,
  methods: {PROMPTPAY_QR: 'PromptPay QR', BANK_TRANSFER: 'bank transfer'},
  payToQr: (holder: string) => `QR (PromptPay) · ${holder}`,
  differsMark: '≠ amount: pay exactly this',
  difference: (expected: string, amount: string) =>
    `⚠ Pay exactly ${expected}, not ${amount}: the extra satang let the service match this transfer to this deposit.`,
  replayed: 'The service already had this Idempotency-Key: this is the deposit it created then; nothing was created twice.',
  followWith: (id: string) => `Follow it with: pay deposit watch ${id} (or pass --wait to block until it is final).`,
  card: {
    payExactly: 'Pay exactly this amount',
    before: (when: string) => `before ${when}`,
    payTo: (holder: string) => `PromptPay to ${holder}`,
    title: (amount: string, when: string) => `PromptPay QR: pay ${amount} before ${when}`,
  },
  qrWritten: (files: string[], amount: string, when: string) => `QR written to ${files.join(' and ')} (scan: ${amount}, expires ${when})`,
  ask: {
    bank: "Payer's bank (type to search)",
    bankChoice: (code: string, english: string, thai: string) => `${code} ${english} · ${thai}`,
    noBank: (text: string) => `No bank matches "${text}": type part of its code or name (\`pay banks\` lists them).`,
    name: "Payer's name on their account",
    account: "Payer's account number",
    accountHint: (min: number, max: number) =>
      `Give the ${min} to ${max} digits of the account, as printed in the bank book, e.g. 1234567890 or 123-4-56789-0.`,
    pickerHelp: '↑↓ move · ⏎ pick',
  },
  /** The payer fields a deposit is missing, by field, and the error that names them. */
  payerFields: {
    payerBank: "the payer's bank code",
    payerName: "the payer's name on their account",
    payerAccount: "the payer's account number",
  },
  missingPayer: (what: string[]) => `Missing ${what.join(', ')}: the service needs the payer for both methods.`,
  passFlags: (labels: string[]) => `Pass ${labels.join(', ')}.`,
}
