import type {PayoutFileFact, RowFact} from '../../core/error-facts.js'
import {InputError} from '../../core/errors.js'
import {MAX_TEXT_CHARS} from '../../core/money/field-readers.js'
import {type CsvRecord, plainCsvRecords} from './plain-csv.js'

export const REQUIRED_COLUMNS = ['amount', 'bank', 'account_no', 'account_name'] as const
export const OPTIONAL_COLUMNS = ['description', 'reference_user_id'] as const
export type PayoutColumn = (typeof REQUIRED_COLUMNS)[number] | (typeof OPTIONAL_COLUMNS)[number]
const KNOWN_COLUMNS: readonly string[] = [...REQUIRED_COLUMNS, ...OPTIONAL_COLUMNS]
export const HEADER_EXAMPLE = `${REQUIRED_COLUMNS.join(',')}[,${OPTIONAL_COLUMNS.join('][,')}]`

/** A cell longer than this is a broken export, not a payee: the one limit of a person's text. */
export const MAX_CELL_CHARS = MAX_TEXT_CHARS
/**
 * Read with the readers of a person's text, which say a cell too long in the same words as a flag; checked for
 * formulas (amount and account_no have a strict syntax of their own, which names the problem better).
 */
const TEXT_COLUMNS: ReadonlySet<PayoutColumn> = new Set(['bank', 'account_name', 'description', 'reference_user_id'])
/** csv-parse stops at a record this large: an unclosed quote would otherwise swallow the rest of the file. */
const MAX_RECORD_BYTES = 64 * 1024
export const MAX_ROWS = 100_000

// Spreadsheets run a cell starting with one of these as a formula (CSV injection); a payee never starts so.
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * A cell pay writes into a CSV, made safe to open in a spreadsheet: one that would run as a formula is prefixed
 * with `'`, which shows it as the text it is.
 * @example formulaSafe('=HYPERLINK("x")') // `'=HYPERLINK("x")`
 */
export function formulaSafe(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text
}
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F]/

/** One data row of the file, numbered from 1 after the header, with the file line it starts on. */
export interface CsvPayoutRow {
  row: number
  line: number
  cells: Partial<Record<PayoutColumn, string>>
}

/** What is wrong with one row: its file line, its row number and the column, when known; `fact` is its facts, for src/ui. */
export interface RowProblem {
  line: number
  row: number
  column?: string
  message: string
  fact: RowFact
}

export interface ParsedPayoutCsv {
  columns: PayoutColumn[]
  rows: CsvPayoutRow[]
  /** Rows whose shape or cells are wrong; the file is refused when there is any. */
  problems: RowProblem[]
}

/**
 * Reads a payout file's bytes (UTF-8, with or without a BOM, LF or CRLF, RFC 4180 quoting): the header, then
 * one row per record. A broken header or CSV syntax refuses the whole file at once (InputError); a row with
 * the wrong number of cells, a control character, an oversized or formula-looking cell is listed in
 * `problems`. Rows whose cells are all blank (a spreadsheet's trailing `,,,`) are skipped.
 *
 * @example
 *   await parsePayoutCsv(Buffer.from('amount,bank,account_no,account_name\n500,KBANK,1234567890,Somchai\n'))
 *   // {columns: ['amount', …], rows: [{row: 1, line: 2, cells: {amount: '500', …}}], problems: []}
 */
