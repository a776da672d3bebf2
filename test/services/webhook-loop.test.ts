import {createHmac} from 'node:crypto'
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {afterEach, beforeEach, describe, expect, it} from 'vitest'

import {HOP_HEADER} from '../../src/core/webhooks/listener-headers.js'
import {type IncomingDelivery, MAX_HOPS} from '../../src/services/webhooks/delivery-disposition.js'
import {DeliveryLog} from '../../src/services/webhooks/delivery-log.js'
import type {ForwardAnswer} from '../../src/services/webhooks/forward.js'
import {type Listening, listenForWebhooks} from '../../src/services/webhooks/listen.js'
import {WebhookRelay} from '../../src/services/webhooks/receiver.js'
import {deadUrl} from './webhook-downstream.js'

const SECRET = `whsec_${'d'.repeat(40)}`
const BODY = Buffer.from('{"event_id":"dep_9:deposit.success","event_type":"deposit.success","deposit_id":"dep_9"}')
const sign = (body: Buffer, secret = SECRET) => createHmac('sha256', secret).update(body).digest('hex')

function delivery(headers: Array<[string, string]>): IncomingDelivery {
  return {body: BODY, headers: [['Content-Type', 'application/json'], ...headers], receivedAt: new Date()}
}

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pay-loop-'))
})
afterEach(() => rmSync(dir, {recursive: true, force: true}))

/**
 * Every way the relay refuses a delivery outright. A refusal touches no per-event state, so none may wait behind
 * the one-at-a-time lock of its event: a looped copy waiting there would be answered only when its own original
 * timed out.
 */
const REFUSED_COPIES: Array<[string, Array<[string, string]>, number]> = [
  [
    'this listener already in the hops',
    [
      ['X-Webhook-Signature', sign(BODY)],
      [HOP_HEADER, 'pay-listen-other, pay-listen-me'],
    ],
    508,
  ],
  [
    `${MAX_HOPS} listeners in the hops`,
    [
      ['X-Webhook-Signature', sign(BODY)],
      [HOP_HEADER, Array.from({length: MAX_HOPS}, (_, index) => `pay-listen-${index}`).join(', ')],
    ],
    508,
  ],
  ['a signature that does not match', [['X-Webhook-Signature', sign(BODY, 'another secret')]], 400],
  ['no signature', [], 400],
]

describe('a refused copy is answered while its event is being forwarded', () => {
  it.each(REFUSED_COPIES.map(([name, headers, status]) => ({name, headers, status})))(
    '$name: $status at once, the original still in flight',
    async ({headers, status}) => {
      let release!: (answer: ForwardAnswer) => void
      const inFlight = new Promise<ForwardAnswer>((resolve) => (release = resolve))
      const relay = new WebhookRelay({
        webhookSecret: SECRET,
        routes: [{url: 'http://127.0.0.1:9/app'}],
        listenerId: 'pay-listen-me',
        log: new DeliveryLog(dir),
        forward: () => inFlight,
      })
      let originalDone = false
      const original = relay.handle(delivery([['X-Webhook-Signature', sign(BODY)]])).then((relayed) => {
        originalDone = true
        return relayed
      })

      const copy = await relay.handle(delivery(headers))
      expect(copy.answer.status).toBe(status)
      expect(originalDone).toBe(false)

      release({status: 200, fromDownstream: true, body: Buffer.from('{}'), contentType: 'application/json', error: null, durationMs: 1})
      expect((await original).answer.status).toBe(200)
    },
  )
})

describe('two listeners forwarding to each other', () => {
  const running: Listening[] = []
  afterEach(async () => {
    for (const listening of running.splice(0)) await listening.stop()
  })

  it('the sender gets 508 from the loop, and the log says loop', async () => {
    const secondPort = Number(new URL(await deadUrl()).port)
    const listen = async (port: number, forwardTo: string) => {
      const listening = await listenForWebhooks({
        host: '127.0.0.1',
        port,
        routes: [{url: forwardTo}],
        webhookSecret: SECRET,
        dataDir: dir,
        onDelivery: () => {},
      })
      running.push(listening)
      return listening
    }
    const first = await listen(0, `http://127.0.0.1:${secondPort}/`)
    await listen(secondPort, first.url)

    const answer = await fetch(first.url, {
      method: 'POST',
      headers: {'content-type': 'application/json', 'x-webhook-signature': sign(BODY)},
      body: BODY,
    })
    expect(answer.status).toBe(508)
    expect(await answer.text()).toContain('forwarding loop')

    const records = await new DeliveryLog(dir).newestFirst()
    expect(records).toHaveLength(3)
    const [original, second, looped] = records
    expect(looped!.refused).toEqual({
      status: 508,
      reason: 'forwarding loop: it already passed through this listener',
      facts: {code: 'loop-self'},
    })
    expect(second!.forward).toMatchObject({url: first.url, status: 508})
    expect(original!.forward).toMatchObject({url: `http://127.0.0.1:${secondPort}/`, status: 508})
    expect(records.every((record) => record.forward?.status !== 504)).toBe(true)
  })
})
