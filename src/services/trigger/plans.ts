import type {NotOnService} from '../../core/error-facts.js'
import type {TriggerEvent} from '../../core/schemas/output/trigger.js'

/** What triggering an event takes: the object driven, the events the sandbox then sends, and whether the service's API can do it. */
export interface TriggerPlan {
  object: 'deposit' | 'withdrawal' | null
  /** In the order the sandbox queues them: a refund always follows its failure or rejection. */
  delivers: string[]
  /** Why the real service's API cannot cause this event; undefined when it can (a deposit and a simulated transfer). */
  notOnService?: NotOnService
}

export const TRIGGER_PLANS: Record<TriggerEvent, TriggerPlan> = {
  'deposit.success': {object: 'deposit', delivers: ['deposit.success']},
  'deposit.expired': {object: 'deposit', delivers: ['deposit.expired'], notOnService: 'expire-on-demand'},
  'withdrawal.success': {object: 'withdrawal', delivers: ['withdrawal.success'], notOnService: 'settle-withdrawal'},
  'withdrawal.failed': {object: 'withdrawal', delivers: ['withdrawal.failed', 'withdrawal.refunded'], notOnService: 'settle-withdrawal'},
  'withdrawal.rejected': {
    object: 'withdrawal',
    delivers: ['withdrawal.rejected', 'withdrawal.refunded'],
    notOnService: 'settle-withdrawal',
  },
  'webhook.test': {object: null, delivers: ['webhook.test'], notOnService: 'webhook-test'},
}
