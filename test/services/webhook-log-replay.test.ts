import {appendFileSync} from 'node:fs'
import {join} from 'node:path'

import {describe, expect, it} from 'vitest'

import {InputError, PayError} from '../../src/core/errors.js'
import type {LoggedDelivery} from '../../src/services/webhooks/delivery-log.js'
import {replayDelivery} from '../../src/services/webhooks/replay.js'
import {replaySaid} from '../../src/ui/text/webhook-replay.js'
import {loggedDelivery} from '../helpers/logged-delivery.js'
import {deadUrl, useRelayFixture} from './webhook-downstream.js'

const BODY = Buffer.from('{"event_id":"w1:withdrawal.success","event_type":"withdrawal.success","withdrawal_id":"w1"}\n')

/** A delivery that arrived signed with its headers and body, not forwarded. */
function record(fields: Partial<LoggedDelivery> = {}): LoggedDelivery {
  const headers: Array<[string, string]> = [
    ['Host', 'old'],
    ['X-Webhook-Signature', 'f'.repeat(64)],
    ['Content-Type', 'application/json'],
  ]
  return loggedDelivery({headers, body_base64: BODY.toString('base64'), ...fields})
}

const fx = useRelayFixture()

describe('DeliveryLog', () => {
  it('is empty before anything arrived, and lists newest first within the limit', async () => {
    expect(await fx.log.newestFirst()).toEqual([])
    for (const id of ['a', 'b', 'c']) await fx.log.append(record({event_id: id}))
    expect((await fx.log.newestFirst()).map((entry) => entry.event_id)).toEqual(['c', 'b', 'a'])
    expect((await fx.log.newestFirst(2)).map((entry) => entry.event_id)).toEqual(['c', 'b'])
    expect(fx.log.path.endsWith(join('webhooks', 'events.jsonl'))).toBe(true)
  })

  it('skips a torn last line instead of failing', async () => {
    await fx.log.append(record({event_id: 'a'}))
    appendFileSync(fx.log.path, '{"source":"listen","rec')
    expect((await fx.log.newestFirst()).map((entry) => entry.event_id)).toEqual(['a'])
  })

  it('takes a prefix of 8 characters or more of one event id, as a narrow table shows it, and names the events of an ambiguous one', async () => {
    await fx.log.append(record({event_id: 'evt_12345678aa:deposit.success'}))
    await fx.log.append(record({event_id: 'evt_12345678bb:deposit.success'}))
    expect((await fx.log.receivedOf('evt_12345678a')).eventIds).toEqual(['evt_12345678aa:deposit.success'])
    expect((await fx.log.receivedOf('evt_12345678')).eventIds).toHaveLength(2)
    expect((await fx.log.receivedOf('evt_123')).records, 'shorter than a table shows: never a prefix').toEqual([])
  })

  it('lists the deliveries received for an event, newest first, never a replay', async () => {
    await fx.log.append(record({received_at: '2026-01-10T10:00:00.000Z'}))
    await fx.log.append(record({received_at: '2026-01-10T10:01:00.000Z'}))
    await fx.log.append(record({source: 'replay', received_at: '2026-01-10T10:02:00.000Z'}))
    expect((await fx.log.receivedOf('w1:withdrawal.success')).records.map((entry) => entry.received_at)).toEqual([
      '2026-01-10T10:01:00.000Z',
      '2026-01-10T10:00:00.000Z',
    ])
    expect(await fx.log.receivedOf('other')).toEqual({records: [], eventIds: []})
  })
})

