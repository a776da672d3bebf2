import {randomBytes} from 'node:crypto'

import Fastify, {type FastifyInstance, type FastifyRequest} from 'fastify'

import {authenticate, checkIpAllowed} from './auth.js'
import type {Caller, SandboxContext} from './context.js'
import {firstDuplicateKey} from './duplicate-keys.js'
import {errorBody, SandboxError} from './errors.js'
import {accessOf, decodedPath} from './resolved-route.js'
import {type AdminDependencies, registerAdminRoutes} from './routes/admin.js'
import {registerBalanceAndBankRoutes} from './routes/balance-and-banks.js'
import {registerDepositRoutes} from './routes/deposits.js'
import {registerTestModeRoutes} from './routes/test-mode.js'
import {registerWithdrawalRoutes} from './routes/withdrawals.js'

declare module 'fastify' {
  interface FastifyRequest {
    caller?: Caller
    rawBody?: Buffer
    json?: unknown
    dropConnection?: boolean
  }
}

/** 64 KiB, the real service's body limit (docs/sandbox.md). */
export const BODY_LIMIT_BYTES = 64 * 1024

const ROUTES: Array<[string, RegExp]> = [
  ['POST', /^\/v1\/deposits$/],
  ['GET', /^\/v1\/deposits\/[^/]+$/],
  ['POST', /^\/v1\/deposits\/[^/]+\/cancel$/],
  ['POST', /^\/v1\/withdrawals$/],
  ['GET', /^\/v1\/withdrawals$/],
  ['GET', /^\/v1\/withdrawals\/[^/]+$/],
  ['GET', /^\/v1\/balance$/],
  ['GET', /^\/v1\/banks$/],
  ['POST', /^\/v1\/test\/(simulate-transfer|top-up|reset)$/],
]

const strictUtf8 = new TextDecoder('utf-8', {fatal: true})

/** The Fastify app: raw bodies, signature checks, faults, the 11 endpoints and the admin API. */
export function buildServer(context: SandboxContext, admin: Omit<AdminDependencies, 'context'>, logger = false): FastifyInstance {
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: requestIds(),
    return503OnClosing: true,
  })

  // Keep every body as the bytes received: the signature covers them, and JSON is decoded only after.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', {parseAs: 'buffer'}, (_request, body, done) => done(null, body))

  // The hooks take Fastify's `done` callback rather than being async: every request passes them, and a promise
  // for each hook cost ~10 % of the sandbox's time under load.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id)
    done(injectedFault(context, request))
  })

  app.addHook('preHandler', (request, _reply, done) => {
    try {
      readRequest(context, request)
    } catch (error) {
      return done(error as Error)
    }
    done()
  })

  // "Processed, then the connection dropped before the response": the change is committed, the answer lost.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.dropConnection) reply.raw.destroy()
    done(null, payload)
  })

  app.setErrorHandler((error: FastifyFailure, request, reply) => {
    const known = asSandboxError(error, request)
    if (known.status === 500) context.reportError(error, request.id)
    for (const [name, value] of Object.entries(known.headers ?? {})) reply.header(name, value)
    return reply.code(known.status).send(errorBody(known, request.id))
  })

  app.setNotFoundHandler((request, reply) => {
    const path = decodedPath(request.url)
    const error = ROUTES.some(([, pattern]) => pattern.test(path))
      ? new SandboxError(405, 'METHOD_NOT_ALLOWED', `${request.method} is not allowed on ${path}`)
      : new SandboxError(404, 'NOT_FOUND', 'resource not found')
    return reply.code(error.status).send(errorBody(error, request.id))
  })

  registerDepositRoutes(app, context)
  registerWithdrawalRoutes(app, context)
  registerBalanceAndBankRoutes(app, context)
  registerTestModeRoutes(app, context)
  registerAdminRoutes(app, {context, ...admin})
  return app
}

type FastifyFailure = Error & {statusCode?: number; code?: string}

