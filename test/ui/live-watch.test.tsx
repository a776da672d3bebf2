import {describe, expect, it, vi} from 'vitest'

import {NetworkError} from '../../src/core/errors.js'
import type {Deposit} from '../../src/core/schemas/deposit.js'
import type {Withdrawal} from '../../src/core/schemas/withdrawal.js'
import {watchEvents} from '../../src/services/watch/status-watch.js'
import type {LiveWatchActions, LiveWatchProps, LiveWatchResult} from '../../src/ui/components/live-watch.js'
import type {PayScreen} from '../../src/ui/text/deposit-screen.js'
import type {Watched} from '../../src/ui/text/watch.js'
import {pendingDeposit} from '../helpers/deposit-fixture.js'
import {loadOutsideCi} from '../helpers/outside-ci.js'

const [{render}, {LiveWatch}] = await loadOutsideCi(() =>
  Promise.all([import('ink-testing-library'), import('../../src/ui/components/live-watch.js')]),
)

const NOW = Date.parse('2026-11-23T10:00:00Z')
const FAST = {initialMs: 1, maxMs: 1, factor: 1}

const pending = pendingDeposit(NOW, {
  payer: {bank: 'KBANK', account_no: '1234567890', name: 'Somchai'},
  display_expires_at: new Date(NOW + 240_000).toISOString(),
  match_window_until: new Date(NOW + 45_000).toISOString(),
})
const credited: Deposit = {...pending, status: 'CREDITED', matched_amount: '100.37', credited_amount: '99.37'}
const cancelled: Deposit = {...pending, status: 'CANCELLED'}

/** Answers each poll with the next object, then the last one for ever. */
function answers<T>(...objects: T[]) {
  let calls = 0
  const fetch = vi.fn(async () => objects[Math.min(calls++, objects.length - 1)]!)
  return fetch
}

const isFinal = (object: Deposit | Withdrawal) =>
  ['CREDITED', 'EXPIRED', 'CANCELLED', 'SUCCESS', 'FAILED', 'REJECTED'].includes(object.status)

/** The view as the flow mounts it: the watch's events from `fetch`, polling stopped when the view ends, SIGINT as a signal. */
function mount(
  initial: Watched,
  fetch: () => Promise<Deposit | Withdrawal>,
  actions: LiveWatchActions = {},
  payScreen?: LiveWatchProps['payScreen'],
) {
  const ended = vi.fn<(result: LiveWatchResult) => void>()
  const polling = new AbortController()
  const interrupted = new AbortController()
  const view = render(
    <LiveWatch
      initial={initial}
      updates={watchEvents({initial: initial.object, fetch, isFinal, backoff: FAST, signal: polling.signal})}
      stopUpdates={() => polling.abort()}
      interrupted={interrupted.signal}
      isFinal={isFinal}
      actions={actions}
      plain
      now={() => NOW}
      onEnd={ended}
      payScreen={payScreen}
    />,
  )
  const frameWith = (text: string) => vi.waitFor(() => expect(view.lastFrame()).toContain(text))
  // The keys are offered once Ink reads them; pressing one earlier would be lost.
  const press = async (key: string) => {
    await vi.waitFor(() => expect(view.frames.join('\n')).toContain('q leave'))
    view.stdin.write(key)
  }
  return {view, ended, frameWith, press, polling: polling.signal, interrupt: () => interrupted.abort()}
}

