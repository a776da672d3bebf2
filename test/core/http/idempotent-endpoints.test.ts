import {describe, expect, it} from 'vitest'

import {requiresIdempotencyKey} from '../../../src/core/http/api.js'

describe('requiresIdempotencyKey', () => {
  it.each([
    ['POST', '/v1/deposits', true],
    ['post', '/v1/withdrawals/', true],
    ['POST', '/v1/test/top-up///?dry=1', true],
    ['POST', '/v1/deposits/dep_1/cancel', false],
    ['GET', '/v1/deposits', false],
  ])('%s %s: %s', (method, target, required) => {
    expect(requiresIdempotencyKey(method, target)).toBe(required)
  })

  it('reads a path of many slashes in linear time', () => {
    expect(requiresIdempotencyKey('POST', `/v1/deposits${'/'.repeat(1_000_000)}`)).toBe(true)
    expect(requiresIdempotencyKey('POST', `/v1/deposits${'/'.repeat(1_000_000)}x`)).toBe(false)
  })
})
