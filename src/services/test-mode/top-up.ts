import {InputError} from '../../core/errors.js'
import {type ApiRequest, endpoint, type IdempotentCall, type PayApi} from '../../core/http/api.js'
import {readPositiveAmount} from '../../core/money/field-readers.js'
import {formatBaht, type Satang} from '../../core/money/money.js'
import type {DryRunOutput} from '../../core/schemas/output/cli.js'
import type {TopUpResult} from '../../core/schemas/test-endpoints.js'

/** The most one top-up may credit, by the service's limit: 1,000,000.00 THB. */
export const TOP_UP_LIMIT: Satang = 100_000_000

/**
 * Reads a top-up amount: more than 0 and at most {@link TOP_UP_LIMIT}, or an InputError (exit 2).
 * @example readTopUpAmount('5,000') // 500000
 */
export function readTopUpAmount(text: string): Satang {
  const satang = readPositiveAmount(text, 'AMOUNT')
  if (satang > TOP_UP_LIMIT) {
    throw new InputError({code: 'top-up-over-limit', amount: satang, limit: TOP_UP_LIMIT}, {code: 'AMOUNT_TOO_LARGE'})
  }
  return satang
}

export interface TopUpOptions extends IdempotentCall {
  api: PayApi
  amount: string
}

/** Credits the test wallet: POST /v1/test/top-up, after the amount is checked. */
export async function topUpTestWallet(options: TopUpOptions): Promise<TopUpResult> {
  return (await options.api.send(topUpRequest(options))).data
}

/** The top-up, signed and not sent (`--dry-run`), after the amount is checked. */
export function wouldTopUp(options: TopUpOptions): DryRunOutput {
  return options.api.wouldSend(topUpRequest(options))
}

function topUpRequest(options: TopUpOptions): ApiRequest<TopUpResult> {
  return endpoint.topUp({amount: formatBaht(readTopUpAmount(options.amount))}, {idempotencyKey: options.idempotencyKey})
}
