import {plural} from '../language.js'

const rows = (count: number) => plural('en', count, {one: '# row', other: '# rows'})

/** `pay withdrawal batch close`: following a file's rows to their final states, and the payees that keep failing. */
export const batchClose = {
  rows,
  change: (row: number, what: string, status: string) => `row ${row} (${what}): ${status}`,
  waiting: (open: number, seconds: number) => `${rows(open)} not final yet; asking again in ${seconds} s.`,
  headline: (file: string, final: number, total: number) => `${file}: ${final} of ${rows(total)} final.`,
  counts: {
    succeeded: 'SUCCESS',
    failed: 'FAILED',
    rejected: 'REJECTED',
    open: 'Not final',
    noWithdrawal: 'No withdrawal',
    unknown: 'Unknown',
    paid: 'Paid',
    fees: 'Fees',
    refunded: 'Refunded',
    finalFile: 'Final file',
    retryFile: 'Retry file',
  },
  notes: {
    succeeded: 'paid',
    failed: 'the gross went back to the wallet',
    noWithdrawal: 'never sent, refused, or sent and not found in the service',
    unknown: 'sent without an answer; the withdrawal list could not be read far enough to tell',
    paid: 'SUCCESS rows only',
  },
  endedBadly: (row: number, status: string, reason: string) => `row ${row}: ${status}${reason ? `: ${reason}` : ''}`,
  more: (count: number) => `… and ${count} more (all of them in the final file)`,
  allPaid: 'Every row is SUCCESS: the batch is settled.',
  someEndedBadly: (count: number) => `${rows(count)} ended FAILED or REJECTED; their gross is back in the wallet.`,
  gaveUp: (seconds: number, rowNumbers: string) => `Stopped waiting after ${seconds} s; not final yet: rows ${rowNumbers}.`,
  followAgain: (command: string) => `Run it again later to follow them on: ${command}`,
  notPaid: (count: number) => `${rows(count)} have no withdrawal: not paid.`,
  payRest: (command: string) => `Pay them by running the file again (rows with a withdrawal are not sent twice): ${command}`,
  retryWritten: (count: number) =>
    `${rows(count)} written to the retry file. Fix them, then pay them as a new batch (new keys, the usual confirmation):`,
  retryHint: (command: string) => `Write them to a payout file to pay again after fixing them: ${command}`,
  failing: {
    label: 'Failing payees',
    skipped: (count: number) =>
      `${rows(count)} pay accounts that failed twice or more in 30 days: skipped (--include-failing-payees sends them):`,
    included: (count: number) =>
      `${rows(count)} pay accounts that failed twice or more in 30 days: sent, as --include-failing-payees asks:`,
    payee: (row: number, what: string, failures: number, reason: string) =>
      `row ${row} (${what}): FAILED ${failures} times${reason ? `, last: ${reason}` : ''}`,
  },
}
