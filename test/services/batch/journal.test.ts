import {appendFileSync, type promises as fsp, readFileSync, statSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'

import {afterEach, describe, expect, it, vi} from 'vitest'

import {InputError} from '../../../src/core/errors.js'
import {BatchJournal, type BatchRecord, type JournalRecord, journalPath, readJournal} from '../../../src/services/batch/journal.js'
import {tempDir} from './fixtures.js'

const dir = tempDir()
const HEADER: BatchRecord = {
  type: 'batch',
  batch_id: 'b1',
  content_id: 'b1',
  generation: 1,
  file: '/x.csv',
  rows: 3,
  base_url: 'http://127.0.0.1:1',
  mode: 'test',
  at: '2026-01-01T00:00:00.000Z',
}
const sent = (row: number): JournalRecord => ({
  type: 'sent',
  row,
  row_id: `r${row}`,
  key: `batch-b1-r${row}`,
  at: '2026-01-01T00:00:01.000Z',
})
let count = 0
const freshPath = () => journalPath(join(dir, `data-${++count}`), 'b1')
/** A new journal with its file handle, to watch or break the writes and syncs it makes. */
async function openedJournal() {
  const path = freshPath()
  const journal = await BatchJournal.create(path, HEADER)
  return {path, journal, handle: (journal as unknown as {handle: fsp.FileHandle}).handle}
}

afterEach(() => vi.restoreAllMocks())

describe('BatchJournal', () => {
  it('lives at <data dir>/batches/<batch id>.jsonl, readable by its owner only', async () => {
    const path = freshPath()
    expect(path).toBe(join(dir, `data-${count}`, 'batches', 'b1.jsonl'))
    const journal = await BatchJournal.create(path, HEADER)
    await journal.close()
    expect(statSync(path).mode & 0o777).toBe(0o600)
    expect(readFileSync(path, 'utf8')).toBe(`${JSON.stringify(HEADER)}\n`)
  })

  it('never creates a journal over an existing one', async () => {
    const path = freshPath()
    await (await BatchJournal.create(path, HEADER)).close()
    await expect(BatchJournal.create(path, HEADER)).rejects.toThrow(/EEXIST/)
  })

  it('appends one line per record and fsyncs before append resolves; concurrent appends share a sync', async () => {
    const {path, journal, handle} = await openedJournal()
    const order: string[] = []
    const realWrite = handle.write.bind(handle)
    const realSync = handle.sync.bind(handle)
    vi.spyOn(handle, 'write').mockImplementation(((...args: Parameters<typeof realWrite>) => {
      order.push('write')
      return realWrite(...args)
    }) as typeof handle.write)
    vi.spyOn(handle, 'sync').mockImplementation(async () => {
      order.push('sync')
      return realSync()
    })
    const appended = [1, 2, 3, 4].map((row) => journal.append(sent(row)).then(() => order.push(`resolved ${row}`)))
    await Promise.all(appended)
    // The first record goes alone; the three queued meanwhile are written and synced together, and none
    // resolves before the sync that covers it.
    expect(order.filter((step) => step === 'write' || step === 'sync')).toEqual(['write', 'sync', 'write', 'sync'])
    const secondSync = order.lastIndexOf('sync')
    expect(order.indexOf('resolved 1')).toBeGreaterThan(order.indexOf('sync'))
    for (const row of [2, 3, 4]) expect(order.indexOf(`resolved ${row}`)).toBeGreaterThan(secondSync)
    await journal.close()
    expect((await readJournal(path))!.records).toEqual([HEADER, sent(1), sent(2), sent(3), sent(4)])
  })

  it('writes the records of one appendAll with one write and one sync, and reads them back', async () => {
    const {path, journal, handle} = await openedJournal()
    const writes = vi.spyOn(handle, 'write')
    const syncs = vi.spyOn(handle, 'sync')
    const unsent: JournalRecord = {type: 'unsent', row: 3, row_id: 'r3', key: 'batch-b1-r3', at: '2026-01-01T00:00:02.000Z'}
    await journal.appendAll([sent(1), sent(2), sent(3)])
    await journal.append(unsent)
    expect([writes.mock.calls.length, syncs.mock.calls.length]).toEqual([2, 2])
    await journal.close()
    expect((await readJournal(path))!.records).toEqual([HEADER, sent(1), sent(2), sent(3), unsent])
  })

  it('writes the records kept by appendLater with the next append, in its write and sync, and at close those left', async () => {
    const {path, journal, handle} = await openedJournal()
    const writes = vi.spyOn(handle, 'write')
    const syncs = vi.spyOn(handle, 'sync')
    const done = (row: number): JournalRecord => ({
      type: 'done',
      row,
      row_id: `r${row}`,
      payout_id: `p${row}`,
      key: `batch-b1-r${row}`,
      withdrawal_id: `wd_${row}`,
      status: 'PENDING',
      amount: '1.00',
      fee: '9.00',
      at: '2026-01-01T00:00:02.000Z',
    })
    await journal.appendAll([sent(1)])
    journal.appendLater([done(1)])
    expect([writes.mock.calls.length, syncs.mock.calls.length]).toEqual([1, 1])
    expect((await readJournal(path))!.records).toEqual([HEADER, sent(1)])
    await journal.appendAll([sent(2)])
    expect([writes.mock.calls.length, syncs.mock.calls.length]).toEqual([2, 2])
    expect((await readJournal(path))!.records).toEqual([HEADER, sent(1), done(1), sent(2)])
    journal.appendLater([done(2)])
    await journal.close()
    expect([writes.mock.calls.length, syncs.mock.calls.length]).toEqual([3, 3])
    expect((await readJournal(path))!.records).toEqual([HEADER, sent(1), done(1), sent(2), done(2)])
  })

  it('takes a short write (a full disk) for a failure: the append rejects, every later one too, and the next read sees the tear', async () => {
    const {path, journal, handle} = await openedJournal()
    const realWrite = handle.write.bind(handle) as (bytes: Buffer) => Promise<{bytesWritten: number}>
    // The kernel took the first 10 bytes of the group and said so only through the count.
    vi.spyOn(handle, 'write').mockImplementationOnce((async (bytes: Buffer) => realWrite(bytes.subarray(0, 10))) as never)
    await expect(journal.appendAll([sent(1), sent(2)])).rejects.toThrow(/only 10 of \d+ bytes were written/)
    await expect(journal.append(sent(3))).rejects.toThrow(/only 10 of/)
    await journal.close()
    expect(await readJournal(path)).toMatchObject({records: [HEADER], tornTail: true})
  })

  it('takes ENOSPC from the write for a failure, and refuses every later append', async () => {
    const {path, journal, handle} = await openedJournal()
    vi.spyOn(handle, 'write').mockRejectedValueOnce(Object.assign(new Error('ENOSPC: no space left on device, write'), {code: 'ENOSPC'}))
    await expect(journal.append(sent(1))).rejects.toThrow(/ENOSPC/)
    await expect(journal.append(sent(2))).rejects.toThrow(/ENOSPC/)
    await journal.close()
    expect(await readJournal(path)).toMatchObject({records: [HEADER], tornTail: false})
  })

  it('refuses every later append once a write failed', async () => {
    const {journal, handle} = await openedJournal()
    vi.spyOn(handle, 'sync').mockRejectedValueOnce(Object.assign(new Error('no space left on device'), {code: 'ENOSPC'}))
    await expect(journal.append(sent(1))).rejects.toThrow(/no space/)
    await expect(journal.append(sent(2))).rejects.toThrow(/no space/)
    await journal.close()
  })
})

describe('readJournal', () => {
  it('is undefined when the batch never ran', async () => {
    expect(await readJournal(freshPath())).toBeUndefined()
  })

  it('ignores a last line cut by a crash; reopening cuts it off and records the tear in its place before appending', async () => {
    const path = freshPath()
    await (await BatchJournal.create(path, HEADER)).close()
    appendFileSync(path, `${JSON.stringify(sent(1))}\n{"type":"done","row":1,"key":"batch-b1-ro`)
    const contents = (await readJournal(path))!
    if (contents.legacy) throw new Error('read as legacy')
    expect(contents.records).toEqual([HEADER, sent(1)])
    expect(contents.tornTail).toBe(true)

    const journal = await BatchJournal.reopen(path, contents, Date.parse('2026-01-02T00:00:00.000Z'))
    await journal.append(sent(2))
    await journal.close()
    const again = (await readJournal(path))!
    const torn = {type: 'torn', after: sent(1).at, at: '2026-01-02T00:00:00.000Z'}
    expect(again).toMatchObject({legacy: false, records: [HEADER, sent(1), torn, sent(2)], tornTail: false})
    expect(readFileSync(path, 'utf8').endsWith(`${JSON.stringify(sent(2))}\n`)).toBe(true)
  })

  it('refuses a damaged line that is not the last, naming it', async () => {
    const path = freshPath()
    await (await BatchJournal.create(path, HEADER)).close()
    appendFileSync(path, `{"type":"sent","row":1}\n${JSON.stringify(sent(2))}\n`)
    const error = (await readJournal(path).catch((caught: unknown) => caught)) as InputError
    expect(error).toBeInstanceOf(InputError)
    expect(error.code).toBe('JOURNAL_DAMAGED')
    expect(error.message).toContain('damaged at line 2')
  })

  it('refuses a complete line that is not JSON', async () => {
    const path = freshPath()
    await (await BatchJournal.create(path, HEADER)).close()
    writeFileSync(path, `${JSON.stringify(HEADER)}\nnot json\n`)
    await expect(readJournal(path)).rejects.toThrow(/damaged at line 2/)
  })
})
