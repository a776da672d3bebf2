import type {FastifyInstance} from 'fastify'

import {formatBaht} from '../../../core/money/money.js'
import {bankListBody} from '../bank-list.js'
import type {SandboxContext} from '../context.js'
import {plainRoute} from '../idempotent-route.js'
import {getWallet} from '../store/wallets.js'

export function registerBalanceAndBankRoutes(app: FastifyInstance, context: SandboxContext): void {
  app.get(
    '/v1/balance',
    plainRoute((request) => {
      const wallet = getWallet(context.db, request.caller!.merchantId, request.caller!.mode)
      return {status: 200, body: {available: formatBaht(wallet.available), pending: formatBaht(wallet.pending), currency: 'THB'}}
    }),
  )

  const banks = JSON.stringify(bankListBody())
  app.get('/v1/banks', {config: {access: 'public'}}, (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('application/json').send(banks),
  )
}