export async function parsePayoutCsv(bytes: Buffer): Promise<ParsedPayoutCsv> {
  const lines = new LineCounter(bytes)
  const invalidAt = firstInvalidUtf8Byte(bytes)
  if (invalidAt !== undefined) {
    const line = lines.lineAt(invalidAt)
    throw fileError({code: 'not-utf8', line})
  }
  const records = await parseRecords(bytes)
  const nonBlank = records.filter(({cells}) => cells.some((cell) => cell.trim() !== ''))
  const [header, ...data] = nonBlank
  if (!header) throw fileError({code: 'csv-empty', header: HEADER_EXAMPLE})
  const columns = readHeader(header.cells, lines.lineAt(header.start))
  if (data.length === 0) throw fileError({code: 'no-rows'})
  if (data.length > MAX_ROWS) {
    throw fileError({
      code: 'too-many-rows',
      rows: data.length,
      max: MAX_ROWS,
    })
  }
  const rows: CsvPayoutRow[] = []
  const problems: RowProblem[] = []
  data.forEach((record, index) => {
    const row: CsvPayoutRow = {row: index + 1, line: lines.lineAt(record.start), cells: {}}
    rows.push(row)
    if (record.cells.length !== columns.length) {
      problems.push({
        line: row.line,
        row: row.row,
        message: `has ${record.cells.length} cells; the header has ${columns.length}`,
        fact: {code: 'cell-count', cells: record.cells.length, columns: columns.length},
      })
      return
    }
    columns.forEach((column, position) => {
      const cell = record.cells[position]!
      const problem = cellProblem(column, cell)
      if (problem) problems.push({line: row.line, row: row.row, column, ...problem})
      else row.cells[column] = cell
    })
  })
  return {columns, rows, problems}
}

function cellProblem(column: PayoutColumn, cell: string): {message: string; fact: RowFact} | undefined {
  if (!TEXT_COLUMNS.has(column) && cell.length > MAX_CELL_CHARS) {
    return {
      message: `is ${cell.length} characters long; at most ${MAX_CELL_CHARS} are accepted`,
      fact: {code: 'cell-too-long', length: cell.length, max: MAX_CELL_CHARS},
    }
  }
  if (CONTROL_CHARACTER.test(cell)) return {message: 'holds a line break or another control character', fact: {code: 'cell-control'}}
  if (TEXT_COLUMNS.has(column) && FORMULA_START.test(cell.trimStart())) {
    const start = cell.trimStart()[0]!
    return {
      message: `starts with "${start}" like a spreadsheet formula; export the values, not the formulas`,
      fact: {code: 'cell-formula', start},
    }
  }
  return undefined
}

/** What a spreadsheet in another locale writes between cells instead of a comma, and its name. */
const OTHER_DELIMITERS: ReadonlyArray<[string, string, 'semicolons' | 'tabs' | 'bars']> = [
  [';', 'semicolons (;)', 'semicolons'],
  ['\t', 'tabs', 'tabs'],
  ['|', 'vertical bars (|)', 'bars'],
]

function readHeader(cells: string[], line: number): PayoutColumn[] {
  const names = cells.map((cell) => cell.trim().toLowerCase())
  if (!names.some((name) => KNOWN_COLUMNS.includes(name))) {
    const delimiter = cells.length === 1 ? OTHER_DELIMITERS.find(([character]) => cells[0]!.includes(character)) : undefined
    if (delimiter) {
      throw fileError({code: 'other-delimiter', line, delimiter: delimiter[2], header: HEADER_EXAMPLE})
    }
    throw fileError({
      code: 'not-header',
      line,
      header: HEADER_EXAMPLE,
    })
  }
  const unknown = names.filter((name) => !KNOWN_COLUMNS.includes(name))
  if (unknown.length > 0) {
    throw fileError({code: 'unknown-columns', names: unknown, header: HEADER_EXAMPLE})
  }
  const repeated = names.filter((name, index) => names.indexOf(name) !== index)
  if (repeated.length > 0) {
    throw fileError({
      code: 'column-twice',
      name: repeated[0]!,
      header: HEADER_EXAMPLE,
    })
  }
  const missing = REQUIRED_COLUMNS.filter((name) => !names.includes(name))
  if (missing.length > 0) throw fileError({code: 'missing-columns', names: missing, header: HEADER_EXAMPLE})
  return names as PayoutColumn[]
}

async function parseRecords(bytes: Buffer): Promise<CsvRecord[]> {
  const plain = plainCsvRecords(bytes, MAX_RECORD_BYTES)
  if (plain) return plain
  const {parse} = await import('csv-parse/sync')
  let parsed: Array<{record: string[]; info: {bytes: number}}>
  try {
    const options = {bom: true, info: true, relax_column_count: true, skip_empty_lines: false, max_record_size: MAX_RECORD_BYTES} as const
    parsed = parse(bytes, options) as unknown as typeof parsed
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
function firstInvalidUtf8Byte(bytes: Buffer): number | undefined {
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
class LineCounter {
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
