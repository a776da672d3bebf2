import {readFileSync} from 'node:fs'
import {createElement} from 'react'
import {afterAll, describe, expect, it, vi} from 'vitest'

import {DEPOSIT_STATUSES, type Deposit, isDepositFinal} from '../../src/core/schemas/deposit.js'
import {isWithdrawalFinal, WITHDRAWAL_STATUSES, type Withdrawal} from '../../src/core/schemas/withdrawal.js'
import type {RowOutcome} from '../../src/services/batch/runner.js'
import type {StaleLookup} from '../../src/services/batch/stale-lookup.js'
import type {LiveWatchResult} from '../../src/ui/components/live-watch.js'
import {renderStaleLookup} from '../../src/ui/text/batch-lookup.js'
import {rowLine} from '../../src/ui/text/batch-row-line.js'
import {renderCancelledDeposit, renderDeposit} from '../../src/ui/text/deposit.js'
import {createStyle} from '../../src/ui/text/style.js'
import {renderSimulatedTransfer} from '../../src/ui/text/test-mode.js'
import {renderTrigger} from '../../src/ui/text/trigger.js'
import {outcomeSentence, type Watched} from '../../src/ui/text/watch.js'
import {statusLine} from '../../src/ui/text/watch-lines.js'
import {createdNote, renderWithdrawal} from '../../src/ui/text/withdrawal.js'
import {renderWithdrawalTable} from '../../src/ui/text/withdrawal-list.js'
import {speak, words} from '../../src/ui/words/active.js'
import {arrivalClaims} from '../helpers/claims.js'
import {pendingDeposit} from '../helpers/deposit-fixture.js'
import {loadOutsideCi} from '../helpers/outside-ci.js'
import {sourceFiles} from '../helpers/source-files.js'

const [{render}, {LiveWatch}] = await loadOutsideCi(() =>
  Promise.all([import('ink-testing-library'), import('../../src/ui/components/live-watch.js')]),
)

/**
 * Words are claims, per status: for every status of both objects (from their schemas, so a new status is covered
 * as it is added), every view that shows the object says money arrived (paid, received, credited, a net payout)
 * only when it did, a SUCCESS withdrawal or a CREDITED deposit, and a view that says what became of the object
 * gives the reason of one that ended badly (FAILED, REJECTED; EXPIRED or CANCELLED when the object carries one).
 * In English and in Thai. The views are found by construction: a file of src/ui that paints a status, says an
 * outcome or takes a deposit or withdrawal must be one of VIEWS or of NOT_VIEWS.
 */

const NOW = Date.parse('2026-11-23T10:00:00Z')
const style = createStyle(false)
/** The sandbox's own reason for a failure (docs/sandbox.md): the service's words, shown as they are. */
const REASON = 'the receiving bank reported a failure'
const ARRIVED = {withdrawal: 'SUCCESS', deposit: 'CREDITED'} as const

function withdrawalIn(status: Withdrawal['status']): Withdrawal {
  return {
    id: 'wd_1',
    amount: '300.00',
    fee: '9.00',
    net_payout: '300.00',
    currency: 'THB',
    receiver_bank_provider: 'KBANK',
    destination: {bank: 'KBANK', account_no: '1234564001', name: 'Somchai Jaidee'},
    kind: 'customer',
    status,
    reference_user_id: 'user-42',
    created_at: new Date(NOW - 60_000).toISOString(),
    ...(endedBadly('withdrawal', status) ? {reason: REASON} : {}),
  }
}

function depositIn(status: Deposit['status']): Deposit {
  return pendingDeposit(NOW, {
    status,
    payer: {bank: 'KBANK', account_no: '1234567890', name: 'Somchai Jaidee'},
    ...(status === 'PENDING' ? {pay_to: {bank: 'KBANK', account_holder: 'Shop', account_no: '1234567890'}} : {}),
    ...(status === 'CREDITED' ? {matched_amount: '100.37', credited_amount: '99.37'} : {}),
    ...(endedBadly('deposit', status) ? {reason: REASON} : {}),
  })
}

function endedBadly(kind: 'withdrawal' | 'deposit', status: string): boolean {
  const final = kind === 'withdrawal' ? isWithdrawalFinal(status as Withdrawal['status']) : isDepositFinal(status as Deposit['status'])
  return final && status !== ARRIVED[kind]
}

