import {afterEach, describe, expect, it} from 'vitest'
import type {CheckCaseResult, WebhookCheck} from '../../src/core/schemas/output/webhook-check.js'
import {displayWidth} from '../../src/core/text/display-width.js'
import {CHECK_CASE_IDS} from '../../src/services/webhooks/check/cases.js'
import {createStyle} from '../../src/ui/text/style.js'
import {renderWebhookCheck} from '../../src/ui/text/webhook-check.js'
import {speak} from '../../src/ui/words/active.js'

const plain = createStyle(false)

/** A receiver that answers 500 to everything: every genuine and tolerant case fails, with the longest advice. */
const failing: WebhookCheck = {
  url: 'http://127.0.0.1:3000/webhooks',
  limit_ms: 10_000,
  passed: 7,
  failed: 11,
  cases: CHECK_CASE_IDS.map((id): CheckCaseResult => {
    const forged = id.startsWith('forged.')
    return {
      id,
      expect: forged ? 'refused' : 'accepted',
      answers: [{status: 500, error: null, location: null, duration_ms: 1234}],
      passed: forged,
      problem: forged ? null : 'refused',
    }
  }),
  not_sent: [],
}

describe('pay webhook check in Thai', () => {
  afterEach(() => speak('en', {}))

  it('fits 80 columns at a terminal, the table lined up and the advice wrapped between words under its bullet', async () => {
    await speak('th', {})
    const lines = renderWebhookCheck(failing, plain, 80).trimEnd().split('\n')
    for (const line of lines) expect(displayWidth(line), line).toBeLessThanOrEqual(80)
    const start = lines.findIndex((line) => line.startsWith('กรณี'))
    const table = lines.slice(start, lines.indexOf('', start))
    expect(table).toHaveLength(CHECK_CASE_IDS.length + 1)
    // The verdict column starts at the same column on every row, the heading's too.
    const verdictAt = (line: string) => displayWidth(line.slice(0, line.search(/ผล|✓|✗/)))
    expect(new Set(table.map(verdictAt)).size, table.join('\n')).toBe(1)
    const advice = lines.slice(lines.indexOf('endpoint นี้:') + 1)
    expect(advice.length).toBeGreaterThan(5)
    for (const row of advice) expect(row, row).toMatch(/^ {2}• |^ {4}\S/)
  })

  it('leaves lines whole without a terminal, as English does', async () => {
    await speak('th', {})
    expect(
      renderWebhookCheck(failing, plain)
        .split('\n')
        .some((line) => displayWidth(line) > 80),
    ).toBe(true)
  })
})
