import {mkdirSync, writeFileSync} from 'node:fs'
import {dirname, join} from 'node:path'

import {describe, expect, it} from 'vitest'

import {BatchJournal, type BatchRecord, journalPath} from '../../../src/services/batch/journal.js'
import {readJournals} from '../../../src/services/batch/journal-dir.js'
import {carryOver, legacyJournalOf} from '../../../src/services/batch/legacy-journal.js'
import {readPayoutFile} from '../../../src/services/batch/payout-file.js'
import {HEADER, loadBanks, tempDir, writeCsv} from './fixtures.js'

// The journals earlier runs left under `$PAY_DATA_DIR/batches`: one that cannot be trusted refuses the run, since
// it may record payments of the very rows about to be sent.
const dir = tempDir()
const AT = '2026-01-01T00:00:00.000Z'
let count = 0
const freshDataDir = () => join(dir, `data-${++count}`)

async function refusal(run: () => unknown): Promise<unknown> {
  try {
    await run()
  } catch (error) {
    return error
  }
  throw new Error('did not refuse')
}

describe('readJournals', () => {
  it('refuses a journal whose header names another batch than its file', async () => {
    const dataDir = freshDataDir()
    const header: BatchRecord = {
      type: 'batch',
      batch_id: 'b1',
      content_id: 'b1',
      generation: 1,
      file: '/x.csv',
      rows: 1,
      base_url: 'http://127.0.0.1:1',
      mode: 'test',
      at: AT,
    }
    await (await BatchJournal.create(journalPath(dataDir, 'b2'), header)).close()
    expect(await refusal(() => readJournals(dataDir))).toMatchObject({
      exitCode: 2,
      code: 'JOURNAL_DAMAGED',
      message: `The batch journal ${journalPath(dataDir, 'b2')} is damaged: its first record is not the header of batch b2; nothing was sent.`,
    })
  })
})

describe('a journal of an earlier version of pay', () => {
  it('is not carried over when it names a row its file does not have', async () => {
    const dataDir = freshDataDir()
    const file = await readPayoutFile({
      path: writeCsv(dir, 'two-rows.csv', `${HEADER}\n100,KBANK,1000000001,Payee 1\n100,KBANK,1000000002,Payee 2\n`),
      loadBanks,
    })
    // Legacy records know rows by number alone, and their header has no content id.
    const path = journalPath(dataDir, file.legacyBatchId)
    mkdirSync(dirname(path), {recursive: true})
    const records = [
      {type: 'batch', batch_id: file.legacyBatchId, file: file.path, rows: 2, base_url: 'http://127.0.0.1:1', mode: 'test', at: AT},
      {type: 'sent', row: 1, key: `batch-${file.legacyBatchId}-row-1`, at: AT},
      {type: 'sent', row: 3, key: `batch-${file.legacyBatchId}-row-3`, at: AT},
    ]
    writeFileSync(path, records.map((record) => `${JSON.stringify(record)}\n`).join(''))
    const legacy = legacyJournalOf(await readJournals(dataDir), file)
    expect(legacy?.path).toBe(path)
    expect(await refusal(() => carryOver(legacy!, file))).toMatchObject({
      exitCode: 2,
      code: 'JOURNAL_DAMAGED',
      message: `The batch journal ${path} names row 3 at line 3, which ${file.path} does not have; nothing was sent.`,
    })
  })
})
