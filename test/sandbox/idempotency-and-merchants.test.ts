import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {openDatabase} from '../../src/sandbox/server/database.js'
import {readSandboxCredentials} from '../../src/sandbox/server/index.js'
import {claimKey, releaseAbandonedClaims} from '../../src/sandbox/server/store/idempotency.js'
import {TestSandbox} from '../helpers/sandbox.js'

let sandbox: TestSandbox

beforeAll(async () => {
  sandbox = await TestSandbox.start({withdrawalStepMs: 60_000})
  await sandbox.topUp('5000.00')
})
afterAll(() => sandbox.close())

const withdrawal = {amount: '10.00', receiver_bank_provider: 'KTB', receiver_bank_account_name: 'N', receiver_bank_account_number: '123'}
const count = async () => (await sandbox.call('GET', '/v1/withdrawals?limit=100')).body.data.length

describe('idempotency', () => {
  it('replays the stored answer for the same key and body, creating one object', async () => {
    const before = await count()
    const first = await sandbox.call('POST', '/v1/withdrawals', withdrawal, {idempotencyKey: 'same-1'})
    const second = await sandbox.call('POST', '/v1/withdrawals', withdrawal, {idempotencyKey: 'same-1'})
    expect(second.status).toBe(first.status)
    expect(second.body).toEqual(first.body)
    expect(second.headers.get('idempotent-replay')).toBe('true')
    expect(first.headers.get('idempotent-replay')).toBeNull()
    expect(await count()).toBe(before + 1)
  })

  it('refuses the same key with another body', async () => {
    await sandbox.call('POST', '/v1/withdrawals', withdrawal, {idempotencyKey: 'same-2'})
    const other = await sandbox.call('POST', '/v1/withdrawals', {...withdrawal, amount: '11.00'}, {idempotencyKey: 'same-2'})
    expect(other.status).toBe(422)
    expect(other.body.error.code).toBe('IDEMPOTENCY_KEY_MISMATCH')
  })

  it('creates one object for 20 concurrent requests with the same key; the others are in flight or replays', async () => {
    const before = await count()
    const answers = await Promise.all(
      Array.from({length: 20}, () => sandbox.call('POST', '/v1/withdrawals', withdrawal, {idempotencyKey: 'same-3'})),
    )
    const created = answers.filter((answer) => answer.status === 201 && answer.headers.get('idempotent-replay') === null)
    expect(created).toHaveLength(1)
    for (const answer of answers.filter((entry) => entry !== created[0])) {
      if (answer.status === 409) expect(answer.body.error.code).toBe('IDEMPOTENCY_IN_PROGRESS')
      else expect(answer).toMatchObject({status: 201, body: created[0]!.body})
    }
    expect(await count()).toBe(before + 1)
    const retry = await sandbox.call('POST', '/v1/withdrawals', withdrawal, {idempotencyKey: 'same-3'})
    expect(retry.body).toEqual(created[0]!.body)
  })

  it('answers 409 IDEMPOTENCY_IN_PROGRESS for a key whose first request is still open, and frees it after a restart', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pay-idem-'))
    const db = openDatabase(dataDir)
    try {
      const scope = {merchantId: 'mch_1', mode: 'test' as const, method: 'POST', path: '/v1/withdrawals', key: 'k'}
      expect(claimKey(db, scope, 'hash', 0)).toEqual({kind: 'new'})
      expect(() => claimKey(db, scope, 'hash', 1)).toThrow(expect.objectContaining({status: 409, code: 'IDEMPOTENCY_IN_PROGRESS'}))
      expect(() => claimKey(db, scope, 'other', 1)).toThrow(expect.objectContaining({status: 422, code: 'IDEMPOTENCY_KEY_MISMATCH'}))
      releaseAbandonedClaims(db)
      expect(claimKey(db, scope, 'hash', 2)).toEqual({kind: 'new'})
    } finally {
      db.close()
      rmSync(dataDir, {recursive: true, force: true})
    }
  })

  it('keeps no record of a refused request, so the key works once the problem is fixed', async () => {
    const poor = (await sandbox.admin('POST', '/_sandbox/merchants', {})).body
    const refused = await sandbox.call('POST', '/v1/withdrawals', withdrawal, {key: poor.test, idempotencyKey: 'after-top-up'})
    expect(refused.body.error.code).toBe('INSUFFICIENT_BALANCE')
    await sandbox.topUp('100.00', poor.test)
    expect((await sandbox.call('POST', '/v1/withdrawals', withdrawal, {key: poor.test, idempotencyKey: 'after-top-up'})).status).toBe(201)
  })

  it('requires the key on the five endpoints that need it', async () => {
    for (const [target, body] of [
      ['/v1/withdrawals', withdrawal],
      ['/v1/deposits', {}],
      ['/v1/test/top-up', {amount: '1.00'}],
      ['/v1/test/reset', {}],
      ['/v1/test/simulate-transfer', {}],
    ] as const) {
      const answer = await sandbox.call('POST', target, body)
      expect(answer.status, target).toBe(400)
      expect(answer.body.error.code).toBe('IDEMPOTENCY_KEY_REQUIRED')
    }
  })

  it('scopes a key to its path: the same key on another endpoint is a new request', async () => {
    const topUp = await sandbox.call('POST', '/v1/test/top-up', {amount: '1.00'}, {idempotencyKey: 'shared-key'})
    const payout = await sandbox.call('POST', '/v1/withdrawals', withdrawal, {idempotencyKey: 'shared-key'})
    expect(topUp.status).toBe(200)
    expect(payout.status).toBe(201)
  })
})

