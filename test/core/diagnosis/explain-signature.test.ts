import {describe, expect, it} from 'vitest'

import {type ExplanationStepId, explainSignature} from '../../../src/core/signing/diagnosis/explain-signature.js'
import {EMPTY_BODY_SHA256} from '../../../src/core/signing/protocol.js'
import {signRequest} from '../../../src/core/signing/sign-request.js'
import {en} from '../../../src/ui/words/en/index.js'
import {SECRET, sha256, TIMESTAMP} from './buggy-client.js'

const BODY = '{"amount":"100.00"}'

function explain(method: string, target: string, body = '', timestamp = TIMESTAMP) {
  return explainSignature({secret: SECRET, keyId: 'unk_test_7f3a', method, target, timestamp, body: Buffer.from(body)})
}

describe('explainSignature', () => {
  it('gives the four lines, the body hash and size, the signature and the three headers', () => {
    const explanation = explain('post', '/v1/deposits', BODY)
    const signed = signRequest({secret: SECRET, method: 'POST', target: '/v1/deposits', timestamp: TIMESTAMP, body: BODY})
    expect(explanation.canonicalLines).toEqual(['POST', '/v1/deposits', TIMESTAMP, sha256(BODY)])
    expect(explanation.canonical).toBe(signed.canonical)
    expect(explanation.canonicalEscaped).toBe(`"POST\\n/v1/deposits\\n${TIMESTAMP}\\n${sha256(BODY)}"`)
    expect(explanation.body).toEqual({byteCount: BODY.length, sha256: sha256(BODY)})
    expect(explanation.signature).toBe(signed.signature)
    expect(explanation.headers).toEqual({'x-api-key': 'unk_test_7f3a', 'x-signature': signed.signature, 'x-timestamp': TIMESTAMP})
    expect(explanation.warnings).toEqual([])
  })

  it('hashes the empty input for a request without a body', () => {
    expect(explain('GET', '/v1/balance').body).toEqual({byteCount: 0, sha256: EMPTY_BODY_SHA256})
  })

  it('gives every step, its rule said by the English catalog', () => {
    const steps = explain('GET', '/v1/withdrawals?limit=5').steps
    expect(steps.map((step) => step.id)).toEqual(['method', 'target', 'timestamp', 'body', 'canonical', 'signature', 'headers'])
    const rule = (id: ExplanationStepId) => en.sign.steps[id].rule
    expect(rule('method')).toContain('uppercase')
    expect(rule('target')).toContain('exactly as sent')
    expect(rule('timestamp')).toMatch(/seconds.*±300 s/)
    expect(rule('body')).toContain('bytes exactly as sent')
    expect(rule('signature')).toMatch(/not hex-decoded.*lowercase hex.*not base64/)
    expect(steps.find((step) => step.id === 'target')!.value).toBe('/v1/withdrawals?limit=5')
  })

  it('never holds the secret', () => {
    expect(JSON.stringify(explain('POST', '/v1/deposits', BODY))).not.toContain(SECRET)
  })

  it('warns of a timestamp in milliseconds', () => {
    expect(explain('GET', '/v1/balance', '', `${TIMESTAMP}000`).warnings).toEqual([{kind: 'milliseconds', timestamp: `${TIMESTAMP}000`}])
  })
})
