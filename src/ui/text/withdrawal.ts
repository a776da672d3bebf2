import type {CreateWithdrawalBody} from '../../core/http/api.js'
import {parseWireMoney} from '../../core/money/money.js'
import {isWithdrawalFinal, type Withdrawal} from '../../core/schemas/withdrawal.js'
import {displayWidth, padStartDisplay} from '../../core/text/display-width.js'
import {shellWord} from '../../core/text/shell-word.js'
import {terminalSafe} from '../../core/text/visible-text.js'
import {words} from '../words/active.js'
import type {Words} from '../words/en/index.js'
import {labelledLines, moneyText, paintStatus, timeWithRelative, wireMoneyText} from './format.js'
import type {Style} from './style.js'

/**
 * The gross a withdrawal takes from the wallet: amount + fee, in satang.
 * @example grossOf({amount: '500.00', fee: '9.00'}) // 50900
 */
export function grossOf(withdrawal: Pick<Withdrawal, 'amount' | 'fee'>): number {
  return parseWireMoney(withdrawal.amount) + parseWireMoney(withdrawal.fee)
}

/**
 * A withdrawal for people: status, the reason it failed or was rejected, the money (amount, fee, net, gross),
 * destination, reference and when it was created, in local time. Only a SUCCESS says the money was received.
 *
 * @example renderWithdrawal(withdrawal, style, Date.now()) // 'Withdrawal   wd_1…\nStatus       PENDING\n…'
 */
export function renderWithdrawal(withdrawal: Withdrawal, style: Style, now: number = Date.now()): string {
  const said = words().withdrawal
  const {labels} = said
  const paid = withdrawal.status === 'SUCCESS'
  // FAILED or REJECTED: nothing was paid, and the gross went back to the wallet (the API's rule for both).
  const refunded = withdrawal.status === 'FAILED' || withdrawal.status === 'REJECTED'
  const amounts: Array<[string, string, string]> = [
    [
      labels.amount,
      wireMoneyText(withdrawal.amount, withdrawal.currency),
      paid ? said.received : refunded ? said.notPaid : said.forDestination,
    ],
    [labels.fee, wireMoneyText(withdrawal.fee, withdrawal.currency), ''],
    [paid ? labels.netPayout : labels.net, wireMoneyText(withdrawal.net_payout, withdrawal.currency), ''],
    [labels.gross, moneyText(grossOf(withdrawal), withdrawal.currency), refunded ? said.returned : said.taken],
  ]
  const width = Math.max(...amounts.map(([, money]) => displayWidth(money)))
  const rows: Array<[string, string]> = [
    [labels.id, terminalSafe(withdrawal.id)],
    [labels.status, paintStatus(withdrawal.status, style)],
    ...(withdrawal.reason ? [[labels.reason, terminalSafe(withdrawal.reason)] as [string, string]] : []),
    ...amounts.map(([label, money, remark]): [string, string] => [
      label,
      `${padStartDisplay(money, width)}${remark ? `  ${style.dim(remark)}` : ''}`,
    ]),
    [labels.destination, destinationText(withdrawal, true)],
    [labels.reference, withdrawal.reference_user_id ? terminalSafe(withdrawal.reference_user_id) : '—'],
    [labels.created, withdrawal.created_at ? timeWithRelative(withdrawal.created_at, now) : '—'],
  ]
  return `${labelledLines(rows, style.bold)}\n`
}

/** `KBANK 1234567890`, and ` · Somchai Jaidee` with the name. */
export function destinationText(withdrawal: Pick<Withdrawal, 'destination'>, withName = false): string {
  const {bank, account_no: account, name} = withdrawal.destination
  return `${terminalSafe(bank)} ${terminalSafe(account)}${withName ? ` · ${terminalSafe(name)}` : ''}`
}

/**
 * The question the live guard asks before a payout, in the words given. The fee is not known until the service answers.
 * @example payoutQuestion(body)(en) // 'Pay 500.00 THB plus the service\'s fee from the LIVE wallet to KBANK account 1234567890 (Somchai)?'
 */
export function payoutQuestion(body: CreateWithdrawalBody): (said: Words) => string {
  return (said) =>
    said.withdrawal.question(
      said.amount(parseWireMoney(body.amount), 'THB'),
      said.deposit.bank(terminalSafe(body.receiver_bank_provider)),
      terminalSafe(body.receiver_bank_account_number),
      terminalSafe(body.receiver_bank_account_name),
    )
}

/** The lines on stderr after a withdrawal is created: a replay said plainly, and how to follow a payout not final yet. */
export function createdNote(withdrawal: Withdrawal, replayed: boolean): string | undefined {
  const said = words().withdrawal
  const lines = [
    replayed ? said.replayed : undefined,
    isWithdrawalFinal(withdrawal.status)
      ? undefined
      : said.notPaidYet(words().status(withdrawal.status), terminalSafe(shellWord(withdrawal.id))),
  ].filter((line) => line !== undefined)
  return lines.length > 0 ? lines.join('\n') : undefined
}
