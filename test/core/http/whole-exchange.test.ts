import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest'

import {PayApi} from '../../../src/core/http/api.js'
import {PayClient} from '../../../src/core/http/client.js'
import {DEFAULT_RETRY_POLICY} from '../../../src/core/http/retry-policy.js'
import {MisbehavingServer} from '../../helpers/misbehaving-server.js'
import {StubServer} from '../../helpers/stub-server.js'
import {eventually} from '../../helpers/webhook-receiver.js'

// The whole exchange of an attempt is bounded, and so is what is read of an answer (docs/configuration.md,
// "Timeouts, answer size, and interrupted money requests"); commands are covered by test/guards/money-requests.test.ts.
const KEY = 'unk_test_client'
const SECRET = '0f'.repeat(32)
// Every request is misbehaved with: nothing is forwarded.
const server = new MisbehavingServer('http://127.0.0.1:9', () => true)
const stub = new StubServer({[KEY]: SECRET})
let misbehaving: string
let answering: string
const clients: PayClient[] = []

function api(baseUrl: string, overrides: Partial<ConstructorParameters<typeof PayClient>[0]> = {}): PayApi {
  const client = new PayClient({baseUrl, keyId: KEY, secret: SECRET, userAgent: 'test', sleep: async () => {}, ...overrides})
  clients.push(client)
  return new PayApi(client)
}

beforeAll(async () => {
  misbehaving = await server.start()
  answering = await stub.start()
})
afterEach(async () => {
  server.keys.length = 0
  server.closedByClient = 0
  await Promise.all(clients.splice(0).map((client) => client.close()))
})
afterAll(async () => {
  await server.stop()
  await stub.stop()
})

describe('one attempt', () => {
  it('ends at the timeout when the body trickles in, each retry bounded alike', async () => {
    server.mode = 'trickle'
    const retries = {...DEFAULT_RETRY_POLICY, retries: 2}
    await expect(api(misbehaving, {timeoutMs: 300, retryPolicy: retries}).getBalance()).rejects.toMatchObject({code: 'TIMEOUT'})
    expect(server.keys).toHaveLength(3)
    // The client closed each answer; the server hears of the last one a moment later.
    await eventually(() => server.closedByClient === 3)
    expect(server.closedByClient).toBe(3)
  })

  it('refuses a body that never ends past the limit, once: another try would meet the same', async () => {
    server.mode = 'endless'
    await expect(api(misbehaving).getBalance()).rejects.toMatchObject({code: 'ANSWER_TOO_LARGE', idempotencyKey: undefined})
    expect(server.keys).toHaveLength(1)
    await eventually(() => server.closedByClient === 1)
    expect(server.closedByClient).toBe(1)
  })

  it('refuses an answer whose Content-Length is past the limit, and reads one within it', async () => {
    stub.respond(() => ({status: 200, body: {available: '1.00', pending: '0.00', currency: 'THB'}}))
    await expect(api(answering, {maxAnswerBytes: 20}).getBalance()).rejects.toMatchObject({code: 'ANSWER_TOO_LARGE'})
    await expect(api(answering, {maxAnswerBytes: 200}).getBalance()).resolves.toMatchObject({data: {available: '1.00'}})
  })

  it('a money request stopped by its watch is interrupted, not retried, and keeps its key', async () => {
    server.mode = 'hold'
    const stop = new AbortController()
    const ended: unknown[] = []
    const pending = api(misbehaving, {onKeyedRequest: () => ({signal: stop.signal, ended: (response) => ended.push(response)})}).topUp(
      {amount: '1.00'},
      {idempotencyKey: 'k-held'},
    )
    await server.arrived()
    stop.abort('SIGTERM')
    await expect(pending).rejects.toMatchObject({code: 'INTERRUPTED', exitCode: 143, idempotencyKey: 'k-held'})
    expect(server.keys).toEqual(['k-held'])
    expect(ended).toEqual([undefined])
  })
})
