import {createHmac} from 'node:crypto'

import {describe, expect, it} from 'vitest'

import {InputError} from '../../src/core/errors.js'
import type {MistakeId} from '../../src/core/signing/diagnosis/mistake-facts.js'
import type {IncomingDelivery} from '../../src/services/webhooks/delivery-disposition.js'
import {checkForwardUrl, forwardableHeaders} from '../../src/services/webhooks/forward.js'
import {WebhookRelay} from '../../src/services/webhooks/receiver.js'
import {en} from '../../src/ui/words/en/index.js'
import {deadUrl, useRelayFixture} from './webhook-downstream.js'

const SECRET = `whsec_${'c'.repeat(40)}`
const BODY = Buffer.from(
  '{"event_id":"dep_1:deposit.success","event_type":"deposit.success","deposit_id":"dep_1","amount":"100.37","credited_amount":"99.37"}',
)

function sign(body: Buffer, secret = SECRET): string {
  return createHmac('sha256', secret).update(body).digest('hex')
}

function delivery(body = BODY, signature = sign(body), extra: Array<[string, string]> = []): IncomingDelivery {
  const headers: Array<[string, string]> = [
    ['Host', '127.0.0.1:4011'],
    ['Content-Type', 'application/json'],
    ['Content-Length', String(body.length)],
    ['Connection', 'keep-alive'],
    ['X-Webhook-Signature', signature],
    ['X-Webhook-Event-Id', 'dep_1:deposit.success'],
    ...extra,
  ]
  return {body, headers, receivedAt: new Date('2026-01-10T10:00:00Z')}
}

const fx = useRelayFixture()

