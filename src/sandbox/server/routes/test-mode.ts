import {randomBytes} from 'node:crypto'

import type {FastifyInstance} from 'fastify'

import {formatBaht} from '../../../core/money/money.js'
import {canonicalBankCode} from '../bank-list.js'
import type {Caller, SandboxContext} from '../context.js'
import {SandboxError} from '../errors.js'
import {bodyObject, currencyField, isAbsent, moneyField, noBody, optionalText, positiveMoneyField, requiredText} from '../fields.js'
import {idempotentRoute} from '../idempotent-route.js'
import {findDeposit, matchTransfer} from '../store/deposits.js'
import {creditAvailable, resetWallet} from '../store/wallets.js'
import {ownObject} from './own-object.js'

export const MAX_TOP_UP_SATANG = 100_000_000
export const TOP_UPS_PER_MINUTE = 60

/** The three test endpoints: test keys only; a live key gets 404. */
export function registerTestModeRoutes(app: FastifyInstance, context: SandboxContext): void {
  app.post(
    '/v1/test/simulate-transfer',
    idempotentRoute(
      context,
      (request) => {
        const body = bodyObject(request.json)
        const depositId = requiredText(body.deposit_id, 'deposit_id')
        const deposit = ownObject(context, request, findDeposit, depositId)
        if (deposit.status !== 'PENDING') throw new SandboxError(409, 'DEPOSIT_NOT_PENDING', `deposit is ${deposit.status}`)
        const amount = isAbsent(body.amount) ? deposit.expected_amount : moneyField(body.amount)
        const senderBankText = optionalText(body.sender_bank, 'sender_bank')
        const senderBank =
          senderBankText === undefined ? deposit.payer_bank : (canonicalBankCode(senderBankText) ?? senderBankText.trim().toUpperCase())
        const bankTxnId = `test_${randomBytes(10).toString('hex')}`
        const now = context.now()
        context.db
          .prepare(
            `INSERT INTO bank_transactions (id, merchant_id, mode, deposit_id, amount, sender_bank, sender_name, sender_account, created_at)
             VALUES (?, ?, 'test', ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            bankTxnId,
            deposit.merchant_id,
            deposit.id,
            amount,
            senderBank,
            optionalText(body.sender_name, 'sender_name') ?? null,
            optionalText(body.sender_account, 'sender_account') ?? null,
            now,
          )
        const transfer = {bankTxnId, amount, senderBank}
        return {
          status: 202,
          body: {bank_txn_id: bankTxnId, amount: formatBaht(amount), currency: 'THB', status: 'injected'},
          after: () => context.db.transaction(() => matchTransfer(context.db, deposit, transfer, context.now()))(),
        }
      },
      {testModeOnly: true},
    ),
  )

  app.post(
    '/v1/test/top-up',
    idempotentRoute(
      context,
      (request) => {
        const body = bodyObject(request.json)
        const amount = positiveMoneyField(body.amount)
        const currency = currencyField(body.currency)
        if (amount > MAX_TOP_UP_SATANG) throw new SandboxError(422, 'AMOUNT_TOO_LARGE', 'a top-up is at most 1000000.00 per call')
        const caller = request.caller!
        checkTopUpRate(context, caller)
        context.db
          .prepare("INSERT INTO top_ups (merchant_id, mode, amount, created_at) VALUES (?, 'test', ?, ?)")
          .run(caller.merchantId, amount, context.now())
        creditAvailable(context.db, caller.merchantId, 'test', amount)
        return {status: 200, body: {amount: formatBaht(amount), currency, status: 'credited'}}
      },
      {testModeOnly: true},
    ),
  )

  app.post(
    '/v1/test/reset',
    idempotentRoute(
      context,
      (request) => {
        noBody(request.json)
        const merchantId = request.caller!.merchantId
        for (const table of ['deposits', 'withdrawals', 'top_ups', 'bank_transactions']) {
          context.db.prepare(`DELETE FROM ${table} WHERE merchant_id = ? AND mode = 'test'`).run(merchantId)
        }
        resetWallet(context.db, merchantId, 'test')
        return {status: 200, body: {status: 'reset'}}
      },
      {testModeOnly: true},
    ),
  )
}

function checkTopUpRate(context: SandboxContext, caller: Caller): void {
  const since = context.now() - 60_000
  const recent = context.db
    .prepare("SELECT created_at FROM top_ups WHERE merchant_id = ? AND mode = 'test' AND created_at > ? ORDER BY created_at")
    .all(caller.merchantId, since) as Array<{created_at: number}>
  if (recent.length < TOP_UPS_PER_MINUTE) return
  const retryAfter = Math.max(1, Math.ceil((recent[0]!.created_at + 60_000 - context.now()) / 1000))
  throw new SandboxError(429, 'RATE_LIMITED', `at most ${TOP_UPS_PER_MINUTE} top-ups a minute`, undefined, {
    'retry-after': String(retryAfter),
  })
}
