import {isIP} from 'node:net'

import type {FastifyInstance, FastifyRequest} from 'fastify'
import {WEBHOOK_EVENT_TYPES} from '../../../core/schemas/webhook-event.js'
import {signaturesEqual} from '../../../core/signing/sign-request.js'
import {type WebhookUrlProblem, webhookUrlProblem} from '../../../core/webhooks/url.js'
import type {SandboxContext} from '../context.js'
import {notFound, SandboxError, validation} from '../errors.js'
import {bodyObject, isAbsent, noBody} from '../fields.js'
import {listDeliveries} from '../store/deliveries.js'
import {type DepositRow, depositJson, expireDeposit} from '../store/deposits.js'
import {createMerchant, getMerchant, listMerchantCredentials, rotateKey, setIpAllowlist, setWebhook} from '../store/merchants.js'
import {addListener, removeListener} from '../store/webhook-listeners.js'
import {type FinalStatus, settleWithdrawal, type WithdrawalRow, withdrawalJson} from '../store/withdrawals.js'
import type {WebhookDispatcher} from '../webhooks/dispatcher.js'
import {enqueueEvent, TEST_EVENT} from '../webhooks/events.js'

export interface AdminDependencies {
  context: SandboxContext
  adminToken: string
  dispatcher: WebhookDispatcher
  baseUrl: () => string
}

/** The admin API under /_sandbox/, used by the `pay sandbox …` commands; every route needs the bearer token. */
export function registerAdminRoutes(app: FastifyInstance, deps: AdminDependencies): void {
  const {context, dispatcher} = deps
  const {db} = context
  const merchantId = (request: FastifyRequest) => resolveMerchant(context, (request.params as {id: string}).id)

  app.register(async (admin) => {
    admin.addHook('onRequest', async (request) => {
      const header = request.headers.authorization ?? ''
      const token = header.startsWith('Bearer ') ? header.slice(7) : ''
      if (!signaturesEqual(deps.adminToken, token))
        throw new SandboxError(401, 'UNAUTHORIZED', 'the admin API needs the sandbox admin token')
    })

    admin.get('/_sandbox/status', async () => ({
      ok: true,
      pid: process.pid,
      base_url: deps.baseUrl(),
      merchants: listMerchantCredentials(db).length,
      fault_rate: context.settings.faultRate,
    }))

    admin.get('/_sandbox/credentials', async () => ({base_url: deps.baseUrl(), merchants: listMerchantCredentials(db)}))

    admin.post('/_sandbox/merchants', async (request, reply) => {
      const url = await webhookUrlField(bodyObject(request.json).webhook_url, 'webhook_url')
      return reply.code(201).send(createMerchant(db, context.now(), url ?? undefined))
    })

    admin.post('/_sandbox/merchants/:id/keys/rotate', async (request) => {
      const mode = bodyObject(request.json).mode
      if (mode !== 'test' && mode !== 'live') throw validation('mode must be test or live')
      const key = rotateKey(db, merchantId(request), mode, context.now())
      if (!key) throw notFound()
      return {merchant_id: merchantId(request), mode, ...key}
    })

    admin.put('/_sandbox/merchants/:id/webhook', async (request) => {
      const body = bodyObject(request.json)
      const url = await webhookUrlField(body.url, 'url')
      if (!isAbsent(body.events) && !isStringArray(body.events)) throw validation('events must be an array of event types')
      const events = isStringArray(body.events) ? body.events : null
      const unknown = events?.filter((event) => !(WEBHOOK_EVENT_TYPES as readonly string[]).includes(event)) ?? []
      if (unknown.length > 0) throw validation(`unknown event types: ${unknown.join(', ')}`)
      if (!setWebhook(db, merchantId(request), url, events)) throw notFound()
      return {merchant_id: merchantId(request), url, events}
    })

    admin.get('/_sandbox/merchants/:id/webhook', async (request) => {
      const row = db.prepare('SELECT webhook_url, webhook_events FROM merchants WHERE id = ?').get(merchantId(request)) as
        | {webhook_url: string | null; webhook_events: string | null}
        | undefined
      if (!row) throw notFound()
      return {merchant_id: merchantId(request), url: row.webhook_url, events: row.webhook_events ? JSON.parse(row.webhook_events) : null}
    })

    admin.post('/_sandbox/merchants/:id/webhook/listeners', async (request, reply) => {
      const url = await webhookUrlField(bodyObject(request.json).url, 'url')
      if (url === null) throw validation('url is required')
      const listener = addListener(db, merchantId(request), url)
      if (!listener) throw notFound()
      return reply.code(201).send({merchant_id: merchantId(request), listener_id: listener.id, url, found_url: listener.found_url})
    })

    admin.delete('/_sandbox/merchants/:id/webhook/listeners/:listener', async (request) => {
      noBody(request.json)
      const removal = removeListener(db, merchantId(request), (request.params as {listener: string}).listener)
      if (removal.outcome === 'gone') {
        throw new SandboxError(
          409,
          'WEBHOOK_CHANGED',
          'the webhook URL was set by someone else since this listener registered; it is left as it is',
        )
      }
      return {merchant_id: merchantId(request), ...removal}
    })

    admin.post('/_sandbox/merchants/:id/webhook/test', async (request, reply) => {
      noBody(request.json)
      if (!getMerchant(db, merchantId(request))?.webhook_url)
        throw new SandboxError(409, 'NO_WEBHOOK_URL', 'the merchant has no webhook URL; set one first')
      const deliveryId = enqueueEvent(db, context.now(), merchantId(request), TEST_EVENT)
      return reply.code(202).send({status: 'queued', event_id: TEST_EVENT.event_id, delivery_id: deliveryId})
    })

    admin.put('/_sandbox/merchants/:id/ip-allowlist', async (request) => {
      const body = bodyObject(request.json)
      if (!isAbsent(body.enabled) && typeof body.enabled !== 'boolean') throw validation('enabled must be true or false')
      if (!isAbsent(body.cidrs) && !isStringArray(body.cidrs)) throw validation('cidrs must be an array of addresses or CIDRs')
      const cidrs = body.cidrs ?? []
      const refused = cidrs.find((cidr) => !isAllowlistEntry(cidr))
      if (refused !== undefined)
        throw validation(
          `${JSON.stringify(refused)} is not an address or a CIDR with a prefix from 1 to 32 (128 for IPv6); /0 is refused, disable the allowlist to allow every IP`,
        )
      const setting = isAbsent(body.enabled) ? null : {enabled: body.enabled, cidrs}
      if (!setIpAllowlist(db, merchantId(request), setting)) throw notFound()
      return {merchant_id: merchantId(request), ip_allowlist: setting}
    })

    admin.post('/_sandbox/deposits/:id/expire', async (request) => {
      noBody(request.json)
      const deposit = db.prepare('SELECT * FROM deposits WHERE id = ?').get((request.params as {id: string}).id) as DepositRow | undefined
      if (!deposit) throw notFound()
      if (!expireDeposit(db, deposit, context.now())) throw new SandboxError(409, 'DEPOSIT_NOT_PENDING', `deposit is ${deposit.status}`)
      return depositJson(db.prepare('SELECT * FROM deposits WHERE id = ?').get(deposit.id) as DepositRow)
    })

    admin.post('/_sandbox/withdrawals/:id/settle', async (request) => {
      const status = bodyObject(request.json).status
      if (status !== 'SUCCESS' && status !== 'FAILED' && status !== 'REJECTED')
        throw validation('status must be SUCCESS, FAILED or REJECTED')
      const withdrawal = db.prepare('SELECT * FROM withdrawals WHERE id = ?').get((request.params as {id: string}).id) as
        | WithdrawalRow
        | undefined
      if (!withdrawal) throw notFound()
      return withdrawalJson(settleWithdrawal(db, withdrawal, status as FinalStatus, context.now()))
    })

    admin.get('/_sandbox/deliveries', async (request) => {
      const query = request.query as {limit?: string; event_id?: string}
      const limit = Math.min(500, Math.max(1, Number(query.limit ?? 100) || 100))
      return {data: listDeliveries(db, {limit, eventId: query.event_id})}
    })

    admin.post('/_sandbox/deliveries/:id/replay', async (request, reply) => {
      noBody(request.json)
      const id = dispatcher.replay(Number((request.params as {id: string}).id))
      if (id === undefined) throw notFound()
      return reply.code(202).send({delivery_id: id})
    })

    admin.put('/_sandbox/faults', async (request) => {
      const rate = bodyObject(request.json).rate
      if (typeof rate !== 'number' || !(rate >= 0 && rate <= 1)) throw validation('rate must be a number from 0 to 1')
      context.settings.faultRate = rate
      return {fault_rate: rate}
    })
  })
}