describe('WebhookRelay', () => {
  it('forwards the exact bytes and headers (minus hop-by-hop ones) and answers with the downstream status and body', async () => {
    fx.downstream.answer = () => ({status: 202, body: '{"queued":true}'})
    const relay = new WebhookRelay({webhookSecret: SECRET, routes: [{url: fx.url}], log: fx.log})
    const {record, answer, event} = await relay.handle(delivery(BODY, sign(BODY), [['X-Custom', 'kept']]))
    expect(answer.status).toBe(202)
    expect(answer.body.toString()).toBe('{"queued":true}')
    expect(fx.downstream.received).toHaveLength(1)
    const [received] = fx.downstream.received
    expect(received!.body.equals(BODY)).toBe(true)
    expect(received!.headers['x-webhook-signature']).toBe(sign(BODY))
    expect(received!.headers['x-webhook-event-id']).toBe('dep_1:deposit.success')
    expect(received!.headers['x-custom']).toBe('kept')
    expect(received!.headers['content-length']).toBe(String(BODY.length))
    expect(received!.headers.host).not.toBe('127.0.0.1:4011')
    expect(record).toMatchObject({
      event_id: 'dep_1:deposit.success',
      event_type: 'deposit.success',
      object_id: 'dep_1',
      amount: '100.37',
      signature_valid: true,
      signature_problem: null,
      duplicate: false,
      forward: {url: fx.url, status: 202, error: null},
    })
    expect(event).toMatchObject({deposit_id: 'dep_1'})
    const [logged] = await fx.log.newestFirst()
    expect(Buffer.from(logged!.body_base64, 'base64').equals(BODY)).toBe(true)
    expect(logged!.headers).toContainEqual(['X-Webhook-Signature', sign(BODY)])
  })

  it('drops a repeated event_id after a 2xx: answers 200 and does not forward it again', async () => {
    const relay = new WebhookRelay({webhookSecret: SECRET, routes: [{url: fx.url}], log: fx.log})
    await relay.handle(delivery())
    const second = await relay.handle(delivery())
    expect(second.answer.status).toBe(200)
    expect(second.record).toMatchObject({duplicate: true, forward: null})
    expect(fx.downstream.received).toHaveLength(1)
    expect((await fx.log.newestFirst()).map((record) => record.duplicate)).toEqual([true, false])
  })

  it('does not remember an event the downstream refused, so the retry is forwarded again', async () => {
    let calls = 0
    fx.downstream.answer = () => ({status: ++calls === 1 ? 500 : 200, body: calls === 1 ? 'boom' : ''})
    const relay = new WebhookRelay({webhookSecret: SECRET, routes: [{url: fx.url}], log: fx.log})
    const first = await relay.handle(delivery())
    expect(first.answer.status).toBe(500)
    expect(first.answer.body.toString()).toBe('boom')
    const retry = await relay.handle(delivery())
    expect(retry.answer.status).toBe(200)
    expect(retry.record.duplicate).toBe(false)
    expect(fx.downstream.received).toHaveLength(2)
  })

  it('answers 502 when the downstream is down, records why, and forwards the retry once it is up', async () => {
    const relay = new WebhookRelay({webhookSecret: SECRET, routes: [{url: await deadUrl()}], log: fx.log})
    const first = await relay.handle(delivery())
    expect(first.answer.status).toBe(502)
    expect(first.record.forward).toMatchObject({status: null})
    expect(first.record.forward!.error).toMatch(/ECONNREFUSED/)
    const upAgain = new WebhookRelay({webhookSecret: SECRET, routes: [{url: fx.url}], log: fx.log})
    expect((await upAgain.handle(delivery())).answer.status).toBe(200)
  })

  it('refuses a forged delivery with 400: kept in the log marked unverified, never forwarded, never shadowing the real event', async () => {
    const relay = new WebhookRelay({webhookSecret: SECRET, routes: [{url: fx.url}], log: fx.log})
    const forged = await relay.handle(delivery(BODY, sign(BODY, 'another secret')))
    expect(forged.answer.status).toBe(400)
    expect(JSON.parse(forged.answer.body.toString())).toEqual({
      error: expect.stringMatching(/^signature not verified: does not match the body/),
    })
    expect(forged.record).toMatchObject({
      signature_valid: false,
      duplicate: false,
      forward: null,
      refused: {status: 400, reason: 'signature not verified'},
    })
    expect(forged.record.signature_problem).toMatch(/^does not match the body \(another webhook secret signed it/)
    expect(fx.downstream.received).toHaveLength(0)
    expect((await fx.log.newestFirst())[0]).toMatchObject({signature_valid: false, refused: {status: 400}})
    const real = await relay.handle(delivery())
    expect(real.record).toMatchObject({signature_valid: true, duplicate: false, refused: null})
    expect(fx.downstream.received).toHaveLength(1)
  })

  it.each([
    ['a secret with a trailing newline', sign(BODY, `${SECRET}\n`), 'Secret with surrounding whitespace'],
    ['uppercase hex', sign(BODY).toUpperCase(), 'Signature in uppercase hex'],
    ['the body signed without its trailing newline', sign(BODY), 'A trailing newline was added to the body'],
  ])('names the likely mistake in the failure line: %s', async (_case, signature, title) => {
    const mistakeTitle = (mistake: MistakeId) => en.mistakes.titles[mistake]
    const relay = new WebhookRelay({webhookSecret: SECRET, routes: [{url: fx.url}], log: fx.log, mistakeTitle})
    const body = title.startsWith('A trailing newline') ? Buffer.concat([BODY, Buffer.from('\n')]) : BODY
    const {record, answer} = await relay.handle(delivery(body, signature))
    expect(answer.status).toBe(400)
    expect(record.signature_problem).toBe(`does not match the body; it would match with: ${title}`)
    expect(record.signature_facts).toMatchObject({code: 'no-match', mistake: expect.any(String)})
    expect(fx.downstream.received).toHaveLength(0)
  })

  it('refuses a delivery without a signature header, or when no secret is set, with 400', async () => {
    const unsigned = {...delivery(), headers: delivery().headers.filter(([name]) => name !== 'X-Webhook-Signature')}
    const withSecret = await new WebhookRelay({webhookSecret: SECRET, routes: [{url: fx.url}], log: fx.log}).handle(unsigned)
    expect(withSecret.record).toMatchObject({
      signature_problem: 'no X-Webhook-Signature header',
      signature_facts: {code: 'no-header'},
      refused: {status: 400, reason: 'signature not verified', facts: {code: 'not-verified'}},
    })
    const noSecret = await new WebhookRelay({routes: [{url: fx.url}], log: fx.log}).handle(delivery())
    expect(noSecret.record).toMatchObject({
      signature_problem: 'no webhook secret set',
      signature_facts: {code: 'no-secret'},
      refused: {status: 400},
    })
    expect(noSecret.answer.status).toBe(400)
    expect(fx.downstream.received).toHaveLength(0)
  })

  it('with forwardUnverified, forwards a failed delivery with a header saying why, and still drops duplicates of verified ones', async () => {
    const relay = new WebhookRelay({webhookSecret: SECRET, routes: [{url: fx.url}], forwardUnverified: true, log: fx.log})
    const forged = await relay.handle(delivery(BODY, sign(BODY, 'another secret')))
    expect(forged.answer.status).toBe(200)
    expect(forged.record).toMatchObject({signature_valid: false, refused: null, forward: {status: 200}})
    expect(fx.downstream.received[0]!.headers['x-pay-signature-unverified']).toMatch(/^does not match the body/)
    const spoofed = await relay.handle(delivery(BODY, sign(BODY), [['X-Pay-Signature-Unverified', 'spoofed']]))
    expect(spoofed.record.signature_valid).toBe(true)
    expect(fx.downstream.received[1]!.headers['x-pay-signature-unverified']).toBeUndefined()
    expect((await relay.handle(delivery())).record.duplicate).toBe(true)
    expect(fx.downstream.received).toHaveLength(2)
  })

  it('adds its id to the hop header, and answers 508 to a delivery that already passed through it or too many listeners', async () => {
    const relay = new WebhookRelay({webhookSecret: SECRET, routes: [{url: fx.url}], log: fx.log, listenerId: 'pay-listen-me'})
    await relay.handle(delivery(BODY, sign(BODY), [['X-Pay-Listener-Hops', 'pay-listen-other']]))
    expect(fx.downstream.received[0]!.headers['x-pay-listener-hops']).toBe('pay-listen-other, pay-listen-me')
    const looped = await relay.handle(delivery(BODY, sign(BODY), [['X-Pay-Listener-Hops', 'pay-listen-other, pay-listen-me']]))
    expect(looped.answer.status).toBe(508)
    expect(looped.record).toMatchObject({
      refused: {status: 508, reason: 'forwarding loop: it already passed through this listener'},
      duplicate: false,
      forward: null,
    })
    const manyHops = Array.from({length: 8}, (_, index) => `pay-listen-${index}`).join(', ')
    expect((await relay.handle(delivery(BODY, sign(BODY), [['X-Pay-Listener-Hops', manyHops]]))).answer.status).toBe(508)
    expect(fx.downstream.received).toHaveLength(1)
  })

  it('without --forward-to, accepts with 200 and still drops duplicates', async () => {
    const relay = new WebhookRelay({webhookSecret: SECRET, log: fx.log})
    const first = await relay.handle(delivery())
    expect(first.answer.status).toBe(200)
    expect(first.record.forward).toBeNull()
    expect((await relay.handle(delivery())).record.duplicate).toBe(true)
  })

  it('forwards one of two simultaneous deliveries of an event and drops the other', async () => {
    fx.downstream.answer = () => ({status: 200, delayMs: 100})
    const relay = new WebhookRelay({webhookSecret: SECRET, routes: [{url: fx.url}], log: fx.log})
    const results = await Promise.all([relay.handle(delivery()), relay.handle(delivery())])
    expect(results.map((result) => result.record.duplicate).sort()).toEqual([false, true])
    expect(fx.downstream.received).toHaveLength(1)
  })

  it('never takes the portal test event, or a body without event_id, for a duplicate', async () => {
    const relay = new WebhookRelay({webhookSecret: SECRET, routes: [{url: fx.url}], log: fx.log})
    const test = Buffer.from('{"event_id":"test","event_type":"webhook.test"}')
    const notJson = Buffer.from('hello')
    for (const body of [test, test, notJson, notJson]) expect((await relay.handle(delivery(body, sign(body)))).record.duplicate).toBe(false)
    expect(fx.downstream.received).toHaveLength(4)
    expect((await fx.log.newestFirst(1))[0]).toMatchObject({event_id: null, event_type: null, signature_valid: true})
  })
})

describe('forwardableHeaders', () => {
  it('drops hop-by-hop headers and those the Connection header names, keeping order and case', () => {
    const headers: Array<[string, string]> = [
      ['Host', 'x'],
      ['Connection', 'keep-alive, X-Hop'],
      ['Keep-Alive', 'timeout=5'],
      ['Transfer-Encoding', 'chunked'],
      ['Content-Length', '10'],
      ['X-Hop', '1'],
      ['X-Webhook-Signature', 'abc'],
      ['Content-Type', 'application/json'],
    ]
    expect(forwardableHeaders(headers)).toEqual([
      ['X-Webhook-Signature', 'abc'],
      ['Content-Type', 'application/json'],
    ])
  })
})

describe('checkForwardUrl', () => {
  it('accepts an http(s) URL and refuses anything else with exit 2', () => {
    expect(checkForwardUrl('https://app.example/hooks', '--forward-to')).toBe('https://app.example/hooks')
    for (const bad of ['localhost:3000', 'ftp://x/y', '']) {
      expect(() => checkForwardUrl(bad, '--forward-to')).toThrow(InputError)
    }
  })
})
