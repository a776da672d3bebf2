import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest'

import {ApiError, NetworkError, type PayError} from '../../../src/core/errors.js'
import {endpoint, PayApi} from '../../../src/core/http/api.js'
import {PayClient} from '../../../src/core/http/client.js'
import {backoffDelayMs, DEFAULT_RETRY_POLICY} from '../../../src/core/http/retry-policy.js'
import {StubServer} from '../../helpers/stub-server.js'

const KEY = 'unk_test_client'
const SECRET = '0f'.repeat(32)
let stub: StubServer
let baseUrl: string
const clients: PayClient[] = []

function client(overrides: Partial<ConstructorParameters<typeof PayClient>[0]> = {}): PayClient {
  const created = new PayClient({baseUrl, keyId: KEY, secret: SECRET, userAgent: 'test', sleep: async () => {}, ...overrides})
  clients.push(created)
  return created
}

beforeAll(async () => {
  stub = new StubServer({[KEY]: SECRET})
  baseUrl = await stub.start()
})
afterEach(async () => {
  stub.received.length = 0
  await Promise.all(clients.splice(0).map((created) => created.close()))
})
afterAll(() => stub.stop())

describe('PayClient', () => {
  it('serialises the body once and signs those exact bytes', async () => {
    stub.respond(() => ({status: 201, body: {amount: '1.00', currency: 'THB', status: 'credited'}}))
    const api = new PayApi(client())
    await api.topUp({amount: '1.00'}, {idempotencyKey: 'k-1'})
    const [request] = stub.received
    expect(request!.body.toString()).toBe('{"amount":"1.00"}')
    expect(request!.headers['content-type']).toBe('application/json')
    expect(request!.headers['idempotency-key']).toBe('k-1')
    expect(request!.signatureValid).toBe(true)
  })

  it('signs each attempt with a fresh timestamp', async () => {
    let calls = 0
    stub.respond(() => (++calls < 3 ? {status: 502} : {status: 200, body: {available: '0.00', pending: '0.00', currency: 'THB'}}))
    let now = 1_800_000_000_000
    const api = new PayApi(client({now: () => (now += 1000)}))
    const {response} = await api.getBalance()
    expect(response.attempts).toBe(3)
    const timestamps = stub.received.map((request) => request.headers['x-timestamp'])
    expect(new Set(timestamps).size).toBe(3)
    expect(stub.received.every((request) => request.signatureValid)).toBe(true)
  })

  it('stops after the configured retries and reports the last status', async () => {
    stub.respond(() => ({status: 503, body: {error: {code: 'UNAVAILABLE', message: 'down', request_id: 'r'}}}))
    const api = new PayApi(client({retryPolicy: {...DEFAULT_RETRY_POLICY, retries: 2}}))
    await expect(api.getBalance()).rejects.toMatchObject({status: 503, code: 'UNAVAILABLE'})
    expect(stub.received).toHaveLength(3)
  })

  describe('a 429', () => {
    const limited = (retryAfter?: string) => ({
      status: 429,
      headers: retryAfter === undefined ? undefined : {'retry-after': retryAfter},
      body: {error: {code: 'RATE_LIMITED', message: 'too many', request_id: 'r429'}},
    })
    const credited = {status: 200, body: {amount: '1.00', currency: 'THB', status: 'credited'}}
    const NOW = 1_800_000_000_000

    async function topUpAfter(first: ReturnType<typeof limited>, policy = DEFAULT_RETRY_POLICY) {
      let calls = 0
      stub.respond(() => (++calls === 1 ? first : credited))
      const slept: number[] = []
      const waits: unknown[] = []
      let now = NOW
      const api = new PayApi(
        client({
          now: () => now,
          sleep: async (ms) => {
            slept.push(ms)
            now += ms
          },
          onServerWait: (wait) => waits.push(wait),
          retryPolicy: policy,
        }),
      )
      const outcome = await api.topUp({amount: '1.00'}, {idempotencyKey: 'k-429'}).catch((caught: unknown) => caught)
      return {outcome, slept, waits}
    }

    it('is sent again after the seconds its Retry-After asks, with the same key and body and a fresh signature', async () => {
      const {outcome, slept, waits} = await topUpAfter(limited('2'))
      expect(outcome).toMatchObject({data: {status: 'credited'}})
      expect(slept).toEqual([2000])
      expect(waits).toEqual([{status: 429, delayMs: 2000, attempt: 1, idempotencyKey: 'k-429'}])
      const [first, second] = stub.received
      expect(second!.headers['idempotency-key']).toBe('k-429')
      expect(second!.body).toEqual(first!.body)
      expect(second!.headers['x-timestamp']).not.toBe(first!.headers['x-timestamp'])
      expect(stub.received.every((request) => request.signatureValid)).toBe(true)
    })

    it('honours a Retry-After written as an HTTP date', async () => {
      const {slept} = await topUpAfter(limited(new Date(NOW + 5000).toUTCString()))
      expect(slept).toEqual([5000])
    })

    it('without Retry-After backs off as for a 5xx, silently', async () => {
      const {outcome, slept, waits} = await topUpAfter(limited())
      expect(outcome).toMatchObject({data: {status: 'credited'}})
      expect(slept).toHaveLength(1)
      expect(slept[0]).toBeLessThanOrEqual(DEFAULT_RETRY_POLICY.baseDelayMs)
      expect(waits).toEqual([])
    })

    it('asking a wait longer than the bound is not waited out: the error says how long to wait', async () => {
      const {outcome, slept} = await topUpAfter(limited('120'), {...DEFAULT_RETRY_POLICY, maxRetryAfterMs: 60_000})
      expect(slept).toEqual([])
      expect(stub.received).toHaveLength(1)
      expect(outcome).toMatchObject({code: 'RATE_LIMITED', status: 429, idempotencyKey: 'k-429'})
      expect((outcome as PayError).tryMessage).toContain('Wait 120 seconds')
    })
  })

  it('does not retry a 4xx', async () => {
    stub.respond(() => ({status: 422, body: {error: {code: 'INVALID_AMOUNT', message: 'amount must not be negative', request_id: 'r2'}}}))
    const api = new PayApi(client())
    const error = await api.topUp({amount: '-1'}).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({code: 'INVALID_AMOUNT', status: 422, requestId: 'r2', exitCode: 1})
    expect((error as PayError).idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
    expect(stub.received).toHaveLength(1)
  })

  it('turns a timeout into a NetworkError that keeps the Idempotency-Key', async () => {
    stub.respond(() => ({status: 200, delayMs: 1500, body: {}}))
    const api = new PayApi(client({timeoutMs: 200, retryPolicy: {...DEFAULT_RETRY_POLICY, retries: 0}}))
    const error = await api
      .createDeposit(
        {amount: '1.00', payer_bank_account_name: 'a', payer_bank_account_number: '1', payer_bank_provider: 'KBANK'},
        {idempotencyKey: 'dep-1'},
      )
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(NetworkError)
    expect(error).toMatchObject({code: 'TIMEOUT', idempotencyKey: 'dep-1'})
  })

  it('refuses an answer that breaks the money contract', async () => {
    stub.respond(() => ({status: 200, body: {available: 100.5, pending: '0.00', currency: 'THB'}}))
    await expect(new PayApi(client()).getBalance()).rejects.toMatchObject({code: 'UNEXPECTED_RESPONSE'})
  })

  it('keeps extra fields the service says may exist', async () => {
    stub.respond(() => ({status: 200, body: {available: '1.00', pending: '0.00', currency: 'THB', reserved: '0.00'}}))
    const {data} = await new PayApi(client()).getBalance()
    expect(data).toMatchObject({reserved: '0.00'})
  })

  it('sends the bank list request unsigned', async () => {
    stub.respond(() => ({status: 200, body: {}}))
    await new PayApi(client()).getBanks()
    expect(stub.received[0]!.headers['x-api-key']).toBeUndefined()
  })

  it('accepts the short {id, status} answer to a cancel', async () => {
    stub.respond(() => ({status: 200, body: {id: 'd1', status: 'CANCELLED'}}))
    const {data} = await new PayApi(client()).cancelDeposit('d1')
    expect(data).toEqual({id: 'd1', status: 'CANCELLED'})
    expect(stub.received[0]!.target).toBe('/v1/deposits/d1/cancel')
  })

  it('encodes ids so a path cannot be smuggled in', async () => {
    stub.respond(() => ({status: 404, body: {error: {code: 'NOT_FOUND', message: 'not found', request_id: 'r'}}}))
    await expect(new PayApi(client()).getDeposit('../balance')).rejects.toMatchObject({code: 'NOT_FOUND'})
    expect(stub.received[0]!.target).toBe('/v1/deposits/..%2Fbalance')
  })

  it('drops the trailing slashes of the base URL and of its path, however many', async () => {
    stub.respond(() => ({status: 200, body: {available: '0.00', pending: '0.00', currency: 'THB'}}))
    await new PayApi(client({baseUrl: `${baseUrl}/api///`})).getBalance()
    expect(stub.received[0]!.target).toBe('/api/v1/balance')
    expect(stub.received[0]!.signatureValid).toBe(true)
    expect(client({baseUrl: `${baseUrl}${'/'.repeat(100_000)}`}).baseUrl).toBe(baseUrl)
  })
})

describe('--dry-run in the client', () => {
  it('wouldSend signs the request as send would, with the same body bytes and key, and sends nothing', async () => {
    const api = new PayApi(client({now: () => 1_800_000_000_000}))
    const {dry_run: report} = api.wouldSend(endpoint.topUp({amount: '1.00'}, {idempotencyKey: 'k-dry'}))
    expect(report).toMatchObject({method: 'POST', url: `${baseUrl}/v1/test/top-up`, body: '{"amount":"1.00"}'})
    expect(report.headers).toMatchObject({'idempotency-key': 'k-dry', 'x-timestamp': '1800000000'})
    expect(report.canonical_string).toContain('/v1/test/top-up')
    expect(stub.received).toEqual([])
  })

  it('a client made for a dry run refuses to send: a bug in pay, never a request', async () => {
    const api = new PayApi(client({dryRun: true}))
    await expect(api.getBalance()).rejects.toThrow(`GET ${baseUrl}/v1/balance was about to be sent under --dry-run; nothing was sent.`)
    expect(api.wouldSend(endpoint.getBalance()).dry_run.url).toBe(`${baseUrl}/v1/balance`)
    expect(stub.received).toEqual([])
  })
})

describe('backoffDelayMs', () => {
  it('doubles up to the cap, with jitter in the upper half', () => {
    const policy = {retries: 5, baseDelayMs: 100, maxDelayMs: 500}
    expect(backoffDelayMs(policy, 1, () => 0)).toBe(50)
    expect(backoffDelayMs(policy, 1, () => 0.999)).toBe(100)
    expect(backoffDelayMs(policy, 3, () => 0.999)).toBe(400)
    expect(backoffDelayMs(policy, 6, () => 0.999)).toBe(500)
  })
})
