import {describe, expect, it} from 'vitest'

import {NetworkError} from '../../src/core/errors.js'
import type {BatchPreview} from '../../src/services/batch/batch-preview.js'
import type {BatchReport} from '../../src/services/batch/run-batch.js'
import {renderBatchDryRun} from '../../src/ui/text/batch-dry-run.js'
import {renderStaleLookup, unmatchedLeftNote, unmatchedQuestion} from '../../src/ui/text/batch-lookup.js'
import {batchQuestion, renderBatchPreview} from '../../src/ui/text/batch-plan.js'
import {renderBatchSummary} from '../../src/ui/text/batch-report.js'
import {rowLine} from '../../src/ui/text/batch-row-line.js'
import {createStyle} from '../../src/ui/text/style.js'
import {en} from '../../src/ui/words/en/index.js'
import {payout} from '../services/batch/fixtures.js'

const plain = createStyle(false)
const PREVIEW: BatchPreview = {
  batch_id: 'b1',
  file: '/data/payouts.csv',
  journal: '/data/batches/b1.jsonl',
  resumed: true,
  rows: 500,
  to_send: 378,
  total: '123456.00',
  already_done: 120,
  already_failed: 2,
  in_flight: 3,
  available: '100000.00',
  fee_per_row: '9.00',
  balance_short: true,
  duplicates: [[4, 9]],
  generation: 1,
  already_paid: [],
  unchecked_journals: [],
  failing_payees: [],
  failing_payees_included: false,
}
const AT = '2026-03-01T10:00:00.000Z'
const TOTALS = {
  rows: 0,
  sent: 0,
  created: 0,
  pending: 0,
  succeeded: 0,
  ended_badly: 0,
  failed: 0,
  unknown: 0,
  unmatched: 0,
  not_sent: 0,
  already_paid: 0,
  total_paid: '0.00',
  total_submitted: '0.00',
  total_fees: '0.00',
}
/** A report to override: the batch and where its files are. */
const REPORT: BatchReport = {
  batch_id: 'b1',
  file: '/data/payouts.csv',
  journal: '/data/batches/b1.jsonl',
  results_file: '/data/payouts.csv.results.csv',
  first_run: {at: AT, file: '/data/payouts.csv'},
  already_paid: [],
  failing_payees: [],
  stopped: null,
  summary: TOTALS,
  rows: [],
}

