import {describe, expect, it} from 'vitest'

import {InputError} from '../../src/core/errors.js'
import {assertNotSelf} from '../../src/services/webhooks/self-forward.js'

describe('assertNotSelf', () => {
  it.each([
    ['http://127.0.0.1:4011/hooks', '127.0.0.1'],
    ['http://localhost:4011/', '127.0.0.1'],
    ['http://127.1:4011/', '127.0.0.1'],
    ['http://[::1]:4011/', '::1'],
    ['http://localhost:4011/', '0.0.0.0'],
    ['http://0.0.0.0:4011/', '0.0.0.0'],
    ['http://192.0.2.7:4011/', '192.0.2.7'],
  ])('refuses %s when the listener is bound to %s on 4011 (exit 2)', (target, host) => {
    const error = (() => {
      try {
        assertNotSelf(target, {host, port: 4011})
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(InputError)
    expect(error).toMatchObject({code: 'FORWARD_TO_SELF', exitCode: 2})
  })

  it.each([
    ['http://127.0.0.1:3000/hooks', '127.0.0.1'],
    ['https://127.0.0.1:4011/', '127.0.0.1'],
    ['http://app.example:4011/', '127.0.0.1'],
    ['http://localhost:4011/', '192.0.2.7'],
  ])('lets %s through for a listener bound to %s on 4011', (target, host) => {
    expect(() => assertNotSelf(target, {host, port: 4011})).not.toThrow()
  })
})
