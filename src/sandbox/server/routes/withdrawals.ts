import type {FastifyInstance} from 'fastify'

import {WITHDRAWAL_STATUSES} from '../../../core/schemas/withdrawal.js'
import type {SandboxContext} from '../context.js'
import {SandboxError, validation} from '../errors.js'
import {bankField, bodyObject, currencyField, isAbsent, optionalObject, optionalText, positiveMoneyField, requiredText} from '../fields.js'
import {idempotentRoute, plainRoute} from '../idempotent-route.js'
import {
  createWithdrawal,
  decodeCursor,
  findWithdrawal,
  listWithdrawals,
  type WithdrawalStatus,
  withdrawalJson,
} from '../store/withdrawals.js'
import {ownObject} from './own-object.js'

export function registerWithdrawalRoutes(app: FastifyInstance, context: SandboxContext): void {
  app.post(
    '/v1/withdrawals',
    idempotentRoute(context, (request) => {
      const body = bodyObject(request.json)
      const amount = positiveMoneyField(body.amount)
      const kind = isAbsent(body.kind) || body.kind === '' ? 'customer' : body.kind
      if (kind !== 'customer') throw new SandboxError(422, 'INVALID_KIND', 'kind must be customer')
      const additional = optionalObject(body.additional, 'additional')
      const caller = request.caller!
      const withdrawal = createWithdrawal(
        context.db,
        {merchantId: caller.merchantId, mode: caller.mode, now: context.now(), stepMs: context.settings.withdrawalStepMs},
        {
          amount,
          currency: currencyField(body.currency),
          bank: bankField(body.receiver_bank_provider, 'receiver_bank_provider'),
          accountName: requiredText(body.receiver_bank_account_name, 'receiver_bank_account_name'),
          accountNo: requiredText(body.receiver_bank_account_number, 'receiver_bank_account_number'),
          description: optionalText(additional?.description, 'additional.description'),
          referenceUserId: optionalText(additional?.reference_user_id, 'additional.reference_user_id'),
        },
      )
      return {status: 201, body: withdrawalJson(withdrawal)}
    }),
  )

  app.get(
    '/v1/withdrawals/:id',
    plainRoute((request) => ({status: 200, body: withdrawalJson(ownObject(context, request, findWithdrawal))})),
  )

  app.get(
    '/v1/withdrawals',
    plainRoute((request) => {
      const query = request.query as Record<string, string | undefined>
      const page = listWithdrawals(context.db, request.caller!, {
        limit: limitOf(query.limit),
        cursor: cursorOf(query.cursor),
        status: statusOf(query.status),
      })
      return {status: 200, body: {data: page.rows.map(withdrawalJson), has_more: page.nextCursor !== null, next_cursor: page.nextCursor}}
    }),
  )
}

function limitOf(text: string | undefined): number {
  if (text === undefined) return 20
  if (!/^\d{1,3}$/.test(text) || Number(text) < 1 || Number(text) > 100) throw validation('limit must be a whole number from 1 to 100')
  return Number(text)
}

function cursorOf(text: string | undefined): number | undefined {
  if (text === undefined || text === '') return undefined
  const seq = decodeCursor(text)
  if (seq === undefined) throw validation('cursor is not one this service returned')
  return seq
}

function statusOf(text: string | undefined): WithdrawalStatus | undefined {
  if (text === undefined || text === '') return undefined
  if (!(WITHDRAWAL_STATUSES as readonly string[]).includes(text))
    throw validation(`status must be one of ${WITHDRAWAL_STATUSES.join(', ')}`)
  return text as WithdrawalStatus
}
