import type {PayApi} from '../../core/http/api.js'
import {isWithdrawalFinal, type Withdrawal, type WithdrawalStatus} from '../../core/schemas/withdrawal.js'
import type {DoneRecord} from './journal.js'

/** A row done in an earlier run, as the service shows it now; or, when it could not be read, as last recorded. */
export interface RefreshedRow {
  record: DoneRecord
  current: boolean
  /** The withdrawal as read now, when it could be read. */
  withdrawal?: Withdrawal
}

/**
 * The rows done in earlier runs whose recorded status was not final, read again from the service
 * (`GET /v1/withdrawals/:id`, `concurrency` at a time), so that what a run prints about them is current. A row
 * whose status changed comes back as a new `done` record (the same withdrawal and key, the status now, `at` now)
 * for the journal, so later runs start from it; a row that cannot be read comes back as recorded, `current:
 * false`, to be shown with when it was seen. Nothing here fails the run: the money has moved already.
 *
 * @example await refreshStatuses({api, records, concurrency: 4, now: Date.now}) // [{record: {…, status: 'SUCCESS'}, current: true}]
 */
export async function refreshStatuses(options: {
  api: PayApi
  records: DoneRecord[]
  concurrency: number
  now: () => number
  /** Aborted (Ctrl-C): no more rows are read; those left are shown as last recorded. */
  signal?: AbortSignal
}): Promise<RefreshedRow[]> {
  const waiting = options.records.filter((record) => !isWithdrawalFinal(record.status as WithdrawalStatus))
  const refreshed: RefreshedRow[] = []
  let next = 0
  const worker = async () => {
    while (next < waiting.length) {
      const record = waiting[next++]!
      if (options.signal?.aborted) {
        refreshed.push({record, current: false})
        continue
      }
      try {
        const {data} = await options.api.getWithdrawal(record.withdrawal_id)
        const changed = data.status !== record.status || data.fee !== record.fee
        const at = new Date(options.now()).toISOString()
        refreshed.push({record: changed ? {...record, status: data.status, fee: data.fee, at} : record, current: true, withdrawal: data})
      } catch {
        refreshed.push({record, current: false})
      }
    }
  }
  await Promise.all(Array.from({length: Math.max(1, Math.min(options.concurrency, waiting.length))}, worker))
  return refreshed
}
