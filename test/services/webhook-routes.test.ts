import {createHmac} from 'node:crypto'
import {readFileSync} from 'node:fs'

import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {InputError} from '../../src/core/errors.js'
import {eventMatches, type IncomingDelivery, routeFor} from '../../src/services/webhooks/delivery-disposition.js'
import {WebhookRelay} from '../../src/services/webhooks/receiver.js'
import {
  type ListenerLabels,
  parseEventPatterns,
  parseForwardHeader as parseHeader,
  parseForwardRoute as parseRoute,
} from '../../src/services/webhooks/routes.js'

/** As `webhook listen` names them: by its flags. */
const labels: ListenerLabels = {events: '--events', forwardTo: '--forward-to', header: '--header'}
const parseForwardRoute = (text: string) => parseRoute(text, labels)
const parseForwardHeader = (text: string) => parseHeader(text, labels)

import {Downstream, useRelayFixture} from './webhook-downstream.js'

const SECRET = `whsec_${'d'.repeat(40)}`

function delivery(type: string, objectId = 'obj_1'): IncomingDelivery {
  const body = Buffer.from(JSON.stringify({event_id: `${objectId}:${type}`, event_type: type, deposit_id: objectId}))
  const signature = createHmac('sha256', SECRET).update(body).digest('hex')
  return {
    body,
    headers: [
      ['Content-Type', 'application/json'],
      ['X-Webhook-Signature', signature],
    ],
    receivedAt: new Date(),
  }
}

function inputError(run: () => unknown): InputError {
  try {
    run()
  } catch (error) {
    if (error instanceof InputError) return error
    throw error
  }
  throw new Error('no InputError')
}

describe('event patterns', () => {
  it('match names, resource patterns and every event', () => {
    expect(eventMatches(['withdrawal.*'], 'withdrawal.refunded')).toBe(true)
    expect(eventMatches(['withdrawal.*'], 'deposit.success')).toBe(false)
    expect(eventMatches(['deposit.success'], 'deposit.success')).toBe(true)
    expect(eventMatches(['*'], 'webhook.test')).toBe(true)
    expect(eventMatches(undefined, null)).toBe(true)
    expect(eventMatches(['*'], null)).toBe(false)
  })

  it('read a comma list and refuse what matches no event the service sends, naming those it does', () => {
    expect(parseEventPatterns(' deposit.* ,withdrawal.failed', labels)).toEqual(['deposit.*', 'withdrawal.failed'])
    for (const text of ['deposit.sucess', 'payout.*', 'deposit', ' , ']) {
      const error = inputError(() => parseEventPatterns(text, labels))
      expect(error.code).toBe('INVALID_EVENT_FILTER')
      expect(error.exitCode).toBe(2)
    }
    expect(inputError(() => parseEventPatterns('deposit.sucess', labels)).message).toBe(
      '--events: "deposit.sucess" matches no event the service sends.',
    )
    expect(inputError(() => parseEventPatterns('deposit.sucess', labels)).tryMessage).toContain('deposit.success, deposit.expired')
  })
})

describe('forward routes', () => {
  it('read a bare URL as every event, EVENTS=URL as a route, and a URL whose query holds "=" as a URL', () => {
    expect(parseForwardRoute('http://127.0.0.1:3000/hooks')).toEqual({url: 'http://127.0.0.1:3000/hooks'})
    expect(parseForwardRoute('deposit.*,withdrawal.failed=https://localhost/a?b=c')).toEqual({
      url: 'https://localhost/a?b=c',
      events: ['deposit.*', 'withdrawal.failed'],
    })
    expect(parseForwardRoute('http://127.0.0.1:3000/hooks?tenant=a')).toEqual({url: 'http://127.0.0.1:3000/hooks?tenant=a'})
    expect(inputError(() => parseForwardRoute('deposit.succes=http://127.0.0.1/x')).code).toBe('INVALID_EVENT_FILTER')
    expect(inputError(() => parseForwardRoute('deposit.*=ftp://x')).message).toMatch(/^--forward-to must be an http:\/\/ or https:\/\/ URL/)
  })

  it('send each type along the first route that takes it', () => {
    const routes = [{url: 'a', events: ['withdrawal.failed']}, {url: 'b', events: ['withdrawal.*']}, {url: 'c'}]
    expect(routeFor(routes, 'withdrawal.failed')?.url).toBe('a')
    expect(routeFor(routes, 'withdrawal.refunded')?.url).toBe('b')
    expect(routeFor(routes, 'deposit.success')?.url).toBe('c')
    expect(routeFor(routes.slice(0, 2), 'deposit.success')).toBeUndefined()
  })
})

describe('forward headers', () => {
  it('read "Name: value" and refuse malformed ones and those carrying the delivery\'s proof or framing', () => {
    expect(parseForwardHeader('X-Gateway-Key:  abc: def ')).toEqual(['X-Gateway-Key', 'abc: def'])
    // Every value HTTP cannot carry is refused here, not at each forward: controls (a tab aside), NUL, and characters beyond Latin-1.
    for (const text of [
      'no colon',
      ': value',
      'Bad Name: x',
      'X-A: one\r\nX-B: two',
      'X-A: bell\u0007',
      'X-A: nul\u0000',
      'X-A: del\u007F',
      'X-A: 10 €',
    ]) {
      expect(inputError(() => parseForwardHeader(text)).code).toBe('INVALID_HEADER')
    }
    expect(parseForwardHeader('X-A: tab\there, café')).toEqual(['X-A', 'tab\there, café'])
    for (const name of ['X-Webhook-Signature', 'content-length', 'Host', 'X-Pay-Listener-Hops']) {
      expect(inputError(() => parseForwardHeader(`${name}: x`)).message).toBe(
        `--header cannot set ${name}: the listener passes on the delivery's own.`,
      )
    }
  })
})

