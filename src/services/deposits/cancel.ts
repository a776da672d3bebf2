import type {PayApi} from '../../core/http/api.js'
import {type CancelledDeposit, depositSchema} from '../../core/schemas/deposit.js'

/**
 * Cancels a PENDING deposit. The cancel's answer decides the outcome: the service may answer `{id, status}`
 * only (the real service does), and the deposit is then read once more for its detail; that read can only add
 * detail, never change the status the cancel answered, and its failure leaves the cancel's answer as it is.
 * A deposit that is no longer PENDING is refused by the service with 409 NOT_CANCELLABLE.
 */
export async function cancelDeposit(api: PayApi, id: string): Promise<CancelledDeposit> {
  const {data: answer} = await api.cancelDeposit(id)
  const whole = depositSchema.safeParse(answer)
  if (whole.success) return whole.data
  const detail = await api.getDeposit(id).then(
    ({data}) => data,
    () => undefined,
  )
  return detail ? {...detail, status: answer.status} : {id: answer.id, status: answer.status}
}
