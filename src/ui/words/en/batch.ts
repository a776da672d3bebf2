import {plural} from '../language.js'

const rows = (count: number) => plural('en', count, {one: '# row', other: '# rows'})
const they = (count: number) => (count === 1 ? 'it was' : 'they were')
const unmatched = (count: number) => plural('en', count, {one: '# unmatched row', other: '# unmatched rows'})
const pages = (count: number) => plural('en', count, {one: '# page', other: '# pages'})

export const batch = {
  rows,
  warning: 'Warning:',
  plan: {
    batch: 'Batch',
    journal: 'Journal',
    toSend: 'To send',
    balance: 'Balance',
    file: (id: string, file: string, count: number) => `${id} · ${file}, ${rows(count)}`,
    again: (generation: number) => ` (paid again: batch ${generation} of these rows)`,
    resumed: (facts: string[]) => ` (resumed: ${facts.join(', ')})`,
    done: (count: number) => `${count} created`,
    refused: (count: number) => `${count} refused`,
    inFlight: (count: number) => `${count} without an answer, asked again with the same key`,
    money: (count: number, total: string) => `${rows(count)} · ${total}`,
    feesSoFar: (fee: string) => `plus fees (${fee} a row so far)`,
    feesUnknown: 'plus fees (not known until the service answers)',
    available: (amount: string) => `${amount} available`,
    short: (feeKnown: boolean) =>
      `the available balance does not cover ${feeKnown ? 'the total plus fees' : 'the total'}; the batch will stop at the first INSUFFICIENT_BALANCE.`,
    duplicates: (rowNumbers: number[]) => `rows ${rowNumbers.join(', ')} pay the same account the same amount; check that this is meant.`,
    moreDuplicates: (count: number) => `${plural('en', count, {one: '# more group', other: '# more groups'})} of identical rows.`,
    uncheckedJournal: (path: string, paid: number) =>
      `${path} (an earlier version's journal of this file, ${rows(paid)} paid) cannot be matched to rows; a run refuses to start until it is moved aside, or with --pay-again.`,
    alreadyPaid: 'Already sent',
    alreadyPaidSkipped: (count: number) => `${rows(count)}, with a withdrawal of another batch: skipped (--pay-again pays them again):`,
    paidBy: (row: number, what: string, withdrawal: string, batchId: string, file: string, when: string) =>
      `row ${row} (${what}): ${withdrawal} by batch ${batchId} (${file}), ${when}`,
    more: (count: number) => `… and ${count} more (all of them with --json)`,
    question: (count: number, total: string) => `Pay ${rows(count)}, ${total} plus fees, from the LIVE wallet?`,
    lockTakenOver: (pid: number, started: string, file: string) =>
      `A batch run (pid ${pid}, started ${started}, paying ${file}) ended without releasing its lock; taken over. Run its file again to finish it: rows it paid are not paid twice.`,
  },
  dryRun: {
    nothingSent: 'Dry run: nothing was sent.',
    nothingLeft: 'Nothing is left to send.',
    lookups: (rowNumbers: number[]) =>
      rowNumbers.length === 1
        ? `Row ${rowNumbers[0]} would first be looked up in the withdrawal list: its key may have expired.`
        : `Rows ${rowNumbers.join(', ')} would first be looked up in the withdrawal list: their keys may have expired.`,
    possiblyPaid: (count: number) =>
      `${rows(count)} ${count === 1 ? 'was' : 'were'} sent by another batch without a final answer, so possibly paid: a real run first looks for ${count === 1 ? 'its withdrawal' : 'their withdrawals'} in the withdrawal list and sends none it finds:`,
    sentBy: (row: number, batchId: string, file: string, when: string) => `row ${row}: sent by batch ${batchId} (${file}), ${when}`,
    keys: 'Idempotency-Keys, one per row:',
    row: (row: number) => `row ${row}`,
  },
  lookup: {
    intro: (count: number, pageCount: number) =>
      `${rows(count)} ${count === 1 ? 'was' : 'were'} sent without an answer so long ago that the service may have forgotten the Idempotency-Key (it keeps them 24 h); looked ${count === 1 ? 'it' : 'them'} up in the withdrawal list (${pages(pageCount)}):`,
    possiblyIntro: (count: number, pageCount: number) =>
      `${rows(count)} ${count === 1 ? 'was' : 'were'} sent by another batch without a final answer, so possibly paid; looked ${count === 1 ? 'it' : 'them'} up in the withdrawal list (${pages(pageCount)}) before sending anything:`,
    row: (row: number, what: string, sent: string) => `row ${row} (${what}, sent ${sent}): `,
    sentBy: (row: number, what: string, sent: string, batchId: string) => `row ${row} (${what}, sent ${sent} by batch ${batchId}): `,
    found: (id: string, status: string) => `found ${id} (${status}), recorded as this row's withdrawal`,
    foundPaidBy: (id: string, status: string) => `found ${id} (${status}): already sent by that batch, not sent again`,
    notFound: 'no matching withdrawal',
    incomplete: (pageCount: number) =>
      `The search stopped after ${pages(pageCount)}; an older withdrawal may exist. Check with \`pay withdrawal list --all\`.`,
    question: (count: number) => `Send the ${unmatched(count)} again? Only if you are sure ${they(count)} not paid.`,
    left: (count: number) => `Left ${unmatched(count)} unsent. If you are sure ${they(count)} not paid, run again with --resend-unmatched.`,
  },
  progress: {
    row: (row: number) => `row ${row}`,
    done: 'created',
    failed: 'failed',
    unknown: 'unknown',
    fee: (fee: string) => `+ fee ${fee}`,
    /** Why the service refused a row: pay's words for a known code, else the service's own words, marked as its. */
    reason: (words: string | undefined, service: string) => words ?? `the service said: "${service}"`,
    replayed: '(already created: same key, nothing paid twice)',
    askAgain: '(the next run asks again with the same key)',
    stopping: (reason: string) => `Stopping: ${reason}; rows in flight finish.`,
    interrupted: 'interrupted',
    counts: {done: 'created', failed: 'failed', noAnswer: 'no answer', remaining: 'remaining'},
    rate: (perSecond: string) => `${perSecond} rows/s`,
    eta: 'ETA',
  },
  report: {
    headline: (id: string, created: number, total: number) =>
      `Batch ${id} · ${created} of ${rows(total)} ${total === 1 ? 'has' : 'have'} a withdrawal.`,
    counts: {
      sent: 'Sent now',
      created: 'Created',
      pending: 'Pending',
      succeeded: 'Succeeded',
      endedBadly: 'Ended badly',
      refused: 'Refused',
      noAnswer: 'No answer',
      unmatched: 'Unmatched',
      notSent: 'Not sent',
      alreadyPaid: 'Already sent',
      paid: 'Paid',
      submitted: 'Submitted',
      fees: 'Total fees',
      results: 'Results',
    },
    notes: {
      earlier: (count: number) => `${count} in earlier runs`,
      pending: 'submitted, not paid yet',
      succeeded: 'SUCCESS: paid',
      endedBadly: 'FAILED or REJECTED: the money went back to the wallet',
      refused: 'no withdrawal',
      noAnswer: 'asked again with the same key by the next run',
      unmatched: 'sent before without an answer, no withdrawal found; not sent again',
      alreadyPaid: 'a withdrawal of another batch: skipped',
      paid: 'SUCCESS only',
      submitted: 'pending, not paid yet',
    },
    statusesSeen: (count: number, when: string) =>
      `The status of ${rows(count)} could not be read again now; ${count === 1 ? 'it is' : 'they are'} shown as seen ${when} (the oldest).`,
    failed: (row: number, line: number) => `row ${row} (line ${line})`,
    resultsNotWritten: (path: string, message: string) =>
      `The results file ${path} could not be written (${message}). Every row is in the journal: free the space or fix the folder, then run the same file again to write it (nothing is paid twice).`,
    moreFailed: (count: number) => `… and ${count} more in the results file`,
    continue:
      'Run the same file again to continue: a row that has a withdrawal is never sent again, and a row sent without an answer is asked again with its key or looked up first.',
    closeOut: 'Follow every row to its final state (paid, failed or rejected):',
    closeOutCommand: (file: string) => `    pay withdrawal batch close ${file}`,
    nothingSent: (earlier: number, total: number, when: string, file: string) =>
      `Nothing was sent: ${earlier === total ? 'every row' : rows(earlier)} already had a withdrawal of this batch, first run ${when} from ${file}. To pay ${earlier === 1 ? 'it' : 'them'} once more on purpose, run with --pay-again.`,
    stopped: 'Stopped:',
    stop: {
      insufficient: (row: number) =>
        `row ${row} was refused for INSUFFICIENT_BALANCE; no row was started after it. Fund the wallet, then run the same file again.`,
      refused: (row: number, code: string) =>
        `row ${row} was refused with ${code}, which every row would meet; no row was started after it.`,
      unreachable: (count: number) => `${rows(count)} in a row got no answer; the service looks unreachable.`,
      inProgress: (count: number) =>
        `${rows(count)} in a row ${count === 1 ? 'was' : 'were'} answered IDEMPOTENCY_IN_PROGRESS: another process (another machine, or a run with another data dir) is sending this batch. Let it finish, then run the same file again.`,
      interrupted: 'interrupted; the rows in flight were finished and recorded.',
      journal: (reason: string) =>
        `the journal could not be written (${reason}); no row was started after it. Free space on the disk of pay's data dir (or fix what stopped the write), then run the same file again: rows that may have been sent are checked with the service before any is sent again.`,
    },
  },
}
