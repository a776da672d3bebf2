import {request} from 'undici'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {authHeaders, signRequest, unixSeconds} from '../../src/core/signing/sign-request.js'
import {firstDuplicateKey} from '../../src/sandbox/server/duplicate-keys.js'
import {TestSandbox} from '../helpers/sandbox.js'
import {sandboxState, seedObjects} from '../helpers/sandbox-state.js'

/** Every endpoint of the service, with the given ids in the paths that have one. */
function endpoints(depositId: string, withdrawalId: string): Array<[string, string]> {
  return [
    ['GET', '/v1/balance'],
    ['GET', '/v1/banks'],
    ['POST', '/v1/deposits'],
    ['GET', `/v1/deposits/${depositId}`],
    ['POST', `/v1/deposits/${depositId}/cancel`],
    ['POST', '/v1/withdrawals'],
    ['GET', `/v1/withdrawals/${withdrawalId}`],
    ['GET', '/v1/withdrawals'],
    ['POST', '/v1/test/simulate-transfer'],
    ['POST', '/v1/test/top-up'],
    ['POST', '/v1/test/reset'],
  ]
}

const DEPTH = 20_000
const HOSTILE_BODIES: Array<[string, string | Buffer]> = [
  ['deep nesting', `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`],
  ['deep nesting inside a field', `{"amount":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`],
  ['a huge string', JSON.stringify({amount: '1'.repeat(60_000)})],
  ['a number for money', '{"amount":100,"deposit_id":"x"}'],
  [
    'wrong types everywhere',
    '{"amount":true,"payer_bank_provider":{},"payer_bank_account_name":[],"payer_bank_account_number":null,"deposit_id":7}',
  ],
  ['a duplicated key', '{"amount":"1.00","amount":"9000.00","deposit_id":"x"}'],
  ['non-UTF-8 bytes', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d])],
  ['a lone surrogate escape', '{"amount":"\\ud800"}'],
  ['an oversized body', JSON.stringify({amount: '1.00', pad: 'x'.repeat(70 * 1024)})],
  ['not JSON', 'amount=1.00'],
  ['a JSON array', '["amount","1.00"]'],
  ['NaN', '{"amount":NaN}'],
]

let sandbox: TestSandbox
let ids: {deposit: string; withdrawal: string}

const state = () => sandboxState(sandbox.dataDir)

/** A request signed over exactly `body`, whatever the method (fetch refuses a body on a GET; undici does not). */
async function signedRequest(
  method: string,
  target: string,
  body: string | Buffer,
  idempotencyKey: string,
): Promise<{status: number; body: any}> {
  const signed = signRequest({secret: sandbox.merchant.test.secret, method, target, timestamp: unixSeconds(), body})
  const answer = await request(`${sandbox.baseUrl}${target}`, {
    method: method as 'GET' | 'POST',
    headers: {...authHeaders(sandbox.merchant.test.key_id, signed), 'content-type': 'application/json', 'idempotency-key': idempotencyKey},
    body,
  })
  return {status: answer.statusCode, body: await answer.body.json().catch(() => undefined)}
}

beforeAll(async () => {
  sandbox = await TestSandbox.start()
  ids = await seedObjects(sandbox)
})
afterAll(() => sandbox?.close())

describe('hostile bodies sent to every endpoint', () => {
  it('each gets a 4xx with the error envelope, and nothing changes', async () => {
    const before = state()
    let sent = 0
    for (const [method, target] of endpoints(ids.deposit, ids.withdrawal)) {
      for (const [name, body] of HOSTILE_BODIES) {
        const answer = await signedRequest(method, target, body, `hostile-${sent}`)
        sent++
        expect(answer.status, `${name} → ${method} ${target}`).toBeGreaterThanOrEqual(400)
        expect(answer.status, `${name} → ${method} ${target}`).toBeLessThan(500)
        expect(answer.body?.error?.code, `${name} → ${method} ${target}`).toMatch(/^[A-Z_]+$/)
        if (method === 'GET' && name !== 'an oversized body') expect(answer.body.error.message).toBe('a GET request takes no body')
      }
    }
    expect(sent).toBe(11 * HOSTILE_BODIES.length)
    expect(state()).toEqual(before)
    expect((await sandbox.call('GET', '/v1/balance')).status).toBe(200)
  })

  it('names a duplicated key instead of keeping the last one', async () => {
    const answer = await sandbox.call('POST', '/v1/test/top-up', undefined, {
      rawBody: '{"amount":"1.00","amount":"9000.00"}',
      idempotencyKey: 'dup',
    })
    expect(answer.status).toBe(400)
    expect(answer.body.error.message).toBe('the body has the key "amount" more than once')
  })

  it('refuses hostile ids in every path that has one', async () => {
    const hostileIds = ['x'.repeat(5000), '..%2F..%2Fetc%2Fpasswd', "1'%20OR%20'1'='1", '%00', '%F0%9F%92%B8', 'dep_%ZZ']
    const before = state()
    for (const id of hostileIds) {
      for (const [method, target] of endpoints(id, id).filter(([, target]) => target.includes(id))) {
        const answer = await sandbox.call(method, target)
        expect(answer.status, `${method} ${target.slice(0, 60)}`).toBeGreaterThanOrEqual(400)
        expect(answer.status, `${method} ${target.slice(0, 60)}`).toBeLessThan(500)
      }
    }
    expect(state()).toEqual(before)
  })

  it('refuses hostile queries on the list', async () => {
    for (const query of [
      'limit=-1',
      'limit=1e2',
      'limit=99999999999999999999',
      'status=DROP%20TABLE',
      `cursor=${'x'.repeat(5000)}`,
      'limit=1&limit=2',
      'cursor=a&cursor=b',
      'status=SUCCESS&status=FAILED',
    ]) {
      const answer = await sandbox.call('GET', `/v1/withdrawals?${query}`)
      expect(answer.status, query).toBeGreaterThanOrEqual(400)
      expect(answer.status, query).toBeLessThan(500)
    }
  })
})

describe('firstDuplicateKey', () => {
  it.each([
    ['{"a":1,"a":2}', 'a'],
    ['{"a":{"b":1,"b":2}}', 'b'],
    ['[{"a":1},{"a":2}]', undefined],
    ['{"a":[{"x":1}],"b":{"x":2}}', undefined],
    ['{"a\\"b":1,"a\\u0022b":2}', 'a"b'],
    ['{"k":"{\\"k\\":1}","j":1}', undefined],
    ['"plain"', undefined],
  ])('finds %s → %s', (text, expected) => {
    expect(firstDuplicateKey(text)).toBe(expected)
  })
})
