import type {LimitName} from '../../core/approvals/approval-facts.js'
import {PolicyError} from '../../core/errors.js'
import type {CreateWithdrawalBody, PayApi} from '../../core/http/api.js'
import {sameService} from '../../core/http/url-input.js'
import {parseWireMoney, type Satang} from '../../core/money/money.js'
import type {PolicyRules} from '../../core/schemas/approvals.js'
import type {Withdrawal} from '../../core/schemas/withdrawal.js'
import {readFinalStatuses} from '../batch/final-statuses.js'
import {listAllWithdrawals} from '../withdrawals/list.js'
import {minutesOf, type PolicyAccount} from './policy.js'

/** Asia/Bangkok is UTC+7 all year (no summer time): the day and hours of a policy are Bangkok's. */
const BANGKOK_OFFSET_MS = 7 * 3_600_000
const DAY_MS = 24 * 3_600_000

/** A payout about to be sent: its row in the file (null for `pay withdrawal create`) and its body. */
export interface LimitedPayout {
  row: number | null
  body: CreateWithdrawalBody
}

/** What was paid today (Asia/Bangkok) and to whom pay has seen money paid, for the day's and new payees' limits. */
export interface PaidBefore {
  /** Amounts of today's withdrawals that did not end FAILED or REJECTED, by payee. */
  today: Map<string, Satang>
  /** Payees paid before: a withdrawal to them pay has seen SUCCESS. */
  known: Set<string>
}

/**
 * Refuses, before anything is sent, payouts a policy's limits do not allow (exit 3), naming the row and the
 * limit: outside the hours, a row over `max_row`, the day's total or a payee's over `max_day` or `max_payee_day`
 * (today's earlier payouts counted, then the rows in order), a new payee paid over `new_payee_over`. Amounts are
 * what the payees receive, the fees left out. What was paid before is read only when a limit needs it.
 */
export async function checkLimits(options: {
  rules: PolicyRules
  payouts: LimitedPayout[]
  now: number
  paidBefore: () => Promise<PaidBefore>
}): Promise<void> {
  const {rules, payouts, now} = options
  if (rules.hours && !withinHours(rules.hours, now))
    throw new PolicyError({code: 'outside-hours', ...rules.hours, now: bangkokClock(now)}, {code: 'OUTSIDE_HOURS'})
  const amountOf = (payout: LimitedPayout) => parseWireMoney(payout.body.amount)
  if (rules.max_row !== null) {
    const limit = parseWireMoney(rules.max_row)
    const over = payouts.find((payout) => amountOf(payout) > limit)
    if (over) throw exceeded('max_row', over, amountOf(over), limit, 0)
  }
  if (rules.max_day === null && rules.max_payee_day === null && rules.new_payee_over === null) return
  const paid = await options.paidBefore()
  let day = [...paid.today.values()].reduce((sum, amount) => sum + amount, 0)
  const payees = new Map(paid.today)
  for (const payout of payouts) {
    const amount = amountOf(payout)
    const payee = payeeOf(payout.body.receiver_bank_provider, payout.body.receiver_bank_account_number)
    const payeeSoFar = payees.get(payee) ?? 0
    if (rules.new_payee_over !== null && !paid.known.has(payee) && amount > parseWireMoney(rules.new_payee_over))
      throw exceeded('new_payee_over', payout, amount, parseWireMoney(rules.new_payee_over), 0)
    if (rules.max_day !== null && day + amount > parseWireMoney(rules.max_day))
      throw exceeded('max_day', payout, amount, parseWireMoney(rules.max_day), day)
    if (rules.max_payee_day !== null && payeeSoFar + amount > parseWireMoney(rules.max_payee_day))
      throw exceeded('max_payee_day', payout, amount, parseWireMoney(rules.max_payee_day), payeeSoFar)
    day += amount
    payees.set(payee, payeeSoFar + amount)
  }
}

function exceeded(limit: LimitName, payout: LimitedPayout, amount: Satang, limitAmount: Satang, already: Satang): PolicyError {
  return new PolicyError({code: 'limit-exceeded', limit, row: payout.row, amount, limitAmount, already}, {code: 'LIMIT_EXCEEDED'})
}

/** A payee: the bank and the account's digits. */
function payeeOf(bank: string, accountNo: string): string {
  return `${bank.toUpperCase()} ${accountNo}`
}

/**
 * True when `now` falls in the window, in Asia/Bangkok: from its start, up to and not including its end.
 *
 * @example withinHours({from: '09:00', to: '17:00'}, Date.parse('2026-11-28T02:00:00Z')) // true
 * @example withinHours({from: '22:00', to: '06:00'}, Date.parse('2026-11-28T02:00:00Z')) // false
 */
export function withinHours(hours: {from: string; to: string}, now: number): boolean {
  const minute = Math.floor(((((now + BANGKOK_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS) / 60_000)
  const from = minutesOf(hours.from)
  const to = minutesOf(hours.to)
  return from < to ? minute >= from && minute < to : minute >= from || minute < to
}

/** `HH:MM` of `now` in Asia/Bangkok. */
function bangkokClock(now: number): string {
  return new Date(now + BANGKOK_OFFSET_MS).toISOString().slice(11, 16)
}

/** Midnight of today in Asia/Bangkok, as a time. */
export function startOfBangkokDay(now: number): number {
  return Math.floor((now + BANGKOK_OFFSET_MS) / DAY_MS) * DAY_MS - BANGKOK_OFFSET_MS
}

/**
 * What was paid before, from the service and from pay's own records: today's withdrawals of the key in use, from
 * the service's list (newest first, read back to midnight in Bangkok: every surface's payouts, this machine's or
 * not), less those that ended FAILED or REJECTED; and the payees seen paid (SUCCESS): in that list, or in the store
 * of final statuses that close-outs and batches write, on the same service and mode.
 */
export async function paidBefore(options: {api: PayApi; dataDir: string; account: PolicyAccount; now: number}): Promise<PaidBefore> {
  const since = startOfBangkokDay(options.now)
  const createdAt = (withdrawal: Withdrawal) => Date.parse(withdrawal.created_at ?? '')
  const {withdrawals} = await listAllWithdrawals({api: options.api, until: (withdrawal) => createdAt(withdrawal) < since})
  const today = new Map<string, Satang>()
  const known = new Set<string>()
  for (const withdrawal of withdrawals) {
    const payee = payeeOf(withdrawal.receiver_bank_provider, withdrawal.destination.account_no)
    if (withdrawal.status === 'SUCCESS') known.add(payee)
    if (!(createdAt(withdrawal) >= since) || withdrawal.status === 'FAILED' || withdrawal.status === 'REJECTED') continue
    today.set(payee, (today.get(payee) ?? 0) + parseWireMoney(withdrawal.amount))
  }
  for (const record of readFinalStatuses(options.dataDir)) {
    if (record.status === 'SUCCESS' && record.mode === options.account.mode && sameService(record.base_url, options.account.baseUrl))
      known.add(payeeOf(record.bank, record.account_no))
  }
  return {today, known}
}
