import {describe, expect, it} from 'vitest'

import {ApiError, NetworkError, PayError} from '../../../src/core/errors.js'
import type {Withdrawal} from '../../../src/core/schemas/withdrawal.js'
import type {JournalRecord} from '../../../src/services/batch/journal.js'
import {type SendTask, sendPayouts, UNREACHABLE_AFTER, WRITE_AHEAD_GROUP} from '../../../src/services/batch/runner.js'
import type {CreatedWithdrawal} from '../../../src/services/withdrawals/create.js'
import {payout} from './fixtures.js'

const tasks = (count: number): SendTask[] =>
  Array.from({length: count}, (_, index) => ({payout: payout(index + 1), key: `batch-b1-row-${index + 1}`}))
const now = () => Date.parse('2026-03-01T10:00:00Z')
/** Row numbers from `first` to `last`, both included. */
const rowsFrom = (first: number, last: number) => Array.from({length: last - first + 1}, (_, index) => first + index)

function created(task: SendTask, replayed = false): CreatedWithdrawal {
  const withdrawal: Withdrawal = {
    id: `wd_${task.payout.row}`,
    amount: task.payout.body.amount,
    fee: '9.00',
    net_payout: task.payout.body.amount,
    currency: 'THB',
    receiver_bank_provider: 'KBANK',
    destination: {bank: 'KBANK', account_no: task.payout.body.receiver_bank_account_number, name: 'X'},
    kind: 'customer',
    status: 'PENDING',
  }
  return {withdrawal, replayed}
}

const refused = (code: string, status = 422) => new ApiError(code, {code, status, requestId: 'req_1'})
const tick = () => new Promise((resolve) => setTimeout(resolve, 1))

/**
 * An in-memory journal that can be told to fail. Like BatchJournal, an append writes the records kept by
 * `appendLater` before its own; `appended` is what each append was given.
 */
function memoryJournal(failOn?: (record: JournalRecord) => boolean) {
  const records: JournalRecord[] = []
  const appended: JournalRecord[][] = []
  let kept: JournalRecord[] = []
  return {
    records,
    appended,
    appendLater(later: JournalRecord[]) {
      kept.push(...later)
    },
    async appendAll(written: JournalRecord[]) {
      appended.push(written)
      const all = [...kept, ...written]
      kept = []
      await tick()
      if (all.some((record) => failOn?.(record))) throw new Error('disk full')
      records.push(...all)
    },
  }
}

