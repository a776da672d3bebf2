import {describe, expect, it, vi} from 'vitest'

import type {LoggedDelivery} from '../../src/core/schemas/output/webhook.js'
import type {DeliveryBrowserProps} from '../../src/ui/components/delivery-browser.js'
import {loadOutsideCi} from '../helpers/outside-ci.js'

// Ink decides once, when it is loaded, whether it runs in CI, and then draws only the last frame. These tests
// stand for a person's terminal, so Ink is loaded with CI off.
const [{render}, {DeliveryBrowser, KEPT_DELIVERIES, NOTE_SHOWN_MS}] = await loadOutsideCi(() =>
  Promise.all([import('ink-testing-library'), import('../../src/ui/components/delivery-browser.js')]),
)

const DOWN = '\u001B[B'
const UP = '\u001B[A'
const ENTER = '\r'
const ESC = '\u001B'

function delivery(index: number, fields: Partial<LoggedDelivery> = {}): LoggedDelivery {
  const body = `{"event_id":"dep_${index}:deposit.success","event_type":"deposit.success","deposit_id":"dep_${index}"}`
  return {
    source: 'listen',
    received_at: new Date(Date.UTC(2026, 10, 25, 3, 0, index)).toISOString(),
    event_id: `dep_${index}:deposit.success`,
    event_type: 'deposit.success',
    object_id: `dep_${index}`,
    amount: '10.00',
    signature_valid: true,
    signature_problem: null,
    duplicate: false,
    refused: null,
    forward: {url: 'http://127.0.0.1:3000/hooks', status: 200, error: null, duration_ms: 3},
    headers: [
      ['Content-Type', 'application/json'],
      ['X-Webhook-Signature', 'ab'.repeat(32)],
    ],
    body_base64: Buffer.from(body).toString('base64'),
    ...fields,
  }
}

/** What a test hands the view: a delivery, or a note. */
type BrowsedItem = {kind: 'delivery'; record: LoggedDelivery} | {kind: 'note'; text: string}

/** A schedule the test fires by hand: what the view asked to run later, and after how long. */
function handTimer() {
  const waiting = new Set<{run: () => void; ms: number}>()
  return {
    schedule: (run: () => void, ms: number) => {
      const timer = {run, ms}
      waiting.add(timer)
      return () => waiting.delete(timer)
    },
    waiting,
    /** Runs every timer due within `ms`, as that much time passing would. */
    pass(ms: number) {
      for (const timer of [...waiting]) {
        if (timer.ms > ms) continue
        waiting.delete(timer)
        timer.run()
      }
    },
  }
}

function mount(options: {replay?: DeliveryBrowserProps['replay']; schedule?: DeliveryBrowserProps['schedule']} = {}) {
  let push: (item: BrowsedItem) => void = () => undefined
  const ended = vi.fn()
  const interrupted = new AbortController()
  const replay = vi.fn(options.replay ?? (async () => ({text: 'Replayed → 200', tone: 'good' as const})))
  const view = render(
    <DeliveryBrowser
      heading="Listening on http://127.0.0.1:4011/"
      subscribe={({onDelivery, onNote}) => {
        push = (item) => (item.kind === 'note' ? onNote(item.text) : onDelivery({record: item.record, event: null}))
        return () => undefined
      }}
      replay={replay}
      interrupted={interrupted.signal}
      plain
      onEnd={ended}
      schedule={options.schedule}
    />,
  )
  const frameWith = (text: string | RegExp) =>
    vi.waitFor(() => (typeof text === 'string' ? expect(view.lastFrame()).toContain(text) : expect(view.lastFrame()).toMatch(text)))
  const press = async (key: string) => {
    await vi.waitFor(() => expect(view.lastFrame()).toContain('q quit'))
    view.stdin.write(key)
  }
  return {view, ended, replay, frameWith, press, push: (item: BrowsedItem) => push(item), interrupt: () => interrupted.abort()}
}