describe('LiveWatch (Ink)', () => {
  it('shows expected_amount, the countdowns, the history and the final state, then ends', async () => {
    const {view, ended, frameWith} = mount({kind: 'deposit', object: pending}, answers(pending, credited))
    const first = view.frames[0]!
    expect(first).toContain('Deposit dep_1  PENDING')
    expect(first).toContain('To pay       100.37 THB (not 100.00 THB: pay exactly this)')
    expect(first).toMatch(/Shown until +\d{4}-\d\d-\d\d \d\d:\d\d:\d\d · 4:00 left/)
    expect(first).toMatch(/Match until +.* · 0:45 left/)
    await frameWith('Deposit CREDITED: 99.37 THB added to the balance (100.37 THB received).')
    expect(view.lastFrame()).toMatch(/States seen \(as polled\)\n +\S+ \S+ +PENDING\n +\S+ \S+ +CREDITED/)
    expect(view.lastFrame()).toContain('Credited     99.37 THB')
    expect(view.lastFrame()).not.toContain('left')
    expect(view.frames.join('\n')).not.toContain('c cancel')
    await vi.waitFor(() => expect(ended).toHaveBeenCalledWith({watched: {kind: 'deposit', object: credited}, ending: 'final'}))
  })

  it('c asks first, and y cancels the deposit', async () => {
    const cancel = vi.fn(async () => cancelled)
    const {ended, frameWith, press} = mount({kind: 'deposit', object: pending}, answers(pending), {cancel})
    await frameWith('c cancel · q leave')
    await press('c')
    await frameWith('Cancel deposit dep_1? A transfer made after this will not be matched. [y/N]')
    expect(cancel).not.toHaveBeenCalled()
    await press('y')
    await frameWith('Deposit CANCELLED: a transfer made now will not be matched to it.')
    expect(cancel).toHaveBeenCalledOnce()
    await vi.waitFor(() => expect(ended.mock.calls[0]![0]).toMatchObject({ending: 'final', watched: {object: {status: 'CANCELLED'}}}))
  })

  it('y typed right after c, before the view has drawn again, still cancels (and only once)', async () => {
    // Ink hands keys to the handler of the last finished render; a fast typist, or a loaded machine, can send
    // the answer before the question's render has subscribed its handler.
    const cancel = vi.fn(async () => cancelled)
    const {view, frameWith, press} = mount({kind: 'deposit', object: pending}, answers(pending), {cancel})
    await press('c')
    view.stdin.write('y')
    view.stdin.write('y')
    await frameWith('Deposit CANCELLED: a transfer made now will not be matched to it.')
    expect(cancel).toHaveBeenCalledOnce()
  })

  it('c then anything but y cancels nothing', async () => {
    const cancel = vi.fn(async () => cancelled)
    const {frameWith, press} = mount({kind: 'deposit', object: pending}, answers(pending), {cancel})
    await press('c')
    await frameWith('[y/N]')
    await press('n')
    await frameWith('Not cancelled.')
    expect(cancel).not.toHaveBeenCalled()
  })

  it('s simulates the transfer and shows what happened (offered only when given)', async () => {
    const simulate = vi.fn(async () => ({said: 'Transfer txn_1 of 100.37 THB injected.'}))
    const {frameWith, press} = mount({kind: 'deposit', object: pending}, answers(pending), {simulate})
    await frameWith('s simulate transfer · q leave')
    await press('s')
    await frameWith('Transfer txn_1 of 100.37 THB injected.')
    expect(simulate).toHaveBeenCalledOnce()
  })

  it('ends without the words of earlier keys, and stops a simulation still waiting for its match', async () => {
    let paid = false
    const fetch = vi.fn(async () => (paid ? credited : pending))
    let simulationSignal: AbortSignal | undefined
    const simulate = vi.fn(
      (signal: AbortSignal) =>
        new Promise<{said: string}>((resolve) => {
          simulationSignal = signal
          paid = true
          signal.addEventListener('abort', () => resolve({said: 'Transfer txn_1 injected; not matched yet.'}))
        }),
    )
    const {view, frameWith, press} = mount({kind: 'deposit', object: pending}, fetch, {simulate})
    await press('s')
    await frameWith('Deposit CREDITED:')
    expect(view.lastFrame()).not.toContain('Simulating the transfer…')
    expect(view.lastFrame()).not.toContain('not matched yet')
    expect(simulationSignal?.aborted).toBe(true)
  })

  it('ends as soon as the simulation saw the deposit credited, without waiting for the next poll', async () => {
    const simulate = vi.fn(async () => ({said: 'Transfer txn_1 injected. Deposit dep_1 CREDITED.', object: credited}))
    const {ended, frameWith, press} = mount({kind: 'deposit', object: pending}, answers(pending), {simulate})
    await frameWith('s simulate transfer')
    await press('s')
    await frameWith('Deposit CREDITED:')
    await vi.waitFor(() =>
      expect(ended).toHaveBeenCalledWith(expect.objectContaining({ending: 'final', watched: expect.objectContaining({object: credited})})),
    )
  })

  it('c, n, then c, y: "Not cancelled." is gone once the deposit is cancelled', async () => {
    const cancel = vi.fn(async () => cancelled)
    const {view, frameWith, press} = mount({kind: 'deposit', object: pending}, answers(pending), {cancel})
    await press('c')
    await frameWith('[y/N]')
    await press('n')
    await frameWith('Not cancelled.')
    await press('c')
    await frameWith('[y/N]')
    expect(view.lastFrame()).not.toContain('Not cancelled.')
    await press('y')
    await frameWith('Deposit CANCELLED:')
    expect(view.lastFrame()).not.toContain('Not cancelled.')
  })

  it("draws the pay screen for the terminal's size, again when it is resized, and drops it once the deposit is paid", async () => {
    let paid = false
    const sizes: Array<{columns: number; rows: number}> = []
    const payScreen = vi.fn((terminal: {columns: number; rows: number}): PayScreen => {
      sizes.push(terminal)
      return {
        arrangement: 'stacked',
        amount: ['Pay exactly 100.37 THB'],
        main: [`CODE FOR ${terminal.columns}×${terminal.rows}`],
        mainColumns: 20,
        code: true,
        notes: [],
      }
    })
    const {view, frameWith} = mount({kind: 'deposit', object: pending}, async () => (paid ? credited : pending), {}, payScreen)
    await frameWith('CODE FOR')
    const first = sizes.at(-1)!
    Object.defineProperty(view.stdout, 'columns', {value: 61, configurable: true})
    view.stdout.emit('resize')
    await frameWith(`CODE FOR 61×${first.rows}`)
    paid = true
    await frameWith('Deposit CREDITED:')
    expect(view.lastFrame()).not.toContain('CODE FOR')
    expect(view.lastFrame()).not.toContain('Pay exactly 100.37 THB')
  })

  it('q leaves without changing anything, and stops the polling', async () => {
    const cancel = vi.fn(async () => cancelled)
    const {ended, frameWith, press, polling} = mount({kind: 'deposit', object: pending}, answers(pending), {cancel})
    await press('q')
    await frameWith('Left; nothing was changed. Follow it again with: pay deposit watch dep_1')
    // The last frame is drawn before the view calls back; wait for the call itself.
    await vi.waitFor(() => expect(ended).toHaveBeenCalled())
    expect(ended.mock.calls[0]![0].ending).toBe('left')
    expect(cancel).not.toHaveBeenCalled()
    expect(polling.aborted).toBe(true)
  })

  it('ends as interrupted when the flow hears a SIGINT', async () => {
    const {ended, frameWith, interrupt} = mount({kind: 'deposit', object: pending}, answers(pending))
    await frameWith('q leave')
    interrupt()
    await frameWith('Interrupted; nothing was changed. Follow it again with: pay deposit watch dep_1')
    await vi.waitFor(() => expect(ended).toHaveBeenCalled())
    expect(ended.mock.calls[0]![0].ending).toBe('interrupted')
  })

  it('says when a poll failed and that it will try again', async () => {
    const fetch = async (): Promise<Deposit> => {
      throw new NetworkError('connection reset.')
    }
    const {view, frameWith} = mount({kind: 'deposit', object: pending}, fetch)
    await frameWith('connection reset. Trying again in 1 s.')
    expect(view.lastFrame()).toContain('Deposit dep_1  PENDING')
  })

  it('follows a withdrawal to FAILED with its money and offers only q', async () => {
    const withdrawal: Withdrawal = {
      id: 'wd_1',
      amount: '500.00',
      fee: '9.00',
      net_payout: '500.00',
      currency: 'THB',
      receiver_bank_provider: 'KBANK',
      destination: {bank: 'KBANK', account_no: '1234567890', name: 'Somchai'},
      kind: 'customer',
      status: 'PENDING',
    }
    const {view, frameWith} = mount(
      {kind: 'withdrawal', object: withdrawal},
      answers({...withdrawal, status: 'PROCESSING'}, {...withdrawal, status: 'FAILED'}),
    )
    expect(view.frames[0]).toContain('Gross        509.00 THB')
    expect(view.frames.join('\n')).not.toContain('c cancel')
    await frameWith('Withdrawal FAILED: nothing was paid; the gross 509.00 THB went back to the wallet.')
    expect(view.lastFrame()).toMatch(/PENDING\n.*PROCESSING\n.*FAILED/)
  })

  it('keeps every status a poll saw in the history, however quickly they follow each other', async () => {
    const withdrawal = pendingWithdrawal('wd_2')
    const walk = ['APPROVED', 'PROCESSING', 'IN_PROGRESS', 'SUCCESS'].map((status) => ({...withdrawal, status}) as Withdrawal)
    const {view, frameWith} = mount({kind: 'withdrawal', object: withdrawal}, answers(...walk))
    await frameWith('Withdrawal SUCCESS:')
    expect(view.lastFrame()).toMatch(/States seen \(as polled\)\n.*PENDING\n.*APPROVED\n.*PROCESSING\n.*IN_PROGRESS\n.*SUCCESS/)
  })

  it('calls its list the states seen as polled, a state passed between two polls being absent from it', async () => {
    const withdrawal = pendingWithdrawal('wd_3')
    const polled = ['PROCESSING', 'SUCCESS'].map((status) => ({...withdrawal, status}) as Withdrawal)
    const {view, frameWith} = mount({kind: 'withdrawal', object: withdrawal}, answers(...polled))
    await frameWith('Withdrawal SUCCESS:')
    expect(view.lastFrame()).toMatch(/States seen \(as polled\)\n.*PENDING\n.*PROCESSING\n.*SUCCESS/)
    expect(view.lastFrame()).not.toContain('History')
  })
})

function pendingWithdrawal(id: string): Withdrawal {
  return {
    id,
    amount: '100.00',
    fee: '9.00',
    net_payout: '100.00',
    currency: 'THB',
    receiver_bank_provider: 'KBANK',
    destination: {bank: 'KBANK', account_no: '1234567890', name: 'Somchai'},
    kind: 'customer',
    status: 'PENDING',
  }
}