describe('merchants, modes and keys', () => {
  it('never shows one merchant the objects of another', async () => {
    const other = (await sandbox.admin('POST', '/_sandbox/merchants', {})).body
    const mine = await sandbox.createDeposit()
    const theirs = await sandbox.call('GET', `/v1/deposits/${mine.id}`, undefined, {key: other.test})
    expect(theirs.status).toBe(404)
    expect((await sandbox.call('GET', '/v1/withdrawals', undefined, {key: other.test})).body.data).toEqual([])
    expect((await sandbox.call('GET', '/v1/balance', undefined, {key: other.test})).body.available).toBe('0.00')
  })

  it('keeps live and test apart, and answers 404 to the test endpoints with a live key', async () => {
    const live = sandbox.merchant.live
    expect((await sandbox.call('GET', '/v1/balance', undefined, {key: live})).body.available).toBe('0.00')
    for (const target of ['/v1/test/top-up', '/v1/test/reset', '/v1/test/simulate-transfer']) {
      const answer = await sandbox.call('POST', target, {amount: '1.00'}, {key: live, idempotencyKey: 'x'})
      expect(answer.status, target).toBe(404)
      expect(answer.body.error.code).toBe('NOT_FOUND')
    }
  })

  it('refuses the old key as soon as it is rotated', async () => {
    const merchant = (await sandbox.admin('POST', '/_sandbox/merchants', {})).body
    expect((await sandbox.call('GET', '/v1/balance', undefined, {key: merchant.test})).status).toBe(200)
    const rotated = (await sandbox.admin('POST', `/_sandbox/merchants/${merchant.id}/keys/rotate`, {mode: 'test'})).body
    expect((await sandbox.call('GET', '/v1/balance', undefined, {key: merchant.test})).status).toBe(401)
    expect((await sandbox.call('GET', '/v1/balance', undefined, {key: rotated})).status).toBe(200)
    expect((await sandbox.call('GET', '/v1/balance', undefined, {key: merchant.live})).status).toBe(200)
  })

  it("reset wipes only the caller's test data", async () => {
    const other = (await sandbox.admin('POST', '/_sandbox/merchants', {})).body
    await sandbox.topUp('7.00', other.test)
    const liveBefore = (await sandbox.call('GET', '/v1/balance', undefined, {key: sandbox.merchant.live})).body
    const reset = await sandbox.call('POST', '/v1/test/reset', undefined, {idempotencyKey: 'reset-1'})
    expect(reset.body).toEqual({status: 'reset'})
    expect((await sandbox.call('GET', '/v1/balance')).body).toMatchObject({available: '0.00', pending: '0.00'})
    expect(await count()).toBe(0)
    expect((await sandbox.call('GET', '/v1/balance', undefined, {key: other.test})).body.available).toBe('7.00')
    expect((await sandbox.call('GET', '/v1/balance', undefined, {key: sandbox.merchant.live})).body).toEqual(liveBefore)
  })
})

describe('restart', () => {
  it('keeps every object, balance and key across a restart on the same data dir', async () => {
    const first = await TestSandbox.start()
    const dataDir = first.dataDir
    await first.topUp('300.00')
    const deposit = await first.createDeposit()
    const merchant = first.merchant
    const credentials = first.sandbox.credentials()
    await first.sandbox.close()
    expect(readSandboxCredentials(dataDir)).toEqual(credentials)
    const second = await TestSandbox.start({dataDir})
    try {
      expect(second.merchant).toEqual(merchant)
      expect((await second.call('GET', '/v1/balance')).body.available).toBe('300.00')
      expect((await second.call('GET', `/v1/deposits/${deposit.id}`)).body).toMatchObject({
        id: deposit.id,
        expected_amount: deposit.expected_amount,
      })
    } finally {
      await second.close()
    }
  })
})
