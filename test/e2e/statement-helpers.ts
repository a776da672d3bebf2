import {parseWireMoney, type Satang} from '../../src/core/money/money.js'
import {type LedgerEntry, openLedger} from '../../src/services/ledger/ledger.js'
import type {SandboxHome} from './withdrawal-helpers.js'
import {walletState} from './withdrawal-helpers.js'

/** What a month of the sandbox moved, by the sums a statement must find. */
export interface MonthSums {
  credited: Satang
  topUps: Satang
  debits: Satang
  refunds: Satang
  depositFees: Satang
  withdrawalFees: Satang
  lines: number
}

export interface MonthPlan {
  topUps: number
  /** Deposits paid (CREDITED), cancelled, and left PENDING. */
  credited: number
  cancelled: number
  open: number
  /** Withdrawals ending SUCCESS, FAILED (account …4001) and REJECTED (…4002). */
  paid: number
  failed: number
  rejected: number
}

const satangOf = (index: number, base: number) => base + ((index * 7919) % 50_000)

/**
 * A month in the sandbox, created through its API, and recorded in the ledger of the home's `sandbox` profile as pay
 * records what it creates and sees: amounts vary so that no sum comes right by chance.
 */
export async function seedMonth(env: SandboxHome, plan: MonthPlan): Promise<MonthSums> {
  const {sandbox} = env
  const sums: MonthSums = {credited: 0, topUps: 0, debits: 0, refunds: 0, depositFees: 0, withdrawalFees: 0, lines: 0}
  const entries: LedgerEntry[] = []
  const now = () => new Date().toISOString()
  for (let index = 0; index < plan.topUps; index++) {
    const amount = 2_000_000 + index * 1_234
    await sandbox.topUp((amount / 100).toFixed(2))
    entries.push(entry({kind: 'top-up', id: `top-up-${index}`, amount, status: 'credited', createdAt: now(), settledAt: now()}))
    sums.topUps += amount
    sums.lines++
  }
  const deposits = plan.credited + plan.cancelled + plan.open
  for (let index = 0; index < deposits; index++) {
    const created = await sandbox.createDeposit({amount: (satangOf(index, 10_000) / 100).toFixed(2), user_ref: `order-${index}`})
    let deposit = created
    if (index < plan.credited) {
      await sandbox.call('POST', '/v1/test/simulate-transfer', {deposit_id: created.id}, {idempotencyKey: `pay-${created.id}`})
      deposit = (await sandbox.call('GET', `/v1/deposits/${created.id}`)).body
    } else if (index < plan.credited + plan.cancelled) deposit = (await sandbox.call('POST', `/v1/deposits/${created.id}/cancel`)).body
    const credited = deposit.credited_amount ? parseWireMoney(deposit.credited_amount) : null
    const fee = credited === null ? null : parseWireMoney(deposit.matched_amount) - credited
    entries.push(
      entry({
        kind: 'deposit',
        id: deposit.id,
        reference: `order-${index}`,
        amount: parseWireMoney(deposit.amount),
        credited,
        fee,
        status: deposit.status,
        createdAt: now(),
        settledAt: deposit.status === 'PENDING' ? null : now(),
      }),
    )
    if (credited !== null) {
      sums.credited += credited
      sums.depositFees += fee!
      sums.lines++
    }
  }
  const ids: string[] = []
  const endings = [
    ...Array<string>(plan.paid).fill('0001'),
    ...Array<string>(plan.failed).fill('4001'),
    ...Array<string>(plan.rejected).fill('4002'),
  ]
  for (const [index, ending] of endings.entries()) {
    const body = {
      amount: (satangOf(index, 5_000) / 100).toFixed(2),
      receiver_bank_provider: 'KBANK',
      receiver_bank_account_name: `Payee ${index}`,
      receiver_bank_account_number: `123456${ending}`,
      additional: {reference_user_id: `payroll-${index}`},
    }
    const answer = await sandbox.call('POST', '/v1/withdrawals', body, {idempotencyKey: `payout-${Math.random()}`})
    if (answer.status !== 201) throw new Error(`withdrawal failed: ${JSON.stringify(answer.body)}`)
    ids.push(answer.body.id)
  }
  await walletState(sandbox)
  for (const [index, id] of ids.entries()) {
    const withdrawal = (await sandbox.call('GET', `/v1/withdrawals/${id}`)).body
    const gross = parseWireMoney(withdrawal.amount) + parseWireMoney(withdrawal.fee)
    entries.push(
      entry({
        kind: 'withdrawal',
        id,
        reference: `payroll-${index}`,
        amount: parseWireMoney(withdrawal.amount),
        fee: parseWireMoney(withdrawal.fee),
        status: withdrawal.status,
        createdAt: now(),
        settledAt: now(),
      }),
    )
    sums.debits += gross
    sums.withdrawalFees += parseWireMoney(withdrawal.fee)
    sums.lines++
    if (withdrawal.status === 'FAILED' || withdrawal.status === 'REJECTED') {
      sums.refunds += gross
      sums.lines++
    }
  }
  await recordInLedger(env, entries)
  return sums
}

export async function recordInLedger(env: SandboxHome, entries: LedgerEntry[], mode: 'test' | 'live' = 'test'): Promise<void> {
  const ledger = await openLedger({dataDir: env.home.env.PAY_DATA_DIR, profile: 'sandbox', mode})
  try {
    ledger.recordAll(entries)
  } finally {
    ledger.close()
  }
}

function entry(fields: Partial<LedgerEntry> & Pick<LedgerEntry, 'kind' | 'id' | 'amount' | 'status' | 'createdAt'>): LedgerEntry {
  return {reference: null, fee: null, credited: null, settledAt: null, origin: 'created', ...fields}
}
