import {connect} from 'node:net'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {authHeaders, signRequest} from '../../src/core/signing/sign-request.js'
import {TestSandbox} from '../helpers/sandbox.js'

const NOW = Date.parse('2026-11-22T10:00:00Z')
const NOW_SECONDS = NOW / 1000
let sandbox: TestSandbox

beforeAll(async () => {
  sandbox = await TestSandbox.start({now: () => NOW})
})
afterAll(() => sandbox.close())

const stamp = (offset = 0) => String(NOW_SECONDS + offset)

/** Sends a GET with the given header lines exactly as written (names in any case, duplicates allowed). */
function rawGet(target: string, headers: Array<[string, string]>): Promise<{status: number; body: any}> {
  const url = new URL(sandbox.baseUrl)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname)
    let text = ''
    socket.on('data', (chunk) => (text += chunk.toString('utf8')))
    socket.on('error', reject)
    socket.on('end', () => {
      const [head, body] = text.split('\r\n\r\n')
      resolve({status: Number(head!.split(' ')[1]), body: JSON.parse(body!)})
    })
    const lines = [
      `GET ${target} HTTP/1.1`,
      `Host: ${url.host}`,
      'Connection: close',
      ...headers.map(([name, value]) => `${name}: ${value}`),
    ]
    socket.end(`${lines.join('\r\n')}\r\n\r\n`)
  })
}

function signedHeaders(target = '/v1/balance', timestamp = stamp(), secret = sandbox.merchant.test.secret): Array<[string, string]> {
  const signed = signRequest({secret, method: 'GET', target, timestamp})
  return Object.entries(authHeaders(sandbox.merchant.test.key_id, signed))
}

describe('the 401 matrix', () => {
  const cases: Array<[string, () => Promise<{status: number; body: any}>]> = [
    ['no headers', () => rawGet('/v1/balance', [])],
    [
      'no X-Api-Key',
      () =>
        rawGet(
          '/v1/balance',
          signedHeaders().filter(([name]) => name !== 'x-api-key'),
        ),
    ],
    [
      'no X-Signature',
      () =>
        rawGet(
          '/v1/balance',
          signedHeaders().filter(([name]) => name !== 'x-signature'),
        ),
    ],
    [
      'no X-Timestamp',
      () =>
        rawGet(
          '/v1/balance',
          signedHeaders().filter(([name]) => name !== 'x-timestamp'),
        ),
    ],
    [
      'an empty X-Signature',
      () =>
        rawGet(
          '/v1/balance',
          signedHeaders().map(([name, value]) => [name, name === 'x-signature' ? '' : value]),
        ),
    ],
    [
      'an unknown key id',
      () =>
        rawGet(
          '/v1/balance',
          signedHeaders().map(([name, value]) => [name, name === 'x-api-key' ? 'unk_test_nobody' : value]),
        ),
    ],
    ['a non-numeric timestamp', () => rawGet('/v1/balance', signedHeaders('/v1/balance', 'yesterday'))],
    ['a timestamp 301 s old', () => rawGet('/v1/balance', signedHeaders('/v1/balance', stamp(-301)))],
    ['a timestamp 301 s ahead', () => rawGet('/v1/balance', signedHeaders('/v1/balance', stamp(301)))],
    ['the wrong secret', () => rawGet('/v1/balance', signedHeaders('/v1/balance', stamp(), 'f'.repeat(64)))],
    ['a query added after signing', () => rawGet('/v1/withdrawals?limit=5', signedHeaders('/v1/withdrawals'))],
    ['a query changed after signing', () => rawGet('/v1/withdrawals?limit=6', signedHeaders('/v1/withdrawals?limit=5'))],
    ['a duplicated X-Api-Key', () => rawGet('/v1/balance', [...signedHeaders(), ['x-api-key', sandbox.merchant.test.key_id]])],
  ]

  it.each(cases)('answers the identical 401 for %s', async (_, send) => {
    const {status, body} = await send()
    expect(status).toBe(401)
    expect({...body.error, request_id: 'X'}).toEqual({code: 'UNAUTHORIZED', message: 'invalid or missing authentication', request_id: 'X'})
    expect(body.error.request_id).toMatch(/^req_/)
  })

  it('answers the identical 401 for a body changed after signing', async () => {
    const signed = signRequest({
      secret: sandbox.merchant.test.secret,
      method: 'POST',
      target: '/v1/test/top-up',
      timestamp: stamp(),
      body: '{"amount":"1.00"}',
    })
    const response = await fetch(`${sandbox.baseUrl}/v1/test/top-up`, {
      method: 'POST',
      headers: {...authHeaders(sandbox.merchant.test.key_id, signed), 'content-type': 'application/json', 'idempotency-key': 'k'},
      body: '{"amount": "1.00"}',
    })
    expect(response.status).toBe(401)
    expect(((await response.json()) as {error: {code: string}}).error.code).toBe('UNAUTHORIZED')
  })
})

// Replays, timestamp forms and header case: test/reliability/auth-edges.test.ts.
describe('the replay window', () => {
  it.each([-300, 300, 0])('accepts a timestamp %i s from server time', async (offset) => {
    expect((await rawGet('/v1/balance', signedHeaders('/v1/balance', stamp(offset)))).status).toBe(200)
  })
})

describe('the public bank list', () => {
  it('needs no signature, and a signature sent with it is harmless', async () => {
    const plain = await rawGet('/v1/banks', [])
    expect(plain.status).toBe(200)
    expect(plain.body.SCB).toMatchObject({bank_code: 'SCB', bank_number: '014'})
    expect(
      (
        await rawGet('/v1/banks', [
          ['x-api-key', 'whatever'],
          ['x-signature', 'bad'],
        ])
      ).status,
    ).toBe(200)
  })
})
