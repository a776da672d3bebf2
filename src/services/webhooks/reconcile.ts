import {ApiError} from '../../core/errors.js'
import type {PayApi} from '../../core/http/api.js'
import type {Deposit} from '../../core/schemas/deposit.js'
import type {MissingEvent, ReconcileResult, SandboxDelivery} from '../../core/schemas/output/webhook.js'
import {sandboxAdmin} from '../../sandbox/control/admin-client.js'
import {readWebhookSetting, type SandboxMerchant} from '../../sandbox/control/webhook-registration.js'
import {listAllWithdrawals} from '../withdrawals/list.js'
import type {DeliveryLog, LoggedDelivery} from './delivery-log.js'

export type {MissingEvent, ReconcileResult}

/** The events an object in a state has sent: a refund follows a failure or a rejection. */
const EVENTS_OF: Record<MissingEvent['object'], Partial<Record<string, readonly string[]>>> = {
  deposit: {CREDITED: ['deposit.success'], EXPIRED: ['deposit.expired']},
  withdrawal: {
    SUCCESS: ['withdrawal.success'],
    FAILED: ['withdrawal.failed', 'withdrawal.refunded'],
    REJECTED: ['withdrawal.rejected', 'withdrawal.refunded'],
  },
}

/** Why nothing can be re-sent without the sandbox. */
export const REAL_SERVICE_CANNOT_RESEND =
  'the service has no API to send an event again: it retries a failed delivery for about 24 hours; after that, replay it from the delivery log in the portal, or read the object with `pay deposit get ID` / `pay withdrawal get ID`'

/** Why the sandbox cannot send an event again. */
const SANDBOX_NEVER_QUEUED =
  'the sandbox never queued it: the merchant had no webhook URL, or did not subscribe to the event, when it happened'

export interface ReconcileOptions {
  api: PayApi
  log: DeliveryLog
  /** Deposits to check besides those the delivery log (and the sandbox's) names: the API cannot list deposits. */
  depositIds: string[]
  /** How many of the newest withdrawals to check. */
  withdrawalLimit: number
  /** Objects created before this are not checked (when the API gives their creation time). */
  since?: Date
  /** The sandbox these credentials point at: its admin API knows what it sent, and can send it again. */
  sandbox?: SandboxMerchant
  replay: boolean
}

/**
 * `pay webhook reconcile`: the events the API's state says were sent (a CREDITED deposit sent
 * `deposit.success`, a FAILED withdrawal `withdrawal.failed` and `withdrawal.refunded`, …), for the newest
 * withdrawals and the deposits it knows of, less those with a verified delivery in the log, are missing. With
 * a sandbox, only subscribed events are expected, and `replay` queues each missing one again.
 * @example await reconcileWebhooks({api, log: new DeliveryLog(dataDir), depositIds: [], withdrawalLimit: 100, replay: false}) // {missing: [{event_id: 'wd_1:withdrawal.success', …}], …}
 */
