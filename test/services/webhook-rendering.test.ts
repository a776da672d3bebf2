import {describe, expect, it} from 'vitest'
import type {LoggedDelivery} from '../../src/services/webhooks/delivery-log.js'
import {deliveryListenLine} from '../../src/services/webhooks/listen-line.js'
import {createStyle} from '../../src/ui/text/style.js'
import {renderDeliveryLine, renderRefusedRequest} from '../../src/ui/text/webhook-deliveries.js'
import {renderWebhookEvents} from '../../src/ui/text/webhook-events.js'
import {renderWebhookVerdict} from '../../src/ui/text/webhook-verdict.js'
import {speak} from '../../src/ui/words/active.js'
import {uncatalogued} from '../helpers/pseudo-locale.js'

const plain = createStyle(false)
const at = new Date(2026, 0, 10, 19, 45, 3).toISOString()

function record(fields: Partial<LoggedDelivery> = {}): LoggedDelivery {
  return {
    source: 'listen',
    received_at: at,
    event_id: 'dep_1:deposit.success',
    event_type: 'deposit.success',
    object_id: 'dep_1',
    amount: '12345.60',
    signature_valid: true,
    signature_problem: null,
    duplicate: false,
    forward: {url: 'http://127.0.0.1:3000/hooks', status: 200, error: null, duration_ms: 4},
    headers: [],
    body_base64: '',
    ...fields,
  }
}

describe('renderDeliveryLine', () => {
  it.each([
    [record(), '19:45:03  deposit.success  dep_1  12,345.60 THB  ✓ signed  → 200'],
    [record({duplicate: true, forward: null}), '19:45:03  deposit.success  dep_1  12,345.60 THB  ✓ signed  duplicate: not forwarded'],
    [
      record({forward: {url: 'u', status: null, error: 'ECONNREFUSED: connect', duration_ms: 1}}),
      '19:45:03  deposit.success  dep_1  12,345.60 THB  ✓ signed  → failed: ECONNREFUSED: connect',
    ],
    [
      record({
        event_type: 'withdrawal.success',
        object_id: 'wd_1',
        amount: null,
        signature_valid: false,
        signature_problem: 'does not match the body',
        forward: null,
      }),
      '19:45:03  withdrawal.success  wd_1  ⚠ signature: does not match the body  received',
    ],
    [
      record({
        signature_valid: false,
        signature_problem: 'no X-Webhook-Signature header',
        refused: {status: 400, reason: 'signature not verified'},
        forward: null,
      }),
      '19:45:03  deposit.success  dep_1  12,345.60 THB  ⚠ signature: no X-Webhook-Signature header  refused 400: signature not verified, not forwarded',
    ],
    [
      record({
        event_id: null,
        event_type: null,
        object_id: null,
        amount: 'oops',
        forward: {url: 'u', status: 500, error: null, duration_ms: 1},
      }),
      '19:45:03  (not an event)  -  ✓ signed  → 500',
    ],
  ])('renders %#', (input, line) => {
    expect(renderDeliveryLine(input, plain)).toBe(`${line}\n`)
  })

  it('colours the verdicts on a terminal', () => {
    const colour = createStyle(true)
    expect(renderDeliveryLine(record(), colour)).toContain('\u001B[32m✓ signed\u001B[39m')
    expect(renderDeliveryLine(record({forward: {url: 'u', status: 500, error: null, duration_ms: 1}}), colour)).toContain(
      '\u001B[31m→ 500\u001B[39m',
    )
  })
})

describe('deliveryListenLine', () => {
  it('is the event and what the listener made of it', () => {
    expect(deliveryListenLine(record(), {event_id: 'dep_1:deposit.success'})).toEqual({
      received_at: at,
      event_id: 'dep_1:deposit.success',
      event_type: 'deposit.success',
      event: {event_id: 'dep_1:deposit.success'},
      signature_valid: true,
      signature_problem: null,
      duplicate: false,
      refused: null,
      forwarded: {url: 'http://127.0.0.1:3000/hooks', status: 200, error: null, duration_ms: 4},
    })
  })
})