describe('batch renderers', () => {
  it('previews the run: what is resumed, the money, the balance, and the warnings', () => {
    const text = renderBatchPreview(PREVIEW, plain)
    expect(text).toContain('Batch      b1 · /data/payouts.csv, 500 rows\n')
    expect(text).toContain(
      'Journal    /data/batches/b1.jsonl (resumed: 120 created, 2 refused, 3 without an answer, asked again with the same key)\n',
    )
    expect(text).toContain('To send    378 rows · 123,456.00 THB plus fees (9.00 THB a row so far)\n')
    expect(text).toContain('Balance    100,000.00 THB available\n')
    expect(text).toContain('Warning: the available balance does not cover the total plus fees')
    expect(text).toContain('Warning: rows 4, 9 pay the same account the same amount')
    expect(batchQuestion(PREVIEW)(en)).toBe('Pay 378 rows, 123,456.00 THB plus fees, from the LIVE wallet?')
  })

  it('writes one line per row off a terminal', () => {
    const task = {payout: payout(12), key: 'k12'}
    expect(rowLine({kind: 'unknown', task, error: new NetworkError('POST … failed (ECONNRESET).')}, plain)).toBe(
      'row 12   unknown   NETWORK_ERROR: POST … failed (ECONNRESET). (the next run asks again with the same key)\n',
    )
  })

  it('sums up with what to do next', () => {
    const report: BatchReport = {
      ...REPORT,
      stopped: {reason: 'refused', row: 3, code: 'INSUFFICIENT_BALANCE'},
      summary: {
        ...TOTALS,
        rows: 4,
        sent: 3,
        created: 2,
        pending: 1,
        succeeded: 1,
        failed: 1,
        not_sent: 1,
        total_paid: '1000.00',
        total_submitted: '200.00',
        total_fees: '18.00',
      },
      rows: [
        {
          row: 1,
          line: 2,
          outcome: 'done',
          amount: '1000.00',
          withdrawal_id: 'wd_1',
          status: 'SUCCESS',
          fee: '9.00',
          idempotency_key: 'k1',
          earlier: true,
          error: null,
          paid_by: null,
        },
        {
          row: 2,
          line: 3,
          outcome: 'done',
          amount: '200.00',
          withdrawal_id: 'wd_2',
          status: 'PENDING',
          fee: '9.00',
          idempotency_key: 'k2',
          earlier: false,
          error: null,
          paid_by: null,
        },
        {
          row: 3,
          line: 4,
          outcome: 'failed',
          amount: '5.00',
          withdrawal_id: null,
          status: null,
          fee: null,
          idempotency_key: 'k3',
          earlier: false,
          error: {code: 'INSUFFICIENT_BALANCE', message: 'short'},
          paid_by: null,
        },
        {
          row: 4,
          line: 5,
          outcome: 'not_sent',
          amount: '5.00',
          withdrawal_id: null,
          status: null,
          fee: null,
          idempotency_key: null,
          earlier: false,
          error: null,
          paid_by: null,
        },
      ],
    }
    const text = renderBatchSummary(report, plain)
    expect(text).toContain('Batch b1 · 2 of 4 rows have a withdrawal.\n')
    expect(text).toContain('  Created                  2  1 in earlier runs\n')
    expect(text).toContain('    Pending                1  submitted, not paid yet')
    expect(text).toContain('    Succeeded              1  SUCCESS: paid\n')
    expect(text).toContain('  Refused                  1  no withdrawal\n')
    expect(text).toContain('  Not sent                 1\n')
    expect(text).toContain('  Paid          1,000.00 THB  SUCCESS only\n')
    expect(text).toContain('  Submitted       200.00 THB  pending, not paid yet\n')
    expect(text).toContain('  ✗ row 3 (line 4): INSUFFICIENT_BALANCE: short\n')
    expect(text).toContain(
      'Stopped: row 3 was refused for INSUFFICIENT_BALANCE; no row was started after it. Fund the wallet, then run the same file again.\n',
    )
    expect(text).toContain('→ Run the same file again to continue')
  })

  it('lists the rows skipped as paid by another batch, and says what --pay-again does', () => {
    const alreadyPaid = {
      row: 2,
      line: 3,
      amount: '200.00',
      bank: 'KBANK',
      account_no: '7700000020',
      batch_id: 'b0',
      file: '/data/old.csv',
      withdrawal_id: 'wd_9',
      at: AT,
    }
    const text = renderBatchPreview({...PREVIEW, already_paid: [alreadyPaid]}, plain)
    expect(text).toContain('Already sent 1 row, with a withdrawal of another batch: skipped (--pay-again pays them again):\n')
    expect(text).toMatch(/ {2}row 2 \(KBANK 7700000020, 200\.00 THB\): wd_9 by batch b0 \(\/data\/old\.csv\), .*2026/)
  })

  it('says when nothing was sent because this batch paid every row before, and how to pay again', () => {
    const report: BatchReport = {
      ...REPORT,
      first_run: {at: AT, file: '/data/payouts-old-name.csv'},
      summary: {...TOTALS, rows: 1, created: 1, pending: 1, total_submitted: '5.00', total_fees: '9.00'},
      rows: [
        {
          row: 1,
          line: 2,
          outcome: 'done',
          amount: '5.00',
          withdrawal_id: 'wd_1',
          status: 'PENDING',
          fee: '9.00',
          idempotency_key: 'k1',
          earlier: true,
          error: null,
          paid_by: null,
        },
      ],
    }
    const text = renderBatchSummary(report, plain)
    expect(text).toMatch(
      /→ Nothing was sent: every row already had a withdrawal of this batch, first run .* from \/data\/payouts-old-name\.csv\. To pay it once more on purpose, run with --pay-again\./,
    )
    expect(text).not.toContain('Run the same file again to continue')
    // Pending is not paid: the summary names the command that follows every row to its end.
    expect(text).toContain(
      `→ Follow every row to its final state (paid, failed or rejected):\n    pay withdrawal batch close ${REPORT.file}`,
    )
  })

  it('says a results file it could not write after paying, with where every row is kept', () => {
    const text = renderBatchSummary({...REPORT, results_not_written: {message: 'ENOSPC: no space left on device'}}, plain)
    expect(text).toContain(
      `The results file ${REPORT.results_file} could not be written (ENOSPC: no space left on device). Every row is in the journal`,
    )
  })

  it('names the stop when rows are answered IDEMPOTENCY_IN_PROGRESS, not an unreachable service', () => {
    const text = renderBatchSummary(
      {...REPORT, stopped: {reason: 'in_progress', rows: 5}, summary: {...TOTALS, rows: 5, sent: 5, unknown: 5}},
      plain,
    )
    expect(text).toContain('Stopped: 5 rows in a row were answered IDEMPOTENCY_IN_PROGRESS: another process')
    expect(text).not.toContain('unreachable')
  })

  describe('counts with their nouns', () => {
    it('says one row, and rows for none or many', () => {
      expect([0, 1, 2].map((count) => en.batch.rows(count))).toEqual(['0 rows', '1 row', '2 rows'])
      expect(en.batch.plan.moreDuplicates(1)).toBe('1 more group of identical rows.')
    })

    it('previews, asks and sums up a batch of one row in the singular', () => {
      const one = {
        ...PREVIEW,
        rows: 1,
        to_send: 1,
        duplicates: [],
        unchecked_journals: [{path: '/data/old.jsonl', batch_id: 'b0', paid: 1, last_at: AT}],
      }
      const text = renderBatchPreview(one, plain)
      expect(text).toContain('Batch      b1 · /data/payouts.csv, 1 row\n')
      expect(text).toContain('To send    1 row · ')
      expect(text).toContain("(an earlier version's journal of this file, 1 row paid)")
      expect(batchQuestion(one)(en)).toBe('Pay 1 row, 123,456.00 THB plus fees, from the LIVE wallet?')
      expect(renderBatchSummary({...REPORT, summary: {...TOTALS, rows: 1, created: 1}}, plain)).toContain(
        'Batch b1 · 1 of 1 row has a withdrawal.\n',
      )
      expect(renderBatchSummary({...REPORT, summary: {...TOTALS, rows: 0}}, plain)).toContain('Batch b1 · 0 of 0 rows have a withdrawal.\n')
    })

    it('counts the groups of identical rows past the fifth in the singular too', () => {
      const duplicates = Array.from({length: 6}, (_, group) => [group * 2 + 1, group * 2 + 2])
      expect(renderBatchPreview({...PREVIEW, duplicates}, plain)).toContain('Warning: 1 more group of identical rows.\n')
      expect(renderBatchPreview({...PREVIEW, duplicates: [...duplicates, [20, 21]]}, plain)).toContain(
        'Warning: 2 more groups of identical rows.\n',
      )
    })

    it('speaks of one unmatched row, or of several', () => {
      expect(unmatchedQuestion(1)).toBe('Send the 1 unmatched row again? Only if you are sure it was not paid.')
      expect(unmatchedQuestion(2)).toBe('Send the 2 unmatched rows again? Only if you are sure they were not paid.')
      expect(unmatchedLeftNote(1)).toBe('Left 1 unmatched row unsent. If you are sure it was not paid, run again with --resend-unmatched.')
      expect(unmatchedLeftNote(3)).toBe(
        'Left 3 unmatched rows unsent. If you are sure they were not paid, run again with --resend-unmatched.',
      )
    })

    it('tells of one row looked up, on one page', () => {
      const finding = {payout: payout(7), key: 'k7', sentAt: Date.parse(AT), withdrawal: undefined}
      const text = renderStaleLookup({findings: [finding], pages: 1, complete: false}, plain)
      expect(text).toMatch(/^1 row was sent without an answer .* looked it up in the withdrawal list \(1 page\):\n/)
      expect(text).toContain('The search stopped after 1 page;')
      const two = renderStaleLookup({findings: [finding, {...finding, payout: payout(8)}], pages: 2, complete: true}, plain)
      expect(two).toMatch(/^2 rows were sent without an answer .* looked them up in the withdrawal list \(2 pages\):\n/)
    })

    it('names one row to look up in a dry run as one', () => {
      const dryRun = {preview: {...PREVIEW, to_send: 0}, first_request: null, keys: [], lookups: [7], possibly_paid: []}
      expect(renderBatchDryRun(dryRun, plain)).toContain(
        'Row 7 would first be looked up in the withdrawal list: its key may have expired.\n',
      )
      expect(renderBatchDryRun({...dryRun, lookups: [7, 9]}, plain)).toContain('Rows 7, 9 would first be looked up')
    })
  })
})