export async function reconcileWebhooks(options: ReconcileOptions): Promise<ReconcileResult> {
  const records = await options.log.newestFirst()
  const arrived = new Set(
    records.flatMap((record) =>
      record.source === 'listen' && record.signature_valid && !record.refused && record.event_id ? [record.event_id] : [],
    ),
  )
  const sandbox = options.sandbox && (await readSandbox(options.sandbox))
  const depositIds = new Set([...options.depositIds, ...depositIdsIn(records), ...(sandbox?.depositIds ?? [])])
  const deposits = await readDeposits(options.api, [...depositIds])
  const {withdrawals} = await listAllWithdrawals({api: options.api, cap: options.withdrawalLimit})
  const objects: Array<{object: MissingEvent['object']; id: string; status: string; created_at?: string}> = [
    ...deposits.map(({id, status, created_at}) => ({object: 'deposit' as const, id, status, created_at})),
    ...withdrawals.map(({id, status, created_at}) => ({object: 'withdrawal' as const, id, status, created_at})),
  ]
  const expected = objects
    .filter((object) => !options.since || !object.created_at || Date.parse(object.created_at) >= options.since.getTime())
    .flatMap((object) =>
      (EVENTS_OF[object.object][object.status] ?? []).map((eventType) => ({
        event_id: `${object.id}:${eventType}`,
        event_type: eventType,
        object: object.object,
        object_id: object.id,
        object_status: object.status,
      })),
    )
  const missing = expected.filter(
    (event) => !arrived.has(event.event_id) && (!sandbox?.subscribed || sandbox.subscribed.includes(event.event_type)),
  )
  const replayed: MissingEvent[] = []
  let replayable = 0
  for (const event of missing) {
    const newest = options.sandbox && (await newestDelivery(event.event_id, options.sandbox))
    if (newest) replayable++
    replayed.push({...event, replay: options.replay ? await replayEvent(newest, options.sandbox) : null})
  }
  return {
    log: options.log.path,
    events_in_log: arrived.size,
    checked: {deposits: deposits.length, withdrawals: withdrawals.length},
    sandbox: sandbox !== undefined,
    replayable,
    missing: replayed,
  }
}

function depositIdsIn(records: LoggedDelivery[]): string[] {
  return records.flatMap((record) => (record.event_type?.startsWith('deposit.') && record.object_id ? [record.object_id] : []))
}

/** Deposits by id; one the key cannot see (another merchant's or mode's, 404) is left out. */
async function readDeposits(api: PayApi, ids: string[]): Promise<Deposit[]> {
  const deposits: Deposit[] = []
  for (const id of ids) {
    try {
      deposits.push((await api.getDeposit(id)).data)
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error
    }
  }
  return deposits
}

/** The merchant's subscriptions (null: all) and the deposits of its newest 500 deliveries. */
async function readSandbox(sandbox: SandboxMerchant): Promise<{subscribed: string[] | null; depositIds: string[]}> {
  const setting = await readWebhookSetting(sandbox)
  const deliveries = await sandboxDeliveries(sandbox, new URLSearchParams({limit: '500'}))
  const depositIds = deliveries.flatMap((delivery) =>
    delivery.event_type.startsWith('deposit.') ? [delivery.event_id.slice(0, delivery.event_id.lastIndexOf(':'))] : [],
  )
  return {subscribed: setting.events, depositIds}
}

async function sandboxDeliveries(sandbox: SandboxMerchant, query: URLSearchParams): Promise<SandboxDelivery[]> {
  const {data} = await sandboxAdmin<{data: SandboxDelivery[]}>(sandbox.dataDir, 'GET', `/_sandbox/deliveries?${query}`)
  return data.filter((delivery) => delivery.merchant_id === sandbox.merchantId)
}

/** The sandbox's newest delivery of an event: what a replay sends again. */
async function newestDelivery(eventId: string, sandbox: SandboxMerchant): Promise<SandboxDelivery | undefined> {
  const [newest] = await sandboxDeliveries(sandbox, new URLSearchParams({event_id: eventId, limit: '50'}))
  return newest
}

/** Queues the event again in the sandbox (a new delivery of its newest one, to the merchant's URL now). */
async function replayEvent(
  newest: SandboxDelivery | undefined,
  sandbox: SandboxMerchant | undefined,
): Promise<NonNullable<MissingEvent['replay']>> {
  if (!sandbox) return {queued: false, delivery_id: null, reason: REAL_SERVICE_CANNOT_RESEND}
  if (!newest) return {queued: false, delivery_id: null, reason: SANDBOX_NEVER_QUEUED}
  const {delivery_id: deliveryId} = await sandboxAdmin<{delivery_id: number}>(
    sandbox.dataDir,
    'POST',
    `/_sandbox/deliveries/${newest.id}/replay`,
  )
  return {queued: true, delivery_id: deliveryId, reason: null}
}
