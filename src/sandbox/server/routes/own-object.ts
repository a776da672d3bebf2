import type {FastifyRequest} from 'fastify'

import type {Mode} from '../../../core/profiles/credentials.js'
import type {SandboxContext} from '../context.js'
import type {Db} from '../database.js'
import {notFound} from '../errors.js'
import {isUuid} from '../fields.js'

type Finder<T> = (db: Db, merchantId: string, mode: Mode, id: string) => T | undefined

/**
 * The caller's own object in the caller's mode. Anything else, a malformed id included, is the same 404, so
 * the existence of another merchant's object is never revealed.
 */
export function ownObject<T>(
  context: SandboxContext,
  request: FastifyRequest,
  find: Finder<T>,
  id = (request.params as {id: string}).id,
): T {
  const caller = request.caller!
  const found = isUuid(id) ? find(context.db, caller.merchantId, caller.mode, id) : undefined
  if (!found) throw notFound()
  return found
}
