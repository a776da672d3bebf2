import {formatBaht, parseWireMoney} from '../../core/money/money.js'
import type {BatchTotals, RowOutcomeKind, RowResult} from '../../core/schemas/output/batch.js'
import {isWithdrawalFinal, type WithdrawalStatus} from '../../core/schemas/withdrawal.js'
import type {DoneRecord, FailedRecord} from './journal.js'
import type {RowPlan} from './resume-plan.js'
import type {RowOutcome, SendPayoutsResult} from './runner.js'
import type {RefreshedRow} from './status-refresh.js'

export type {BatchTotals, RowOutcomeKind, RowResult}

export interface ResultsInput {
  plans: RowPlan[]
  /** Rows whose withdrawal was found by the lookup, as recorded. */
  found: DoneRecord[]
  /** Rows left unsent after the lookup found nothing. */
  unmatched: Array<{row: number; key: string}>
  run: SendPayoutsResult
  /** Rows done in earlier runs whose status was read again (status-refresh.ts). */
  refreshed?: RefreshedRow[]
}

/**
 * One result per row of the file, in file order, from the journal's earlier outcomes and this run's.
 * @example buildResults({plans, found: [], unmatched: [], run}) // [{row: 1, outcome: 'done', withdrawal_id: 'wd_…', …}, …]
 */
export function buildResults(input: ResultsInput): RowResult[] {
  const byRow = new Map<number, Omit<RowResult, 'row' | 'line' | 'amount'>>()
  for (const plan of input.plans) {
    if (plan.kind === 'done' || plan.kind === 'failed') byRow.set(plan.payout.row, fromRecord(plan.record, true))
    if (plan.kind === 'already_paid')
      byRow.set(plan.payout.row, {
        ...blank('already_paid', null),
        withdrawal_id: plan.paid.withdrawal_id,
        earlier: true,
        paid_by: plan.paid,
      })
  }
  for (const {record, current} of input.refreshed ?? []) {
    byRow.set(record.row, {...fromRecord(record, true), ...(current ? {} : {status_seen_at: record.at})})
  }
  for (const record of input.found) byRow.set(record.row, fromRecord(record, true))
  for (const {row, key} of input.unmatched) byRow.set(row, blank('unmatched', key))
  for (const outcome of input.run.outcomes) byRow.set(outcome.task.payout.row, fromOutcome(outcome))
  for (const task of input.run.notSent) byRow.set(task.payout.row, blank('not_sent', null))
  return input.plans.map(({payout}) => ({
    row: payout.row,
    line: payout.line,
    amount: payout.body.amount,
    ...(byRow.get(payout.row) ?? blank('not_sent', null)),
  }))
}

/** The counts and sums of the summary; money summed in satang. */
export function totalsOf(results: RowResult[], sentThisRun: number): BatchTotals {
  const count = (kind: RowOutcomeKind) => results.filter((result) => result.outcome === kind).length
  const done = results.filter((result) => result.outcome === 'done')
  const paid = done.filter((result) => result.status === 'SUCCESS')
  const pending = done.filter((result) => !isWithdrawalFinal(result.status as WithdrawalStatus))
  const sum = (values: Array<string | null>) => formatBaht(values.reduce((total, value) => total + (value ? parseWireMoney(value) : 0), 0))
  return {
    rows: results.length,
    sent: sentThisRun,
    created: done.length,
    pending: pending.length,
    succeeded: paid.length,
    ended_badly: done.length - pending.length - paid.length,
    failed: count('failed'),
    unknown: count('unknown'),
    unmatched: count('unmatched'),
    not_sent: count('not_sent'),
    already_paid: count('already_paid'),
    total_paid: sum(paid.map((result) => result.amount)),
    total_submitted: sum(pending.map((result) => result.amount)),
    total_fees: sum(done.map((result) => result.fee)),
  }
}

function fromRecord(record: DoneRecord | FailedRecord, earlier: boolean): Omit<RowResult, 'row' | 'line' | 'amount'> {
  if (record.type === 'done') {
    return {
      outcome: 'done',
      withdrawal_id: record.withdrawal_id,
      status: record.status,
      fee: record.fee,
      idempotency_key: record.key,
      earlier,
      error: null,
      paid_by: null,
    }
  }
  return {...blank('failed', record.key), earlier, error: {code: record.code, message: record.message}}
}

function fromOutcome(outcome: RowOutcome): Omit<RowResult, 'row' | 'line' | 'amount'> {
  if (outcome.kind === 'done') {
    const {withdrawal} = outcome
    return {
      outcome: 'done',
      withdrawal_id: withdrawal.id,
      status: withdrawal.status,
      fee: withdrawal.fee,
      idempotency_key: outcome.task.key,
      earlier: false,
      error: null,
      paid_by: null,
    }
  }
  return {...blank(outcome.kind, outcome.task.key), error: {code: outcome.error.code, message: outcome.error.message}}
}

function blank(outcome: RowOutcomeKind, key: string | null): Omit<RowResult, 'row' | 'line' | 'amount'> {
  return {outcome, withdrawal_id: null, status: null, fee: null, idempotency_key: key, earlier: false, error: null, paid_by: null}
}
