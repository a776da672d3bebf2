import {writeFileSync} from 'node:fs'
import {join} from 'node:path'

import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {formatBaht, parseWireMoney} from '../../src/core/money/money.js'
import {type SandboxHome, sandboxHome, walletState} from '../e2e/withdrawal-helpers.js'
import {printFigures} from './figures.js'

const DEPOSITS = 1_000
const WITHDRAWALS = 2_000
const OUTSIDE = 40
const FAULT_RATE = 0.05

let env: SandboxHome

beforeAll(async () => {
  env = await sandboxHome()
})
afterAll(() => env?.close())

const run = (args: string[]) => env.home.runHere([...args, '--retries', '10', '--json'])

describe('soak: a month of thousands of deposits and withdrawals through pay, faults on', () => {
  it('proves the balance to the satang after pay sync, and states deposits made outside pay exactly', {timeout: 900_000}, async () => {
    for (let top = 0; top < 4; top++) expect((await run(['test', 'top-up', '1000000'])).code).toBe(0)
    await env.sandbox.admin('PUT', '/_sandbox/faults', {rate: FAULT_RATE})
    let failedRuns = 0
    const payer = ['--payer-bank', 'KBANK', '--payer-name', 'Somchai Jaidee', '--payer-account', '1234567890']
    for (let index = 0; index < DEPOSITS; index++) {
      const amount = formatBaht(10_000 + ((index * 7919) % 90_000))
      const created = await run(['deposit', 'create', '--amount', amount, ...payer, '--user-ref', `order-${index}`, '--no-watch'])
      if (created.code !== 0) {
        failedRuns++
        continue
      }
      const id = JSON.parse(created.stdout).id
      const next = index % 10 === 9 ? ['deposit', 'cancel', id] : index % 10 === 8 ? null : ['test', 'simulate-transfer', id]
      if (next && (await run(next)).code !== 0) failedRuns++
    }
    const rows = Array.from({length: WITHDRAWALS}, (_, index) => {
      const ending = index % 20 === 0 ? '4001' : index % 20 === 1 ? '4002' : String(1000 + (index % 3000)).padStart(4, '0')
      return `${formatBaht(5_000 + ((index * 104_729) % 50_000))},KBANK,12345${String(index).padStart(5, '0')}${ending},Payee ${index},,payroll-${index}`
    })
    const file = join(env.home.root, 'payroll.csv')
    writeFileSync(file, `amount,bank,account_no,account_name,description,reference_user_id\n${rows.join('\n')}\n`)
    const batch = await run(['withdrawal', 'batch', file, '--concurrency', '8'])
    await env.sandbox.admin('PUT', '/_sandbox/faults', {rate: 0})
    await walletState(env.sandbox)
    expect((await run(['sync'])).code).toBe(0)

    const proof = JSON.parse((await run(['statement'])).stdout).balance_proof
    const wallet = await walletState(env.sandbox)
    printFigures('statement after a faulty month', {
      deposits: DEPOSITS,
      withdrawals: WITHDRAWALS,
      failed_runs: failedRuns,
      batch_exit: batch.code,
      closing: proof.closing,
      available: formatBaht(wallet.available),
    })
    expect(proof).toMatchObject({closing: formatBaht(wallet.available), difference: '0.00', unexplained: '0.00'})

    let outside = 0
    for (let index = 0; index < OUTSIDE; index++) {
      const created = await env.sandbox.createDeposit({amount: formatBaht(1_000 + index)})
      await env.sandbox.call('POST', '/v1/test/simulate-transfer', {deposit_id: created.id}, {idempotencyKey: `outside-${created.id}`})
      outside += parseWireMoney((await env.sandbox.call('GET', `/v1/deposits/${created.id}`)).body.credited_amount)
    }
    const after = JSON.parse((await run(['statement'])).stdout).balance_proof
    expect(after).toMatchObject({closing: proof.closing, unseen_deposits: formatBaht(outside), unexplained: '0.00'})
  })
})
