import type {FastifyInstance} from 'fastify'

import type {SandboxContext} from '../context.js'
import {SandboxError} from '../errors.js'
import {
  bankField,
  bodyObject,
  currencyField,
  isAbsent,
  noBody,
  optionalObject,
  optionalText,
  positiveMoneyField,
  requiredText,
} from '../fields.js'
import {idempotentRoute, plainRoute} from '../idempotent-route.js'
import {cancelDeposit, createDeposit, type DepositRow, depositJson, findDeposit} from '../store/deposits.js'
import {ownObject} from './own-object.js'

/** The largest single deposit the sandbox accepts (the real limits are not published). */
export const MAX_DEPOSIT_SATANG = 200_000_000

const METHODS = new Set(['PROMPTPAY_QR', 'BANK_TRANSFER'])

export function registerDepositRoutes(app: FastifyInstance, context: SandboxContext): void {
  app.post(
    '/v1/deposits',
    idempotentRoute(context, (request) => {
      const body = bodyObject(request.json)
      const amount = positiveMoneyField(body.amount)
      if (amount > MAX_DEPOSIT_SATANG) throw new SandboxError(422, 'INVALID_AMOUNT', 'amount is above the deposit limit of 2000000.00')
      const method = isAbsent(body.payment_method_type) || body.payment_method_type === '' ? 'PROMPTPAY_QR' : body.payment_method_type
      if (typeof method !== 'string' || !METHODS.has(method)) {
        throw new SandboxError(422, 'INVALID_PAYMENT_METHOD', 'payment_method_type must be PROMPTPAY_QR or BANK_TRANSFER')
      }
      const caller = request.caller!
      const deposit = createDeposit(
        context.db,
        {
          merchantId: caller.merchantId,
          mode: caller.mode,
          now: context.now(),
          matchWindowMs: context.settings.depositMatchWindowMs,
          displayMs: context.settings.depositDisplayMs,
        },
        {
          amount,
          currency: currencyField(body.currency),
          method: method as DepositRow['method'],
          payerBank: bankField(body.payer_bank_provider, 'payer_bank_provider'),
          payerName: requiredText(body.payer_bank_account_name, 'payer_bank_account_name'),
          payerAccount: requiredText(body.payer_bank_account_number, 'payer_bank_account_number'),
          description: optionalText(optionalObject(body.additional_data, 'additional_data')?.description, 'additional_data.description'),
          userRef: optionalText(body.user_ref, 'user_ref'),
          callbackMeta: optionalObject(body.callback_meta, 'callback_meta'),
        },
      )
      return {status: 201, body: depositJson(deposit)}
    }),
  )

  app.get(
    '/v1/deposits/:id',
    plainRoute((request) => ({status: 200, body: depositJson(ownObject(context, request, findDeposit))})),
  )

  app.post(
    '/v1/deposits/:id/cancel',
    plainRoute((request) => {
      noBody(request.json)
      const deposit = ownObject(context, request, findDeposit)
      return {status: 200, body: depositJson(cancelDeposit(context.db, deposit, context.now()))}
    }),
  )
}
