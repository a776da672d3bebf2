import {describe, expect, it} from 'vitest'

import {authHeaders, signRequest, unixSeconds} from '../../src/core/signing/sign-request.js'
import type {SandboxContext} from '../../src/sandbox/server/context.js'
import type {Db} from '../../src/sandbox/server/database.js'
import {buildServer} from '../../src/sandbox/server/server.js'
import type {WebhookDispatcher} from '../../src/sandbox/server/webhooks/dispatcher.js'

describe('an unexpected error', () => {
  it('is answered 500 INTERNAL without its details, and reported with its request id even with the logger off', async () => {
    const reported: Array<{error: unknown; requestId?: string}> = []
    const brokenDb = new Proxy(
      {},
      {
        get() {
          throw new Error('disk I/O error')
        },
      },
    ) as Db
    const context: SandboxContext = {
      db: brokenDb,
      now: Date.now,
      settings: {withdrawalStepMs: 0, depositMatchWindowMs: 1000, depositDisplayMs: 1000, faultRate: 0, webhookRetryScale: 1},
      reportError: (error, requestId) => reported.push({error, requestId}),
    }
    const app = buildServer(context, {adminToken: 'token', dispatcher: {} as WebhookDispatcher, baseUrl: () => ''})
    const signed = signRequest({secret: 'secret', method: 'GET', target: '/v1/balance', timestamp: unixSeconds(Date.now()), body: ''})
    const answer = await app.inject({method: 'GET', url: '/v1/balance', headers: authHeaders('key', signed)})
    await app.close()

    expect(answer.statusCode).toBe(500)
    expect(answer.json().error).toMatchObject({code: 'INTERNAL', message: 'internal error'})
    expect(answer.body).not.toContain('disk I/O')
    expect(reported).toEqual([{error: expect.objectContaining({message: 'disk I/O error'}), requestId: answer.headers['x-request-id']}])
  })
})
