import {parseWireMoney, type Satang} from '../../src/core/money/money.js'
import {openLedger} from '../../src/services/ledger/ledger.js'
import type {LedgerEntry} from '../../src/services/ledger/seen.js'
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
 * A month in the sandbox created through pay, which records in its ledger what it creates and sees: test top-ups,
 * deposits paid (`pay trigger deposit.success`), cancelled and left open (`pay deposit create`, `pay deposit cancel`),
 * withdrawals settled SUCCESS, FAILED and REJECTED (`pay trigger withdrawal.*`), then `pay sync`. The sums are the
 * sandbox's own answers for the objects pay made; amounts vary so that no sum comes right by chance.
 */
export async function monthThroughPay(env: SandboxHome, plan: MonthPlan): Promise<MonthSums> {
  const sums: MonthSums = {credited: 0, topUps: 0, debits: 0, refunds: 0, depositFees: 0, withdrawalFees: 0, lines: 0}
  const pay = async (args: string[]) => {
    const result = await env.home.runHere([...args, '--json'])
    if (result.code !== 0) throw new Error(`pay ${args.join(' ')} exited ${result.code}: ${result.stderr}${result.stdout}`)
    return JSON.parse(result.stdout)
  }
  const baht = (satang: Satang) => (satang / 100).toFixed(2)
  const sandboxDir = ['--sandbox-data-dir', env.sandbox.dataDir]
  for (let index = 0; index < plan.topUps; index++) {
    const amount = 2_000_000 + index * 1_234
    await pay(['test', 'top-up', baht(amount)])
    sums.topUps += amount
    sums.lines++
  }
  const depositIds: string[] = []
  for (let index = 0; index < plan.credited; index++) {
    const amount = baht(satangOf(index, 10_000))
    const result = await pay([
      'trigger',
      'deposit.success',
      '--override',
      `amount=${amount}`,
      '--override',
      `user_ref=order-${index}`,
      ...sandboxDir,
    ])
    depositIds.push(result.deposit.id)
  }
  for (let index = plan.credited; index < plan.credited + plan.cancelled + plan.open; index++) {
    const amount = baht(satangOf(index, 10_000))
    const payer = ['--payer-bank', 'KBANK', '--payer-name', 'Somchai Jaidee', '--payer-account', '1234567890']
    const deposit = await pay(['deposit', 'create', '--amount', amount, ...payer, '--user-ref', `order-${index}`, '--no-watch'])
    if (index < plan.credited + plan.cancelled) await pay(['deposit', 'cancel', deposit.id])
  }
  const withdrawalIds: string[] = []
  const events = [
    ...Array<string>(plan.paid).fill('withdrawal.success'),
    ...Array<string>(plan.failed).fill('withdrawal.failed'),
    ...Array<string>(plan.rejected).fill('withdrawal.rejected'),
  ]
  for (const [index, event] of events.entries()) {
    const overrides = ['--override', `amount=${baht(satangOf(index, 5_000))}`, '--override', `reference_user_id=payroll-${index}`]
    const result = await pay(['trigger', event, ...overrides, ...sandboxDir])
    withdrawalIds.push(result.withdrawal.id)
    if (result.top_up) throw new Error('the top-ups of the month should cover its withdrawals')
  }
  await walletState(env.sandbox)
  await pay(['sync'])
  for (const id of depositIds) {
    const deposit = (await env.sandbox.call('GET', `/v1/deposits/${id}`)).body
    const credited = parseWireMoney(deposit.credited_amount)
    sums.credited += credited
    sums.depositFees += parseWireMoney(deposit.matched_amount) - credited
    sums.lines++
  }
  for (const id of withdrawalIds) {
    const withdrawal = (await env.sandbox.call('GET', `/v1/withdrawals/${id}`)).body
    const gross = parseWireMoney(withdrawal.amount) + parseWireMoney(withdrawal.fee)
    sums.debits += gross
    sums.withdrawalFees += parseWireMoney(withdrawal.fee)
    sums.lines++
    if (withdrawal.status === 'FAILED' || withdrawal.status === 'REJECTED') {
      sums.refunds += gross
      sums.lines++
    }
  }
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
