import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {PayError} from '../../src/core/errors.js'
import {PayApi} from '../../src/core/http/api.js'
import {PayClient} from '../../src/core/http/client.js'
import {simulateTransfer} from '../../src/services/test-mode/simulate-transfer.js'
import {TestSandbox} from '../helpers/sandbox.js'
import {setFaultRate} from './money-under-faults.js'

let sandbox: TestSandbox
let client: PayClient
let api: PayApi

beforeAll(async () => {
  sandbox = await TestSandbox.start()
  const {key_id: keyId, secret} = sandbox.merchant.test
  client = new PayClient({baseUrl: sandbox.baseUrl, keyId, secret, userAgent: 'test', sleep: async () => {}})
  api = new PayApi(client)
})
afterAll(async () => {
  await client?.close()
  await sandbox?.close()
})

describe('simulate-transfer: a run that fails before its transfer still prints the key a rerun reuses', () => {
  it('puts the key on a failure of the first read (every attempt faulted), and the rerun pays the deposit once with it', async () => {
    const deposit = await sandbox.createDeposit()
    await setFaultRate(sandbox, 1)
    const error = await simulateTransfer({api, depositId: deposit.id, sleep: async () => {}}).catch((caught: unknown) => caught)
    await setFaultRate(sandbox, 0)
    expect(error).toBeInstanceOf(PayError)
    const key = (error as PayError).idempotencyKey
    expect(key).toMatch(/^[0-9a-f-]{36}$/)
    expect((await sandbox.call('GET', `/v1/deposits/${deposit.id}`)).body.status).toBe('PENDING')

    const rerun = await simulateTransfer({api, depositId: deposit.id, idempotencyKey: key, intervalMs: 20})
    expect(rerun.credited).toBe(true)
    const again = await simulateTransfer({api, depositId: deposit.id, idempotencyKey: key, intervalMs: 20})
    expect(again.transfer).toEqual(rerun.transfer)
  })

  it('prints no key for a failure that retrying cannot mend (an unknown deposit)', async () => {
    const error = await simulateTransfer({api, depositId: '00000000-0000-4000-8000-000000000000'}).catch((caught: unknown) => caught)
    expect((error as PayError).code).toBe('NOT_FOUND')
    expect((error as PayError).idempotencyKey).toBeUndefined()
  })
})
