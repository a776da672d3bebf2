import {Client} from 'undici'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {signRequest, unixSeconds} from '../../src/core/signing/sign-request.js'
import {TestSandbox} from '../helpers/sandbox.js'
import {sandboxState, seedObjects} from '../helpers/sandbox-state.js'

// The router decodes a target before matching it, so every spelling below reaches the same handler. What a
// request may do and which object it names must follow the route reached, not the bytes of the target.

let sandbox: TestSandbox
let client: Client
let deposit: string

beforeAll(async () => {
  sandbox = await TestSandbox.start()
  client = new Client(sandbox.baseUrl)
  ;({deposit} = await seedObjects(sandbox))
})
afterAll(async () => {
  await client?.close()
  await sandbox?.close()
})

/** Sends `target` exactly as written (origin-form or absolute-form), signed over that target unless `signed` is false. */
async function send(method: string, target: string, options: {body?: string; key?: string; signed?: boolean} = {}) {
  const body = options.body ?? ''
  const headers: string[] = []
  if (options.signed !== false) {
    const timestamp = unixSeconds(Date.now())
    const {signature} = signRequest({secret: sandbox.merchant.test.secret, method, target, timestamp, body})
    headers.push('x-api-key', sandbox.merchant.test.key_id, 'x-signature', signature, 'x-timestamp', timestamp)
  }
  if (body) headers.push('content-type', 'application/json')
  if (options.key) headers.push('idempotency-key', options.key)
  const answer = await client.request({method: method as 'GET', path: target, headers, body: body || undefined})
  const text = await answer.body.text()
  return {status: answer.statusCode, body: text ? JSON.parse(text) : undefined, replayed: answer.headers['idempotent-replay'] === 'true'}
}

const absolute = (path: string) => `${sandbox.baseUrl}${path}`
/** A target written in a test table: `{origin}` for the absolute-form, `{deposit}` for the seeded deposit's id. */
const targetOf = (spelling: string) => spelling.replace('{origin}', sandbox.baseUrl).replace('{deposit}', deposit)

describe('one Idempotency-Key gives one object however the target is spelled', () => {
  // An account ending 4003 keeps its withdrawal PENDING, so the database holds still between two reads.
  const withdrawal = JSON.stringify({
    amount: '10.00',
    receiver_bank_provider: 'KBANK',
    receiver_bank_account_name: 'Somchai Jaidee',
    receiver_bank_account_number: '1234564003',
  })
  const newDeposit = JSON.stringify({
    amount: '50.00',
    payer_bank_provider: 'KBANK',
    payer_bank_account_name: 'Somchai Jaidee',
    payer_bank_account_number: '1234567890',
  })
  const topUp = JSON.stringify({amount: '5.00'})

  it.each([
    [
      'withdrawals',
      withdrawal,
      ['/v1/withdrawals', '/v1/%77ithdrawals', '/v1/withdrawal%73', '/%761/withdrawals', '/v1/withdrawals?x=1', '{origin}/v1/withdrawals'],
      201,
    ],
    ['deposits', newDeposit, ['/v1/deposits', '/v1/%64eposits', '/v1/deposit%73', '/v1/%64%65posits', '{origin}/v1/%64eposits'], 201],
    ['top-ups', topUp, ['/v1/test/top-up', '/v1/test/top%2Dup', '/v1/%74est/top-up', '/%761/test/top-up', '{origin}/v1/test/top-up'], 200],
  ] as const)(
    '%s: the first spelling creates, every other replays the same answer, the wallet moves once',
    async (kind, body, spellings, created) => {
      const key = `spelling-${kind}-${Math.random()}`
      const first = await send('POST', spellings[0], {body, key})
      expect(first.status).toBe(created)
      const afterFirst = sandboxState(sandbox.dataDir)
      for (const spelling of spellings.slice(1)) {
        const target = targetOf(spelling)
        const again = await send('POST', target, {body, key})
        expect({target, ...again}).toEqual({target, ...first, replayed: true})
      }
      expect(sandboxState(sandbox.dataDir)).toEqual(afterFirst)
    },
  )
})

describe('no request reaches a handler without its caller', () => {
  it.each([
    ['GET', '/%761/balance'],
    ['GET', '/v1/%62alance'],
    ['GET', '{origin}/v1/balance'],
    ['POST', '/%761/test/reset'],
    ['POST', '/v1/test/%72eset'],
    ['POST', '/%761/deposits'],
    ['POST', '/v1/%77ithdrawals'],
    ['GET', '/%761/withdrawals'],
    ['GET', '/v1/%64eposits/{deposit}'],
    ['POST', '/v1/deposits/{deposit}/%63ancel'],
  ] as const)('unsigned %s %s is 401 and changes nothing', async (method, spelling) => {
    const before = sandboxState(sandbox.dataDir)
    const target = targetOf(spelling)
    const answer = await send(method, target, {signed: false, body: method === 'POST' ? '{}' : undefined})
    expect({target, status: answer.status, code: answer.body?.error?.code}).toEqual({target, status: 401, code: 'UNAUTHORIZED'})
    expect(sandboxState(sandbox.dataDir)).toEqual(before)
  })

  it('a signed request under any spelling is checked over the target as sent, and answered', async () => {
    for (const target of ['/v1/%62alance', '/%761/balance', absolute('/v1/balance')]) {
      expect((await send('GET', target)).status).toBe(200)
    }
  })

  it('the bank list is public under every spelling and with HEAD; an unknown path under /v1/ asks for a signature', async () => {
    for (const target of ['/v1/banks', '/v1/%62anks', absolute('/v1/banks')]) {
      expect((await send('GET', target, {signed: false})).status).toBe(200)
      expect((await send('HEAD', target, {signed: false})).status).toBe(200)
    }
    expect((await send('GET', '/v1/%6Eowhere', {signed: false})).status).toBe(401)
    expect((await send('PUT', '/v1/%77ithdrawals')).status).toBe(405)
  })
})
