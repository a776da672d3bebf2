import {request} from 'undici'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {signRequest} from '../../src/core/signing/sign-request.js'
import {TestSandbox} from '../helpers/sandbox.js'
import {sandboxState} from '../helpers/sandbox-state.js'

const START = Date.parse('2026-11-22T10:00:00Z')
let clock = START
let sandbox: TestSandbox

beforeAll(async () => {
  sandbox = await TestSandbox.start({now: () => clock})
})
afterAll(() => sandbox?.close())

const seconds = () => String(Math.floor(clock / 1000))

/** A request sent with exactly these header lines (flat name/value pairs: any case, duplicates kept). */
async function send(
  method: 'GET' | 'POST',
  target: string,
  headers: string[],
  body?: string,
): Promise<{status: number; body: any; replayed: boolean}> {
  const answer = await request(`${sandbox.baseUrl}${target}`, {method, headers, body})
  return {status: answer.statusCode, body: await answer.body.json(), replayed: answer.headers['idempotent-replay'] === 'true'}
}

/** The three auth headers of a request signed at `timestamp` (written into the canonical string as given). */
function signed(method: string, target: string, timestamp: string, body = ''): string[] {
  const {signature} = signRequest({secret: sandbox.merchant.test.secret, method, target, timestamp, body})
  return ['x-api-key', sandbox.merchant.test.key_id, 'x-signature', signature, 'x-timestamp', timestamp]
}

describe('a captured request replayed', () => {
  it('inside the window is accepted, as the API allows; a money request answers its first object again; outside the window it is refused', async () => {
    const body = '{"amount":"25.00"}'
    const captured = [
      ...signed('POST', '/v1/test/top-up', seconds(), body),
      'content-type',
      'application/json',
      'idempotency-key',
      'captured-top-up',
    ]
    const first = await send('POST', '/v1/test/top-up', captured, body)
    expect(first.status).toBe(200)
    const afterFirst = sandboxState(sandbox.dataDir)

    clock += 299_000
    const inside = await send('POST', '/v1/test/top-up', captured, body)
    expect(inside).toEqual({...first, replayed: true})
    expect(sandboxState(sandbox.dataDir)).toEqual(afterFirst)

    clock += 2000
    const outside = await send('POST', '/v1/test/top-up', captured, body)
    expect(outside.status).toBe(401)
    expect(outside.body.error.code).toBe('UNAUTHORIZED')
    expect(sandboxState(sandbox.dataDir)).toEqual(afterFirst)
  })
})

describe('the X-Timestamp header', () => {
  it.each([
    ['a plus sign', (now: string) => `+${now}`],
    ['a minus sign', (now: string) => `-${now}`],
    ['a space inside', (now: string) => `${now.slice(0, 5)} ${now.slice(5)}`],
    ['a decimal point', (now: string) => `${now}.0`],
    ['a decimal comma', (now: string) => `${now},0`],
    ['a leading zero', (now: string) => `0${now}`],
    ['leading zeros to 20 digits', (now: string) => now.padStart(20, '0')],
    ['20 digits', () => '17953416001795341600'],
    ['an exponent', (now: string) => `${now.slice(0, 1)}.${now.slice(1)}e9`],
    ['hexadecimal', (now: string) => `0x${Number(now).toString(16)}`],
    ['milliseconds', (now: string) => `${now}000`],
    ['Infinity', () => 'Infinity'],
  ])('with %s is refused, though the signature covers it', async (_, write) => {
    const before = sandboxState(sandbox.dataDir)
    const timestamp = write(seconds())
    const answer = await send('GET', '/v1/balance', signed('GET', '/v1/balance', timestamp))
    expect(answer.status, timestamp).toBe(401)
    expect(answer.body.error.message).toBe('invalid or missing authentication')
    expect(sandboxState(sandbox.dataDir)).toEqual(before)
  })

  it('in plain seconds is accepted (the control)', async () => {
    expect((await send('GET', '/v1/balance', signed('GET', '/v1/balance', seconds()))).status).toBe(200)
  })
})

describe('header names and repeats', () => {
  const recase = (headers: string[], write: (name: string) => string) =>
    headers.map((part, index) => (index % 2 === 0 ? write(part) : part))

  it.each([
    ['lower case', (name: string) => name.toLowerCase()],
    ['upper case', (name: string) => name.toUpperCase()],
    ['mixed case', (name: string) => name.replace(/(^|-)(\w)/g, (_, dash: string, letter: string) => `${dash}${letter.toUpperCase()}`)],
  ])('names in %s are accepted', async (_, write) => {
    expect((await send('GET', '/v1/balance', recase(signed('GET', '/v1/balance', seconds()), write))).status).toBe(200)
  })

  it.each(['x-api-key', 'x-signature', 'x-timestamp'])('%s sent twice, even with the same value, is refused', async (name) => {
    const headers = signed('GET', '/v1/balance', seconds())
    const value = headers[headers.indexOf(name) + 1]!
    expect((await send('GET', '/v1/balance', [...headers, name.toUpperCase(), value])).status).toBe(401)
  })
})

describe('the Idempotency-Key header', () => {
  it.each([
    ['twice with the same value', ['k-twice', 'k-twice']],
    ['twice with two values', ['k-one', 'k-two']],
  ])('sent %s is refused, and nothing is created', async (_, keys) => {
    const before = sandboxState(sandbox.dataDir)
    const body = '{"amount":"1.00"}'
    const headers = [
      ...signed('POST', '/v1/test/top-up', seconds(), body),
      'content-type',
      'application/json',
      ...keys.flatMap((key) => ['Idempotency-Key', key]),
    ]
    const answer = await send('POST', '/v1/test/top-up', headers, body)
    expect(answer.status).toBe(400)
    expect(answer.body.error).toMatchObject({code: 'BAD_REQUEST', message: 'the Idempotency-Key header is given more than once'})
    expect(sandboxState(sandbox.dataDir)).toEqual(before)
  })
})
