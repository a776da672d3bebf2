import {describe, expect, it} from 'vitest'

import type {ReconcileResult} from '../../src/core/schemas/output/webhook.js'
import {displayWidth} from '../../src/core/text/display-width.js'
import {createStyle} from '../../src/ui/text/style.js'
import {renderReconcile} from '../../src/ui/text/webhook-reconcile.js'

const EVENT_ID = '0b7c1a52-4f7e-4c5e-9d55-3f1e2a7b9c10:withdrawal.success'

const REPLAYED: ReconcileResult = {
  log: '/home/somchai/.local/share/pay/webhooks/events.jsonl',
  events_in_log: 3,
  checked: {deposits: 2, withdrawals: 4},
  sandbox: true,
  replayable: 1,
  missing: [
    {
      event_id: EVENT_ID,
      event_type: 'withdrawal.success',
      object: 'withdrawal',
      object_id: EVENT_ID.split(':')[0]!,
      object_status: 'SUCCESS',
      replay: {queued: true, delivery_id: 12, reason: null},
    },
  ],
}

const lines = (text: string) => text.trimEnd().split('\n')

describe('pay webhook reconcile --replay at a terminal', () => {
  it('lays the events one under the other when their table is wider than the terminal, every line within it', () => {
    const text = renderReconcile(REPLAYED, createStyle(false), 80)
    for (const line of lines(text)) expect(displayWidth(line), line).toBeLessThanOrEqual(80)
    expect(lines(text)).toContain(EVENT_ID)
    expect(text).toMatch(/\n {2}withdrawal SUCCESS · queued again/)
  })

  it('keeps the table where it fits, and piped (no width)', () => {
    for (const width of [160, undefined]) {
      const text = renderReconcile(REPLAYED, createStyle(false), width)
      expect(lines(text).find((line) => line.startsWith(EVENT_ID))).toMatch(/withdrawal SUCCESS {2,}queued again/)
    }
  })
})
