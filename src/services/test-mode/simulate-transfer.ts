import {randomUUID} from 'node:crypto'

import {InputError, isTransientError, type PayError} from '../../core/errors.js'
import {endpoint, type IdempotentCall, type PayApi, type SimulateTransferBody} from '../../core/http/api.js'
import {readPositiveAmount} from '../../core/money/field-readers.js'
import {formatBaht, parseWireMoney} from '../../core/money/money.js'
import type {Deposit} from '../../core/schemas/deposit.js'
import type {DryRunOutput} from '../../core/schemas/output/cli.js'
import type {NoMatchCode, NoMatchReason, SimulatedTransfer} from '../../core/schemas/output/test-mode.js'
import {shellWord} from '../../core/text/shell-word.js'
import {abortableSleep} from '../watch/status-watch.js'

export type {NoMatchCode, NoMatchReason, SimulatedTransfer}

export const DEFAULT_MATCH_WAIT_MS = 5000
export const DEFAULT_POLL_INTERVAL_MS = 300
/** When a mismatch is already known, one short look is enough to confirm the deposit was not credited. */
const KNOWN_MISMATCH_WAIT_MS = 1000

export interface SimulateTransferOptions extends IdempotentCall {
  api: PayApi
  depositId: string
  /** Baht as typed; left out, the service injects exactly `expected_amount`. */
  amount?: string
  /** How an error names the amount (the command: its flag). */
  amountLabel?: string
  /** Each left out is taken from the deposit's payer. */
  senderBank?: string
  senderName?: string
  senderAccount?: string
  waitMs?: number
  intervalMs?: number
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>
  now?: () => number
  /** Stops the wait for the match (the deposit as last seen is the answer); the transfer, once sent, stays sent. */
  signal?: AbortSignal
}

/** What `simulateTransfer` sends first, signed and not sent (`--dry-run`): the look at the deposit, after the amount is checked. */
export function wouldSimulateTransfer(
  options: Pick<SimulateTransferOptions, 'api' | 'depositId' | 'amount' | 'amountLabel'>,
): DryRunOutput {
  transferAmount(options.amount, options.amountLabel)
  return options.api.wouldSend(endpoint.getDeposit(options.depositId))
}

/**
 * Injects a transfer into a PENDING test deposit, with the sender taken from the deposit's payer unless
 * given, then polls the deposit briefly (matching runs after the 202) and says whether it was credited.
 */
export async function simulateTransfer(options: SimulateTransferOptions): Promise<SimulatedTransfer> {
  const now = options.now ?? Date.now
  const sleep = options.sleep ?? abortableSleep
  const amount = transferAmount(options.amount, options.amountLabel)
  // Fixed before the first request, so that a run failing at any step prints the key a rerun must reuse.
  const idempotencyKey = options.idempotencyKey ?? randomUUID()
  const before = (await options.api.getDeposit(options.depositId).catch((error: unknown) => failWithKey(error, idempotencyKey))).data
  // With a key given this may be the rerun of a transfer that went in: the service answers it again, so it is sent.
  if (before.status !== 'PENDING' && options.idempotencyKey === undefined) {
    throw new InputError({code: 'deposit-not-pending', id: before.id, status: before.status}, {code: 'DEPOSIT_NOT_PENDING'})
  }
  const request = transferBody(before, {...options, amount})
  const known = likelyReasons(before, {amount: amount ?? before.expected_amount, senderBank: request.sender_bank}, now())
  const {data: transfer} = await options.api.simulateTransfer(request, {idempotencyKey})

  const waitMs =
    known.length > 0 ? Math.min(KNOWN_MISMATCH_WAIT_MS, options.waitMs ?? DEFAULT_MATCH_WAIT_MS) : (options.waitMs ?? DEFAULT_MATCH_WAIT_MS)
  const deadline = now() + waitMs
  let deposit = before
  const stopped = () => options.signal?.aborted === true
  do {
    await sleep(options.intervalMs ?? DEFAULT_POLL_INTERVAL_MS, options.signal)
    if (stopped()) break
    // The transfer is in: a look that fails now must not fail the command, or a rerun would pay twice.
    deposit = (await options.api.getDeposit(before.id).catch(keepLookingIfTransient))?.data ?? deposit
  } while (deposit.status === 'PENDING' && now() < deadline && !stopped())

  const credited = deposit.status === 'CREDITED'
  return {
    credited,
    credited_amount: deposit.credited_amount ?? null,
    matched_amount: deposit.matched_amount ?? null,
    reasons: credited ? [] : reasonsAfterWaiting(deposit, {amount: transfer.amount, senderBank: request.sender_bank}, now(), waitMs),
    request,
    transfer,
    deposit,
  }
}

