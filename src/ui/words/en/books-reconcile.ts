import type {ReconcileClass} from '../../../core/schemas/output/reconcile.js'
import {plural} from '../language.js'

const rows = (count: number) => plural('en', count, {one: '# row', other: '# rows'})

/** `pay reconcile`: the operator's file against pay's ledger. */
export const booksReconcile = {
  classes: {
    matched: 'matched',
    missing_in_pay: 'missing in pay',
    extra_in_pay: 'extra in pay',
    amount_differs: 'amount differs',
    duplicate_in_file: 'duplicate in file',
  } satisfies Record<ReconcileClass, string>,
  /** What each class means, beside its count. */
  meanings: {
    matched: 'in the file and in pay, same amount',
    missing_in_pay: 'in the file; pay has no money moved for it',
    extra_in_pay: 'money moved in pay; not in the file',
    amount_differs: 'in both; the amounts differ',
    duplicate_in_file: 'the reference is on an earlier row too',
  } satisfies Record<ReconcileClass, string>,
  compared: (file: string, rowCount: number, entries: number, ledger: string) =>
    `Compared ${rows(rowCount)} of ${file} with ${plural('en', entries, {one: '# deposit or withdrawal', other: '# deposits and withdrawals'})} of the ledger ${ledger}.`,
  period: (from: string | null, to: string | null) =>
    from && to ? `Period: ${from} to ${to}.` : from ? `Period: from ${from}.` : to ? `Period: up to ${to}.` : 'Period: the whole ledger.',
  emptyLedger: 'The ledger holds no deposit or withdrawal of this period: `pay sync` brings it up to date with the service.',
  allMatched: 'Every row matched, and pay moved no money the file does not list.',
  notFinal: (count: number) =>
    `${plural('en', count, {one: '# withdrawal', other: '# withdrawals'})} paired with a row ${count === 1 ? 'is' : 'are'} not final yet: the money may still come back. Run \`pay sync\`, then reconcile again.`,
  mismatches: (count: number) => `${plural('en', count, {one: '# line does', other: '# lines do'})} not match:`,
  more: (count: number, all: string) => `… and ${count} more (${all}).`,
  allIn: {out: (path: string) => `all of them in ${path}`, json: 'all of them with --json or --out FILE'},
  headings: {
    class: 'Class',
    row: 'Row',
    line: 'Line',
    reference: 'Reference',
    fileAmount: 'File amount',
    kind: 'Kind',
    id: 'Pay id',
    status: 'Status',
    payAmount: 'Pay amount',
    credited: 'Credited',
    fee: 'Fee',
    difference: 'Difference',
    createdAt: 'Created',
    code: 'Code',
  },
  kinds: {deposit: 'deposit', withdrawal: 'withdrawal'},
  sheet: 'Reconcile',
  written: (path: string) => `Report: ${path}`,
  /** What the amounts compared are: said once under the table. */
  amountsNote: "Pay amount: a deposit's amount asked, a withdrawal's amount paid to the destination.",
}
