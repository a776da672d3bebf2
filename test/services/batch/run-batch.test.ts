import {mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {open} from 'node:fs/promises'
import {join} from 'node:path'

import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest'

import {NetworkError, type PayError} from '../../../src/core/errors.js'
import {PayApi} from '../../../src/core/http/api.js'
import {PayClient} from '../../../src/core/http/client.js'
import {legacyBatchIdOf} from '../../../src/services/batch/batch-identity.js'
import {type BatchReport, type PayoutBatchOptions, runPayoutBatch} from '../../../src/services/batch/run-batch.js'
import {RunLock, runLockPath} from '../../../src/services/batch/run-lock.js'
import {TestSandbox} from '../../helpers/sandbox.js'
import {loadBanks, tempDir} from './fixtures.js'

const HEADER = 'amount,bank,account_no,account_name'
const ROWS = ['100,KBANK,7700000010,Payee 1', '200,SCB,7700000020,Payee 2', '300,KBANK,7700000030,Payee 3']

let sandbox: TestSandbox
let client: PayClient
let api: PayApi

beforeAll(async () => {
  sandbox = await TestSandbox.start({withdrawalStepMs: 3_600_000})
  const {key_id: keyId, secret} = sandbox.merchant.test
  client = new PayClient({baseUrl: sandbox.baseUrl, keyId, secret, userAgent: 'test', sleep: async () => {}})
  api = new PayApi(client)
  for (let top = 0; top < 5; top++) await sandbox.topUp('1000000.00')
})
afterAll(async () => {
  await client?.close()
  await sandbox?.close()
})

/** A data dir and a directory for payout files of one test. */
function world() {
  const dir = tempDir()
  const dataDir = join(dir, 'data')
  const notes: string[] = []
  const write = (name: string, content: string | Buffer) => {
    const path = join(dir, name)
    writeFileSync(path, content)
    return path
  }
  const options = (file: string, extra: Partial<PayoutBatchOptions> = {}): PayoutBatchOptions => ({
    file,
    api,
    account: {baseUrl: sandbox.baseUrl, mode: 'test'},
    dataDir,
    loadBanks,
    concurrency: 2,
    dryRun: false,
    resume: false,
    payAgain: false,
    hooks: {
      reviewLookup: async () => false,
      review: async () => {},
      lockTakenOver: (holder) => notes.push(`took over from ${holder.pid}`),
      progress: async () => ({outcome: () => {}, finish: () => {}}),
    },
    ...extra,
  })
  const run = async (file: string, extra: Partial<PayoutBatchOptions> = {}): Promise<BatchReport> => {
    const result = await runPayoutBatch(options(file, extra))
    if (!('report' in result)) throw new Error('a dry run')
    return result.report
  }
  const dryRun = async (file: string, extra: Partial<PayoutBatchOptions> = {}) => {
    const result = await runPayoutBatch(options(file, {...extra, dryRun: true}))
    if (!('dryRun' in result)) throw new Error('not a dry run')
    return result.dryRun
  }
  return {dir, dataDir, notes, write, run, dryRun}
}

/** How many withdrawals the sandbox holds for an account number. */
async function paidTo(account: string): Promise<number> {
  let count = 0
  let cursor: string | null = null
  do {
    const page: {data: Array<{destination: {account_no: string}}>; has_more: boolean; next_cursor: string | null} = (
      await sandbox.call('GET', `/v1/withdrawals?limit=100${cursor ? `&cursor=${cursor}` : ''}`)
    ).body
    count += page.data.filter((withdrawal) => withdrawal.destination.account_no === account).length
    cursor = page.has_more ? page.next_cursor : null
  } while (cursor)
  return count
}

const paidCounts = (accounts: string[]) => Promise.all(accounts.map(paidTo))

/** The rows with accounts of the test's own, so that the counts in the shared sandbox are its own. */
function unique(prefix: string, rows: string[]): {rows: string[]; accounts: string[]} {
  const accounts = rows.map((_, index) => `${prefix}00000${String(index + 1).padStart(2, '0')}0`)
  return {rows: rows.map((row, index) => row.replace(/7700000\d\d0/, accounts[index]!)), accounts}
}

describe('runPayoutBatch: a re-saved file is the same batch', () => {
  it('pays nothing again when the file is saved with CRLF, a BOM, blank lines, other columns order and amounts spelled otherwise', async () => {
    const {write, run} = world()
    const {rows, accounts} = unique('11', ROWS)
    const path = write('payouts.csv', `${HEADER}\n${rows.join('\n')}\n`)
    const first = await run(path)
    expect(first.summary).toMatchObject({sent: 3, created: 3})

    const resaves = [
      `${HEADER}\r\n${rows.join('\r\n')}\r\n`,
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${HEADER}\n${rows.join('\n')}\n\n\n`)]),
      `account_name,account_no,bank,amount\n${rows.map((row) => row.split(',').reverse().join(',')).join('\n')}\n`,
      `${HEADER}\n${rows.map((row) => row.replace(/^(\d+),(\w+)/, (_, amount: string, bank: string) => `"${amount}.00",${bank.toLowerCase()}`)).join('\n\n')}\n`,
    ]
    for (const content of resaves) {
      writeFileSync(path, content)
      const again = await run(path)
      expect(again.batch_id).toBe(first.batch_id)
      expect(again.summary).toMatchObject({sent: 0, created: 3, already_paid: 0})
      expect(again.rows.every((row) => row.outcome === 'done' && row.earlier)).toBe(true)
      expect(again.first_run).toMatchObject({file: path})
    }
    expect(await paidCounts(accounts)).toEqual([1, 1, 1])
  })

  it('--pay-again pays every row once more as a new batch, which is itself resumed, not paid a third time', async () => {
    const {write, run} = world()
    const {rows, accounts} = unique('12', ROWS)
    const path = write('payouts.csv', `${HEADER}\n${rows.join('\n')}\n`)
    const first = await run(path)
    writeFileSync(path, `${HEADER}\r\n${rows.join('\r\n')}\r\n`)

    // The second batch is interrupted after its first row, then run again with the same command.
    const interrupt = new AbortController()
    const stopped = await run(path, {
      payAgain: true,
      concurrency: 1,
      signal: interrupt.signal,
      hooks: {...hooksThatAbortAfterOneRow(interrupt)},
    })
    expect(stopped.batch_id).toBe(`${first.batch_id}-2`)
    expect(stopped.summary).toMatchObject({sent: 1, not_sent: 2})
    const resumed = await run(path, {payAgain: true})
    expect(resumed.batch_id).toBe(`${first.batch_id}-2`)
    expect(resumed.summary).toMatchObject({sent: 2, created: 3})
    expect(await paidCounts(accounts)).toEqual([2, 2, 2])

    // Without --pay-again, the latest batch is continued: nothing to send.
    expect((await run(path)).summary).toMatchObject({sent: 0, created: 3})
    expect(await paidCounts(accounts)).toEqual([2, 2, 2])
  })
})

describe('runPayoutBatch: rows paid by another batch', () => {
  it('are reported and skipped when the file was edited to add rows; the dry run lists them; --pay-again pays them', async () => {
    const {write, run, dryRun} = world()
    const {rows, accounts} = unique('13', [...ROWS, '400,KBANK,7700000040,Payee 4'])
    const old = write('payouts.csv', `${HEADER}\n${rows.slice(0, 2).join('\n')}\n`)
    const first = await run(old)

    const edited = write('payouts-edited.csv', `${HEADER}\n${rows.join('\n')}\n`)
    const plan = await dryRun(edited)
    expect(plan.preview.already_paid.map((row) => [row.row, row.batch_id, row.file, row.withdrawal_id])).toEqual([
      [1, first.batch_id, old, first.rows[0]!.withdrawal_id],
      [2, first.batch_id, old, first.rows[1]!.withdrawal_id],
    ])
    expect(plan.keys.map((key) => key.row)).toEqual([3, 4])

    const report = await run(edited)
    expect(report.summary).toMatchObject({rows: 4, sent: 2, created: 2, already_paid: 2})
    expect(report.rows[0]).toMatchObject({
      outcome: 'already_paid',
      withdrawal_id: first.rows[0]!.withdrawal_id,
      paid_by: {batch_id: first.batch_id, file: old},
    })
    expect(report.already_paid).toHaveLength(2)
    expect(await paidCounts(accounts)).toEqual([1, 1, 1, 1])

    // Run again: still skipped, nothing sent.
    expect((await run(edited)).summary).toMatchObject({sent: 0, created: 2, already_paid: 2})
    const again = await run(edited, {payAgain: true})
    expect(again.summary).toMatchObject({sent: 2, created: 4, already_paid: 0})
    expect(await paidCounts(accounts)).toEqual([2, 2, 1, 1])
  })

  it('a row another batch sent without an answer and whose withdrawal is not found is not sent unless confirmed', async () => {
    const {write, run} = world()
    const {rows, accounts} = unique('25', ROWS)
    const old = write('payouts.csv', `${HEADER}\n${rows.join('\n')}\n`)
    const first = await run(old, {
      api: Object.assign(Object.create(api) as PayApi, {
        // Row 2's request never reached the service: no answer, nothing created.
        createWithdrawal: (body: Parameters<PayApi['createWithdrawal']>[0], call: Parameters<PayApi['createWithdrawal']>[1]) =>
          body.receiver_bank_account_number === accounts[1]
            ? Promise.reject(new NetworkError('never arrived (test)'))
            : api.createWithdrawal(body, call),
      }),
    })
    expect(first.rows.map((row) => row.outcome)).toEqual(['done', 'unknown', 'done'])

    const fixed = write('payouts-fixed.csv', `${HEADER}\n${rows.map((row) => row.replace('Payee 2', 'Payee Two')).join('\n')}\n`)
    const held = await run(fixed)
    expect(held.summary).toMatchObject({sent: 0, unmatched: 1, already_paid: 2})
    expect(await paidCounts(accounts)).toEqual([1, 0, 1])
    const confirmed = await run(fixed, {hooks: {...hooksThatResend(), progress: async () => ({outcome: () => {}, finish: () => {}})}})
    expect(confirmed.summary).toMatchObject({sent: 1, created: 1, already_paid: 2})
    expect(await paidCounts(accounts)).toEqual([1, 1, 1])
    // The first file again: its row in flight is paid by the second batch since, and is not resent.
    expect((await run(old)).rows[1]).toMatchObject({outcome: 'already_paid', paid_by: {batch_id: confirmed.batch_id}})
    expect(await paidCounts(accounts)).toEqual([1, 1, 1])
  })

  it('pays identical rows once each, and a re-save or an edit of them never again', async () => {
    const {write, run} = world()
    const row = '150,KBANK,1400000010,Twice'
    const path = write('twice.csv', `${HEADER}\n${row}\n${row}\n`)
    expect((await run(path)).summary).toMatchObject({sent: 2, created: 2})
    expect(await paidTo('1400000010')).toBe(2)

    writeFileSync(path, `${HEADER}\r\n"150.00",kbank,140-000-0010,Twice \r\n150,KBANK,1400000010,Twice\r\n\r\n`)
    expect((await run(path)).summary).toMatchObject({sent: 0, created: 2})

    // The same row a third time, in an edited file: one more payout, the two earlier ones skipped.
    const thrice = write('thrice.csv', `${HEADER}\n${row}\n${row}\n${row}\n`)
    const report = await run(thrice)
    expect(report.summary).toMatchObject({sent: 1, created: 1, already_paid: 2})
    expect(report.rows.map((result) => result.outcome)).toEqual(['already_paid', 'already_paid', 'done'])
    expect(await paidTo('1400000010')).toBe(3)
  })

  it('counts only batches of the same service and mode', async () => {
    const {write, run, dataDir} = world()
    const {rows, accounts} = unique('15', ROWS)
    const path = write('payouts.csv', `${HEADER}\n${rows.join('\n')}\n`)
    const first = await run(path)
    // As if that batch had been paid in live mode: it says nothing about test mode.
    const journal = join(dataDir, 'batches', `${first.batch_id}.jsonl`)
    writeFileSync(journal, readFileSync(journal, 'utf8').replace('"mode":"test"', '"mode":"live"'))
    const edited = write('edited.csv', `${HEADER}\n${rows.join('\n')}\n1,KBANK,1500000990,Extra\n`)
    expect((await run(edited)).summary).toMatchObject({sent: 4, already_paid: 0})
    expect(await paidCounts(accounts)).toEqual([2, 2, 2])
  })
})

describe('runPayoutBatch: journals of earlier versions (named by the hash of the bytes, rows by number)', () => {
  /** A journal as earlier versions wrote it: rows 1 and 2 paid, row 3 sent (and created) without its answer. */
  async function legacyJournal(dataDir: string, path: string, content: string, accounts: string[]): Promise<string> {
    const legacyId = legacyBatchIdOf(Buffer.from(content))
    const at = new Date().toISOString()
    const records: object[] = [{type: 'batch', batch_id: legacyId, file: path, rows: 3, base_url: sandbox.baseUrl, mode: 'test', at}]
    for (const [index, row] of ROWS.entries()) {
      const key = `batch-${legacyId}-row-${index + 1}`
      const [amount, bank] = row.split(',')
      const body = {
        amount: `${amount}.00`,
        receiver_bank_provider: bank,
        receiver_bank_account_name: `Payee ${index + 1}`,
        receiver_bank_account_number: accounts[index],
      }
      const created = await sandbox.call('POST', '/v1/withdrawals', body, {idempotencyKey: key})
      expect([200, 201]).toContain(created.status)
      records.push({type: 'sent', row: index + 1, key, at})
      if (index < 2) {
        const {id, status, amount: paid, fee} = created.body
        records.push({type: 'done', row: index + 1, key, withdrawal_id: id, status, amount: paid, fee, replayed: false, at})
      }
    }
    mkdirSync(join(dataDir, 'batches'), {recursive: true})
    const journal = join(dataDir, 'batches', `${legacyId}.jsonl`)
    writeFileSync(journal, records.map((record) => `${JSON.stringify(record)}\n`).join(''))
    return journal
  }

  it('carries over the journal of the same bytes: no row paid again, the row in flight asked again with its old key', async () => {
    const {write, run, dataDir} = world()
    const {rows, accounts} = unique('16', ROWS)
    const content = `${HEADER}\n${rows.join('\n')}\n`
    const path = write('payouts.csv', content)
    const legacy = await legacyJournal(dataDir, path, content, accounts)
    const before = readFileSync(legacy, 'utf8')

    const report = await run(path)
    expect(report.summary).toMatchObject({sent: 1, created: 3})
    expect(report.rows[2]).toMatchObject({outcome: 'done', idempotency_key: `batch-${legacyBatchIdOf(Buffer.from(content))}-row-3`})
    expect(await paidCounts(accounts)).toEqual([1, 1, 1])
    expect(readFileSync(legacy, 'utf8')).toBe(before) // kept as it was

    // Carried over, the batch survives a re-save like any other.
    writeFileSync(path, `${HEADER}\r\n${rows.join('\r\n')}\r\n\r\n`)
    expect((await run(path)).summary).toMatchObject({sent: 0, created: 3})
    expect(await paidCounts(accounts)).toEqual([1, 1, 1])
  })

  it('refuses a changed file of the same path whose legacy journal cannot be matched, naming it; the dry run warns', async () => {
    const {write, run, dryRun, dataDir} = world()
    const {rows, accounts} = unique('17', ROWS)
    const content = `${HEADER}\n${rows.join('\n')}\n`
    const path = write('payouts.csv', content)
    const legacy = await legacyJournal(dataDir, path, content, accounts)
    writeFileSync(path, content.replaceAll('\n', '\r\n'))

    expect((await dryRun(path)).preview.unchecked_journals).toEqual([expect.objectContaining({path: legacy, paid: 2})])
    const error = (await run(path).catch((caught: unknown) => caught)) as PayError
    expect(error.code).toBe('UNCHECKED_JOURNAL')
    expect(error.exitCode).toBe(2)
    expect(error.message).toContain(legacy)
    expect(await paidCounts(accounts)).toEqual([1, 1, 1])
    expect(readdirSync(join(dataDir, 'batches'))).not.toContain('run.lock')

    expect((await run(path, {payAgain: true})).summary).toMatchObject({sent: 3})
  })
})

describe('runPayoutBatch: one run at a time', () => {
  it('refuses to start while another run holds the lock, naming it, and sends nothing', async () => {
    const {write, run, dataDir} = world()
    const {rows, accounts} = unique('18', ROWS)
    const path = write('payouts.csv', `${HEADER}\n${rows.join('\n')}\n`)
    const {lock} = await RunLock.acquire(dataDir, '/elsewhere/other.csv')
    try {
      const error = (await run(path).catch((caught: unknown) => caught)) as PayError
      expect(error.code).toBe('BATCH_RUNNING')
      expect(error.exitCode).toBe(1)
      expect(error.message).toContain(`pid ${process.pid}, started ${lock.holder.started_at}, paying /elsewhere/other.csv`)
      expect(await paidCounts(accounts)).toEqual([0, 0, 0])
    } finally {
      await lock.release()
    }
    expect((await run(path)).summary).toMatchObject({sent: 3})
  })

  it('takes over the lock of a run that was killed, or whose pid now belongs to another process, and removes its own', async () => {
    const {write, run, dataDir, notes} = world()
    const {rows} = unique('19', ROWS)
    const path = write('payouts.csv', `${HEADER}\n${rows.join('\n')}\n`)
    mkdirSync(join(dataDir, 'batches'), {recursive: true})
    const {hostname} = await import('node:os')
    const stale = {pid: 2 ** 22 + 17, hostname: hostname(), started_at: '2026-01-01T00:00:00.000Z', file: path}
    writeFileSync(runLockPath(dataDir), JSON.stringify(stale))
    expect((await run(path)).summary).toMatchObject({sent: 3})
    expect(notes).toEqual([`took over from ${stale.pid}`])
    expect(readdirSync(join(dataDir, 'batches'))).not.toContain('run.lock')

    // This very process's pid, but recorded with another start time: a reused pid.
    writeFileSync(runLockPath(dataDir), JSON.stringify({...stale, pid: process.pid, process_start: '1'}))
    expect((await run(path)).summary).toMatchObject({sent: 0})
    expect(notes).toEqual([`took over from ${stale.pid}`, `took over from ${process.pid}`])
  })
})

describe('runPayoutBatch: a journal write that does not complete', () => {
  /** Makes the `nth` write of `sent` records put only half its bytes on disk and say so only by its count. */
  async function shortWriteOfSentGroup(nth: number) {
    const probe = await open(join(tempDir(), 'probe'), 'w')
    const prototype = Object.getPrototypeOf(probe) as {write: (this: unknown, data: Buffer) => Promise<{bytesWritten: number}>}
    await probe.close()
    const realWrite = prototype.write
    let groups = 0
    return vi.spyOn(prototype, 'write').mockImplementation(async function (this: unknown, data: Buffer) {
      if (Buffer.isBuffer(data) && data.includes('"type":"sent"') && ++groups === nth) {
        return realWrite.call(this, data.subarray(0, Math.floor(data.length / 2)))
      }
      return realWrite.call(this, data)
    })
  }

  it('stops before the next row, says so, and the next run pays every payee once: in flight since the tear, looked up after 24 h', async () => {
    const {write, run} = world()
    const accounts = Array.from({length: 20}, (_, index) => `6100${String(index + 1).padStart(5, '0')}0`)
    const path = write(
      'payouts.csv',
      `${HEADER}\n${accounts.map((account, index) => `100,KBANK,${account},Payee ${index + 1}`).join('\n')}\n`,
    )
    const spy = await shortWriteOfSentGroup(2)
    let report: BatchReport
    try {
      report = await run(path)
    } finally {
      spy.mockRestore()
    }
    expect(report.stopped).toMatchObject({reason: 'journal', error: {code: 'ESHORTWRITE'}})
    // Concurrency 2 writes 8 rows' `sent` records a group: some of the first group's rows were sent, and no row
    // after the failed write.
    const done = report.rows.filter((row) => row.outcome === 'done').length
    expect(done).toBeGreaterThan(0)
    expect(done).toBeLessThanOrEqual(8)
    expect(report.rows.map((row) => row.outcome)).toEqual([...Array(done).fill('done'), ...Array(20 - done).fill('not_sent')])
    const paidFirst = [...Array(done).fill(1), ...Array(20 - done).fill(0)]
    expect(await paidCounts(accounts)).toEqual(paidFirst)

    // A day later (every key expired): rows without a record are looked up, none is found, and they are
    // sent only when the operator says so.
    const later = () => Date.now() + 25 * 3_600_000
    const held = await run(path, {now: later})
    expect(held.summary).toMatchObject({sent: 0, unmatched: 20 - done})
    expect(await paidCounts(accounts)).toEqual(paidFirst)
    const resent = await run(path, {
      now: later,
      hooks: {...hooksThatResend(), progress: async () => ({outcome: () => {}, finish: () => {}})},
    })
    expect(resent.summary).toMatchObject({sent: 20 - done, created: 20})
    expect(await paidCounts(accounts)).toEqual(Array(20).fill(1))
  })
})

function hooksThatResend(): Omit<PayoutBatchOptions['hooks'], 'progress'> {
  return {reviewLookup: async () => true, review: async () => {}, lockTakenOver: () => {}}
}

function hooksThatAbortAfterOneRow(interrupt: AbortController): PayoutBatchOptions['hooks'] {
  return {
    reviewLookup: async () => false,
    review: async () => {},
    lockTakenOver: () => {},
    progress: async () => ({outcome: () => interrupt.abort(), finish: () => {}}),
  }
}

describe('runPayoutBatch: after money moved', () => {
  it('a results file that cannot be written is said in the report, not thrown: the summary and the journal keep every row', async () => {
    const {dir, write, run} = world()
    const file = write('payouts.csv', `${HEADER}\n100,KBANK,7700000910,Payee 1\n`)
    const folder = join(dir, 'out')
    mkdirSync(folder)
    // The folder is there when the path is checked, and gone once rows are being sent.
    const report = await run(file, {
      resultsPath: join(folder, 'results.csv'),
      hooks: {
        reviewLookup: async () => false,
        review: async () => {},
        lockTakenOver: () => {},
        progress: async () => {
          rmSync(folder, {recursive: true})
          return {outcome: () => {}, finish: () => {}}
        },
      },
    })
    expect(report.summary).toMatchObject({sent: 1, created: 1})
    expect(report.results_not_written?.message).toMatch(/ENOENT/)
    expect(await paidTo('7700000910')).toBe(1)
    // The next run sends nothing and writes the file.
    mkdirSync(folder)
    const again = await run(file, {resultsPath: join(folder, 'results.csv')})
    expect(again.summary.sent).toBe(0)
    expect(again.results_not_written).toBeUndefined()
    expect(readFileSync(join(folder, 'results.csv'), 'utf8')).toMatch(/\r\n1,2,done,/)
  })
})