describe('DeliveryBrowser (Ink)', () => {
  it('lists deliveries as they come, following the newest, and ends on q', async () => {
    const {view, ended, frameWith, press, push} = mount()
    await frameWith('Waiting for deliveries…')
    push({kind: 'delivery', record: delivery(1)})
    push({
      kind: 'delivery',
      record: delivery(2, {
        signature_valid: false,
        signature_problem: 'no match',
        refused: {status: 400, reason: 'signature not verified'},
        forward: null,
      }),
    })
    await frameWith('2 deliveries, following the newest')
    expect(view.lastFrame()).toMatch(/ {2}\d\d:\d\d:\d\d deposit\.success dep_1 ✓ → 200/)
    expect(view.lastFrame()).toMatch(/› \d\d:\d\d:\d\d deposit\.success dep_2 ⚠ refused 400: signature not verified, not forwarded/)
    await press('q')
    await vi.waitFor(() => expect(ended).toHaveBeenCalledOnce())
  })

  it('↑ picks an older delivery, enter shows its headers and raw body, esc goes back', async () => {
    const {view, frameWith, press, push} = mount()
    push({kind: 'delivery', record: delivery(1)})
    push({kind: 'delivery', record: delivery(2)})
    await frameWith('2 deliveries')
    await press(UP)
    await frameWith(/› \d\d:\d\d:\d\d deposit\.success dep_1/)
    expect(view.lastFrame()).not.toContain('following the newest')
    await press(ENTER)
    await frameWith('Headers')
    const details = view.lastFrame()!
    expect(details).toContain('deposit.success  dep_1:deposit.success')
    expect(details).toContain(`  X-Webhook-Signature: ${'ab'.repeat(32)}`)
    expect(details).toContain('Body (88 bytes, raw)')
    expect(details).toContain('{"event_id":"dep_1:deposit.success","event_type":"deposit.success","deposit_id":"dep_1"}')
    expect(details).toContain('→ 200  http://127.0.0.1:3000/hooks (3 ms)')
    await press(ESC)
    await frameWith('2 deliveries')
    await press(DOWN)
    await frameWith('following the newest')
  })

  it('shows a hostile body and headers escaped, so they cannot repaint the terminal', async () => {
    const {view, frameWith, press, push} = mount()
    const body = 'x\u001B[2J\u001B]0;owned\u0007\u202Ey'
    push({
      kind: 'delivery',
      record: delivery(3, {
        event_type: 'evil\u001B[31m',
        headers: [['X-Evil', 'a\u001B[2Jb']],
        body_base64: Buffer.from(body).toString('base64'),
      }),
    })
    await frameWith('1 delivery,')
    expect(view.lastFrame()).toContain('evil\\u{1b}[31m')
    await press(ENTER)
    await frameWith('Headers')
    expect(view.lastFrame()).toContain('X-Evil: a\\u{1b}[2Jb')
    expect(view.lastFrame()).toContain('x\\u{1b}[2J\\u{1b}]0;owned\\u{7}\\u{202e}y')
    expect(view.lastFrame()).not.toContain('\u001B[2J')
  })

  it('r replays the picked delivery and says how it went', async () => {
    const {frameWith, press, push, replay} = mount({replay: async (record) => ({text: `Replayed ${record.event_id} → 200`, tone: 'good'})})
    push({kind: 'delivery', record: delivery(1)})
    push({kind: 'delivery', record: delivery(2)})
    await frameWith('2 deliveries')
    await press(UP)
    await frameWith(/› \S+ deposit\.success dep_1/)
    await press('r')
    await frameWith('Replayed dep_1:deposit.success → 200')
    expect(replay).toHaveBeenCalledOnce()
    expect(replay.mock.calls[0]![0].event_id).toBe('dep_1:deposit.success')
  })

  it('shows a note of the listener (a refused request) as the message, gone after a few seconds', async () => {
    const timer = handTimer()
    const {view, frameWith, push} = mount({schedule: timer.schedule})
    push({kind: 'note', text: '405: only POST is accepted'})
    await frameWith('405: only POST is accepted')
    timer.pass(NOTE_SHOWN_MS - 1)
    expect(view.lastFrame()).toContain('405: only POST is accepted')
    timer.pass(NOTE_SHOWN_MS)
    await vi.waitFor(() => expect(view.lastFrame()).not.toContain('405'))
  })

  it("a replay's answer expires, the wait for it does not, and a newer note starts its own time", async () => {
    const timer = handTimer()
    let answer: (said: {text: string; tone: 'good'}) => void = () => undefined
    const {view, frameWith, press, push} = mount({
      schedule: timer.schedule,
      replay: () => new Promise((resolve) => (answer = resolve)),
    })
    push({kind: 'delivery', record: delivery(1)})
    await frameWith('1 delivery,')
    await press('r')
    await frameWith('Replaying dep_1:deposit.success…')
    timer.pass(Number.POSITIVE_INFINITY)
    expect(view.lastFrame()).toContain('Replaying dep_1:deposit.success…')
    answer({text: 'Replayed dep_1:deposit.success → 200', tone: 'good'})
    await frameWith('Replayed dep_1:deposit.success → 200')
    await vi.waitFor(() => expect(timer.waiting.size).toBe(1))
    push({kind: 'note', text: '405: only POST is accepted'})
    await frameWith('405: only POST is accepted')
    // The replay's timer was cancelled with its note: one timer, the new note's.
    expect(timer.waiting.size).toBe(1)
    timer.pass(NOTE_SHOWN_MS)
    await vi.waitFor(() => expect(view.lastFrame()).not.toContain('405'))
    expect(view.lastFrame()).not.toContain('Replayed')
  })

  it('says how many deliveries are above and below the window, counting those that come while an older one is picked', async () => {
    // ink-testing-library's terminal is 24 rows: 19 for the list.
    const {view, frameWith, press, push} = mount()
    for (let index = 0; index < 30; index++) push({kind: 'delivery', record: delivery(index)})
    await frameWith('30 deliveries, following the newest · ↑ 11 more above')
    expect(view.lastFrame()).not.toContain('more below')
    await press(UP)
    await frameWith(/› \S+ deposit\.success dep_28 /)
    expect(view.lastFrame()).toContain('↓ 1 more below')
    for (let index = 30; index < 33; index++) push({kind: 'delivery', record: delivery(index)})
    await frameWith('↓ 4 more below')
    const frame = view.lastFrame()!
    expect(frame).toContain('33 deliveries · ↑ 11 more above')
    expect(frame).toMatch(/› \S+ deposit\.success dep_28 /)
    expect(frame).not.toContain('dep_29 ')
    expect(frame.split('\n').length).toBeLessThan(24)
    await press(DOWN)
    await press(DOWN)
    await press(DOWN)
    await press(DOWN)
    await frameWith('following the newest')
    expect(view.lastFrame()).not.toContain('more below')
  })

  it(`keeps the newest ${KEPT_DELIVERIES} deliveries, a picked one staying picked`, async () => {
    const {view, frameWith, press, push} = mount()
    for (const index of [0, 1, 2]) push({kind: 'delivery', record: delivery(index)})
    await frameWith('3 deliveries')
    await press(UP)
    await frameWith(/› \S+ deposit\.success dep_1 /)
    for (let index = 3; index < KEPT_DELIVERIES + 1; index++) push({kind: 'delivery', record: delivery(index)})
    await frameWith(`${KEPT_DELIVERIES} deliveries`)
    expect(view.lastFrame()).toMatch(/› \d\d:\d\d:\d\d deposit\.success dep_1 /)
  })

  it('ends when the flow aborts on a signal from outside', async () => {
    const {ended, interrupt, frameWith} = mount()
    await frameWith('Waiting')
    interrupt()
    await vi.waitFor(() => expect(ended).toHaveBeenCalledOnce())
  })
})
