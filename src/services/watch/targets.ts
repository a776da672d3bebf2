import type {PayApi} from '../../core/http/api.js'
import {type Deposit, isDepositFinal} from '../../core/schemas/deposit.js'
import {isWithdrawalFinal, type Withdrawal} from '../../core/schemas/withdrawal.js'

/** What `watch` needs to know about one kind of object: how to fetch it and which states end it, well or badly. */
export interface WatchTarget<T extends {id: string; status: string}> {
  kind: 'deposit' | 'withdrawal'
  fetch: () => Promise<T>
  isFinal: (object: T) => boolean
  /** A final state that means the money arrived (CREDITED) or left as asked (SUCCESS); others exit 4. */
  succeeded: (object: T) => boolean
}

export function depositTarget(api: PayApi, id: string): WatchTarget<Deposit> {
  return {
    kind: 'deposit',
    fetch: async () => (await api.getDeposit(id)).data,
    isFinal: (deposit) => isDepositFinal(deposit.status),
    succeeded: (deposit) => deposit.status === 'CREDITED',
  }
}

export function withdrawalTarget(api: PayApi, id: string): WatchTarget<Withdrawal> {
  return {
    kind: 'withdrawal',
    fetch: async () => (await api.getWithdrawal(id)).data,
    isFinal: (withdrawal) => isWithdrawalFinal(withdrawal.status),
    succeeded: (withdrawal) => withdrawal.status === 'SUCCESS',
  }
}
