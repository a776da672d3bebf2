import {afterAll, describe, expect, it} from 'vitest'

import type {RequestLogEntry} from '../../src/core/schemas/output/request-log.js'
import type {SandboxDelivery} from '../../src/core/schemas/output/webhook.js'
import type {Withdrawal} from '../../src/core/schemas/withdrawal.js'
import {displayWidth} from '../../src/core/text/display-width.js'
import {renderRequestLog} from '../../src/ui/text/request-log.js'
import {renderDeliveries} from '../../src/ui/text/sandbox-deliveries.js'
import {createStyle} from '../../src/ui/text/style.js'
import {type Column, renderTable} from '../../src/ui/text/table.js'
import {renderWebhookEvents} from '../../src/ui/text/webhook-events.js'
import {renderWithdrawalTable} from '../../src/ui/text/withdrawal-list.js'
import {speak} from '../../src/ui/words/active.js'
import {loggedDelivery} from '../helpers/logged-delivery.js'

// The tables that fit themselves to the terminal (the commands with --wide): at 80, 100 and 120 columns no line is
// wider than the terminal, in English and in Thai, with colour on; the ids they shorten still tell the rows apart;
// without a width (a pipe, --wide) every column and every id is whole.

const coloured = createStyle(true)
const COLOUR = /\u001B\[[\d;]*m/g
const ids = ['fa6b3dc7-ff8c-4bd0-b9ac-91881310c9af', 'fa6b3dc7-ef1a-498a-8f4b-62695d90fc3b', '53ab8ad5-330c-4679-8aaf-77251d343b30']
const withdrawals: Withdrawal[] = ids.map((id, index) => ({
  id,
  amount: '1234567.00',
  fee: '9.00',
  net_payout: '1234567.00',
  currency: 'THB',
  receiver_bank_provider: 'KBANK',
  destination: {bank: 'KBANK', account_no: '1234567890', name: `บริษัท น้ำใจงาม จำกัด สาขาที่ ${index} ถนนพระรามเก้า`},
  kind: 'customer',
  status: index === 0 ? 'IN_PROGRESS' : 'SUCCESS',
  reference_user_id: null,
  created_at: '2026-11-28T01:02:03Z',
}))
const events = ids.map((id) =>
  loggedDelivery({
    event_id: `${id}:withdrawal.success`,
    signature_valid: false,
    signature_problem: 'the signature does not match the body: the webhook secret differs or the body was changed on the way',
    forward: {url: 'http://127.0.0.1:3000/webhooks/payments/incoming', status: 502, duration_ms: 1234, error: null},
  }),
)
const deliveries: SandboxDelivery[] = ids.map((id, index) => ({
  id: 1000 + index,
  merchant_id: 'mch_1',
  event_id: `${id}:deposit.success`,
  event_type: 'deposit.success',
  url: 'https://merchant.example.com/webhooks/payments/incoming?source=sandbox',
  state: 'failed',
  attempts: 7,
  last_status: null,
  last_error: 'connect ECONNREFUSED 127.0.0.1:3000 (the endpoint did not answer)',
  next_attempt_at: '2026-11-28T01:02:03Z',
  created_at: '2026-11-28T01:02:03Z',
  updated_at: null,
  body: '{}',
  history: [],
}))
const entries: RequestLogEntry[] = ids.map((id) => ({
  at: '2026-11-28T01:02:03Z',
  profile: 'production-th',
  mode: 'live',
  base_url: 'https://api.example.com',
  method: 'POST',
  target: '/v1/withdrawals',
  attempt: 2,
  status: 201,
  request_id: `req_${id.slice(0, 8)}0000007d`,
  idempotency_key: id,
  duration_ms: 1234,
  error_code: null,
}))

const TABLES: Record<string, (width?: number) => string> = {
  'withdrawal list': (width) => renderWithdrawalTable(withdrawals, coloured, width),
  'webhook events': (width) => renderWebhookEvents(events, coloured, width),
  'sandbox webhooks': (width) => renderDeliveries(deliveries, coloured, width),
  logs: (width) => renderRequestLog({data: entries, has_more: false}, false, coloured, width),
}

afterAll(() => speak('en', {}))

describe.each(['en', 'th'] as const)('the tables that fit the terminal, in %s', (language) => {
  it.each(Object.keys(TABLES))('%s: no line wider than 80, 100 or 120 columns; whole without a width', async (name) => {
    await speak(language, {})
    const wide = TABLES[name]!().replace(COLOUR, '')
    expect(
      wide.split('\n').some((line) => displayWidth(line) > 120),
      'the corpus is wider than the widest terminal',
    ).toBe(true)
    for (const id of ids) expect(wide).toContain(id)
    for (const width of [80, 100, 120]) {
      const lines = TABLES[name]!(width).replaceAll(COLOUR, '').trimEnd().split('\n')
      for (const line of lines) expect(displayWidth(line), `${width}: ${line}`).toBeLessThanOrEqual(width)
    }
  })
})

describe('renderTable given a width', () => {
  const columns: Column<{id: string; note: string; extra: string}>[] = [
    {header: 'ID', value: (row) => row.id, id: true},
    {header: 'EXTRA', value: (row) => row.extra, drop: 1},
    {header: 'NOTE', value: (row) => row.note, cut: true},
  ]
  const rows = ids.map((id) => ({id, note: 'n'.repeat(40), extra: 'e'.repeat(20)}))

  it('shortens ids to the shortest prefix of 8 or more that tells the rows apart, before anything else', () => {
    const lines = renderTable(columns, rows, undefined, 74).trimEnd().split('\n')
    expect(lines.slice(1).map((line) => line.split(' ')[0])).toEqual(['fa6b3dc7-f', 'fa6b3dc7-e', '53ab8ad5-3'])
    expect(lines[0]).toContain('EXTRA')
  })

  it('then leaves out the columns that may go, then cuts the ones that may be cut', () => {
    expect(renderTable(columns, rows, undefined, 60)).not.toContain('EXTRA')
    const cut = renderTable(columns, rows, undefined, 40)
    expect(cut).toContain('…')
    for (const line of cut.trimEnd().split('\n')) expect(displayWidth(line)).toBeLessThanOrEqual(40)
  })
})
