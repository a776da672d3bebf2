import {plural} from '../language.js'

export const withdrawal = {
  labels: {
    id: 'Withdrawal',
    status: 'Status',
    amount: 'Amount',
    fee: 'Fee',
    netPayout: 'Net payout',
    net: 'Net amount',
    reason: 'Reason',
    gross: 'Gross',
    destination: 'Destination',
    reference: 'Reference',
    created: 'Created',
  },
  /** What the amount is, by status: only SUCCESS says it arrived. */
  received: 'received by the destination',
  forDestination: 'for the destination, not paid yet',
  notPaid: 'not paid',
  returned: 'returned to the wallet',
  taken: 'taken from the wallet',
  headings: {
    id: 'ID',
    created: 'CREATED',
    status: 'STATUS',
    amount: 'AMOUNT',
    fee: 'FEE',
    bank: 'BANK',
    account: 'ACCOUNT',
    name: 'NAME',
  },
  none: 'No withdrawals.',
  more: (cursor: string) => `More withdrawals: --cursor ${cursor} for the next page, or --all.`,
  capped: (count: number, pages: number) =>
    `Stopped at ${count} withdrawals (${plural('en', pages, {one: '# page', other: '# pages'})}), the safety cap of --all; more exist. Narrow the list with --status.`,
  question: (amount: string, bank: string, account: string, name: string) =>
    `Pay ${amount} plus the service's fee from the LIVE wallet to ${bank} account ${account} (${name})?`,
  replayed: 'The service already had this Idempotency-Key: this is the withdrawal it created then; nothing was paid twice.',
  notPaidYet: (status: string, id: string) => `${status} is not paid yet. Follow it with: pay withdrawal watch ${id}`,
  outcome: {
    success: (status: string, net: string, destination: string) => `Withdrawal ${status}: ${net} paid to ${destination}.`,
    refunded: (status: string, gross: string) => `Withdrawal ${status}: nothing was paid; the gross ${gross} went back to the wallet.`,
    waiting: (status: string, amount: string, destination: string) => `Withdrawal ${status}: not paid yet (${amount} to ${destination}).`,
  },
  unknownStatus: (text: string) => `--status: unknown withdrawal status "${text}".`,
  statusHint: (statuses: string[]) => `Use one of ${statuses.join(', ')}.`,
  banks: {
    code: 'CODE',
    number: 'NO.',
    name: 'NAME',
    thaiName: 'ชื่อ',
    count: (count: number) => plural('en', count, {one: '# bank', other: '# banks'}),
    cached: (fetchedAt: string) => `cached ${fetchedAt}`,
    fetchedNow: 'fetched now',
    kept: (seconds: number) => `kept ${seconds} s`,
    dryRunBuiltIn: "--dry-run: bank codes checked against pay's built-in list of Thai banks (the service's list is not cached).",
  },
}
