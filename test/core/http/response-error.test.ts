import {describe, expect, it} from 'vitest'

import {apiErrorFromResponse, clockSkewSeconds} from '../../../src/core/http/response-error.js'

const now = Date.parse('2026-11-22T10:00:00Z')
const envelope = (code: string, message = 'm') => JSON.stringify({error: {code, message, request_id: 'req_9'}})

describe('apiErrorFromResponse', () => {
  it('carries code, message, status and request id', () => {
    const error = apiErrorFromResponse({status: 422, headers: {}, bodyText: envelope('INVALID_BANK', 'unknown bank')}, now)
    expect(error).toMatchObject({code: 'INVALID_BANK', message: 'unknown bank', status: 422, requestId: 'req_9', exitCode: 1})
    expect(error.tryMessage).toContain('pay banks')
  })

  it('gives a 401 exit code 3 and the skew hint when the server clock is off by more than the window', () => {
    const date = new Date(now - 10 * 60_000).toUTCString()
    const error = apiErrorFromResponse({status: 401, headers: {date}, bodyText: envelope('UNAUTHORIZED')}, now)
    expect(error.exitCode).toBe(3)
    expect(error.tryMessage).toContain("600 s ahead of the server's")
  })

  it('points to pay sign --explain when the clocks agree', () => {
    const error = apiErrorFromResponse({status: 401, headers: {date: new Date(now).toUTCString()}, bodyText: envelope('UNAUTHORIZED')}, now)
    expect(error.tryMessage).toContain('pay sign GET /v1/balance --explain')
  })

  it('tells 403 IP_NOT_ALLOWED apart and says what to do', () => {
    const error = apiErrorFromResponse({status: 403, headers: {}, bodyText: envelope('IP_NOT_ALLOWED')}, now)
    expect(error.tryMessage).toContain('allowlist')
  })

  it('says how long to wait on 429', () => {
    const error = apiErrorFromResponse({status: 429, headers: {'retry-after': '17'}, bodyText: envelope('RATE_LIMITED')}, now)
    expect(error.tryMessage).toContain('Wait 17 seconds')
  })

  it('keeps an unknown code as it comes, and survives a body that is not an envelope', () => {
    expect(apiErrorFromResponse({status: 409, headers: {}, bodyText: envelope('DEPOSIT_ALREADY_ACTIVE')}, now).code).toBe(
      'DEPOSIT_ALREADY_ACTIVE',
    )
    const bare = apiErrorFromResponse({status: 502, headers: {'x-request-id': 'req_gw'}, bodyText: '<html>bad gateway</html>'}, now)
    expect(bare).toMatchObject({code: 'HTTP_502', requestId: 'req_gw'})
    expect(bare.message).toContain('bad gateway')
  })
})

describe('clockSkewSeconds', () => {
  it('is undefined without a usable Date header', () => {
    expect(clockSkewSeconds(undefined, now)).toBeUndefined()
    expect(clockSkewSeconds('not a date', now)).toBeUndefined()
    expect(clockSkewSeconds(new Date(now + 5000).toUTCString(), now)).toBe(5)
  })
})
