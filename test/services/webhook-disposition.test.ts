import {createHmac} from 'node:crypto'
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {afterEach, describe, expect, it} from 'vitest'

import {AuthError} from '../../src/core/errors.js'
import {ProfileStore} from '../../src/core/profiles/store.js'
import {HOP_HEADER} from '../../src/core/webhooks/listener-headers.js'
import {DeliveryDecisions, type DeliveryDisposition, type IncomingDelivery} from '../../src/services/webhooks/delivery-disposition.js'
import type {ForwardAnswer} from '../../src/services/webhooks/forward.js'
import {listenerCredentials} from '../../src/services/webhooks/listen.js'

const SECRET = `whsec_${'e'.repeat(40)}`
const APP = 'http://127.0.0.1:3000/hooks'

function delivery(eventId: string, options: {type?: string; signed?: boolean; hops?: string} = {}): IncomingDelivery {
  const body = Buffer.from(JSON.stringify({event_id: eventId, event_type: options.type ?? 'deposit.success'}))
  const signature = createHmac('sha256', options.signed === false ? 'another' : SECRET)
    .update(body)
    .digest('hex')
  const headers: Array<[string, string]> = [['X-Webhook-Signature', signature]]
  if (options.hops) headers.push([HOP_HEADER, options.hops])
  return {body, headers, receivedAt: new Date()}
}

const answered = (status: number) => async (): Promise<ForwardAnswer> => ({
  status,
  fromDownstream: true,
  body: Buffer.alloc(0),
  error: null,
  durationMs: 1,
})

async function kindOf(decisions: DeliveryDecisions, incoming: IncomingDelivery, status = 200): Promise<DeliveryDisposition['kind']> {
  return (await decisions.decide(incoming, answered(status))).disposition.kind
}

describe('DeliveryDecisions', () => {
  it('gives each delivery one disposition, refusals first', async () => {
    const decisions = new DeliveryDecisions({
      webhookSecret: SECRET,
      routes: [{url: APP}],
      events: ['deposit.*'],
      listenerId: 'pay-listen-me',
    })
    expect(await kindOf(decisions, delivery('a', {hops: 'pay-listen-me'}))).toBe('loop')
    expect(await kindOf(decisions, delivery('b', {signed: false}))).toBe('refused')
    expect(await kindOf(decisions, delivery('c', {type: 'withdrawal.success'}))).toBe('filtered')
    const passed = (await decisions.decide(delivery('d'), answered(200))).disposition
    expect(passed).toMatchObject({kind: 'verified', forwardTo: {url: APP}, signatureProblem: null})
    expect(await kindOf(decisions, delivery('d'))).toBe('duplicate')
  })

  it('remembers an event only once it was verified and handed over', async () => {
    const decisions = new DeliveryDecisions({webhookSecret: SECRET, routes: [{url: APP}], forwardUnverified: true})
    expect(await kindOf(decisions, delivery('e'), 500)).toBe('verified')
    expect(await kindOf(decisions, delivery('e'))).toBe('verified')
    expect(await kindOf(decisions, delivery('f', {signed: false}))).toBe('unverified')
    expect(await kindOf(decisions, delivery('f', {signed: false}))).toBe('unverified')
    expect(await kindOf(decisions, delivery('test'))).toBe('verified')
    expect(await kindOf(decisions, delivery('test'))).toBe('verified')
  })
})

describe('listenerCredentials', () => {
  let dir: string | undefined
  afterEach(() => dir && rmSync(dir, {recursive: true, force: true}))

  it("uses the profile's webhook secret, and says why, when no credentials resolve", async () => {
    dir = mkdtempSync(join(tmpdir(), 'pay-listen-credentials-'))
    const store = new ProfileStore(dir, {PAY_KEYRING: 'off'})
    await store.put('hooks', () => ({base_url: 'https://api.example.com', webhook_secret: SECRET}), {defaultIfNone: true})
    const source = {
      credentials: () => {
        throw new AuthError('no key')
      },
      sandboxTarget: () => {
        throw new AuthError('no key')
      },
      store: () => store,
    }
    expect(listenerCredentials(source, {env: {}})).toMatchObject({webhookSecret: SECRET, unresolved: {message: 'no key'}})
  })
})