describe('replayDelivery', () => {
  it('sends the original bytes and headers to where it was forwarded, and logs the replay', async () => {
    await fx.log.append(record({forward: {url: fx.url, status: 500, error: null, duration_ms: 3}}))
    const result = await replayDelivery({
      said: replaySaid(),
      log: fx.log,
      eventId: 'w1:withdrawal.success',
      now: () => new Date('2026-01-11T00:00:00Z'),
    })
    expect(result).toMatchObject({event_id: 'w1:withdrawal.success', url: fx.url, status: 200, replayed_at: '2026-01-11T00:00:00.000Z'})
    expect(fx.downstream.received).toHaveLength(1)
    expect(fx.downstream.received[0]!.body.equals(BODY)).toBe(true)
    expect(fx.downstream.received[0]!.headers['x-webhook-signature']).toBe('f'.repeat(64))
    expect(fx.downstream.received[0]!.headers.host).not.toBe('old')
    const [replayed] = await fx.log.newestFirst(1)
    expect(replayed).toMatchObject({source: 'replay', received_at: '2026-01-11T00:00:00.000Z', forward: {url: fx.url, status: 200}})
  })

  it('sends the newest verified delivery, not a newer forged one', async () => {
    await fx.log.append(record({forward: {url: fx.url, status: 200, error: null, duration_ms: 3}}))
    const forgedBody = Buffer.from(BODY.toString().replace('w1"}', 'w1","forged":true}'))
    await fx.log.append(
      record({
        signature_valid: false,
        signature_problem: 'does not match the body',
        body_base64: forgedBody.toString('base64'),
        forward: {url: fx.url, status: 200, error: null, duration_ms: 3},
      }),
    )
    await replayDelivery({said: replaySaid(), log: fx.log, eventId: 'w1:withdrawal.success'})
    expect(fx.downstream.received[0]!.body.equals(BODY)).toBe(true)
    expect(fx.downstream.received[0]!.headers['x-pay-signature-unverified']).toBeUndefined()
  })

  it('refuses an event only ever received unverified (exit 2, nothing sent) unless forced, and then marks it', async () => {
    await fx.log.append(
      record({
        signature_valid: false,
        signature_problem: 'no X-Webhook-Signature header',
        forward: {url: fx.url, status: 200, error: null, duration_ms: 3},
      }),
    )
    const refused = (await replayDelivery({said: replaySaid(), log: fx.log, eventId: 'w1:withdrawal.success'}).catch(
      (caught: unknown) => caught,
    )) as InputError
    expect(refused).toBeInstanceOf(InputError)
    expect(refused).toMatchObject({code: 'UNVERIFIED_EVENT', exitCode: 2})
    expect(refused.message).toContain('no X-Webhook-Signature header')
    expect(refused.tryMessage).toContain('--force')
    expect(fx.downstream.received).toHaveLength(0)
    expect((await replayDelivery({said: replaySaid(), log: fx.log, eventId: 'w1:withdrawal.success', force: true})).status).toBe(200)
    expect(fx.downstream.received[0]!.headers['x-pay-signature-unverified']).toBe('no X-Webhook-Signature header')
  })

  it('sends to --forward-to when given', async () => {
    await fx.log.append(record({forward: {url: await deadUrl(), status: 200, error: null, duration_ms: 3}}))
    expect((await replayDelivery({said: replaySaid(), log: fx.log, eventId: 'w1:withdrawal.success', forwardTo: fx.url})).status).toBe(200)
    expect(fx.downstream.received).toHaveLength(1)
  })

  it('refuses an unknown event, or one with nowhere to go, before sending anything (exit 2)', async () => {
    await fx.log.append(record())
    for (const [eventId, code] of [
      ['nope', 'EVENT_NOT_FOUND'],
      ['w1:withdrawal.success', 'NO_FORWARD_URL'],
    ] as const) {
      const error = await replayDelivery({said: replaySaid(), log: fx.log, eventId}).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(InputError)
      expect((error as InputError).code).toBe(code)
    }
    expect(fx.downstream.received).toHaveLength(0)
  })

  it('is an error (exit 1) when the app answers non-2xx or cannot be reached, and the attempt is logged', async () => {
    await fx.log.append(record())
    fx.downstream.answer = () => ({status: 503, body: 'down for maintenance'})
    const refused = (await replayDelivery({said: replaySaid(), log: fx.log, eventId: 'w1:withdrawal.success', forwardTo: fx.url}).catch(
      (caught: unknown) => caught,
    )) as PayError
    expect(refused).toBeInstanceOf(PayError)
    expect(refused).toMatchObject({exitCode: 1, code: 'DOWNSTREAM_REJECTED', status: 503})
    expect(refused.details).toMatchObject({body: 'down for maintenance'})
    const unreachable = (await replayDelivery({
      said: replaySaid(),
      log: fx.log,
      eventId: 'w1:withdrawal.success',
      forwardTo: await deadUrl(),
    }).catch((caught: unknown) => caught)) as PayError
    expect(unreachable).toMatchObject({exitCode: 1, code: 'DOWNSTREAM_UNREACHABLE'})
    expect((await fx.log.newestFirst(2)).map((entry) => entry.forward?.status)).toEqual([null, 503])
  })
})
