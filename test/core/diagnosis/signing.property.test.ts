import fc from 'fast-check'
import {describe, expect, it} from 'vitest'

import {diagnoseSignature} from '../../../src/core/signing/diagnosis/diagnose-signature.js'
import {correctRequestRecipe, signWithRequestRecipe} from '../../../src/core/signing/diagnosis/request-recipe.js'
import {signRequest, signWebhookBody, verifyWebhookBody} from '../../../src/core/signing/sign-request.js'
import {buggySignature} from './buggy-client.js'

const secret = fc.string({minLength: 1, maxLength: 80})
const method = fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE')
const target = fc.webPath().map((path) => `/${path.replace(/^\/+/, '')}`)
const timestamp = fc.integer({min: 0, max: 9_999_999_999}).map(String)
const body = fc.uint8Array({maxLength: 300})
const request = fc.record({secret, method, target, timestamp, body})

const signatureOf = (input: Parameters<typeof signRequest>[0]) => signRequest(input).signature

describe('signRequest', () => {
  it('is deterministic', () => {
    fc.assert(
      fc.property(request, (input) => {
        expect(signatureOf({...input, body: Uint8Array.from(input.body)})).toBe(signatureOf(input))
      }),
    )
  })

  it('changes with any change of method, target, timestamp or body', () => {
    const change = fc.oneof(
      method.map((value) => ({method: value})),
      target.map((value) => ({target: value})),
      timestamp.map((value) => ({timestamp: value})),
      body.map((value) => ({body: value})),
    )
    fc.assert(
      fc.property(request, change, (input, changed) => {
        const other = {...input, ...changed}
        fc.pre(JSON.stringify({...other, body: [...other.body]}) !== JSON.stringify({...input, body: [...input.body]}))
        expect(signatureOf(other)).not.toBe(signatureOf(input))
      }),
    )
  })

  it('is what the diagnosis calls right, and the diagnosis reports it as a match', () => {
    fc.assert(
      fc.property(request, (input) => {
        expect(signWithRequestRecipe(correctRequestRecipe(input))).toBe(signatureOf(input))
        expect(diagnoseSignature({...input, expectedSignature: signatureOf(input), timestampSearchSeconds: 5}).verdict).toBe('match')
      }),
      {numRuns: 50},
    )
  })
})

describe('verifyWebhookBody', () => {
  const delivery = fc.record({webhookSecret: secret, body: fc.uint8Array({minLength: 1, maxLength: 300})})

  it('refuses any one-byte change of the body', () => {
    fc.assert(
      fc.property(delivery, fc.nat(), fc.integer({min: 1, max: 255}), ({webhookSecret, body}, at, flip) => {
        const signature = signWebhookBody(webhookSecret, body)
        const changed = Uint8Array.from(body)
        changed[at % body.length] ^= flip
        expect(verifyWebhookBody(webhookSecret, body, signature)).toBe(true)
        expect(verifyWebhookBody(webhookSecret, changed, signature)).toBe(false)
      }),
    )
  })

  it('refuses any one-character change of the signature', () => {
    fc.assert(
      fc.property(delivery, fc.nat(), fc.integer({min: 0x21, max: 0x7e}), ({webhookSecret, body}, at, code) => {
        const signature = signWebhookBody(webhookSecret, body)
        const index = at % signature.length
        fc.pre(signature.charCodeAt(index) !== code)
        const changed = signature.slice(0, index) + String.fromCharCode(code) + signature.slice(index + 1)
        expect(verifyWebhookBody(webhookSecret, body, changed)).toBe(false)
      }),
    )
  })
})

describe('diagnoseSignature', () => {
  const jsonObject = fc.dictionary(fc.string({minLength: 1, maxLength: 8}), fc.jsonValue({maxDepth: 2}), {minKeys: 1, maxKeys: 6})

  it('names the spacing when any JSON body was signed pretty-printed', () => {
    fc.assert(
      fc.property(secret, jsonObject, (key, value) => {
        const sent = {method: 'POST', target: '/v1/deposits', timestamp: '1718790000'}
        const compact = JSON.stringify(value)
        const signature = buggySignature({...sent, body: JSON.stringify(value, null, 2), key})
        const diagnosis = diagnoseSignature({
          ...sent,
          secret: key,
          body: Buffer.from(compact),
          expectedSignature: signature,
          timestampSearchSeconds: 5,
        })
        expect(diagnosis.verdict === 'reproduced' && diagnosis.mistakes.map((mistake) => mistake.id)).toEqual(['body-reserialised-spacing'])
      }),
      {numRuns: 30},
    )
  })
})