/** The last frame of the live view given the object already final, as a person sees it when it ends. */
async function liveViewEnd(watched: Watched): Promise<string> {
  const ended = vi.fn<(result: LiveWatchResult) => void>()
  const view = render(
    createElement(LiveWatch, {
      initial: watched,
      updates: (async function* () {
        yield {kind: 'final' as const, object: watched.object}
      })(),
      stopUpdates: () => {},
      isFinal: () => true,
      actions: {},
      plain: true,
      now: () => NOW,
      onEnd: ended,
    }),
  )
  await vi.waitFor(() => expect(ended).toHaveBeenCalled())
  await vi.waitFor(() => expect(view.lastFrame()).toContain(words().watch.history))
  const frame = view.lastFrame()!
  view.unmount()
  return frame
}

interface View<T> {
  /** The files of src/ui whose words the view shows. */
  files: string[]
  /** Says what became of the object: a success is said as one. */
  outcome: boolean
  /** Shows the reason of a bad end (a view with a line per object, a list, may leave it out). */
  reason: boolean
  render: (object: T) => string | Promise<string>
}

const WITHDRAWAL_VIEWS: Record<string, View<Withdrawal>> = {
  'withdrawal get': {files: ['src/ui/text/withdrawal.ts'], outcome: true, reason: true, render: (w) => renderWithdrawal(w, style, NOW)},
  'withdrawal create': {
    files: ['src/ui/text/withdrawal.ts'],
    outcome: true,
    reason: true,
    render: (w) => `${renderWithdrawal(w, style, NOW)}${createdNote(w, true) ?? ''}`,
  },
  'withdrawal list': {
    files: ['src/ui/text/withdrawal-list.ts'],
    outcome: false,
    reason: false,
    render: (w) => renderWithdrawalTable([w], style),
  },
  'withdrawal watch, status lines': {
    files: ['src/ui/text/watch-lines.ts', 'src/ui/text/watch.ts'],
    outcome: true,
    reason: true,
    render: (w) =>
      [
        statusLine('withdrawal', w, NOW, style),
        outcomeSentence({kind: 'withdrawal', object: w}, NOW),
        renderWithdrawal(w, style, NOW),
      ].join('\n'),
  },
  'withdrawal watch, live view': {
    files: ['src/ui/components/live-watch.tsx', 'src/ui/text/watch.ts'],
    outcome: true,
    reason: true,
    render: (w) => liveViewEnd({kind: 'withdrawal', object: w}),
  },
  'trigger withdrawal.*': {
    files: ['src/ui/text/trigger.ts'],
    outcome: false,
    reason: true,
    render: (w) => renderTrigger({event: 'withdrawal.failed', target: 'sandbox', withdrawal: w, events: []}, style),
  },
  'withdrawal batch, row line': {
    files: ['src/ui/text/batch-row-line.ts'],
    outcome: false,
    reason: false,
    render: (w) => rowLine({kind: 'done', task: {payout: {row: 1}}, withdrawal: w, replayed: false} as RowOutcome, style),
  },
  'withdrawal batch, lookup': {
    files: ['src/ui/text/batch-lookup.ts'],
    outcome: false,
    reason: false,
    render: (w) =>
      renderStaleLookup(
        {
          findings: [
            {
              payout: {row: 1, body: {receiver_bank_provider: 'KBANK', receiver_bank_account_number: '1234564001', amount: '300.00'}},
              sentAt: NOW,
              withdrawal: w,
            },
          ],
          pages: 1,
          complete: true,
        } as unknown as StaleLookup,
        style,
        NOW,
      ),
  },
}

