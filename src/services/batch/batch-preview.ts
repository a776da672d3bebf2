import {formatBaht, parseWireMoney, type Satang} from '../../core/money/money.js'
import type {AlreadyPaidRow, BatchPreview} from '../../core/schemas/output/batch.js'
import type {FailingPayeeRow} from '../../core/schemas/output/batch-close.js'
import type {BatchChoice} from './batch-choice.js'
import type {Payout} from './payout-rows.js'
import type {SendTask} from './runner.js'

export type {AlreadyPaidRow, BatchPreview}

export interface PreviewInput {
  file: string
  choice: BatchChoice & {failing?: FailingPayeeRow[]}
  includeFailing?: boolean
  tasks: SendTask[]
  available?: Satang
}

/**
 * The numbers before sending.
 * @example previewOf({file, choice, tasks, available: 1_000_000}) // {to_send: 3, total: '1500.00', balance_short: false, …}
 */
export function previewOf(input: PreviewInput): BatchPreview {
  const {choice} = input
  const total = input.tasks.reduce((sum, task) => sum + task.payout.amount, 0)
  const fees = choice.records.flatMap((record) => (record.type === 'done' ? [parseWireMoney(record.fee)] : []))
  const fee = fees.length > 0 ? Math.max(...fees) : undefined
  const needed = total + (fee ?? 0) * input.tasks.length
  return {
    batch_id: choice.batchId,
    file: input.file,
    journal: choice.journal,
    resumed: choice.continued,
    generation: choice.generation,
    rows: choice.plans.length,
    to_send: input.tasks.length,
    total: formatBaht(total),
    already_done: choice.plans.filter((plan) => plan.kind === 'done').length,
    already_failed: choice.plans.filter((plan) => plan.kind === 'failed').length,
    in_flight: choice.plans.filter((plan) => plan.kind === 'send' && plan.reason === 'in_flight').length,
    ...(input.available === undefined ? {} : {available: formatBaht(input.available)}),
    ...(fee === undefined ? {} : {fee_per_row: formatBaht(fee)}),
    balance_short: input.available !== undefined && input.available < needed,
    duplicates: duplicateRows(choice.plans.map((plan) => plan.payout)),
    already_paid: choice.plans.flatMap((plan) => {
      if (plan.kind !== 'already_paid') return []
      const {row, line, body} = plan.payout
      return [
        {row, line, amount: body.amount, bank: body.receiver_bank_provider, account_no: body.receiver_bank_account_number, ...plan.paid},
      ]
    }),
    unchecked_journals: choice.unchecked,
    failing_payees: choice.failing ?? [],
    failing_payees_included: input.includeFailing ?? false,
  }
}

/** Groups of rows with the same bank, account, amount and reference. */
export function duplicateRows(payouts: Payout[]): number[][] {
  const groups = new Map<string, number[]>()
  for (const {row, body} of payouts) {
    const identity = JSON.stringify([
      body.receiver_bank_provider,
      body.receiver_bank_account_number,
      body.amount,
      body.additional?.reference_user_id,
    ])
    groups.set(identity, [...(groups.get(identity) ?? []), row])
  }
  return [...groups.values()].filter((rows) => rows.length > 1)
}
