import {InputError} from '../../core/errors.js'
import type {CreateWithdrawalBody} from '../../core/http/api.js'
import type {FieldFact} from '../../core/money/field-facts.js'
import {parseWireMoney, type Satang} from '../../core/money/money.js'
import type {BankList} from '../../core/schemas/bank.js'
import {type PayoutField, preparePayout} from '../withdrawals/payout.js'
import type {RowIdentity} from './batch-identity.js'
import type {CsvPayoutRow, PayoutColumn, RowProblem} from './payout-csv.js'

/** A valid row: its place in the file and the exact body of POST /v1/withdrawals. */
export interface ValidRow {
  row: number
  line: number
  body: CreateWithdrawalBody
  amount: Satang
}

/** A row ready to send: a valid row and its identity in the batch. */
export type Payout = ValidRow & RowIdentity

const COLUMN_OF: Record<PayoutField, PayoutColumn> = {
  amount: 'amount',
  bank: 'bank',
  accountNo: 'account_no',
  accountName: 'account_name',
  description: 'description',
  referenceUserId: 'reference_user_id',
}
const LABELS = Object.fromEntries(Object.entries(COLUMN_OF).map(([field, column]) => [field, `column ${column}`])) as Record<
  PayoutField,
  string
>

/**
 * Validates each row exactly as `pay withdrawal create` validates its flags (preparePayout: amount > 0 with
 * at most 2 decimals, account number digits, name present, bank code in the bank list), naming the column.
 * Every row is checked, and every field of it, so the report lists all the problems at once. The bank list is loaded once.
 *
 * @example
 *   await validatePayoutRows([{row: 1, line: 2, cells: {amount: '500', bank: 'kbank', account_no: '123', account_name: 'A'}}], {loadBanks})
 *   // {valid: [{row: 1, line: 2, amount: 50000, body: {amount: '500.00', receiver_bank_provider: 'KBANK', …}}], problems: []}
 */
export async function validatePayoutRows(
  rows: CsvPayoutRow[],
  options: {loadBanks: () => Promise<BankList>},
): Promise<{valid: ValidRow[]; problems: RowProblem[]}> {
  let banks: Promise<BankList> | undefined
  const loadOnce = () => (banks ??= options.loadBanks())
  const valid: ValidRow[] = []
  const problems: RowProblem[] = []
  for (const {row, line, cells} of rows) {
    try {
      const body = await preparePayout(
        {
          amount: cells.amount ?? '',
          bank: cells.bank ?? '',
          accountNo: cells.account_no ?? '',
          accountName: cells.account_name ?? '',
          description: cells.description,
          referenceUserId: cells.reference_user_id,
        },
        {loadBanks: loadOnce, labels: LABELS, everyProblem: true},
      )
      valid.push({row, line, body, amount: parseWireMoney(body.amount)})
    } catch (error) {
      if (!(error instanceof InputError)) throw error
      const each = (error.details?.problems as Array<{field?: PayoutField; message: string}> | undefined) ?? [
        {field: error.details?.field as PayoutField | undefined, message: error.message},
      ]
      // preparePayout refuses with the facts of a field (FieldFact), one for each problem.
      const facts = (error.facts?.code === 'problems' ? error.facts.problems : [error.facts]) as FieldFact[]
      each.forEach(({field, message}, index) => {
        const column = field ? COLUMN_OF[field] : undefined
        problems.push({line, row, column, message: message.replace(/^column \w+:? /, ''), fact: {code: 'field', field: facts[index]!}})
      })
    }
  }
  return {valid, problems}
}
