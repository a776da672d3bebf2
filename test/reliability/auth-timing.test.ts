import * as crypto from 'node:crypto'

import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest'

import {TestSandbox} from '../helpers/sandbox.js'

// Wraps node:crypto's timingSafeEqual so the test can see every comparison the sandbox makes.
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof crypto>()
  return {...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual)}
})

let sandbox: TestSandbox

beforeAll(async () => {
  sandbox = await TestSandbox.start()
})
afterAll(() => sandbox?.close())

/** A GET /v1/balance whose X-Signature is the right one with `change` applied. */
async function withSignature(change: (right: string) => string): Promise<number> {
  const {signRequest, authHeaders, unixSeconds} = await import('../../src/core/signing/sign-request.js')
  const signed = signRequest({secret: sandbox.merchant.test.secret, method: 'GET', target: '/v1/balance', timestamp: unixSeconds()})
  const headers = authHeaders(sandbox.merchant.test.key_id, {...signed, signature: change(signed.signature)})
  return (await fetch(`${sandbox.baseUrl}/v1/balance`, {headers})).status
}

const flip = (character: string) => (character === '0' ? '1' : '0')

describe('the signature check does the same work however much of the signature is right', () => {
  it.each([
    ['the first character wrong', (right: string) => `${flip(right[0]!)}${right.slice(1)}`],
    ['the last character wrong', (right: string) => `${right.slice(0, -1)}${flip(right.at(-1)!)}`],
    ['every character wrong', (right: string) => [...right].map(flip).join('')],
    ['a shorter signature', (right: string) => right.slice(0, 10)],
  ])('%s: one constant-time comparison of two 64-byte values, then the identical 401', async (_, change) => {
    const compare = vi.mocked(crypto.timingSafeEqual)
    compare.mockClear()
    expect(await withSignature(change)).toBe(401)
    expect(compare).toHaveBeenCalledTimes(1)
    const [a, b] = compare.mock.calls[0]! as [Buffer, Buffer]
    expect(a.length).toBe(64)
    expect(b.length).toBe(64)
  })

  it('an unknown key id: the same one comparison of two 64-byte values, then the identical 401', async () => {
    const compare = vi.mocked(crypto.timingSafeEqual)
    compare.mockClear()
    const {signRequest, authHeaders, unixSeconds} = await import('../../src/core/signing/sign-request.js')
    const signed = signRequest({secret: sandbox.merchant.test.secret, method: 'GET', target: '/v1/balance', timestamp: unixSeconds()})
    expect((await fetch(`${sandbox.baseUrl}/v1/balance`, {headers: authHeaders('unk_test_000000000000000000000000', signed)})).status).toBe(
      401,
    )
    expect(compare).toHaveBeenCalledTimes(1)
    expect(compare.mock.calls[0]!.map((buffer) => (buffer as Buffer).length)).toEqual([64, 64])
  })

  it.each([
    ['a wrong admin token of the same length', (token: string) => `${flip(token[0]!)}${token.slice(1)}`],
    ['a shorter admin token', (token: string) => token.slice(0, 5)],
  ])('%s: the admin API compares in constant time too, over equal lengths', async (_, change) => {
    const compare = vi.mocked(crypto.timingSafeEqual)
    compare.mockClear()
    const token = sandbox.sandbox.adminToken
    expect((await fetch(`${sandbox.baseUrl}/_sandbox/status`, {headers: {authorization: `Bearer ${change(token)}`}})).status).toBe(401)
    expect(compare).toHaveBeenCalledTimes(1)
    expect(compare.mock.calls[0]!.map((buffer) => (buffer as Buffer).length)).toEqual([token.length, token.length])
  })

  it('accepts the right signature through the same comparison', async () => {
    const compare = vi.mocked(crypto.timingSafeEqual)
    compare.mockClear()
    expect(await withSignature((right) => right)).toBe(200)
    expect(compare).toHaveBeenCalledTimes(1)
  })
})
