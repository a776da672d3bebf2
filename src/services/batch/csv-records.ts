import type {PayoutFileFact} from '../../core/error-facts.js'
import {InputError} from '../../core/errors.js'
import {type CsvRecord, plainCsvRecords} from './plain-csv.js'

/** csv-parse stops at a record this large: an unclosed quote would otherwise swallow the rest of the file. */
const MAX_RECORD_BYTES = 64 * 1024

export type OtherDelimiter = 'semicolons' | 'tabs' | 'bars'

/** What a spreadsheet in another locale writes between cells instead of a comma, by its name. */
export const OTHER_DELIMITERS: Readonly<Record<OtherDelimiter, string>> = {semicolons: ';', tabs: '\t', bars: '|'}

/**
 * The delimiter a header read with commas was written with instead, when it came out as one cell holding one
 * of {@link OTHER_DELIMITERS}.
 *
 * @example otherDelimiterOf(['amount;bank']) // 'semicolons'
 */
export function otherDelimiterOf(header: string[]): OtherDelimiter | undefined {
  if (header.length !== 1) return undefined
  return (Object.keys(OTHER_DELIMITERS) as OtherDelimiter[]).find((name) => header[0]!.includes(OTHER_DELIMITERS[name]))
}

/**
 * The records of a CSV file (UTF-8, BOM skipped, RFC 4180 quoting, blank lines kept as one empty cell, records of
 * any length), cells separated by `delimiter`: by plainCsvRecords when it can, else by csv-parse. A file csv-parse
 * refuses is an InputError (`not-csv`, exit 2) naming the line.
 *
 * @example await readCsvRecords(Buffer.from('a;b\n1;2\n'), ';') // [{cells: ['a', 'b'], start: 0}, {cells: ['1', '2'], start: 4}]
 */
export async function readCsvRecords(bytes: Buffer, delimiter = ','): Promise<CsvRecord[]> {
  const plain = plainCsvRecords(bytes, MAX_RECORD_BYTES, delimiter)
  if (plain) return plain
  const {parse} = await import('csv-parse/sync')
  let parsed: Array<{record: string[]; info: {bytes: number}}>
  try {
    const options = {bom: true, info: true, relax_column_count: true, skip_empty_lines: false, max_record_size: MAX_RECORD_BYTES} as const
    parsed = parse(bytes, {...options, delimiter}) as unknown as typeof parsed
  } catch (error) {
    const {message, lines} = error as {message: string; lines?: number}
    const reason = message.replace(/ at line \d+/, '')
    throw fileError({code: 'not-csv', line: lines || undefined, reason}, error)
  }
  // Records follow each other with nothing between them (blank lines are records too), so each one starts
  // where the previous one ended.
  return parsed.map(({record}, index) => ({cells: record, start: index === 0 ? 0 : parsed[index - 1]!.info.bytes}))
}

const strictUtf8 = new TextDecoder('utf-8', {fatal: true})

/** The offset of the first byte that is not valid UTF-8, or undefined when every byte is. */
export function firstInvalidUtf8Byte(bytes: Buffer): number | undefined {
  try {
    strictUtf8.decode(bytes)
    return undefined
  } catch {
    const lenient = Buffer.from(bytes.toString('utf8'), 'utf8')
    let index = 0
    while (index < bytes.length && bytes[index] === lenient[index]) index++
    return index
  }
}

/** File line numbers of byte offsets; CRLF, LF and a lone CR each end a line. */
export class LineCounter {
  private readonly lineStarts: number[] = [0]

  constructor(bytes: Buffer) {
    for (let index = 0; index < bytes.length; index++) {
      const byte = bytes[index]
      if (byte === 0x0a || (byte === 0x0d && bytes[index + 1] !== 0x0a)) this.lineStarts.push(index + 1)
    }
  }

  lineAt(offset: number): number {
    let low = 0
    let high = this.lineStarts.length - 1
    while (low < high) {
      const middle = Math.ceil((low + high) / 2)
      if (this.lineStarts[middle]! <= offset) low = middle
      else high = middle - 1
    }
    return low + 1
  }
}

function fileError(facts: PayoutFileFact, cause?: unknown): InputError {
  return new InputError(facts, {code: 'INVALID_FILE', cause})
}
