import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {afterEach, beforeEach, describe, expect, it} from 'vitest'

import {DeliveryLog, type LoggedDelivery} from '../../src/services/webhooks/delivery-log.js'
import {isHandled, waitForDelivery} from '../../src/services/webhooks/wait.js'
import {loggedDelivery} from '../helpers/logged-delivery.js'

const T0 = Date.parse('2026-01-10T10:00:00.000Z')

const forward = (status: number | null) => ({
  url: 'http://127.0.0.1:3000/',
  status,
  error: status === null ? 'ECONNREFUSED' : null,
  duration_ms: 3,
})
/** A delivery the app answered 200, received at T0. */
const record = (fields: Partial<LoggedDelivery> = {}) =>
  loggedDelivery({received_at: new Date(T0).toISOString(), forward: forward(200), ...fields})

let dir: string
let log: DeliveryLog
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pay-wait-'))
  log = new DeliveryLog(dir)
})
afterEach(() => rmSync(dir, {recursive: true, force: true}))

/** A clock that moves only when the wait sleeps, and a sleep that may append to the log first: no real time passes. */
function fakeTime(onSleep: (call: number) => Promise<void> = async () => {}) {
  let now = T0
  let calls = 0
  return {
    now: () => now,
    sleep: async (ms: number) => {
      await onSleep(++calls)
      now += ms
    },
    calls: () => calls,
  }
}

describe('isHandled', () => {
  it.each([
    [{}, true],
    [{forward: null}, true],
    [{forward: null, duplicate: true}, true],
    [{source: 'replay' as const}, true],
    [{forward: forward(204)}, true],
    [{forward: forward(500)}, false],
    [{forward: forward(null)}, false],
    [{signature_valid: false}, false],
    [{forward: null, refused: {status: 400, reason: 'signature not verified'}}, false],
    [{forward: null, filtered: true}, false],
  ])('%j → %s', (fields, handled) => {
    expect(isHandled(record(fields))).toBe(handled)
  })
})

describe('waitForDelivery', () => {
  it('ends at once when the event is already in the log', async () => {
    await log.append(record())
    const time = fakeTime()
    const outcome = await waitForDelivery({log, eventType: 'withdrawal.success', objectId: 'w1', timeoutMs: 5000, ...time})
    expect(outcome.handled?.event_id).toBe('w1:withdrawal.success')
    expect(time.calls()).toBe(0)
  })

  it('keeps polling through an unhandled delivery until the handled one is appended', async () => {
    await log.append(record({forward: forward(500)}))
    const time = fakeTime(async (call) => {
      if (call === 3) await log.append(record({received_at: new Date(T0 + 1000).toISOString()}))
    })
    const outcome = await waitForDelivery({log, eventType: 'withdrawal.success', objectId: 'w1', timeoutMs: 60_000, ...time})
    expect(outcome.handled?.forward?.status).toBe(200)
    expect(time.calls()).toBe(3)
  })

  it('gives up at the timeout with the last delivery that did not count', async () => {
    await log.append(record({object_id: 'other', event_id: 'other:withdrawal.success'}))
    await log.append(record({forward: forward(503)}))
    await log.append(record({event_type: 'withdrawal.failed', event_id: 'w1:withdrawal.failed'}))
    const outcome = await waitForDelivery({log, eventType: 'withdrawal.success', objectId: 'w1', timeoutMs: 1000, ...fakeTime()})
    expect(outcome.handled).toBeUndefined()
    expect(outcome.lastUnhandled?.forward?.status).toBe(503)
  })

  it('without an object id, counts only deliveries logged after the wait began', async () => {
    await log.append(record({event_type: 'webhook.test', event_id: 'test', object_id: null, received_at: new Date(T0 - 1).toISOString()}))
    const time = fakeTime(async (call) => {
      if (call === 1)
        await log.append(
          record({event_type: 'webhook.test', event_id: 'test', object_id: null, received_at: new Date(T0 + 10).toISOString()}),
        )
    })
    const outcome = await waitForDelivery({log, eventType: 'webhook.test', timeoutMs: 5000, ...time})
    expect(outcome.handled?.received_at).toBe(new Date(T0 + 10).toISOString())
  })

  it('waits for a log that does not exist yet', async () => {
    const outcome = await waitForDelivery({log, eventType: 'deposit.success', objectId: 'd1', timeoutMs: 500, ...fakeTime()})
    expect(outcome).toEqual({handled: undefined, lastUnhandled: undefined})
  })
})
