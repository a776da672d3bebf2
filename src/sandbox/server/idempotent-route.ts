import {setImmediate as nextTurn} from 'node:timers/promises'

import type {FastifyReply, FastifyRequest} from 'fastify'

import {sha256Hex} from '../../core/signing/sign-request.js'
import type {Answer, SandboxContext} from './context.js'
import {notFound, SandboxError} from './errors.js'
import {resolvedRoutePath} from './resolved-route.js'
import {claimKey, releaseKey, storeResponse} from './store/idempotency.js'

/**
 * Wraps a money-moving route: the Idempotency-Key is required. The key is claimed in one transaction, then
 * the change and the stored answer commit together in a second, so one key can never create two objects.
 * A request that fails leaves no record, and the same key may be tried again.
 */
export function idempotentRoute(
  context: SandboxContext,
  handler: (request: FastifyRequest) => Answer,
  options: {testModeOnly?: boolean} = {},
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const caller = request.caller!
    // The test endpoints do not exist for a live key, whatever else the request holds.
    if (options.testModeOnly && caller.mode !== 'test') throw notFound()
    // Node joins a repeated header into "a, b", a key of its own that a retry sending "a" once would not meet.
    if (request.raw.rawHeaders.filter((part, index) => index % 2 === 0 && part.toLowerCase() === 'idempotency-key').length > 1) {
      throw new SandboxError(400, 'BAD_REQUEST', 'the Idempotency-Key header is given more than once')
    }
    const key = request.headers['idempotency-key']
    if (typeof key !== 'string' || key.trim() === '') {
      throw new SandboxError(400, 'IDEMPOTENCY_KEY_REQUIRED', 'the Idempotency-Key header is required on this endpoint')
    }
    const {db} = context
    const scope = {merchantId: caller.merchantId, mode: caller.mode, method: request.method, path: resolvedRoutePath(request), key}
    const claim = db.transaction(() => claimKey(db, scope, sha256Hex(request.rawBody ?? ''), context.now()))()
    if (claim.kind === 'replay') return sendJson(reply.header('idempotent-replay', 'true'), claim.response.status, claim.response.body)

    // The work starts on a later turn of the event loop, as it would on a real server: a retry arriving
    // meanwhile finds the key in flight and gets 409 IDEMPOTENCY_IN_PROGRESS.
    await nextTurn()
    let outcome: Answer & {json: string}
    try {
      outcome = db.transaction(() => {
        const answer = handler(request)
        const json = JSON.stringify(answer.body)
        storeResponse(db, scope, {status: answer.status, body: json})
        return {...answer, json}
      })()
    } catch (error) {
      releaseKey(db, scope)
      throw error
    }
    const {after} = outcome
    if (after) {
      setImmediate(() => {
        try {
          after()
        } catch (error) {
          context.reportError(error, request.id)
        }
      })
    }
    return sendJson(reply, outcome.status, outcome.json)
  }
}

/** A route answered as is (GETs, cancel). */
export function plainRoute(handler: (request: FastifyRequest) => Answer) {
  // Returns nothing: a handler that returns the reply makes Fastify wait for the response to finish through a
  // stream listener, for nothing (~3 % of the sandbox's time under load).
  return (request: FastifyRequest, reply: FastifyReply): void => {
    const answer = handler(request)
    sendJson(reply, answer.status, JSON.stringify(answer.body))
  }
}

function sendJson(reply: FastifyReply, status: number, body: string) {
  return reply.code(status).type('application/json').send(body)
}
