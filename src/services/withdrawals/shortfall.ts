import {ApiError} from '../../core/errors.js'
import type {PayApi} from '../../core/http/api.js'
import {formatBaht, formatBahtGrouped, isWireMoney, parseWireMoney, type Satang} from '../../core/money/money.js'
import {TOP_UP_LIMIT} from '../test-mode/top-up.js'

/** How far the wallet is from covering a payout. The fee is unknown until the service names it. */
export interface Shortfall {
  available: Satang
  amount: Satang
  fee?: Satang
  /** amount + fee, or the amount alone when the fee is unknown. */
  needed: Satang
  /** needed − available; with an unknown fee, the least the wallet lacks. */
  short: Satang
}

export function computeShortfall(available: Satang, amount: Satang, fee?: Satang): Shortfall {
  const needed = amount + (fee ?? 0)
  return {available, amount, fee, needed, short: needed - available}
}

/**
 * The shortfall in one sentence.
 *
 * @example
 *   shortfallText(computeShortfall(30000, 50000, 900))
 *   // 'available 300.00 THB, this payout needs 509.00 THB (500.00 + fee 9.00): 209.00 THB short'
 */
export function shortfallText(shortfall: Shortfall): string {
  const available = `available ${baht(shortfall.available)}`
  if (shortfall.fee !== undefined) {
    const parts = `${formatBahtGrouped(shortfall.amount)} + fee ${formatBahtGrouped(shortfall.fee)}`
    return `${available}, this payout needs ${baht(shortfall.needed)} (${parts}): ${baht(shortfall.short)} short`
  }
  const needs = `${available}, this payout needs ${baht(shortfall.amount)} plus the fee`
  return shortfall.short > 0 ? `${needs}: at least ${baht(shortfall.short)} short` : `${needs}, which the balance does not cover`
}

export interface ExplainOptions {
  api: PayApi
  /** The payout amount as sent (wire form). */
  amount: string
  testMode: boolean
}

/**
 * Rebuilds an INSUFFICIENT_BALANCE error with the shortfall as its next step, from a fresh balance and the
 * fee in `error.details.fee` when the service gives it. If the balance cannot be read, the error stays as it came.
 */
export async function explainInsufficientBalance(error: ApiError, options: ExplainOptions): Promise<ApiError> {
  let available: Satang
  try {
    available = parseWireMoney((await options.api.getBalance()).data.available)
  } catch {
    return error
  }
  const detailFee = error.details?.fee
  const fee = typeof detailFee === 'string' && isWireMoney(detailFee) ? parseWireMoney(detailFee) : undefined
  const shortfall = computeShortfall(available, parseWireMoney(options.amount), fee)
  const remedy =
    options.testMode && shortfall.short > 0
      ? `${topUpRemedy(shortfall.short, fee !== undefined)}, or pay less.`
      : 'Fund the wallet, or pay less.'
  return new ApiError(error.message, {
    code: error.code,
    status: error.status ?? 422,
    requestId: error.requestId,
    idempotencyKey: error.idempotencyKey,
    details: {
      ...error.details,
      available: formatBaht(shortfall.available),
      required: formatBaht(shortfall.needed),
      ...(shortfall.short > 0 ? {short: formatBaht(shortfall.short)} : {}),
    },
    tryMessage: `${capitalise(shortfallText(shortfall))}. ${remedy}`,
    facts: {code: 'insufficient-balance', said: error.message, ...shortfall, testMode: options.testMode, topUpLimit: TOP_UP_LIMIT},
    cause: error,
  })
}

function baht(satang: Satang): string {
  return `${formatBahtGrouped(satang)} THB`
}

/**
 * The top-ups that cover a shortfall, each within what one top-up accepts.
 * @example topUpRemedy(250_000_000, true) // 'Add it with `pay test top-up 1000000.00` 3 times (a top-up is at most 1,000,000.00)'
 */
export function topUpRemedy(short: Satang, feeKnown: boolean): string {
  const plusFee = feeKnown ? '' : ' (plus the fee)'
  if (short <= TOP_UP_LIMIT) return `Add it with \`pay test top-up ${formatBaht(short)}\`${plusFee}`
  const times = Math.ceil(short / TOP_UP_LIMIT)
  return `Add it with \`pay test top-up ${formatBaht(TOP_UP_LIMIT)}\` ${times} times (a top-up is at most ${formatBahtGrouped(TOP_UP_LIMIT)})${plusFee}`
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
