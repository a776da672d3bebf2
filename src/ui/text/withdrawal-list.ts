import type {Withdrawal} from '../../core/schemas/withdrawal.js'
import {wireMoneyText} from './money.js'
import {paintStatus} from './status.js'
import type {Style} from './style.js'
import {renderTable} from './table.js'
import {localTime} from './time.js'

/**
 * An account number reduced to its last 4 digits, for tables that may end up in a shared terminal log.
 * @example maskAccountNumber('1234567890') // '••••7890'
 */
export function maskAccountNumber(accountNo: string): string {
  return accountNo.length <= 4 ? accountNo : `••••${accountNo.slice(-4)}`
}

/**
 * Withdrawals as an aligned table: id, created (local time), status coloured, amount and fee right-aligned,
 * bank, masked account, name.
 *
 * @example renderWithdrawalTable([withdrawal], style) // 'ID  CREATED  STATUS  AMOUNT  FEE  BANK  ACCOUNT  NAME\n…'
 */
export function renderWithdrawalTable(withdrawals: Withdrawal[], style: Style): string {
  if (withdrawals.length === 0) return 'No withdrawals.\n'
  return renderTable<Withdrawal>(
    [
      {header: 'ID', value: (row) => row.id},
      {header: 'CREATED', value: (row) => (row.created_at ? localTime(row.created_at) : '—')},
      // Colour the padded cell: the status word inside the colour codes is swapped for its padded self.
      {header: 'STATUS', value: (row) => row.status, paint: (text, row) => paintStatus(row.status, style).replace(row.status, text)},
      {header: 'AMOUNT', value: (row) => wireMoneyText(row.amount, row.currency), align: 'right'},
      {header: 'FEE', value: (row) => wireMoneyText(row.fee, row.currency), align: 'right'},
      {header: 'BANK', value: (row) => row.destination.bank},
      {header: 'ACCOUNT', value: (row) => maskAccountNumber(row.destination.account_no)},
      {header: 'NAME', value: (row) => row.destination.name},
    ],
    withdrawals,
    style.bold,
  )
}