describe('renderWebhookEvents', () => {
  it('aligns the table and marks replays, even in colour', () => {
    const rows = [
      record({source: 'replay'}),
      record({signature_valid: false, signature_problem: 'no webhook secret set', duplicate: true, forward: null}),
    ]
    const table = renderWebhookEvents(rows, plain)
    expect(table).toBe(
      [
        'Time                 Event id               Type             Signature                Forwarded',
        '2026-01-10 19:45:03  dep_1:deposit.success  deposit.success  ✓ verified               replay → 200',
        '2026-01-10 19:45:03  dep_1:deposit.success  deposit.success  ⚠ no webhook secret set  duplicate: not forwarded',
        '',
      ].join('\n'),
    )
    const coloured = renderWebhookEvents(rows, createStyle(true)).replaceAll(/\u001B\[\d+m/g, '')
    expect(coloured.replaceAll(/ +$/gm, '')).toBe(table)
  })

  it('says why a signature failed in a few words, its explanation left to --json', () => {
    const problems = [
      'does not match the body (another webhook secret signed it, or the body was changed on the way)',
      'does not match the body; it would match with: Secret with surrounding whitespace',
      'no X-Webhook-Signature header',
    ]
    const table = renderWebhookEvents(
      problems.map((problem) => record({signature_valid: false, signature_problem: problem, forward: null})),
      plain,
    )
    const lines = table.trimEnd().split('\n')
    expect(lines[0]).toMatch(/ {2}Signature {24}Forwarded$/)
    expect(lines[1]).toContain('  ⚠ does not match the body        ')
    expect(lines[2]).toContain('  ⚠ does not match the body        ')
    expect(lines[3]).toContain('  ⚠ no X-Webhook-Signature header  ')
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThan(120)
  })

  it('says how to get deliveries when there are none', () => {
    expect(renderWebhookEvents([], plain)).toContain('pay webhook listen')
  })
})

describe('what anyone can POST to the listener, printed', () => {
  // Unverified deliveries are printed and logged too, so their fields are whatever a sender wrote.
  const hostile = record({
    event_id: 'x\u001B]0;owned\u0007:deposit.success',
    event_type: 'deposit.success\u001B[2J',
    object_id: 'dep\u009B31m\u202E1',
    signature_valid: false,
    signature_problem: 'no match',
  })

  it('cannot reach the terminal as control or bidi characters, in the line of listen or the table of events', () => {
    for (const text of [renderDeliveryLine(hostile, plain), renderWebhookEvents([hostile], plain)]) {
      expect(text).not.toMatch(/[\u001B\u0007\u009B\u202E]/)
      expect(text).toContain('deposit.success\\u{1b}[2J')
    }
    expect(renderDeliveryLine(hostile, plain)).toContain('dep\\u{9b}31m\\u{202e}1')
    expect(renderWebhookEvents([hostile], plain)).toContain('x\\u{1b}]0;owned\\u{7}:deposit.success')
  })

  it('says a refused request in the language of the run', async () => {
    await speak('qps', {})
    try {
      for (const refused of [
        {status: 405, method: 'GET', path: '/'},
        {status: 413, maxBytes: 16},
        {status: 500, reason: 'disk full'},
      ] as const)
        expect(uncatalogued(renderRefusedRequest(refused), ['GET', '/', 'disk full'])).not.toMatch(/[A-Za-z]{2,}/)
    } finally {
      await speak('en', {})
    }
  })

  it('cannot reach it through the request line of a refused request, or the fields of a verified body', () => {
    expect(renderRefusedRequest({status: 405, method: 'GET', path: '/\u009B2J\u001B[31m'})).toBe(
      '405: GET /\\u{9b}2J\\u{1b}[31m: only POST is a delivery',
    )
    const verdict = renderWebhookVerdict(
      {
        valid: true,
        matchingVariants: [],
        event: {
          kind: 'event',
          eventType: 'deposit.success',
          eventId: 'dep_1\u001B[2J:deposit.success',
          objectId: 'dep_1\u202E',
          fields: [['amount\u0007', '1.00\u001B]0;x']],
        },
      },
      plain,
    )
    expect(verdict).not.toMatch(/[\u001B\u0007\u202E]/)
    expect(verdict).toContain('dep_1\\u{1b}[2J:deposit.success')
  })
})
