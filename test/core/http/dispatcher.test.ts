import {describe, expect, it} from 'vitest'

import {InputError} from '../../../src/core/errors.js'
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

describe('openPool with a proxy undici cannot use', () => {
  it.each([
    ['HTTPS_PROXY', '//ops:s3cret@proxy.internal:3128'],
    ['https_proxy', 'ops:s3cret@proxy.internal:3128'],
    ['HTTP_PROXY', 'http://ops:s3cret@proxy.internal:port'],
    ['http_proxy', 'http://ops:%E0s3cret@proxy.internal:3128'],
    // undici connects to a proxy by its origin, and refuses one with a path.
    ['HTTPS_PROXY', 'http://ops:s3cret@proxy.internal:3128/path'],
  ])('%s=%s: an InputError naming it, at once, without the password', (name, value) => {
    let thrown: unknown
    try {
      void openPool({[name]: value})
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(InputError)
    const error = thrown as InputError
    expect(error).toMatchObject({code: 'INVALID_PROXY', facts: {code: 'proxy-unusable', variable: name}})
    expect(error.message).toContain('nothing was sent')
    expect(JSON.stringify({...error, message: error.message})).not.toContain('s3cret')
  })
})
