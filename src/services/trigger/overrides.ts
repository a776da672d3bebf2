import type {TriggerFact} from '../../core/error-facts.js'
import {InputError} from '../../core/errors.js'
import type {DepositField} from '../deposits/create.js'
import type {PayoutField} from '../withdrawals/payout.js'
import type {TriggerPlan} from './plans.js'

/** The deposit fields an override may set, by their name on the wire, and the input field each fills. */
export const DEPOSIT_OVERRIDES = {
  amount: 'amount',
  payment_method_type: 'method',
  payer_bank_provider: 'payerBank',
  payer_bank_account_name: 'payerName',
  payer_bank_account_number: 'payerAccount',
  description: 'description',
  user_ref: 'userRef',
} as const satisfies Record<string, DepositField | 'method'>

/** The withdrawal fields an override may set, by their name on the wire, and the input field each fills. */
export const WITHDRAWAL_OVERRIDES = {
  amount: 'amount',
  receiver_bank_provider: 'bank',
  receiver_bank_account_name: 'accountName',
  receiver_bank_account_number: 'accountNo',
  description: 'description',
  reference_user_id: 'referenceUserId',
} as const satisfies Record<string, PayoutField>

/** `--override NAME`, as errors name a field. */
export function overrideLabel(field: string): string {
  return `--override ${field}`
}

/**
 * Reads `--override field=value` pairs for the object a plan creates: each must be `name=value` with a name
 * that object has, given once. Throws an InputError (exit 2) naming the pair; nothing is sent.
 * @example readOverrides(['amount=250.00'], TRIGGER_PLANS['deposit.success'], 'deposit.success') // {amount: '250.00'}
 */
export function readOverrides(pairs: string[], plan: TriggerPlan, event: string): Record<string, string> {
  const known: readonly string[] = Object.keys(
    plan.object === 'deposit' ? DEPOSIT_OVERRIDES : plan.object === 'withdrawal' ? WITHDRAWAL_OVERRIDES : {},
  )
  const overrides: Record<string, string> = {}
  for (const pair of pairs) {
    const separator = pair.indexOf('=')
    const field = separator > 0 ? pair.slice(0, separator).trim() : ''
    if (field === '') throw overrideError(pair, {code: 'override-not-pair', pair})
    if (known.length === 0) throw overrideError(field, {code: 'override-no-object', field, event})
    if (!known.includes(field)) throw overrideError(field, {code: 'override-unknown', field, event, known: [...known]})
    if (Object.hasOwn(overrides, field)) throw overrideError(field, {code: 'override-twice', field})
    overrides[field] = pair.slice(separator + 1)
  }
  return overrides
}

function overrideError(field: string, facts: TriggerFact): InputError {
  return new InputError(facts, {code: 'INVALID_OVERRIDE', details: {field}})
}
