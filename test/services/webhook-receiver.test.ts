import {afterEach, describe, expect, it} from 'vitest'

import {PayError} from '../../src/core/errors.js'
import type {IncomingDelivery} from '../../src/services/webhooks/delivery-disposition.js'
import {type RefusedRequest, type RunningReceiver, startWebhookReceiver} from '../../src/services/webhooks/receiver.js'
import {loggedDelivery} from '../helpers/logged-delivery.js'

const running: RunningReceiver[] = []
afterEach(async () => {
  await Promise.all(running.splice(0).map((receiver) => receiver.close()))
})

async function receiver(options: {maxBodyBytes?: number; port?: number} = {}) {
  const deliveries: IncomingDelivery[] = []
  const refused: RefusedRequest[] = []
  const started = await startWebhookReceiver({
    host: '127.0.0.1',
    port: options.port ?? 0,
    maxBodyBytes: options.maxBodyBytes,
    relay: {
      handle: async (delivery) => {
        deliveries.push(delivery)
        return {record: loggedDelivery(), event: null, answer: {status: 299, contentType: 'text/plain', body: Buffer.from('answer')}}
      },
    },
    onDelivery: () => {},
    onRefused: (request) => refused.push(request),
  })
  running.push(started)
  return {started, deliveries, refused}
}

describe('startWebhookReceiver', () => {
  it('hands over the raw body and the header pairs as sent, and answers what the handler decides', async () => {
    const {started, deliveries} = await receiver()
    expect(started.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/)
    const body = Buffer.from('{"a": 1}\n')
    const response = await fetch(`${started.url}any/path`, {method: 'POST', body, headers: {'X-Webhook-Signature': 'abc'}})
    expect(response.status).toBe(299)
    expect(await response.text()).toBe('answer')
    expect(deliveries).toHaveLength(1)
    expect(deliveries[0]!.body.equals(body)).toBe(true)
    expect(deliveries[0]!.headers).toContainEqual(['X-Webhook-Signature', 'abc'])
  })

  it('refuses a body over the cap with 413 and never hands it over', async () => {
    const {started, deliveries, refused} = await receiver({maxBodyBytes: 16})
    const response = await fetch(started.url, {method: 'POST', body: 'x'.repeat(17)})
    expect(response.status).toBe(413)
    expect(deliveries).toHaveLength(0)
    expect(refused[0]).toEqual({status: 413, maxBytes: 16})
    expect((await fetch(started.url, {method: 'POST', body: 'x'.repeat(16)})).status).toBe(299)
  })

  it('refuses a chunked body that grows over the cap, and the sender still hears the 413', async () => {
    const {started, deliveries} = await receiver({maxBodyBytes: 1024})
    const chunks = new ReadableStream({
      start(controller) {
        for (let index = 0; index < 64; index++) controller.enqueue(new TextEncoder().encode('y'.repeat(1024)))
        controller.close()
      },
    })
    const response = await fetch(started.url, {method: 'POST', body: chunks, duplex: 'half'} as RequestInit)
    expect(response.status).toBe(413)
    expect(deliveries).toHaveLength(0)
  })

  it('answers 405 to anything but POST', async () => {
    const {started, deliveries} = await receiver()
    const response = await fetch(started.url)
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
    expect(deliveries).toHaveLength(0)
  })

  it('says which port is taken', async () => {
    const {started} = await receiver()
    const port = Number(new URL(started.url).port)
    const error = await receiver({port}).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(PayError)
    expect((error as PayError).code).toBe('PORT_IN_USE')
    expect((error as PayError).message).toContain(String(port))
  })
})