/** The envelope's error for anything thrown while serving a request; what is not foreseen is a 500. */
function asSandboxError(error: FastifyFailure, request: FastifyRequest): SandboxError {
  if (error instanceof SandboxError) return error
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return new SandboxError(413, 'PAYLOAD_TOO_LARGE', `the body is larger than ${BODY_LIMIT_BYTES} bytes`)
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return contentTypeError(request.headers['content-type'])
  if (error.statusCode === 400 || error.code?.startsWith('FST_ERR_CTP'))
    return new SandboxError(400, 'BAD_REQUEST', 'the request could not be read')
  return new SandboxError(500, 'INTERNAL', 'internal error')
}

/**
 * `req_` and 16 hex digits: 8 random per server, then a counter, so ids never repeat within a run and differ
 * between runs. Drawing 8 random bytes for every request cost ~3 % of the sandbox's time under load.
 */
function requestIds(): () => string {
  const prefix = randomBytes(4).toString('hex')
  let next = 0
  return () => `req_${prefix}${(next++ % 0x1_0000_0000).toString(16).padStart(8, '0')}`
}

/** With faults on, a 503 before processing, or a mark to drop the connection after it. */
function injectedFault(context: SandboxContext, request: FastifyRequest): SandboxError | undefined {
  const {faultRate} = context.settings
  if (faultRate <= 0 || accessOf(request) !== 'signed' || Math.random() >= faultRate) return undefined
  if (Math.random() < 0.5) return new SandboxError(503, 'SERVICE_UNAVAILABLE', 'service unavailable (injected fault)')
  request.dropConnection = true
  return undefined
}

/** Checks the request's signature and reads its body: the caller and the decoded JSON are set on the request. */
function readRequest(context: SandboxContext, request: FastifyRequest): void {
  // Fastify does not read the body of a GET, so a signature over one would be checked against no bytes.
  if (
    request.method === 'GET' &&
    (Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined)
  ) {
    throw new SandboxError(400, 'BAD_REQUEST', 'a GET request takes no body')
  }
  const access = accessOf(request)
  if (access === 'admin') {
    request.json = decodeJson(request.body)
    return
  }
  if (access !== 'signed') return
  request.rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
  const key = authenticate(
    context.db,
    {method: request.method, target: request.url, rawHeaders: request.raw.rawHeaders, body: request.rawBody},
    context.now(),
  )
  checkIpAllowed(key, request.ip)
  request.caller = {merchantId: key.merchant_id, mode: key.mode}
  if (request.rawBody.length > 0) checkJsonContentType(request.headers['content-type'])
  request.json = decodeJson(request.rawBody)
}

/**
 * A body must say it is JSON in UTF-8: the withdrawal page lists `Content-Type: application/json` as required,
 * and every example sends it. A client that forgets it learns so here, not from a proxy or the real service.
 */
function checkJsonContentType(header: string | undefined): void {
  const [type, ...parameters] = (header ?? '').split(';').map((part) => part.trim().toLowerCase())
  const charset = parameters
    .find((parameter) => parameter.startsWith('charset='))
    ?.slice('charset='.length)
    .replaceAll('"', '')
  if (type !== 'application/json' || (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8')) throw contentTypeError(header)
}

function contentTypeError(header: string | undefined): SandboxError {
  return new SandboxError(
    400,
    'BAD_REQUEST',
    `a request body must be sent with Content-Type: application/json (got ${header ? JSON.stringify(header) : 'none'})`,
  )
}

/** Strict UTF-8 and JSON: bad bytes, bad JSON or a key given twice are 400 BAD_REQUEST, never silently replaced. */
function decodeJson(body: unknown): unknown {
  if (!Buffer.isBuffer(body) || body.length === 0) return undefined
  let text: string
  try {
    text = strictUtf8.decode(body)
  } catch {
    throw new SandboxError(400, 'BAD_REQUEST', 'the body is not valid UTF-8')
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new SandboxError(400, 'BAD_REQUEST', 'the body is not valid JSON')
  }
  const duplicate = firstDuplicateKey(text)
  if (duplicate !== undefined)
    throw new SandboxError(400, 'BAD_REQUEST', `the body has the key ${JSON.stringify(duplicate)} more than once`)
  return parsed
}