describe('WebhookRelay, routed', () => {
  const fx = useRelayFixture()
  const payouts = new Downstream()
  let payoutsUrl: string
  beforeAll(async () => {
    payoutsUrl = await payouts.start()
  })
  afterAll(() => payouts.stop())

  it('forwards each event to the target of its type, the others to the catch-all', async () => {
    const relay = new WebhookRelay({
      webhookSecret: SECRET,
      routes: [{url: payoutsUrl, events: ['withdrawal.*']}, {url: fx.url}],
      log: fx.log,
    })
    const refunded = await relay.handle(delivery('withdrawal.refunded', 'wd_1'))
    const credited = await relay.handle(delivery('deposit.success', 'dep_1'))
    expect(refunded.record.forward).toMatchObject({url: payoutsUrl, status: 200})
    expect(credited.record.forward).toMatchObject({url: fx.url, status: 200})
    expect(payouts.received.map((request) => JSON.parse(request.body.toString()).event_type)).toEqual(['withdrawal.refunded'])
    expect(fx.downstream.received.map((request) => JSON.parse(request.body.toString()).event_type)).toEqual(['deposit.success'])
    payouts.received.length = 0
  })

  it('answers 200 to an event no route takes, keeps it in the log and forwards it nowhere', async () => {
    const relay = new WebhookRelay({webhookSecret: SECRET, routes: [{url: fx.url, events: ['deposit.*']}], log: fx.log})
    const result = await relay.handle(delivery('withdrawal.success', 'wd_2'))
    expect(result.answer.status).toBe(200)
    expect(result.record).toMatchObject({forward: null, duplicate: false})
    expect(fx.downstream.received).toHaveLength(0)
    expect((await fx.log.newestFirst(1))[0]).toMatchObject({event_type: 'withdrawal.success'})
  })

  it('with events picked, answers the others 200 marked filtered, logged, not forwarded nor remembered', async () => {
    const relay = new WebhookRelay({webhookSecret: SECRET, events: ['deposit.success'], routes: [{url: fx.url}], log: fx.log})
    const other = await relay.handle(delivery('deposit.expired', 'dep_3'))
    expect(other.answer).toMatchObject({status: 200})
    expect(JSON.parse(other.answer.body.toString())).toEqual({received: true, filtered: true})
    expect(other.record).toMatchObject({filtered: true, forward: null, duplicate: false})
    expect((await relay.handle(delivery('deposit.expired', 'dep_3'))).record).toMatchObject({filtered: true, duplicate: false})
    const picked = await relay.handle(delivery('deposit.success', 'dep_3'))
    expect(picked.record).toMatchObject({forward: {status: 200}})
    expect(picked.record.filtered).toBeUndefined()
    expect(fx.downstream.received).toHaveLength(1)
    expect((await fx.log.newestFirst()).map((record) => record.filtered ?? false)).toEqual([false, true, true])
  })

  it('still refuses a forged delivery of an event not picked with 400', async () => {
    const relay = new WebhookRelay({webhookSecret: SECRET, events: ['deposit.success'], log: fx.log})
    const forged = {...delivery('withdrawal.success'), headers: [['X-Webhook-Signature', 'f'.repeat(64)]] as Array<[string, string]>}
    expect((await relay.handle(forged)).answer.status).toBe(400)
  })

  it('adds the --header headers to forwarded requests, and nothing of them to the log', async () => {
    const relay = new WebhookRelay({
      webhookSecret: SECRET,
      routes: [{url: fx.url}],
      extraHeaders: [['X-Gateway-Key', 'gw-secret-123']],
      log: fx.log,
    })
    await relay.handle(delivery('deposit.success', 'dep_4'))
    expect(fx.downstream.received[0]!.headers['x-gateway-key']).toBe('gw-secret-123')
    expect(fx.downstream.received[0]!.headers['x-webhook-signature']).toMatch(/^[0-9a-f]{64}$/)
    expect(readFileSync(fx.log.path, 'utf8')).not.toContain('gw-secret-123')
  })
})

describe('forwarding to https with a self-signed certificate', () => {
  const fx = useRelayFixture()
  const tls = {
    key: readFileSync(new URL('../fixtures/tls/self-signed.key', import.meta.url)),
    cert: readFileSync(new URL('../fixtures/tls/self-signed.crt', import.meta.url)),
  }
  const app = new Downstream(tls)
  let appUrl: string
  beforeAll(async () => {
    appUrl = await app.start()
  })
  afterAll(() => app.stop())

  it('fails the hand-over (502, naming the certificate) unless told to skip the check, then delivers', async () => {
    const checked = await new WebhookRelay({webhookSecret: SECRET, routes: [{url: appUrl}], log: fx.log}).handle(
      delivery('deposit.success', 'dep_5'),
    )
    expect(checked.answer.status).toBe(502)
    expect(checked.record.forward!.error).toMatch(/SELF_SIGNED|self[- ]signed/i)
    expect(app.received).toHaveLength(0)
    const skipped = await new WebhookRelay({webhookSecret: SECRET, routes: [{url: appUrl}], skipTlsVerify: true, log: fx.log}).handle(
      delivery('deposit.success', 'dep_5'),
    )
    expect(skipped.answer.status).toBe(200)
    expect(app.received).toHaveLength(1)
  })
})
