import {describe, expect, it} from 'vitest'

import {openPool} from '../../../src/core/http/dispatcher.js'

describe('openPool', () => {
  it.each([['HTTPS_PROXY'], ['https_proxy'], ['HTTP_PROXY'], ['http_proxy']])('honours %s with the proxy-aware agent', async (name) => {
    const pool = await openPool({[name]: 'http://127.0.0.1:3128'})
    expect(pool.constructor.name).toBe('EnvHttpProxyAgent')
    await pool.close()
  })

  it('uses a plain keep-alive agent when no proxy is set, or one set empty', async () => {
    for (const env of [{}, {HTTPS_PROXY: ''}, {NO_PROXY: '*'}]) {
      const pool = await openPool(env)
      expect(pool.constructor.name).toBe('Agent')
      await pool.close()
    }
  })
})
