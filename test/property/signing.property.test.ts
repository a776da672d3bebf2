import {createHash, createHmac} from 'node:crypto'

import fc from 'fast-check'
import {describe, expect, it} from 'vitest'

import {signaturesEqual, signRequest, verifyWebhookBody} from '../../src/core/signing/sign-request.js'

const hex64 = fc.string({unit: fc.constantFrom(...'0123456789abcdef'), minLength: 64, maxLength: 64})
const method = fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'get', 'post')
const pathSegment = fc.string({unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-_.~%'), minLength: 1, maxLength: 12})
const target = fc
  .tuple(fc.array(pathSegment, {minLength: 1, maxLength: 4}), fc.option(fc.string({maxLength: 30}).map(encodeURI), {nil: undefined}))
  .map(([segments, query]) => `/${segments.join('/')}${query === undefined ? '' : `?${query}`}`)
const timestamp = fc.integer({min: 1_000_000_000, max: 4_000_000_000}).map(String)
const body = fc.oneof(fc.constant(''), fc.string({unit: 'binary', maxLength: 200}), fc.json())

/** The service's signing recipe, written out again with node:crypto alone. */
function oracle(secret: string, methodName: string, requestTarget: string, time: string, bytes: string): string {
  const canonical = [methodName.toUpperCase(), requestTarget, time, createHash('sha256').update(bytes, 'utf8').digest('hex')].join('\n')
  return createHmac('sha256', Buffer.from(secret, 'utf8')).update(canonical, 'utf8').digest('hex')
}

describe('request signing (property-based)', () => {
  it('agrees with the service recipe for any method, path, query, timestamp and body', () => {
    fc.assert(
      fc.property(hex64, method, target, timestamp, body, (secret, methodName, requestTarget, time, bytes) => {
        const signed = signRequest({secret, method: methodName, target: requestTarget, timestamp: time, body: bytes})
        expect(signed.canonical.split('\n')).toEqual([methodName.toUpperCase(), requestTarget, time, signed.bodySha256])
        expect(signed.signature).toMatch(/^[0-9a-f]{64}$/)
        expect(signed.signature).toBe(oracle(secret, methodName, requestTarget, time, bytes))
      }),
    )
  })

  it('changes the signature when any part changes', () => {
    fc.assert(
      fc.property(hex64, target, timestamp, body, fc.string({minLength: 1, maxLength: 5}), (secret, requestTarget, time, bytes, extra) => {
        const base = signRequest({secret, method: 'POST', target: requestTarget, timestamp: time, body: bytes}).signature
        const variants = [
          signRequest({secret, method: 'PUT', target: requestTarget, timestamp: time, body: bytes}),
          signRequest({
            secret,
            method: 'POST',
            target: `${requestTarget}${requestTarget.includes('?') ? '&' : '?'}${encodeURIComponent(extra)}`,
            timestamp: time,
            body: bytes,
          }),
          signRequest({secret, method: 'POST', target: requestTarget, timestamp: String(Number(time) + 1), body: bytes}),
          signRequest({secret, method: 'POST', target: requestTarget, timestamp: time, body: `${bytes}${extra}`}),
        ]
        for (const variant of variants) expect(variant.signature).not.toBe(base)
      }),
    )
  })
})

describe('webhook verification (property-based)', () => {
  const secret = fc.string({minLength: 1, maxLength: 64})
  const sign = (key: string, bytes: Uint8Array) => createHmac('sha256', Buffer.from(key, 'utf8')).update(bytes).digest('hex')

  it('accepts the signature of the exact bytes', () => {
    fc.assert(
      fc.property(secret, fc.uint8Array({maxLength: 300}), (key, bytes) => {
        expect(verifyWebhookBody(key, bytes, sign(key, bytes))).toBe(true)
      }),
    )
  })

  it('refuses any change to the body', () => {
    fc.assert(
      fc.property(
        secret,
        fc.uint8Array({minLength: 1, maxLength: 300}),
        fc.nat(),
        fc.integer({min: 1, max: 255}),
        (key, bytes, at, flip) => {
          const changed = Uint8Array.from(bytes)
          changed[at % changed.length]! ^= flip
          expect(verifyWebhookBody(key, changed, sign(key, bytes))).toBe(false)
        },
      ),
    )
  })

  it('refuses any change to the signature, including case and length', () => {
    fc.assert(
      fc.property(secret, fc.uint8Array({maxLength: 100}), fc.nat(63), (key, bytes, at) => {
        const good = sign(key, bytes)
        const swapped = `${good.slice(0, at)}${good[at] === '0' ? '1' : '0'}${good.slice(at + 1)}`
        expect(verifyWebhookBody(key, bytes, swapped)).toBe(false)
        expect(verifyWebhookBody(key, bytes, good.slice(0, at))).toBe(false)
        expect(verifyWebhookBody(key, bytes, `${good}0`)).toBe(false)
        if (/[a-f]/.test(good)) expect(verifyWebhookBody(key, bytes, good.toUpperCase())).toBe(false)
      }),
    )
  })

  it('compares equal-length strings only as equal or not, whatever they share', () => {
    fc.assert(
      fc.property(hex64, hex64, (a, b) => {
        expect(signaturesEqual(a, b)).toBe(a === b)
        expect(signaturesEqual(a, a)).toBe(true)
      }),
    )
  })
})
