import type {NotOnService} from '../../core/error-facts.js'
import {InputError} from '../../core/errors.js'
import type {PayApi} from '../../core/http/api.js'
import type {BankList} from '../../core/schemas/bank.js'
import type {TriggerEvent, TriggerResult} from '../../core/schemas/output/trigger.js'
import {findLocalSandbox, mayBeSandbox, type SandboxMerchant, type SandboxTarget} from '../../sandbox/control/webhook-registration.js'
import {createAndExpireDeposit, createAndPayDeposit, prepareTriggerDeposit} from './deposit.js'
import {readOverrides} from './overrides.js'
import {TRIGGER_PLANS} from './plans.js'
import {deliveredEvents, requireDeliverable, sendTestEvent} from './sandbox.js'
import {createAndSettleWithdrawal, prepareTriggerWithdrawal, type SettledStatus} from './withdrawal.js'

export interface TriggerOptions {
  event: TriggerEvent
  /** `field=value` pairs as typed. */
  overrides: string[]
  api: PayApi
  loadBanks: () => Promise<BankList>
  /** Where to look for a sandbox serving the credentials; none found means the real service. */
  sandboxTarget: SandboxTarget
}

const SETTLE_STATUS: Record<string, SettledStatus> = {
  'withdrawal.success': 'SUCCESS',
  'withdrawal.failed': 'FAILED',
  'withdrawal.rejected': 'REJECTED',
}

/**
 * Causes a webhook event by driving a real object to the state that sends it: in the sandbox, through the
 * merchant API and the sandbox's admin API; against the service, only what its test endpoints allow (a deposit
 * paid by a simulated transfer). Everything is checked before the first request; a refusal sends nothing.
 */
export async function triggerEvent(options: TriggerOptions): Promise<TriggerResult> {
  const plan = TRIGGER_PLANS[options.event]
  const overrides = readOverrides(options.overrides, plan, options.event)
  const sandbox = await findLocalSandbox(options.sandboxTarget)
  if (!sandbox && plan.notOnService)
    throw notOnService(options.event, plan.notOnService, options.sandboxTarget, await mayBeSandbox(options.sandboxTarget))
  if (sandbox) await requireDeliverable(sandbox, plan.delivers)
  const target = sandbox ? 'sandbox' : 'service'
  const {event, api} = options

  if (plan.object === 'deposit') {
    const body = await prepareTriggerDeposit(overrides, options.loadBanks)
    if (event === 'deposit.expired') {
      const deposit = await createAndExpireDeposit(api, body, sandbox!.dataDir)
      return {event, target, deposit, events: await deliveredEvents(sandbox, deposit.id, plan.delivers)}
    }
    const {deposit, transfer} = await createAndPayDeposit(api, body)
    return {event, target, deposit, transfer, events: await deliveredEvents(sandbox, deposit.id, plan.delivers)}
  }
  if (plan.object === 'withdrawal') {
    const body = await prepareTriggerWithdrawal(overrides, options.loadBanks)
    const {withdrawal, topUp} = await createAndSettleWithdrawal(api, body, SETTLE_STATUS[event]!, sandbox!.dataDir)
    const events = await deliveredEvents(sandbox, withdrawal.id, plan.delivers)
    return {event, target, withdrawal, ...(topUp ? {top_up: topUp} : {}), events}
  }
  return {event, target, events: [await sendTestEvent(sandbox as SandboxMerchant)]}
}

/** `noSandbox`: the credentials may point at a local sandbox (`mayBeSandbox`), and none runs. */
function notOnService(event: TriggerEvent, why: NotOnService, target: SandboxTarget, noSandbox: boolean): InputError {
  return new InputError(
    {code: 'trigger-needs-sandbox', event, why, ...(noSandbox ? {baseUrl: target.baseUrl} : {})},
    {code: noSandbox ? 'SANDBOX_NOT_RUNNING' : 'NOT_AVAILABLE_ON_SERVICE'},
  )
}
