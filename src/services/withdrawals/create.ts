import {ApiError} from '../../core/errors.js'
import type {CreateWithdrawalBody, PayApi} from '../../core/http/api.js'
import type {Withdrawal} from '../../core/schemas/withdrawal.js'
import {explainInsufficientBalance} from './shortfall.js'

export interface CreateWithdrawalOptions {
  api: PayApi
  body: CreateWithdrawalBody
  idempotencyKey?: string
  /** Test mode can suggest `pay test top-up` when the balance is short. */
  testMode: boolean
}

export interface CreatedWithdrawal {
  withdrawal: Withdrawal
  /** The service already had this Idempotency-Key and answered with the withdrawal it created then. */
  replayed: boolean
}

/** Sends POST /v1/withdrawals; on INSUFFICIENT_BALANCE, the error explains the shortfall. */
export async function createWithdrawal(options: CreateWithdrawalOptions): Promise<CreatedWithdrawal> {
  try {
    const {data, response} = await options.api.createWithdrawal(options.body, {idempotencyKey: options.idempotencyKey})
    return {withdrawal: data, replayed: response.idempotentReplay}
  } catch (error) {
    if (error instanceof ApiError && error.code === 'INSUFFICIENT_BALANCE') {
      throw await explainInsufficientBalance(error, {api: options.api, amount: options.body.amount, testMode: options.testMode})
    }
    throw error
  }
}