describe('sendPayouts', () => {
  it('journals `sent` durably before each request and the outcome after it, never more than `concurrency` at once', async () => {
    const journal = memoryJournal()
    let inFlight = 0
    let most = 0
    const result = await sendPayouts({
      tasks: tasks(20),
      concurrency: 4,
      journal,
      now,
      create: async (task) => {
        expect(journal.records).toContainEqual({
          type: 'sent',
          row: task.payout.row,
          row_id: task.payout.rowId,
          payout_id: task.payout.payoutId,
          key: task.key,
          at: '2026-03-01T10:00:00.000Z',
        })
        inFlight++
        most = Math.max(most, inFlight)
        await tick()
        inFlight--
        return created(task, task.payout.row === 3)
      },
    })
    expect(most).toBe(4)
    expect(result.stop).toBeUndefined()
    expect(result.notSent).toEqual([])
    expect(result.outcomes).toHaveLength(20)
    expect(journal.records.filter((record) => record.type === 'done')).toHaveLength(20)
    // Outcomes are never appended on their own: each is written with a later append, the last one included.
    expect(journal.appended.flat().filter((record) => record.type === 'done')).toEqual([])
    expect(journal.records.find((record) => record.type === 'done' && record.row === 3)).toMatchObject({
      row_id: tasks(3)[2]!.payout.rowId,
      payout_id: tasks(3)[2]!.payout.payoutId,
      withdrawal_id: 'wd_3',
      status: 'PENDING',
      fee: '9.00',
      replayed: true,
    })
  })

  it('stops at the first INSUFFICIENT_BALANCE: rows in flight finish, no new row starts, the rest are not sent', async () => {
    const journal = memoryJournal()
    const started: number[] = []
    let releaseOthers!: () => void
    const othersHeld = new Promise<void>((resolve) => (releaseOthers = resolve))
    const result = await sendPayouts({
      tasks: tasks(30),
      concurrency: 3,
      journal,
      now,
      // Rows 1 and 3 are held in flight until row 2 has been refused.
      onOutcome: (outcome) => outcome.task.payout.row === 2 && releaseOthers(),
      create: async (task) => {
        started.push(task.payout.row)
        if (task.payout.row === 2) throw refused('INSUFFICIENT_BALANCE')
        await othersHeld
        return created(task)
      },
    })
    expect(result.stop).toEqual({reason: 'refused', row: 2, code: 'INSUFFICIENT_BALANCE'})
    expect(started).toEqual([1, 2, 3])
    expect(result.outcomes.map((outcome) => [outcome.task.payout.row, outcome.kind])).toEqual([
      [2, 'failed'],
      [1, 'done'],
      [3, 'done'],
    ])
    expect(result.notSent.map((task) => task.payout.row)).toEqual(Array.from({length: 27}, (_, index) => index + 4))
    // The first group recorded rows 1 to 12 (four times the concurrency); 4 to 12 never started.
    const rowsOf = (type: string) => journal.records.flatMap((record) => (record.type === type && 'row' in record ? [record.row] : []))
    const firstGroup = WRITE_AHEAD_GROUP * 3
    expect(rowsOf('sent')).toEqual(rowsFrom(1, firstGroup))
    expect(rowsOf('unsent')).toEqual(rowsFrom(4, firstGroup))
    expect(journal.records.find((record) => record.type === 'failed')).toMatchObject({
      row: 2,
      code: 'INSUFFICIENT_BALANCE',
      http_status: 422,
      request_id: 'req_1',
      retryable: true,
    })
  })

  it('records a row-level refusal as final and goes on', async () => {
    const journal = memoryJournal()
    const result = await sendPayouts({
      tasks: tasks(3),
      concurrency: 1,
      journal,
      now,
      create: async (task) => {
        if (task.payout.row === 2) throw refused('INVALID_BANK')
        return created(task)
      },
    })
    expect(result.stop).toBeUndefined()
    expect(result.outcomes.map((outcome) => outcome.kind)).toEqual(['done', 'failed', 'done'])
    expect(journal.records.find((record) => record.type === 'failed')).toMatchObject({row: 2, code: 'INVALID_BANK', retryable: false})
  })

  it.each([
    ['a network error', new NetworkError('reset')],
    ['a 5xx after the retries', refused('INTERNAL', 503)],
    ['a 409 in progress', refused('IDEMPOTENCY_IN_PROGRESS', 409)],
    ['an answer that does not match the API', new PayError('bad body', 1, {code: 'UNEXPECTED_RESPONSE'})],
  ])('leaves a row in flight (no outcome recorded) after %s', async (_, error) => {
    const journal = memoryJournal()
    const result = await sendPayouts({tasks: tasks(1), concurrency: 1, journal, now, create: async () => Promise.reject(error)})
    expect(result.outcomes).toEqual([expect.objectContaining({kind: 'unknown'})])
    expect(journal.records.map((record) => record.type)).toEqual(['sent'])
  })

  it(`stops when ${UNREACHABLE_AFTER} rows in a row get no answer`, async () => {
    const result = await sendPayouts({
      tasks: tasks(20),
      concurrency: 1,
      journal: memoryJournal(),
      now,
      create: async () => Promise.reject(new NetworkError('refused')),
    })
    expect(result.stop).toEqual({reason: 'unreachable', rows: UNREACHABLE_AFTER})
    expect(result.outcomes).toHaveLength(UNREACHABLE_AFTER)
    expect(result.notSent).toHaveLength(20 - UNREACHABLE_AFTER)
  })

  it(`says another process is sending the batch when ${UNREACHABLE_AFTER} rows in a row are answered IDEMPOTENCY_IN_PROGRESS`, async () => {
    const inProgress = () => Promise.reject(refused('IDEMPOTENCY_IN_PROGRESS', 409))
    const result = await sendPayouts({tasks: tasks(20), concurrency: 1, journal: memoryJournal(), now, create: inProgress})
    expect(result.stop).toEqual({reason: 'in_progress', rows: UNREACHABLE_AFTER})
    expect(result.outcomes.every((outcome) => outcome.kind === 'unknown')).toBe(true)
  })

  it('sends nothing for a row whose `sent` record could not be written, and stops', async () => {
    // With one row in flight, rows are recorded WRITE_AHEAD_GROUP at a time: the second group's write fails.
    const journal = memoryJournal((record) => record.type === 'sent' && record.row === WRITE_AHEAD_GROUP + 2)
    const sentRows: number[] = []
    const result = await sendPayouts({
      tasks: tasks(3 * WRITE_AHEAD_GROUP),
      concurrency: 1,
      journal,
      now,
      create: async (task) => {
        sentRows.push(task.payout.row)
        return created(task)
      },
    })
    expect(sentRows).toEqual(rowsFrom(1, WRITE_AHEAD_GROUP))
    expect(result.stop).toMatchObject({reason: 'journal'})
    expect(result.notSent.map((task) => task.payout.row)).toEqual(rowsFrom(WRITE_AHEAD_GROUP + 1, 3 * WRITE_AHEAD_GROUP))
  })

  it('starts no new row once aborted (Ctrl-C), and lets the rows in flight finish', async () => {
    const controller = new AbortController()
    const journal = memoryJournal()
    let startedAfterAbort = 0
    const result = await sendPayouts({
      tasks: tasks(10),
      concurrency: 2,
      journal: {
        appendLater: (records) => journal.appendLater(records),
        appendAll: (records) => {
          if (records.some((record) => record.type === 'sent') && controller.signal.aborted) startedAfterAbort++
          return journal.appendAll(records)
        },
      },
      now,
      signal: controller.signal,
      create: async (task) => {
        if (task.payout.row === 3) controller.abort()
        await tick()
        return created(task)
      },
    })
    expect(result.stop).toEqual({reason: 'interrupted'})
    expect(startedAfterAbort).toBe(0)
    const finished = result.outcomes.map((outcome) => outcome.task.payout.row)
    expect(finished).toContain(3)
    expect(result.outcomes.every((outcome) => outcome.kind === 'done')).toBe(true)
    expect([...finished, ...result.notSent.map((task) => task.payout.row)].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(result.notSent.length).toBeGreaterThanOrEqual(5)
  })
})
