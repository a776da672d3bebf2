import {createHmac} from 'node:crypto'
import {readFileSync} from 'node:fs'
import {describe, expect, it} from 'vitest'

import {EMPTY_BODY_SHA256} from '../../src/core/signing/protocol.js'
import {
  canonicalString,
  sha256Hex,
  signaturesEqual,
  signRequest,
  signWebhookBody,
  verifyWebhookBody,
} from '../../src/core/signing/sign-request.js'

interface Vector {
  name: string
  method: string
  target: string
  timestamp: string
  body_base64: string
  body_sha256: string
  signature: string
}
const fixture = JSON.parse(readFileSync(new URL('../fixtures/signing-vectors.json', import.meta.url), 'utf8')) as {
  secret: string
  vectors: Vector[]
}

describe('signRequest against vectors computed with openssl', () => {
  for (const vector of fixture.vectors) {
    it(vector.name, () => {
      const body = Buffer.from(vector.body_base64, 'base64')
      const signed = signRequest({
        secret: fixture.secret,
        method: vector.method,
        target: vector.target,
        timestamp: vector.timestamp,
        body,
      })
      expect(signed.bodySha256).toBe(vector.body_sha256)
      expect(signed.signature).toBe(vector.signature)
    })
  }

  it('covers a query string, an empty body and a non-ASCII body', () => {
    expect(fixture.vectors.some((v) => v.target.includes('?'))).toBe(true)
    expect(fixture.vectors.some((v) => v.body_base64 === '')).toBe(true)
    expect(fixture.vectors.some((v) => /[^\x00-\x7f]/.test(Buffer.from(v.body_base64, 'base64').toString('utf8')))).toBe(true)
  })
})

describe('canonical string', () => {
  it('joins four lines with a single line feed and uppercases the method', () => {
    const text = canonicalString({method: 'get', target: '/v1/balance?x=1', timestamp: '1718790000', bodySha256: EMPTY_BODY_SHA256})
    expect(text).toBe(`GET\n/v1/balance?x=1\n1718790000\n${EMPTY_BODY_SHA256}`)
  })

  it('hashes the empty byte string for a request with no body', () => {
    expect(sha256Hex()).toBe(EMPTY_BODY_SHA256)
    expect(signRequest({secret: 's', method: 'GET', target: '/', timestamp: '1'}).bodySha256).toBe(EMPTY_BODY_SHA256)
  })

  it('keys the HMAC with the secret characters, not hex-decoded bytes', () => {
    const secret = 'ab'.repeat(32)
    const asText = signRequest({secret, method: 'GET', target: '/v1/balance', timestamp: '1'}).signature
    const asHex = createHmac('sha256', Buffer.from(secret, 'hex')).update(`GET\n/v1/balance\n1\n${EMPTY_BODY_SHA256}`).digest('hex')
    expect(asText).not.toBe(asHex)
  })

  it('a query changed after signing changes the signature', () => {
    const base = {secret: 'k', method: 'GET', timestamp: '1'}
    expect(signRequest({...base, target: '/v1/withdrawals?limit=5'}).signature).not.toBe(
      signRequest({...base, target: '/v1/withdrawals?limit=6'}).signature,
    )
  })
})

describe('signaturesEqual', () => {
  it('is true only for identical strings, and false for a different length', () => {
    expect(signaturesEqual('abcd', 'abcd')).toBe(true)
    expect(signaturesEqual('abcd', 'abce')).toBe(false)
    expect(signaturesEqual('abcd', 'abc')).toBe(false)
    expect(signaturesEqual('abcd', '')).toBe(false)
  })
})

describe('webhook signatures', () => {
  it('verify over the raw bytes and refuse any change', () => {
    const body = Buffer.from('{"event_id":"d1:deposit.success"}')
    const signature = signWebhookBody('whsec', body)
    expect(verifyWebhookBody('whsec', body, signature)).toBe(true)
    expect(verifyWebhookBody('whsec', Buffer.concat([body, Buffer.from('\n')]), signature)).toBe(false)
    expect(verifyWebhookBody('other', body, signature)).toBe(false)
    expect(verifyWebhookBody('whsec', body, signature.toUpperCase())).toBe(false)
  })
})
