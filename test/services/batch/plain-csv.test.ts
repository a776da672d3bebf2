import {parse} from 'csv-parse/sync'
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'

import {plainCsvRecords} from '../../../src/services/batch/plain-csv.js'

const MAX_RECORD_BYTES = 64

/** What readCsvRecords (csv-records.ts) makes of csv-parse's answer, with the options it gives it. */
function csvParseRecords(bytes: Buffer): Array<{cells: string[]; start: number}> {
  const options = {bom: true, info: true, relax_column_count: true, skip_empty_lines: false, max_record_size: MAX_RECORD_BYTES} as const
  const parsed = parse(bytes, options) as unknown as Array<{record: string[]; info: {bytes: number}}>
  return parsed.map(({record}, index) => ({cells: record, start: index === 0 ? 0 : parsed[index - 1]!.info.bytes}))
}

/** Files of the pieces that matter to the record and cell boundaries: every line ending, blank lines, Thai, a BOM. */
const PIECES = ['a', '1', ' ', ',', ',,', '\n', '\r', '\r\n', '\n\n', 'ก', 'น้ำ', '\t', 'x'.repeat(40)]
const plainFile = fc
  .tuple(fc.boolean(), fc.array(fc.constantFrom(...PIECES), {maxLength: 30}))
  .map(([bom, pieces]) => Buffer.from(`${bom ? '\uFEFF' : ''}${pieces.join('')}`))

describe('plainCsvRecords', () => {
  it('reads a file without quotes exactly as csv-parse does: cells, record starts and line endings', () => {
    let read = 0
    fc.assert(
      fc.property(plainFile, (bytes) => {
        const plain = plainCsvRecords(bytes, MAX_RECORD_BYTES)
        if (plain === undefined) return
        read++
        expect(plain).toEqual(csvParseRecords(bytes))
      }),
      {numRuns: 3000},
    )
    // Only files with a line over the bound are left to csv-parse.
    expect(read).toBeGreaterThan(2000)
  })

  it('leaves a file with a quote, or a line longer than the bound, to csv-parse', () => {
    expect(plainCsvRecords(Buffer.from('a,b\n"1",2\n'), MAX_RECORD_BYTES)).toBeUndefined()
    expect(plainCsvRecords(Buffer.from(`a,b\n${'x'.repeat(MAX_RECORD_BYTES + 1)}\n`), MAX_RECORD_BYTES)).toBeUndefined()
    expect(plainCsvRecords(Buffer.from(`a,b\n${'x'.repeat(MAX_RECORD_BYTES)}\n`), MAX_RECORD_BYTES)).toHaveLength(2)
  })
})
