import type {CreateWithdrawalBody} from '../../core/http/api.js'
import {parseWireMoney} from '../../core/money/money.js'
import {isWithdrawalFinal, type Withdrawal} from '../../core/schemas/withdrawal.js'
import {shellWord} from '../../core/text/shell-word.js'
import {say} from '../../core/text/visible-text.js'
import {moneyText, wireMoneyText} from './money.js'
import {paintStatus} from './status.js'
import type {Style} from './style.js'
import {timeWithRelative} from './time.js'

/**
 * The gross a withdrawal takes from the wallet: amount + fee, in satang.
 * @example grossOf({amount: '500.00', fee: '9.00'}) // 50900
 */
export function grossOf(withdrawal: Pick<Withdrawal, 'amount' | 'fee'>): number {
  return parseWireMoney(withdrawal.amount) + parseWireMoney(withdrawal.fee)
}

/**
 * A withdrawal for people: status, the money (amount, fee, net payout, gross), destination, reference and
 * when it was created, in local time.
 *
 * @example renderWithdrawal(withdrawal, style, Date.now()) // 'Withdrawal   wd_1…\nStatus       PENDING\n…'
 */
export function renderWithdrawal(withdrawal: Withdrawal, style: Style, now: number = Date.now()): string {
  const refunded = withdrawal.status === 'FAILED' || withdrawal.status === 'REJECTED'
  const amounts: Array<[string, string, string]> = [
    ['Amount', wireMoneyText(withdrawal.amount, withdrawal.currency), 'received by the destination'],
    ['Fee', wireMoneyText(withdrawal.fee, withdrawal.currency), ''],
    ['Net payout', wireMoneyText(withdrawal.net_payout, withdrawal.currency), ''],
    ['Gross', moneyText(grossOf(withdrawal), withdrawal.currency), refunded ? 'returned to the wallet' : 'taken from the wallet'],
  ]
  const width = Math.max(...amounts.map(([, money]) => money.length))
  const destination = withdrawal.destination
  const rows: Array<[string, string]> = [
    ['Withdrawal', withdrawal.id],
    ['Status', paintStatus(withdrawal.status, style)],
    ...amounts.map(([label, money, remark]): [string, string] => [
      label,
      `${money.padStart(width)}${remark ? `  ${style.dim(remark)}` : ''}`,
    ]),
    ['Destination', `${destination.bank} ${destination.account_no} · ${destination.name}`],
    ['Reference', withdrawal.reference_user_id ?? '—'],
    ['Created', withdrawal.created_at ? timeWithRelative(withdrawal.created_at, now) : '—'],
  ]
  return `${rows.map(([label, value]) => `${style.bold(label.padEnd(12))} ${value}`).join('\n')}\n`
}

/**
 * The question the live guard asks before a payout. The fee is not known until the service answers.
 * @example payoutQuestion(body) // 'Pay 500.00 THB plus the service\'s fee from the LIVE wallet to KBANK account 1234567890 (Somchai)?'
 */
export function payoutQuestion(body: CreateWithdrawalBody): string {
  const amount = moneyText(parseWireMoney(body.amount))
  return `Pay ${amount} plus the service's fee from the LIVE wallet to ${body.receiver_bank_provider} account ${body.receiver_bank_account_number} (${body.receiver_bank_account_name})?`
}

/** The lines on stderr after a withdrawal is created: a replay said plainly, and how to follow a payout not final yet. */
export function createdNote(withdrawal: Withdrawal, replayed: boolean): string | undefined {
  const lines = [
    replayed ? 'The service already had this Idempotency-Key: this is the withdrawal it created then; nothing was paid twice.' : undefined,
    isWithdrawalFinal(withdrawal.status)
      ? undefined
      : say`${withdrawal.status} is not paid yet. Follow it with: pay withdrawal watch ${shellWord(withdrawal.id)}`,
  ].filter((line) => line !== undefined)
  return lines.length > 0 ? lines.join('\n') : undefined
}
