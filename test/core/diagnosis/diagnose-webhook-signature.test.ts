import {describe, expect, it} from 'vitest'

import {diagnoseWebhookSignature} from '../../../src/core/signing/diagnosis/diagnose-webhook-signature.js'
import {saidMistake} from '../../../src/ui/text/found-mistakes.js'
import {en} from '../../../src/ui/words/en/index.js'
import {buggyWebhookSignature, WEBHOOK_SECRET} from './buggy-client.js'

const EVENT = {
  event_id: 'dep_1:deposit.success',
  event_type: 'deposit.success',
  deposit_id: 'dep_1',
  user_ref: 'order-1042',
  credited_amount: '98.50',
  amount: '100.00',
}
const SENT = JSON.stringify(EVENT)
const HEX_SECRET = 'ab'.repeat(32)

function diagnose(receivedCopy: string, signature: string, webhookSecret = WEBHOOK_SECRET) {
  return diagnoseWebhookSignature({webhookSecret, body: Buffer.from(receivedCopy, 'utf8'), signature})
}

interface VariantCase {
  name: string
  /** The receiver's copy of the body. */
  copy: string
  /** The signature the service (or the receiver's code) produced. */
  signature: string
  secret?: string
  variant: string
  detail?: string
}

const CASES: VariantCase[] = [
  {name: 'a newline added to the saved body', copy: `${SENT}\n`, signature: buggyWebhookSignature(SENT), variant: 'trailing-newline-added'},
  {name: 'the final newline removed', copy: SENT, signature: buggyWebhookSignature(`${SENT}\n`), variant: 'trailing-newline-removed'},
  {
    name: 'pretty copy of a compact body',
    copy: JSON.stringify(EVENT, null, 2),
    signature: buggyWebhookSignature(SENT),
    variant: 'json-reserialised',
    detail: 'compact',
  },
  {
    name: 'compact copy of a pretty body',
    copy: SENT,
    signature: buggyWebhookSignature(JSON.stringify(EVENT, null, 2)),
    variant: 'json-reserialised',
    detail: 'null, 2',
  },
  {
    name: 'copy with other key order than the sorted body',
    copy: SENT,
    signature: buggyWebhookSignature(JSON.stringify(Object.fromEntries(Object.entries(EVENT).sort()))),
    variant: 'json-reserialised',
    detail: 'sorted keys',
  },
  {
    name: 'CRLF in the copy',
    copy: JSON.stringify(EVENT, null, 2).replaceAll('\n', '\r\n'),
    signature: buggyWebhookSignature(JSON.stringify(EVENT, null, 2)),
    variant: 'crlf-line-endings',
  },
  {
    name: 'signature in uppercase hex',
    copy: SENT,
    signature: buggyWebhookSignature(SENT, {encoding: 'HEX'}),
    variant: 'signature-uppercase-hex',
  },
  {name: 'signature in base64', copy: SENT, signature: buggyWebhookSignature(SENT, {encoding: 'base64'}), variant: 'signature-base64'},
  {
    name: 'secret hex-decoded',
    copy: SENT,
    signature: buggyWebhookSignature(SENT, {key: Buffer.from(HEX_SECRET, 'hex')}),
    secret: HEX_SECRET,
    variant: 'secret-hex-decoded',
  },
  {
    name: 'secret with a trailing newline',
    copy: SENT,
    signature: buggyWebhookSignature(SENT, {key: `${WEBHOOK_SECRET}\n`}),
    variant: 'secret-whitespace',
    detail: 'newline',
  },
  {
    name: 'secret stored with spaces around it',
    copy: SENT,
    signature: buggyWebhookSignature(SENT, {key: WEBHOOK_SECRET}),
    secret: `  ${WEBHOOK_SECRET} `,
    variant: 'secret-whitespace',
    detail: 'trimmed',
  },
]

describe('diagnoseWebhookSignature names the variant that matches', () => {
  it.each(CASES)('$name', ({copy, signature, secret, variant, detail}) => {
    const diagnosis = diagnose(copy, signature, secret)
    expect(diagnosis.valid).toBe(false)
    expect(diagnosis.matchingVariants.map((found) => found.id)).toEqual([variant])
    if (detail) expect(saidMistake(diagnosis.matchingVariants[0]!, en).detail).toContain(detail)
  })
})

describe('diagnoseWebhookSignature', () => {
  it('accepts the right signature, with spaces around it, and summarises the event', () => {
    const diagnosis = diagnose(SENT, ` ${buggyWebhookSignature(SENT)}\n`)
    expect(diagnosis).toEqual({
      valid: true,
      matchingVariants: [],
      event: {
        kind: 'event',
        eventId: 'dep_1:deposit.success',
        eventType: 'deposit.success',
        objectId: 'dep_1',
        fields: [
          ['amount', '100.00'],
          ['credited_amount', '98.50'],
          ['user_ref', 'order-1042'],
        ],
      },
    })
  })

  it('names no variant when none matches', () => {
    const diagnosis = diagnose(SENT, buggyWebhookSignature(SENT, {key: 'the API secret'}))
    expect(diagnosis.valid).toBe(false)
    expect(diagnosis.matchingVariants).toEqual([])
  })
})

describe('the event summary', () => {
  const summary = (body: string) => diagnose(body, buggyWebhookSignature(body)).event

  it('tolerates an event type this version does not know', () => {
    expect(summary('{"event_id":"x:payout.delayed","event_type":"payout.delayed","extra":1}')).toEqual({
      kind: 'unknown-event',
      eventType: 'payout.delayed',
      eventId: 'x:payout.delayed',
    })
  })

  it('names the fields a known event lacks or gets wrong', () => {
    const event = summary('{"event_id":"w:withdrawal.failed","event_type":"withdrawal.failed","withdrawal_id":"w"}')
    expect(event.kind).toBe('invalid-event')
    if (event.kind === 'invalid-event') expect(event.problems.join(' ')).toContain('reason')
  })

  it('tells a body that is not JSON', () => {
    expect(summary('event=1')).toEqual({kind: 'not-json'})
  })
})