/** The amount to inject, checked, in the wire form; undefined for exactly `expected_amount`. */
function transferAmount(text: string | undefined, label = 'The amount'): string | undefined {
  return text === undefined ? undefined : formatBaht(readPositiveAmount(text, label))
}

function failWithKey(error: unknown, idempotencyKey: string): never {
  if (isTransientError(error)) (error as PayError).idempotencyKey = idempotencyKey
  throw error
}

function keepLookingIfTransient(error: unknown): undefined {
  if (isTransientError(error)) return undefined
  throw error
}

/**
 * The mismatches that keep a transfer from matching a deposit, by the matching rules the docs give:
 * the amount must equal `expected_amount`, the sender bank must be the payer's bank, inside the match window.
 */
export function likelyReasons(deposit: Deposit, transfer: {amount: string; senderBank?: string}, now: number): NoMatchReason[] {
  const reasons: NoMatchReason[] = []
  if (parseWireMoney(transfer.amount) !== parseWireMoney(deposit.expected_amount)) {
    reasons.push({
      code: 'AMOUNT_DIFFERS',
      message: `the transfer was ${transfer.amount} THB but the deposit expects exactly ${deposit.expected_amount} THB (expected_amount)`,
    })
  }
  const payerBank = deposit.payer?.bank
  if (payerBank && transfer.senderBank && transfer.senderBank.toUpperCase() !== payerBank.toUpperCase()) {
    reasons.push({code: 'SENDER_BANK_DIFFERS', message: `the sender bank ${transfer.senderBank} is not the payer's bank ${payerBank}`})
  }
  if (Date.parse(deposit.match_window_until) <= now) {
    reasons.push({code: 'MATCH_WINDOW_CLOSED', message: `the deposit's match window closed at ${deposit.match_window_until}`})
  }
  return reasons
}

function reasonsAfterWaiting(
  deposit: Deposit,
  transfer: {amount: string; senderBank?: string},
  now: number,
  waitedMs: number,
): NoMatchReason[] {
  if (deposit.status !== 'PENDING') {
    return [{code: 'DEPOSIT_NOT_PENDING', message: `the deposit became ${deposit.status} before the transfer was matched`}]
  }
  const reasons = likelyReasons(deposit, transfer, now)
  if (reasons.length > 0) return reasons
  return [
    {
      code: 'NOT_MATCHED_YET',
      message: `not matched within ${waitedMs / 1000} s; matching runs asynchronously, so follow the deposit with \`pay deposit watch ${shellWord(deposit.id)}\``,
    },
  ]
}

function transferBody(
  deposit: Deposit,
  given: {amount?: string; senderBank?: string; senderName?: string; senderAccount?: string},
): SimulateTransferBody {
  const pick = (value: string | undefined, fallback: string | undefined) => (value?.trim() ? value.trim() : fallback)
  const body: SimulateTransferBody = {deposit_id: deposit.id}
  if (given.amount !== undefined) body.amount = given.amount
  const senderBank = pick(given.senderBank?.toUpperCase(), deposit.payer?.bank)
  const senderName = pick(given.senderName, deposit.payer?.name)
  const senderAccount = pick(given.senderAccount, deposit.payer?.account_no)
  if (senderBank !== undefined) body.sender_bank = senderBank
  if (senderName !== undefined) body.sender_name = senderName
  if (senderAccount !== undefined) body.sender_account = senderAccount
  return body
}
