import type {PayApi} from '../core/http/api.js'
import {type Deposit, depositSchema} from '../core/schemas/deposit.js'

/**
 * Cancels a PENDING deposit and answers with the whole deposit. The real service may answer the cancel with
 * `{id, status}` only (service-facts §7.6); the deposit is then read once more so callers always get one shape.
 * A deposit that is no longer PENDING is refused by the service with 409 NOT_CANCELLABLE.
 */
export async function cancelDeposit(api: PayApi, id: string): Promise<Deposit> {
  const {data} = await api.cancelDeposit(id)
  const whole = depositSchema.safeParse(data)
  return whole.success ? whole.data : (await api.getDeposit(id)).data
}
