import {WITHDRAWAL_STATUSES, type Withdrawal} from '../../core/schemas/withdrawal.js'
import {terminalSafe} from '../../core/text/visible-text.js'
import {words} from '../words/active.js'
import {inputErrorInWords} from '../words/input-error.js'
import {paintStatus, statusText, wireMoneyText} from './format.js'
import type {Style} from './style.js'
import {renderTable} from './table.js'

/**
 * An account number reduced to its last 4 digits, for tables that may end up in a shared terminal log.
 * @example maskAccountNumber('1234567890') // '••••7890'
 */
export function maskAccountNumber(accountNo: string): string {
  return accountNo.length <= 4 ? accountNo : `••••${accountNo.slice(-4)}`
}

/**
 * Withdrawals as an aligned table: id, created (local time), status coloured, amount and fee right-aligned,
 * bank, masked account, name; columns measured in terminal columns, so Thai names and headings line up. Given the
 * terminal's `width`: ids cut to a unique prefix (which `withdrawal get` and `watch` accept), then the fee, the
 * account and the time left out, then the name cut, until it fits.
 *
 * @example renderWithdrawalTable([withdrawal], style) // 'ID  CREATED  STATUS  AMOUNT  FEE  BANK  ACCOUNT  NAME\n…'
 */
export function renderWithdrawalTable(withdrawals: Withdrawal[], style: Style, width?: number): string {
  const said = words().withdrawal
  if (withdrawals.length === 0) return `${said.none}\n`
  const heading = said.headings
  return renderTable<Withdrawal>(
    [
      {header: heading.id, value: (row) => terminalSafe(row.id), id: true},
      {header: heading.created, value: (row) => (row.created_at ? words().dateTime(row.created_at) : '—'), drop: 3},
      // Colour the padded cell: the status word inside the colour codes is swapped for its padded self.
      {
        header: heading.status,
        value: (row) => statusText(row.status),
        paint: (text, row) => paintStatus(row.status, style).replace(statusText(row.status), text),
      },
      {header: heading.amount, value: (row) => wireMoneyText(row.amount, row.currency), align: 'right'},
      {header: heading.fee, value: (row) => wireMoneyText(row.fee, row.currency), align: 'right', drop: 1},
      {header: heading.bank, value: (row) => terminalSafe(row.destination.bank)},
      {header: heading.account, value: (row) => terminalSafe(maskAccountNumber(row.destination.account_no)), drop: 2},
      {header: heading.name, value: (row) => terminalSafe(row.destination.name), cut: true},
    ],
    withdrawals,
    style.bold,
    width,
  )
}

/** Refuses a `--status` that is no withdrawal status, naming the ones there are. */
export function unknownStatus(text: string): never {
  throw inputErrorInWords(
    'INVALID_INPUT',
    (said) => ({
      message: said.withdrawal.unknownStatus(terminalSafe(text)),
      tryMessage: said.withdrawal.statusHint([...WITHDRAWAL_STATUSES]),
    }),
    {details: {field: 'status'}},
  )
}
