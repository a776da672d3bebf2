import {ApiError} from '../../core/errors.js'
import type {PayApi} from '../../core/http/api.js'
import {formatBaht, isWireMoney, parseWireMoney, type Satang} from '../../core/money/money.js'
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
  return new ApiError(
    {code: 'insufficient-balance', said: error.message, ...shortfall, testMode: options.testMode, topUpLimit: TOP_UP_LIMIT},
    {
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
      cause: error,
    },
  )
}
