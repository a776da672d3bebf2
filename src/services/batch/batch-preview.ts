import {formatBaht, parseWireMoney, type Satang} from '../../core/money.js'
import type {JournalRecord} from './journal.js'
import type {Payout} from './payout-rows.js'
import type {RowPlan} from './resume-plan.js'
import type {SendTask} from './runner.js'

/** What the operator sees, and confirms in live mode, before anything is sent. */
export interface BatchPreview {
  batch_id: string
  file: string
  journal: string
  /** A journal of an earlier run exists: only what it lacks is sent. */
  resumed: boolean
  rows: number
  to_send: number
  /** Sum of the amounts to send now, without fees. */
  total: string
  already_done: number
  already_failed: number
  /** Rows sent before without an answer, sent again with the same key. */
  in_flight: number
  /** The balance before sending; absent in a dry run, which reads nothing. */
  available?: string
  /** Per-row fee seen in earlier answers of this batch; unknown on a first run. */
  fee_per_row?: string
  /** `available` is below the total (plus the fees, when known). */
  balance_short: boolean
  /** Rows paying the same account the same amount: often a pasted line twice. */
  duplicates: number[][]
}

export interface PreviewInput {
  batchId: string
  file: string
  journal: string
  records: JournalRecord[]
  plans: RowPlan[]
  tasks: SendTask[]
  available?: Satang
}

/**
 * The numbers before sending.
 * @example previewOf({batchId, file, journal, records: [], plans, tasks, available: 1_000_000}) // {to_send: 3, total: '1500.00', balance_short: false, …}
 */
export function previewOf(input: PreviewInput): BatchPreview {
  const total = input.tasks.reduce((sum, task) => sum + task.payout.amount, 0)
  const fees = input.records.flatMap((record) => (record.type === 'done' ? [parseWireMoney(record.fee)] : []))
  const fee = fees.length > 0 ? Math.max(...fees) : undefined
  const needed = total + (fee ?? 0) * input.tasks.length
  return {
    batch_id: input.batchId,
    file: input.file,
    journal: input.journal,
    resumed: input.records.length > 0,
    rows: input.plans.length,
    to_send: input.tasks.length,
    total: formatBaht(total),
    already_done: input.plans.filter((plan) => plan.kind === 'done').length,
    already_failed: input.plans.filter((plan) => plan.kind === 'failed').length,
    in_flight: input.plans.filter((plan) => plan.kind === 'send' && plan.reason === 'in_flight').length,
    ...(input.available === undefined ? {} : {available: formatBaht(input.available)}),
    ...(fee === undefined ? {} : {fee_per_row: formatBaht(fee)}),
    balance_short: input.available !== undefined && input.available < needed,
    duplicates: duplicateRows(input.plans.map((plan) => plan.payout)),
  }
}

/** Groups of rows with the same bank, account, amount and reference. */
export function duplicateRows(payouts: Payout[]): number[][] {
  const groups = new Map<string, number[]>()
  for (const {row, body} of payouts) {
    const identity = JSON.stringify([body.receiver_bank_provider, body.receiver_bank_account_number, body.amount, body.additional?.reference_user_id])
    groups.set(identity, [...(groups.get(identity) ?? []), row])
  }
  return [...groups.values()].filter((rows) => rows.length > 1)
}