const DEPOSIT_VIEWS: Record<string, View<Deposit>> = {
  'deposit get': {files: ['src/ui/text/deposit.ts'], outcome: true, reason: true, render: (d) => renderDeposit(d, style, NOW)},
  'deposit cancel, the answer alone': {
    files: ['src/ui/text/deposit.ts'],
    outcome: false,
    reason: false,
    render: (d) => renderCancelledDeposit({id: d.id, status: d.status}, style),
  },
  'deposit watch, status lines': {
    files: ['src/ui/text/watch-lines.ts', 'src/ui/text/watch.ts'],
    outcome: true,
    reason: true,
    render: (d) => [statusLine('deposit', d, NOW, style), outcomeSentence({kind: 'deposit', object: d}, NOW)].join('\n'),
  },
  'deposit watch, live view': {
    files: ['src/ui/components/live-watch.tsx', 'src/ui/text/watch.ts'],
    outcome: true,
    reason: true,
    render: (d) => liveViewEnd({kind: 'deposit', object: d}),
  },
  'test simulate-transfer': {
    files: ['src/ui/text/test-mode.ts'],
    outcome: false,
    reason: false,
    render: (d) =>
      renderSimulatedTransfer(
        {
          credited: d.status === 'CREDITED',
          credited_amount: d.credited_amount ?? null,
          matched_amount: d.matched_amount ?? null,
          reasons: [],
          request: {deposit_id: d.id},
          transfer: {bank_txn_id: 'txn_1', amount: '100.37', currency: 'THB', status: 'injected'},
          deposit: d,
        } as Parameters<typeof renderSimulatedTransfer>[0],
        style,
      ),
  },
  'trigger deposit.*': {
    files: ['src/ui/text/trigger.ts'],
    outcome: false,
    reason: false,
    render: (d) => renderTrigger({event: 'deposit.success', target: 'sandbox', deposit: d, events: []}, style),
  },
}

/** Files of src/ui that the surface check finds but that show no final object, and why. */
const NOT_VIEWS: Record<string, string> = {
  'src/ui/text/format.ts': 'paints a status for the views',
  'src/ui/text/deposit-screen.ts': "a PENDING deposit's pay screen (test/ui/final-deposit-words.test.ts)",
  'src/ui/text/deposit-qr-card.ts': "a PENDING deposit's QR card; a deposit without a QR to give is refused",
  'src/ui/text/books-reconcile.ts':
    "a ledger entry's status as recorded, beside its reconcile class; only money that moved is matched (test/services/books/reconcile.test.ts)",
}

/** What makes a file of src/ui a view of a deposit's or withdrawal's status. */
const SHOWS_STATUS = /\bpaintStatus\(|\bSTATUS_COLOURS\b|\boutcomeSentence\(|core\/schemas\/(?:deposit|withdrawal)\.js'/

describe('the views of a status are all known to this guard', () => {
  it('every file of src/ui that shows a status is a view here, or named as none', () => {
    const root = new URL('../..', import.meta.url).pathname
    const found = sourceFiles(root).filter(
      (file) => file.startsWith('src/ui/') && SHOWS_STATUS.test(readFileSync(`${root}${file}`, 'utf8')),
    )
    const known = new Set([
      ...Object.values({...WITHDRAWAL_VIEWS, ...DEPOSIT_VIEWS}).flatMap((view) => view.files),
      ...Object.keys(NOT_VIEWS),
    ])
    expect(found.filter((file) => !known.has(file))).toEqual([])
    expect(Object.keys(NOT_VIEWS).filter((file) => !found.includes(file))).toEqual([])
  })
})

afterAll(() => speak('en', {}))

const KINDS = [
  {kind: 'withdrawal' as const, statuses: WITHDRAWAL_STATUSES, views: WITHDRAWAL_VIEWS, object: withdrawalIn},
  {kind: 'deposit' as const, statuses: DEPOSIT_STATUSES, views: DEPOSIT_VIEWS, object: depositIn},
]

describe.each(['en', 'th'] as const)('words per status, in %s', (language) => {
  for (const {kind, statuses, views, object} of KINDS) {
    const cases = Object.keys(views).flatMap((view) => statuses.map((status) => [view, status] as const))
    it.each(cases)(`${kind}: %s of a %s ${kind}`, async (view, status) => {
      await speak(language, {})
      const {render: show, outcome, reason} = (views as Record<string, View<Withdrawal | Deposit>>)[view]!
      const text = (await show(object(status as never))).replaceAll(/\s+/g, ' ')
      const claims = arrivalClaims(text, words(), language)
      if (status === ARRIVED[kind]) {
        if (outcome) expect(claims, `a ${status} ${kind} is said to have arrived`).not.toEqual([])
      } else expect(claims, `a ${status} ${kind} claims money arrived`).toEqual([])
      if (reason && endedBadly(kind, status)) expect(text, `the reason of a ${status} ${kind}`).toContain(REASON)
      // In Thai a status reads Thai first, its code after in brackets (docs/thai-glossary.md): never the code alone.
      if (language === 'th') expect(text.match(new RegExp(`(?<!\\()\\b${status}\\b(?!\\))`, 'g')), `${status} alone`).toBeNull()
    })
  }
})