/** The API's words for each problem of a webhook URL (the emulated service speaks English). */
const URL_PROBLEMS: Record<WebhookUrlProblem, string> = {
  'not-http': 'is not an http(s) URL',
  'user-info': 'must not carry a user name or password',
  'plain-http': 'must be https (plain http only to a loopback address)',
}

/** A webhook URL: absent (none), or one the service would take (src/core/webhooks/url.ts); else 422 INVALID_URL. */
async function webhookUrlField(value: unknown, name: string): Promise<string | null> {
  if (isAbsent(value)) return null
  const problem = typeof value === 'string' ? await webhookUrlProblem(value) : 'not-http'
  if (problem) throw new SandboxError(422, 'INVALID_URL', `${name} ${URL_PROBLEMS[problem]}`, {field: name})
  return value as string
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string')
}

/** An address (a /32 or /128) or a CIDR whose prefix fits its family; checked here so the allowlist check never meets a bad entry. */
function isAllowlistEntry(entry: string): boolean {
  const match = /^([^/]+)(?:\/(\d{1,3}))?$/.exec(entry)
  const family = match ? isIP(match[1]!) : 0
  if (family === 0) return false
  const prefix = match![2] === undefined ? undefined : Number(match![2])
  return prefix === undefined || (prefix >= 1 && prefix <= (family === 4 ? 32 : 128))
}

/** `default` names the first merchant, the one `pay sandbox start` creates. */
function resolveMerchant(context: SandboxContext, id: string): string {
  if (id !== 'default') return id
  const first = context.db.prepare('SELECT id FROM merchants ORDER BY created_at, id LIMIT 1').get() as {id: string} | undefined
  if (!first) throw notFound()
  return first.id
}
