import type {FastifyReply, FastifyRequest} from 'fastify'

import {sha256Hex} from '../core/signing.js'
import type {Answer, SandboxContext} from './context.js'
import {notFound, SandboxError} from './errors.js'
import {claimKey, storeResponse} from './store/idempotency.js'

/**
 * Wraps a money-moving route: the Idempotency-Key is required, and the claim, the change and the stored
 * answer commit in one SQLite transaction, so one key can never create two objects.
 */
export function idempotentRoute(
  context: SandboxContext,
  handler: (request: FastifyRequest) => Answer,
  options: {testModeOnly?: boolean} = {},
) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    const caller = request.caller!
    // The test endpoints do not exist for a live key (API document §4.9–4.11), whatever else the request holds.
    if (options.testModeOnly && caller.mode !== 'test') throw notFound()
    const key = request.headers['idempotency-key']
    if (typeof key !== 'string' || key.trim() === '') {
      throw new SandboxError(400, 'IDEMPOTENCY_KEY_REQUIRED', 'the Idempotency-Key header is required on this endpoint')
    }
    const scope = {merchantId: caller.merchantId, mode: caller.mode, method: request.method, path: request.url.split('?')[0]!, key}
    const outcome = context.db.transaction(() => {
      const claim = claimKey(context.db, scope, sha256Hex(request.rawBody ?? ''), context.now())
      if (claim.kind === 'replay') return {status: claim.response.status, body: claim.response.body, replay: true}
      const answer = handler(request)
      const body = JSON.stringify(answer.body)
      storeResponse(context.db, scope, {status: answer.status, body})
      return {status: answer.status, body, replay: false, after: answer.after}
    })()
    if (outcome.replay) reply.header('idempotent-replay', 'true')
    if ('after' in outcome && outcome.after) setImmediate(outcome.after)
    return reply.code(outcome.status).type('application/json').send(outcome.body)
  }
}

/** A route answered as is (GETs, cancel). */
export function plainRoute(handler: (request: FastifyRequest) => Answer) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    const answer = handler(request)
    return reply.code(answer.status).type('application/json').send(JSON.stringify(answer.body))
  }
}
