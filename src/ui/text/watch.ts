import {parseWireMoney} from '../../core/money/money.js'
import type {Deposit} from '../../core/schemas/deposit.js'
import type {Withdrawal} from '../../core/schemas/withdrawal.js'
import {displayWidth} from '../../core/text/display-width.js'
import {terminalSafe} from '../../core/text/visible-text.js'
import {words} from '../words/active.js'
import {amountDiffers, payerText} from './deposit.js'
import type {ScreenSize} from './deposit-screen.js'
import {moneyText, wireMoneyText} from './format.js'
import {countdown} from './time.js'
import {destinationText, grossOf} from './withdrawal.js'

export type Watched = {kind: 'deposit'; object: Deposit} | {kind: 'withdrawal'; object: Withdrawal}

/**
 * One sentence on what a final state means for the money.
 * @example outcomeSentence({kind: 'deposit', object: credited}) // 'Deposit CREDITED: 99.37 THB added to the balance (100.37 THB received).'
 */
export function outcomeSentence(watched: Watched, now: number = Date.now()): string {
  const sentence = watched.kind === 'deposit' ? depositOutcome(watched.object, now) : withdrawalOutcome(watched.object)
  const {reason} = watched.object
  return reason ? `${sentence} ${words().watch.outcome.reason(terminalSafe(reason))}` : sentence
}

function depositOutcome(deposit: Deposit, now: number): string {
  const said = words()
  const money = (wire: string | null | undefined) => (wire ? wireMoneyText(wire, deposit.currency) : undefined)
  switch (deposit.status) {
    case 'CREDITED':
      return said.watch.outcome.credited(said.status(deposit.status), money(deposit.credited_amount), money(deposit.matched_amount))
    case 'EXPIRED':
      // Expired early (by the sandbox's `deposit expire`, say), its window's end is still ahead: no "before".
      return said.watch.outcome.expired(
        said.status(deposit.status),
        Date.parse(deposit.match_window_until) <= now ? said.dateTime(deposit.match_window_until) : undefined,
      )
    case 'CANCELLED':
      return said.watch.outcome.cancelled(said.status(deposit.status))
    default:
      return said.watch.outcome.waiting(said.status(deposit.status))
  }
}

function withdrawalOutcome(withdrawal: Withdrawal): string {
  const said = words().withdrawal.outcome
  const destination = destinationText(withdrawal)
  switch (withdrawal.status) {
    case 'SUCCESS':
      return said.success(words().status(withdrawal.status), wireMoneyText(withdrawal.net_payout, withdrawal.currency), destination)
    case 'FAILED':
    case 'REJECTED':
      return said.refunded(words().status(withdrawal.status), moneyText(grossOf(withdrawal), withdrawal.currency))
    default:
      return said.waiting(words().status(withdrawal.status), moneyText(parseWireMoney(withdrawal.amount), withdrawal.currency), destination)
  }
}

export type DetailTone = 'normal' | 'warn' | 'bad' | 'good'

export interface DetailRow {
  label: string
  value: string
  tone: DetailTone
}

/** Under a minute left: time to tell the customer to hurry. */
const HURRY_MS = 60_000

/**
 * The rows of the live view under the status, recomputed every second: for a deposit, what to pay and the two
 * countdowns; for a withdrawal, the money and where it goes.
 */
export function watchDetails(watched: Watched, now: number): DetailRow[] {
  return watched.kind === 'deposit' ? depositRows(watched.object, now) : withdrawalRows(watched.object)
}

function depositRows(deposit: Deposit, now: number): DetailRow[] {
  const {labels} = words().deposit
  const differs = amountDiffers(deposit)
  const expected = wireMoneyText(deposit.expected_amount, deposit.currency)
  // A final deposit takes no payment: its expected amount is a fact, no longer an instruction.
  const rows: DetailRow[] =
    deposit.status === 'PENDING'
      ? [
          {
            label: labels.toPay,
            value: differs ? words().watch.toPayDiffers(expected, wireMoneyText(deposit.amount, deposit.currency)) : expected,
            tone: differs ? 'warn' : 'normal',
          },
          deadlineRow(labels.shownUntil, deposit.display_expires_at, now),
          deadlineRow(labels.matchUntil, deposit.match_window_until, now),
        ]
      : [{label: labels.expected, value: expected, tone: 'normal'}]
  if (deposit.matched_amount)
    rows.push({label: labels.received, value: wireMoneyText(deposit.matched_amount, deposit.currency), tone: 'normal'})
  if (deposit.credited_amount)
    rows.push({label: labels.credited, value: wireMoneyText(deposit.credited_amount, deposit.currency), tone: 'good'})
  if (deposit.payer) rows.push({label: labels.payer, value: payerText(deposit.payer), tone: 'normal'})
  return [...reasonRow(labels.reason, deposit.reason), ...rows]
}

/**
 * The one detail the compact pay screen keeps beside the code: how long the code is shown for (display_expires_at),
 * as a countdown without the date, which the column has no room for.
 */
export function codeTimeLeft(deposit: Deposit, now: number): {text: string; tone: DetailTone} {
  const said = words().watch
  const left = Date.parse(deposit.display_expires_at) - now
  if (left <= 0) return {text: said.codePassed, tone: 'bad'}
  return {text: said.codeLeft(countdown(deposit.display_expires_at, now)), tone: left < HURRY_MS ? 'warn' : 'normal'}
}

function deadlineRow(label: string, iso: string, now: number): DetailRow {
  const said = words()
  const left = Date.parse(iso) - now
  if (left <= 0) return {label, value: said.watch.passed(said.dateTime(iso)), tone: 'bad'}
  return {label, value: said.watch.timeLeft(said.dateTime(iso), countdown(iso, now)), tone: left < HURRY_MS ? 'warn' : 'normal'}
}

/**
 * Where the values of the detail rows start, in terminal columns: after the widest label the view can show, so
 * that the column stays put as rows come and go.
 */
export function detailLabelColumns(rows: DetailRow[], kind: Watched['kind']): number {
  const labels = [...rows.map((row) => row.label), ...Object.values(words()[kind].labels)]
  return Math.max(...labels.map(displayWidth)) + 1
}

function withdrawalRows(withdrawal: Withdrawal): DetailRow[] {
  const {labels} = words().withdrawal
  return [
    ...reasonRow(labels.reason, withdrawal.reason),
    {label: labels.amount, value: wireMoneyText(withdrawal.amount, withdrawal.currency), tone: 'normal'},
    {label: labels.fee, value: wireMoneyText(withdrawal.fee, withdrawal.currency), tone: 'normal'},
    {label: labels.gross, value: moneyText(grossOf(withdrawal), withdrawal.currency), tone: 'normal'},
    {label: labels.destination, value: destinationText(withdrawal, true), tone: 'normal'},
  ]
}

/** The service's reason for a bad end, as a row, when it gave one. */
function reasonRow(label: string, reason: string | null | undefined): DetailRow[] {
  return reason ? [{label, value: terminalSafe(reason), tone: 'bad'}] : []
}

/**
 * Room the live view's status block takes below (or beside) a pay screen: the title, four details, the history,
 * a message and the keys; its widest line is the title of a PENDING object with a UUID id (53 columns). Apart
 * from the Ink view, so that laying out a screen does not load Ink.
 */
export const STATUS_BLOCK: ScreenSize = {columns: 53, rows: 10}
