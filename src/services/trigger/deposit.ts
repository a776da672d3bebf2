import type {CreateDepositBody, PayApi} from '../../core/http/api.js'
import {fieldError} from '../../core/money/field-readers.js'
import type {BankList} from '../../core/schemas/bank.js'
import type {Deposit} from '../../core/schemas/deposit.js'
import type {SimulateTransferResult} from '../../core/schemas/test-endpoints.js'
import {sandboxAdmin} from '../../sandbox/control/admin-client.js'
import {createDeposit, type DepositField, type DepositInput, type DepositMethod, prepareDeposit} from '../deposits/create.js'
import {simulateTransfer} from '../test-mode/simulate-transfer.js'
import {DEPOSIT_OVERRIDES, overrideLabel} from './overrides.js'

/** The deposit a trigger creates unless overridden: any valid payer works, since the transfer is sent as that payer. */
const TRIGGER_DEPOSIT: DepositInput = {amount: '100.00', payerBank: 'KBANK', payerName: 'Trigger Test', payerAccount: '1234567890'}

const METHODS: Record<string, DepositMethod> = {PROMPTPAY_QR: 'promptpay', BANK_TRANSFER: 'bank'}

/** The body of the deposit to create: the defaults shaped by the overrides, checked as `deposit create` checks its flags. */
export async function prepareTriggerDeposit(
  overrides: Record<string, string>,
  loadBanks: () => Promise<BankList>,
): Promise<CreateDepositBody> {
  const input: DepositInput = {...TRIGGER_DEPOSIT}
  for (const [field, value] of Object.entries(overrides)) {
    const key = DEPOSIT_OVERRIDES[field as keyof typeof DEPOSIT_OVERRIDES]
    if (key === 'method') input.method = readMethod(value)
    else input[key] = value
  }
  const labels = Object.fromEntries(Object.entries(DEPOSIT_OVERRIDES).map(([field, key]) => [key, overrideLabel(field)])) as Record<
    DepositField,
    string
  >
  return prepareDeposit(input, {loadBanks, labels})
}

function readMethod(value: string): DepositMethod {
  const method = METHODS[value.trim().toUpperCase()]
  if (method) return method
  throw fieldError('payment_method_type', {code: 'not-method', label: overrideLabel('payment_method_type'), text: value})
}

export interface PaidDeposit {
  deposit: Deposit
  transfer: SimulateTransferResult
}

/** Creates the deposit and pays it with a simulated transfer from its payer, of exactly expected_amount (deposit.success); the deposit as last seen. */
export async function createAndPayDeposit(api: PayApi, body: CreateDepositBody): Promise<PaidDeposit> {
  const {deposit} = await createDeposit({api, body})
  const paid = await simulateTransfer({api, depositId: deposit.id})
  return {deposit: paid.deposit, transfer: paid.transfer}
}

/** Creates the deposit and expires it through the sandbox's admin API, as its match window closing would (deposit.expired). */
export async function createAndExpireDeposit(api: PayApi, body: CreateDepositBody, sandboxDataDir: string): Promise<Deposit> {
  const {deposit} = await createDeposit({api, body})
  return sandboxAdmin<Deposit>(sandboxDataDir, 'POST', `/_sandbox/deposits/${encodeURIComponent(deposit.id)}/expire`)
}
