import {ApiError} from '../../core/errors.js'
import type {CreateWithdrawalBody, PayApi} from '../../core/http/api.js'
import {fieldError} from '../../core/money/field-readers.js'
import {formatBaht, isWireMoney, parseWireMoney, type Satang} from '../../core/money/money.js'
import type {BankList} from '../../core/schemas/bank.js'
import type {TopUpResult} from '../../core/schemas/test-endpoints.js'
import type {Withdrawal} from '../../core/schemas/withdrawal.js'
import {sandboxAdmin} from '../../sandbox/control/admin-client.js'
import {type PayoutField, type PayoutInput, preparePayout} from '../withdrawals/payout.js'
import {overrideLabel, WITHDRAWAL_OVERRIDES} from './overrides.js'

/**
 * The sandbox walks a withdrawal on by itself unless its account number ends in 4003 (held for manual approval,
 * docs/sandbox.md); held, it waits for the settle, so the outcome is the one asked for and never a race.
 */
const HELD_FOR_APPROVAL = '4003'

const TRIGGER_PAYOUT: PayoutInput = {amount: '100.00', bank: 'KBANK', accountNo: `123456${HELD_FOR_APPROVAL}`, accountName: 'Trigger Test'}

export type SettledStatus = 'SUCCESS' | 'FAILED' | 'REJECTED'

/** The body of the withdrawal to create: the defaults shaped by the overrides, checked as `withdrawal create` checks its flags. */
export async function prepareTriggerWithdrawal(
  overrides: Record<string, string>,
  loadBanks: () => Promise<BankList>,
): Promise<CreateWithdrawalBody> {
  const input: PayoutInput = {...TRIGGER_PAYOUT}
  for (const [field, value] of Object.entries(overrides)) input[WITHDRAWAL_OVERRIDES[field as keyof typeof WITHDRAWAL_OVERRIDES]] = value
  const labels = Object.fromEntries(Object.entries(WITHDRAWAL_OVERRIDES).map(([field, key]) => [key, overrideLabel(field)])) as Record<
    PayoutField,
    string
  >
  const body = await preparePayout(input, {loadBanks, labels})
  if (!body.receiver_bank_account_number.endsWith(HELD_FOR_APPROVAL)) {
    throw fieldError('receiver_bank_account_number', {
      code: 'trigger-not-held',
      label: overrideLabel('receiver_bank_account_number'),
      ending: HELD_FOR_APPROVAL,
      accountNumber: body.receiver_bank_account_number,
    })
  }
  return body
}

export interface SettledWithdrawal {
  withdrawal: Withdrawal
  topUp?: TopUpResult
}

/**
 * Creates the withdrawal (topping up the test wallet by the shortfall first when it cannot cover it) and
 * settles it with the sandbox's admin API, as the team's approval and the bank's answer would.
 */
export async function createAndSettleWithdrawal(
  api: PayApi,
  body: CreateWithdrawalBody,
  status: SettledStatus,
  sandboxDataDir: string,
): Promise<SettledWithdrawal> {
  const {withdrawal, topUp} = await createCovered(api, body)
  const settled = await sandboxAdmin<Withdrawal>(
    sandboxDataDir,
    'POST',
    `/_sandbox/withdrawals/${encodeURIComponent(withdrawal.id)}/settle`,
    {status},
  )
  return {withdrawal: settled, topUp}
}

async function createCovered(api: PayApi, body: CreateWithdrawalBody): Promise<{withdrawal: Withdrawal; topUp?: TopUpResult}> {
  try {
    return {withdrawal: (await api.createWithdrawal(body)).data}
  } catch (error) {
    const short = shortfallOf(error)
    if (short === undefined) throw error
    const {data: topUp} = await api.topUp({amount: formatBaht(short)})
    return {withdrawal: (await api.createWithdrawal(body)).data, topUp}
  }
}

/** What the wallet lacks, from the sandbox's INSUFFICIENT_BALANCE details (`available`, `required`); undefined for any other error. */
function shortfallOf(error: unknown): Satang | undefined {
  if (!(error instanceof ApiError) || error.code !== 'INSUFFICIENT_BALANCE') return undefined
  const {available, required} = error.details ?? {}
  if (!isMoney(available) || !isMoney(required)) return undefined
  return parseWireMoney(required) - parseWireMoney(available)
}

function isMoney(value: unknown): value is string {
  return typeof value === 'string' && isWireMoney(value)
}
